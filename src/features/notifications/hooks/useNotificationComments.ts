import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@/contract';
import { addComment, afterCommentsChanged, deleteComment, removeNotifications, updateNotification } from '@/api';

export interface ReplyBody {
  /** The blog's _id. */
  _id: string;
  comment: string;
  replying_to: string;
  /** The notification the reply is made from: the reply attaches to it. */
  notification_id: string;
}

/** A reply made from a notification: it shows under that notification at once. */
export function useReplyFromNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplyBody) => addComment({ blogObjectId: body._id, comment: body.comment, replyingTo: body.replying_to, notificationId: body.notification_id }),
    onSuccess: (comment, body) => {
      updateNotification(client, body.notification_id, (n) => ({ ...n, reply: { _id: comment._id, comment: comment.comment } }));
    },
  });
}

/**
 * Deletes a comment seen in a notification. Deleting the entry's comment removes the entry; deleting
 * the viewer's own reply removes the reply from it (SPEC.md section 4).
 */
export function useDeleteNotificationComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId }: { commentId: string; notification: Notification; kind: 'comment' | 'reply' }) => deleteComment(commentId),
    onSuccess: (_answer, { notification, kind }) => {
      if (kind === 'reply') updateNotification(client, notification._id, ({ reply: _reply, ...rest }) => rest);
      else removeNotifications(client, (n) => n._id === notification._id || n.comment?._id === notification.comment?._id);
      afterCommentsChanged(client);
    },
  });
}
