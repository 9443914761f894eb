import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MessageSquareReply, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Notification } from '@/contract';
import { Avatar, Button, Skeleton, directionalIcon, toast } from '@/design';
import { showProblem, formatRelative, useSession } from '@/lib';
import { useDeleteNotificationComment } from '../../hooks/useNotificationComments.ts';
import { NotificationReplyForm } from '../NotificationReplyForm';
import * as styles from './NotificationCard.css.ts';

export interface NotificationCardProps {
  notification: Notification;
  /** Time reference for "3 hours ago" (stories pin it). */
  now?: Date;
}

/** One notification: who did what on which blog, with Reply and Delete where allowed (SPEC.md section 6). */
export function NotificationCard({ notification: n, now }: NotificationCardProps) {
  const session = useSession();
  const [replying, setReplying] = useState(false);
  const remove = useDeleteNotificationComment();
  const person = n.user.personal_info;
  const profile = `/user/${person.username}`;
  const { t, i18n } = useLingui();

  async function del(kind: 'comment' | 'reply') {
    const commentId = kind === 'reply' ? n.reply?._id : n.comment?._id;
    if (!commentId) return;
    try {
      await remove.mutateAsync({ commentId, notification: n, kind });
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }

  // Comments on your blog are yours to moderate: the receiver of a comment notification is the
  // blog's author. Reply shows while no reply has been made from this entry.
  const canDelete = n.type === 'comment' && Boolean(n.comment);
  const canReply = n.type !== 'like' && Boolean(n.comment) && !n.reply;

  // Who did what, as one sentence per kind: the words around the person and the blog differ by language.
  const who = (
    <Link to={profile} className={styles.who}>
      {person.fullname}
    </Link>
  );
  const handle = <span className={styles.handle}>@{person.username}</span>;
  // The workshop's notifications are about a draft: it opens for review (its author too reads it there).
  const blogPath = n.type === 'review_request' || n.type === 'note' ? `/review/${n.blog.blog_id}` : `/blogs/${n.blog.blog_id}`;
  const blogLink = (
    <Link to={blogPath} className={styles.blogLink}>
      “<bdi>{n.blog.title}</bdi>”
    </Link>
  );
  const what = {
    like: <Trans>{who} {handle} liked your blog {blogLink}</Trans>,
    comment: <Trans>{who} {handle} commented on {blogLink}</Trans>,
    reply: <Trans>{who} {handle} replied on</Trans>,
    new_blog: <Trans>{who} {handle} published {blogLink}</Trans>,
    review_request: <Trans>{who} {handle} asked you to review {blogLink}</Trans>,
    note: <Trans>{who} {handle} left a note on {blogLink}</Trans>,
  }[n.type];
  const blogTitle = (
    <Link to={blogPath} className={styles.blogLink} dir="auto">
      {n.blog.title}
    </Link>
  );

  return (
    <li className={styles.card} data-unseen={n.seen ? undefined : ''} data-type={n.type}>
      {!n.seen && (
        <span className={styles.newBadge}>
          <Trans context="unseen notification">New</Trans>
        </span>
      )}
      <Link to={profile} tabIndex={-1} aria-hidden>
        <Avatar src={person.profile_img} name={person.fullname} alt="" size="md" />
      </Link>
      <div className={styles.content}>
        <p className={styles.line}>{what}</p>
        {n.type === 'reply' && n.replied_on_comment && <blockquote className={styles.quote} dir="auto">
            {n.replied_on_comment.comment}
          </blockquote>}
        {n.type !== 'like' && n.comment && <p className={styles.commentText} dir="auto">
            {n.comment.comment}
          </p>}
        <div className={styles.footer}>
          <time dateTime={n.createdAt}>{formatRelative(n.createdAt, now, i18n.locale)}</time>
          {n.type === 'reply' && (
            <>
              <span aria-hidden>·</span>
              <span>
                <Trans>on {blogTitle}</Trans>
              </span>
            </>
          )}
          {canReply && !replying && (
            <Button size="sm" variant="ghost" iconStart={<MessageSquareReply aria-hidden size={16} className={directionalIcon} />} onClick={() => setReplying(true)}>
              <Trans context="verb">Reply</Trans>
            </Button>
          )}
          {canDelete && (
            <Button size="sm" variant="ghost" tone="danger" iconStart={<Trash2 aria-hidden size={16} />} loading={remove.isPending} onClick={() => del('comment')}>
              <Trans>Delete</Trans>
            </Button>
          )}
        </div>
        {replying && <NotificationReplyForm notification={n} onDone={() => setReplying(false)} />}
        {n.reply && (
          <div className={styles.reply}>
            <div className={styles.replyHead}>
              <Avatar src={session?.profile_img} name={session?.fullname ?? t`You`} alt="" size="xs" />
              <span>
                <Trans>You replied</Trans>
              </span>
            </div>
            <p className={styles.commentText} dir="auto">
              {n.reply.comment}
            </p>
            <div>
              <Button size="sm" variant="ghost" tone="danger" iconStart={<Trash2 aria-hidden size={16} />} onClick={() => del('reply')}>
                <Trans>Delete</Trans>
              </Button>
            </div>
          </div>
        )}
      </div>
    </li>
  );
}

/** The shape of a card while the list loads. */
export function NotificationCardSkeleton() {
  return (
    <div className={styles.card}>
      <Skeleton shape="circle" width="2.5rem" height="2.5rem" />
      <div className={styles.content}>
        <Skeleton width="70%" />
        <Skeleton width="40%" />
      </div>
    </div>
  );
}
