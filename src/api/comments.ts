import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Comment } from '@/contract';
import { request } from '@/lib';
import { blogKeys } from './blogs.ts';

export interface AddCommentInput {
  /** The blog's `_id`. */
  blogObjectId: string;
  comment: string;
  /** The comment replied to, for a reply. */
  replyingTo?: string;
  /** The notification a reply is made from: the reply attaches to it. */
  notificationId?: string;
}

export const commentKeys = {
  all: ['comments'] as const,
  /** The first page of a blog's comments (later pages are kept by the thread itself). */
  firstPage: (blogObjectId: string) => ['comments', blogObjectId] as const,
  /** The page after the `skip` comments shown, fetched ahead so Load More shows only when it holds some. */
  pageAt: (blogObjectId: string, skip: number) => ['comments', blogObjectId, 'from', skip] as const,
};

/** POST /get-blog-comments: top-level comments, newest first, from `skip` (10 a page). */
export const fetchBlogComments = (blogObjectId: string, skip: number, signal?: AbortSignal): Promise<Comment[]> =>
  request('getBlogComments', { blog_id: blogObjectId, skip }, { signal });

/** POST /get-replies: a comment's replies, oldest first, from `skip`. */
export const fetchReplies = async (commentId: string, skip: number): Promise<Comment[]> => (await request('getReplies', { _id: commentId, skip })).replies;

/** POST /add-comment (auth): the new comment (or reply). */
export const addComment = ({ blogObjectId, comment, replyingTo, notificationId }: AddCommentInput): Promise<Comment> =>
  request('addComment', { _id: blogObjectId, comment, ...(replyingTo ? { replying_to: replyingTo } : {}), ...(notificationId ? { notification_id: notificationId } : {}) });

/** POST /delete-comment (auth): removes the comment and its replies. */
export const deleteComment = (commentId: string) => request('deleteComment', { _id: commentId });

export const commentQueries = {
  firstPage: (blogObjectId: string) =>
    queryOptions({ queryKey: commentKeys.firstPage(blogObjectId), queryFn: ({ signal }) => fetchBlogComments(blogObjectId, 0, signal), staleTime: 0 }),
  /** The page after `skip` top-level comments; kept only while the thread shows it (gcTime 0). */
  pageAt: (blogObjectId: string, skip: number) =>
    queryOptions({ queryKey: commentKeys.pageAt(blogObjectId, skip), queryFn: ({ signal }) => fetchBlogComments(blogObjectId, skip, signal), staleTime: Infinity, gcTime: 0 }),
};

/** A comment added or deleted changes the blog's counters wherever the blog is shown. */
export function afterCommentsChanged(client: QueryClient) {
  void client.invalidateQueries({ queryKey: blogKeys.allBlogs });
}
