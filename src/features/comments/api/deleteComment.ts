import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib';

/** POST /delete-comment (auth): removes the comment and its replies. */
export function deleteComment(commentId: string) {
  return api<{ status: string }>('/delete-comment', { _id: commentId }, { auth: true });
}

export function useDeleteComment() {
  return useMutation({ mutationFn: deleteComment });
}
