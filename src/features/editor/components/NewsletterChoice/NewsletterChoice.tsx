import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Button } from '@/design/primitives/Button';
import * as styles from './NewsletterChoice.css';

export interface NewsletterChoiceProps {
  /** How many confirmed subscribers the author has. */
  subscribers: number;
  /** Whether publishing mails the blog to them. */
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** "Send me a test": the mail the subscribers would get, to the author's own address. Absent: no button. */
  onSendTest?: () => void;
  /** A test is on its way to the server. */
  sendingTest?: boolean;
}

/** The publish form's "Send to N subscribers": only a first publish mails a blog, so only it asks. */
export function NewsletterChoice({ subscribers, checked, onCheckedChange, onSendTest, sendingTest = false }: NewsletterChoiceProps) {
  const { t } = useLingui();
  const hintId = useId();
  const testHintId = useId();
  return (
    <div className={styles.choice}>
      <label className={styles.option}>
        <input type="checkbox" name="newsletter" checked={checked} aria-describedby={hintId} onChange={(e) => onCheckedChange(e.target.checked)} />
        {t`${plural(subscribers, { one: 'Send to # subscriber', other: 'Send to # subscribers' })}`}
      </label>
      <p id={hintId} className={styles.hint}>
        <Trans>The whole blog goes to them by e-mail when it is published. Later updates are not sent.</Trans>
      </p>
      {onSendTest && (
        <div className={styles.test}>
          <Button type="button" variant="outline" size="sm" loading={sendingTest} aria-describedby={testHintId} onClick={onSendTest}>
            <Trans>Send me a test</Trans>
          </Button>
          <p id={testHintId} className={styles.testHint}>
            <Trans>See the e-mail your subscribers will get, in your own inbox, before you publish.</Trans>
          </p>
        </div>
      )}
    </div>
  );
}
