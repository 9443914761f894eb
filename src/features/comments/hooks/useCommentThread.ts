import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type Comment } from '@/contract';
import { commentQueries, fetchBlogComments } from '@/api';
import { addReply, addTop, appendTop, hideReplies, insertReplies, loadedReplies, removeComment, type Thread } from '../model/commentThread';

/** What a change did to the blog's counters: total_comments and total_parent_comments. */
export interface CountDelta {
  comments: number;
  parents: number;
}

/**
 * A blog's comment thread: the first page through TanStack Query, then the flat list kept locally
 * so that new comments, replies and deletions show at once without refetching the thread.
 */
export function useCommentThread(blogObjectId: string, enabled: boolean) {
  const first = useQuery({ ...commentQueries.firstPage(blogObjectId), enabled });
  const [thread, setThread] = useState<Thread>([]);
  const [seededFrom, setSeededFrom] = useState<Comment[] | undefined>();
  // Whether the last page came back full. The blog's comment count is everyone's, while the pages
  // are the reader's own (without the members they blocked; with hidden comments for a moderator),
  // so Load More follows the pages, not the count.
  const [lastFull, setLastFull] = useState(false);
  // Derived state: a fresh first page (first open, retry) replaces the thread.
  if (first.data && first.data !== seededFrom) {
    setSeededFrom(first.data);
    setThread(appendTop([], first.data));
    setLastFull(first.data.length >= PAGE_SIZES.comments);
  }

  const more = useMutation({
    mutationFn: () => fetchBlogComments(blogObjectId, thread.filter((t) => t.level === 0).length),
    onSuccess: (comments) => {
      setThread((t) => appendTop(t, comments));
      setLastFull(comments.length >= PAGE_SIZES.comments);
    },
  });

  const topLevelCount = thread.filter((t) => t.level === 0).length;

  return {
    first,
    thread,
    topLevelCount,
    /** Another page may exist: the last one was full. */
    hasMore: lastFull,
    loadMore: more,
    /** Put a new comment at the top. */
    added: (comment: Comment) => setThread((t) => addTop(t, comment)),
    /** Put a new reply after its parent. */
    replied: (parentId: string, reply: Comment) => setThread((t) => addReply(t, parentId, reply)),
    repliesLoaded: (parentId: string, replies: Comment[], skip: number) => setThread((t) => insertReplies(t, parentId, replies, skip)),
    hide: (id: string) => setThread((t) => hideReplies(t, id)),
    loadedRepliesOf: (id: string) => loadedReplies(thread, id),
    /** Remove a comment and its replies; returns how the counters change. */
    removed: (id: string): CountDelta => {
      const r = removeComment(thread, id);
      setThread(r.thread);
      return { comments: -r.removedCount, parents: r.wasTopLevel ? -1 : 0 };
    },
  };
}

export type CommentThreadState = ReturnType<typeof useCommentThread>;
