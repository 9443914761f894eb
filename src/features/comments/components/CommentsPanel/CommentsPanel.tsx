import { MessageCircle } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { READER_MESSAGES, type Comment } from '@/contract';
import { Drawer, DrawerContent } from '@/design/primitives/Drawer';
import { toast } from '@/design/primitives/Toaster';
import { EmptyState } from '@/design/primitives/EmptyState';
import { Skeleton } from '@/design/primitives/Skeleton';
import { ErrorState } from '@/design/primitives/ErrorState';
import { LoadMore } from '@/design/primitives/LoadMore';
import { showProblem, useSession } from '@/lib';
import { useMutation } from '@tanstack/react-query';
import { addComment, deleteComment, fetchReplies } from '@/api';
import { useCommentThread, type CountDelta } from '../../hooks/useCommentThread';
import { ContentMenu, ShowAgainButton, useViewerRole } from '@/features/moderation';
import { CommentCard } from '../CommentCard';
import { CommentField } from '../CommentField';
import * as styles from './CommentsPanel.css';

/** What the panel needs to know about the blog. */
export interface CommentsBlog {
  _id: string;
  title: string;
  /** The blog author's username: they may delete any comment. */
  authorUsername: string;
}

export interface CommentsPanelProps {
  blog: CommentsBlog;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The blog's counters changed (a comment posted or deleted). */
  onCountsChange?: (delta: CountDelta) => void;
}

function CommentsSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading comments`} aria-busy="true">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className={styles.skeletonCard} aria-hidden>
          <div className={styles.skeletonHead}>
            <Skeleton shape="rect" className={styles.skeletonAvatar} />
            <Skeleton shape="rect" className={styles.skeletonLine} width="8rem" />
          </div>
          <Skeleton shape="rect" className={styles.skeletonLine} width="90%" />
          <Skeleton shape="rect" className={styles.skeletonLine} width="60%" />
        </div>
      ))}
    </div>
  );
}

/** The slide-in comments panel: the comment box, the thread with replies, Load More. */
export function CommentsPanel({ blog, open, onOpenChange, onCountsChange }: CommentsPanelProps) {
  const session = useSession();
  const { t, i18n } = useLingui();
  const role = useViewerRole();
  const thread = useCommentThread(blog._id, open);
  const add = useMutation({ mutationFn: addComment });
  const remove = useMutation({ mutationFn: deleteComment });
  // Replies load on demand (a click): a mutation-shaped call with its pending state.
  const replies = useMutation({ mutationFn: ({ commentId, skip }: { commentId: string; skip: number }) => fetchReplies(commentId, skip) });

  // The server's answer may lack the author; the reader wrote it, so fill it in.
  const own = (c: Comment, parent?: string): Comment => ({
    ...c,
    children: c.children ?? [],
    commentedAt: c.commentedAt ?? new Date().toISOString(),
    isReply: Boolean(parent),
    parent: parent ?? null,
    commented_by: c.commented_by?.personal_info ? c.commented_by : { personal_info: { fullname: session!.fullname, username: session!.username, profile_img: session!.profile_img } },
  });

  const post = async (text: string, parent?: string) => {
    try {
      const saved = await add.mutateAsync({ blogObjectId: blog._id, comment: text, replyingTo: parent });
      if (parent) thread.replied(parent, own(saved, parent));
      else thread.added(own(saved));
      onCountsChange?.({ comments: 1, parents: parent ? 0 : 1 });
      toast.success(i18n._(parent ? READER_MESSAGES.replyPosted : READER_MESSAGES.commentPosted));
    } catch (err) {
      toast.error(showProblem(err, i18n));
      throw err;
    }
  };

  const loadReplies = async (id: string, skip: number) => {
    try {
      const list = await replies.mutateAsync({ commentId: id, skip });
      thread.repliesLoaded(id, list, skip);
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  };

  const del = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      onCountsChange?.(thread.removed(id));
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  };

  const { first } = thread;
  const moderator = role === 'moderator' || role === 'admin';
  let body;
  if (first.isPending) body = <CommentsSkeleton />;
  else if (first.isError) body = <ErrorState compact title={t`Could not load the comments`} detail={showProblem(first.error, i18n)} onRetry={() => void first.refetch()} retrying={first.isRefetching} />;
  else if (thread.thread.length === 0) body = <EmptyState compact message={i18n._(READER_MESSAGES.noComments)} icon={<MessageCircle aria-hidden />} />;
  else
    body = (
      <div className={styles.list}>
        {thread.thread.map((item) => {
          const id = item.comment._id;
          const by = item.comment.commented_by?.personal_info.username;
          const authorName = item.comment.commented_by?.personal_info.fullname;
          return (
            <CommentCard
              key={id}
              item={item}
              signedIn={Boolean(session)}
              canDelete={Boolean(session && ((by !== undefined && session.username === by) || session.username === blog.authorUsername))}
              loadedReplies={thread.loadedRepliesOf(id)}
              repliesBusy={replies.isPending && replies.variables.commentId === id}
              deleting={remove.isPending && remove.variables === id}
              onReply={(text) => post(text, id)}
              onToggleReplies={() => (item.repliesLoaded ? thread.hide(id) : void loadReplies(id, 0))}
              onMoreReplies={() => void loadReplies(id, thread.loadedRepliesOf(id))}
              onDelete={() => void del(id)}
              moderation={moderator && item.comment.hidden && by !== session?.username && <ShowAgainButton target="comment" id={id} />}
              menu={
                item.comment.commented_by && (
                  <ContentMenu target="comment" id={id} what={t`comment by ${authorName}`} author={item.comment.commented_by.personal_info.username} remote={!!item.comment.remote} />
                )
              }
            />
          );
        })}
        {thread.hasMore && (
          <LoadMore label={t`comments`} loading={thread.loadMore.isPending} onClick={() => thread.loadMore.mutate(undefined, { onError: (err) => toast.error(showProblem(err, i18n)) })} />
        )}
      </div>
    );

  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent title={t`Comments`} description={blog.title}>
        <div className={styles.body}>
          <CommentField action="Comment" signedIn={Boolean(session)} onSubmit={(text) => post(text)} />
          {body}
        </div>
      </DrawerContent>
    </Drawer>
  );
}
