import { api } from '@/lib';
import type { Comment } from '@/contract';

/** POST /get-blog-comments: top-level comments, newest first, from `skip` (10 a page). */
export async function fetchBlogComments(blogObjectId: string, skip: number, signal?: AbortSignal) {
  const answer = await api<Comment[] | { comments: Comment[] }>('/get-blog-comments', { blog_id: blogObjectId, skip }, { signal });
  return Array.isArray(answer) ? answer : (answer?.comments ?? []);
}
