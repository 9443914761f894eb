import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib';
import type { Comment } from '@/contract';

export interface AddCommentInput {
  /** The blog's `_id`. */
  blogObjectId: string;
  comment: string;
  /** The comment replied to, for a reply. */
  replyingTo?: string;
}

/** POST /add-comment (auth): the new comment (or reply). */
export function addComment({ blogObjectId, comment, replyingTo }: AddCommentInput) {
  return api<Comment>('/add-comment', { _id: blogObjectId, comment, ...(replyingTo ? { replying_to: replyingTo } : {}) }, { auth: true });
}

export function useAddComment() {
  return useMutation({ mutationFn: addComment });
}
