import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type Comment } from '@/contract';
import { commentQueries, fetchBlogComments } from '@/api';
import { addReply, addTop, appendTop, hideReplies, insertReplies, loadedReplies, noLocalChanges, removeComment, seedThread, type LocalChanges, type Thread } from '../model/commentThread';

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
  const [local, setLocal] = useState<LocalChanges>(noLocalChanges);
  // Whether the last page came back full. The blog's comment count is everyone's, while the pages
  // are the reader's own (without the members they blocked; with hidden comments for a moderator),
  // so Load More follows the pages, not the count.
  const [lastFull, setLastFull] = useState(false);
  // Derived state: a fresh first page (first open, retry, refetch) replaces the thread, keeping what
  // the reader posted or deleted meanwhile: the page may have been read before that was written.
  if (first.data && first.data !== seededFrom) {
    setSeededFrom(first.data);
    setThread(seedThread(first.data, local));
    setLastFull(first.data.length >= PAGE_SIZES.comments);
  }

  const topLevelCount = thread.filter((t) => t.level === 0).length;
  // After a full page the next one is fetched ahead: when the comments end on a page's last one, the
  // next page is empty and Load More does not show (no click that adds nothing); when it has some,
  // Load More shows them at once.
  const ahead = useQuery({ ...commentQueries.pageAt(blogObjectId, topLevelCount), enabled: enabled && lastFull });

  const more = useMutation({
    mutationFn: () => (ahead.data ? Promise.resolve(ahead.data) : fetchBlogComments(blogObjectId, topLevelCount)),
    onSuccess: (comments) => {
      setThread((t) => appendTop(t, comments));
      setLastFull(comments.length >= PAGE_SIZES.comments);
    },
  });

  return {
    first,
    thread,
    topLevelCount,
    /** Another page has comments: the last one was full and the next, fetched ahead, is not empty (or could not be fetched: Load More tries again). */
    hasMore: lastFull && (ahead.isError || (ahead.data?.length ?? 0) > 0),
    loadMore: more,
    /** Put a new comment at the top. */
    added: (comment: Comment) => {
      setLocal((l) => ({ ...l, posted: [...l.posted, { comment, parentId: null }] }));
      setThread((t) => addTop(t, comment));
    },
    /** Put a new reply after its parent. */
    replied: (parentId: string, reply: Comment) => {
      setLocal((l) => ({ ...l, posted: [...l.posted, { comment: reply, parentId }] }));
      setThread((t) => addReply(t, parentId, reply));
    },
    repliesLoaded: (parentId: string, replies: Comment[], skip: number) => setThread((t) => insertReplies(t, parentId, replies, skip)),
    hide: (id: string) => setThread((t) => hideReplies(t, id)),
    loadedRepliesOf: (id: string) => loadedReplies(thread, id),
    /** Remove a comment and its replies; returns how the counters change. */
    removed: (id: string): CountDelta => {
      const r = removeComment(thread, id);
      const left = new Set(r.thread.map((t) => t.comment._id));
      const gone = thread.map((t) => t.comment._id).filter((c) => !left.has(c));
      setLocal((l) => ({ ...l, removed: [...l.removed, id, ...gone] }));
      setThread(r.thread);
      return { comments: -r.removedCount, parents: r.wasTopLevel ? -1 : 0 };
    },
  };
}

export type CommentThreadState = ReturnType<typeof useCommentThread>;
