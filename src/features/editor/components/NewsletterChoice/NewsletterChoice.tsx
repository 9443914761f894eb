import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import * as styles from './NewsletterChoice.css';

export interface NewsletterChoiceProps {
  /** How many confirmed subscribers the author has. */
  subscribers: number;
  /** Whether publishing mails the blog to them. */
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** The publish form's "Send to N subscribers": only a first publish mails a blog, so only it asks. */
export function NewsletterChoice({ subscribers, checked, onCheckedChange }: NewsletterChoiceProps) {
  const { t } = useLingui();
  const hintId = useId();
  return (
    <div className={styles.choice}>
      <label className={styles.option}>
        <input type="checkbox" name="newsletter" checked={checked} aria-describedby={hintId} onChange={(e) => onCheckedChange(e.target.checked)} />
        {t`${plural(subscribers, { one: 'Send to # subscriber', other: 'Send to # subscribers' })}`}
      </label>
      <p id={hintId} className={styles.hint}>
        <Trans>The whole blog goes to them by e-mail when it is published. Later updates are not sent.</Trans>
      </p>
    </div>
  );
}
