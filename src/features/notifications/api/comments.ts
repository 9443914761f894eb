import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment, Notification } from '@/contract';
import { api } from '@/lib';
import { removeNotifications, updateNotification } from './notifications.ts';

export interface ReplyBody {
  /** The blog's _id. */
  _id: string;
  comment: string;
  replying_to: string;
  /** The notification the reply is made from: the reply attaches to it. */
  notification_id: string;
}

/** POST /add-comment, as a reply made from a notification. */
export const addReply = (body: ReplyBody) => api<Comment>('/add-comment', body, { auth: true });
/** POST /delete-comment. */
export const deleteComment = (_id: string) => api<{ status: string }>('/delete-comment', { _id }, { auth: true });

export function useReplyFromNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addReply,
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
      void client.invalidateQueries({ queryKey: ['blog'] });
    },
  });
}
