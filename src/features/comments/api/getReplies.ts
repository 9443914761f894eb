import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib';
import type { Comment } from '@/contract';

/** POST /get-replies: a comment's replies, oldest first, from `skip`. */
export async function fetchReplies(commentId: string, skip: number) {
  const { replies } = await api<{ replies: Comment[] }>('/get-replies', { _id: commentId, skip });
  return replies ?? [];
}

/** Replies load on demand (a click), so this is a mutation-shaped call with pending state. */
export function useLoadReplies() {
  return useMutation({ mutationFn: ({ commentId, skip }: { commentId: string; skip: number }) => fetchReplies(commentId, skip) });
}
