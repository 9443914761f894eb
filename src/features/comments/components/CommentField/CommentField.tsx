import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS, READER_MESSAGES } from '@/contract';
import { Button } from '@/design/primitives/Button';
import { Textarea } from '@/design/primitives/Textarea';
import { toast } from '@/design/primitives/Toaster';
import { VisuallyHidden } from '@/design/styles';
import * as styles from './CommentField.css';

export interface CommentFieldProps {
  /** 'Comment' or 'Reply': the button's text and the field's purpose. */
  action: 'Comment' | 'Reply';
  /** The reader is signed in (otherwise submitting explains that sign-in is needed). */
  signedIn: boolean;
  /** Posts the text; resolves when saved (the field then empties). */
  onSubmit: (text: string) => Promise<unknown>;
  /** For a reply: cancel closes the field. */
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** The comment (or reply) box: checks sign-in and non-empty text before posting (SPEC.md section 5). */
export function CommentField({ action, signedIn, onSubmit, onCancel, autoFocus }: CommentFieldProps) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const { t, i18n } = useLingui();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!signedIn) {
      toast.error(i18n._(action === 'Reply' ? READER_MESSAGES.signInToReply : READER_MESSAGES.signInToComment));
      return;
    }
    if (!text.trim()) {
      toast.error(i18n._(READER_MESSAGES.commentEmpty));
      return;
    }
    setBusy(true);
    try {
      await onSubmit(text);
      setText('');
    } catch {
      // The caller showed the error; the text stays so nothing is lost.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)}>
      <VisuallyHidden asChild>
        <label htmlFor={id}>{action === 'Reply' ? t`Write a reply` : t`Write a comment`}</label>
      </VisuallyHidden>
      <Textarea
        id={id}
        showCounter={false}
        value={text}
        maxLength={LIMITS.commentMax}
        placeholder={action === 'Reply' ? t`Leave a reply...` : t`Leave a comment...`}
        onChange={(e) => setText(e.target.value)}
        autoFocus={autoFocus}
      />
      <div className={styles.actions}>
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
        <Button type="submit" tone="accent" size="sm" loading={busy}>
          {action === 'Reply' ? t({ message: 'Reply', context: 'verb' }) : t({ message: 'Comment', context: 'verb' })}
        </Button>
      </div>
    </form>
  );
}
