import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { commentTextSchema, firstError, LIMITS, MESSAGES, type Notification } from '@/contract';
import { Button, FormField, Textarea, toast } from '@/design';
import { showProblem } from '@/lib';
import { useReplyFromNotification } from '../../hooks/useNotificationComments.ts';
import * as styles from './NotificationReplyForm.css.ts';

export interface NotificationReplyFormProps {
  notification: Notification;
  onDone: () => void;
}

/** Reply to the comment a notification is about; the reply attaches to that notification. */
export function NotificationReplyForm({ notification, onDone }: NotificationReplyFormProps) {
  const [text, setText] = useState('');
  const reply = useReplyFromNotification();
  const { t, i18n } = useLingui();
  const name = notification.user.personal_info.fullname;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = commentTextSchema.safeParse(text);
    if (!check.success) {
      toast.error(showProblem(firstError(check.error), i18n));
      return;
    }
    try {
      await reply.mutateAsync({ _id: notification.blog._id, comment: text, replying_to: notification.comment!._id, notification_id: notification._id });
      toast.success(i18n._(MESSAGES.replyPosted));
      onDone();
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }

  return (
    <form className={styles.replyForm} onSubmit={submit}>
      <FormField label={t`Reply to ${name}`} hideLabel>
        <Textarea
          autoFocus
          rows={3}
          maxLength={LIMITS.commentMax}
          showCounter={false}
          placeholder={t`Leave a reply...`}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </FormField>
      <div className={styles.replyActions}>
        <Button variant="ghost" size="sm" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" tone="accent" size="sm" loading={reply.isPending}>
          <Trans>Send reply</Trans>
        </Button>
      </div>
    </form>
  );
}
