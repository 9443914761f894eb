import { ERRORS } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import { forbidden, notFound } from '../http.ts';
import { TAG } from '../cache/index.ts';
import { commentAuthorship, commentTarget, deleteCommentTree, insertComment, lockBlog, type CommentRow } from '../store/comments.ts';
import { commit } from './commit.ts';
import { newMemberRules } from './trust.ts';
import { federateNote } from '../federation/jobs.ts';


/** A comment or a reply to post (`blog`: the blog's _id as the database writes it). */
export interface NewComment {
  blog: string;
  comment: string;
  /** The comment it replies to, if a reply. */
  replyingTo: string | null;
  /** The notification it is written from (a reply from the notifications page), if any. */
  fromNotification: string | null;
}

/**
 * Posts a comment or reply, notifies (and, as their settings say, mails) the blog's or the parent
 * comment's author. Kept cards show the new comment count without being recomputed.
 */
export async function addComment(ctx: Context, me: { id: string }, c: NewComment): Promise<CommentRow> {
  const { replyingTo, fromNotification } = c;
  return commit(
    ctx,
    async (tx, after) => {
      const t = await commentTarget(tx, { blog: c.blog, me: me.id, parent: replyingTo, notification: fromNotification });
      if (!t) throw notFound(ERRORS.blogNotFound);
      if (replyingTo !== null && !t.parent_id) throw notFound(ERRORS.commentNotFound);
      // A member who blocked the caller keeps them off their blogs and out of replies to their comments.
      if ((t.author !== me.id && t.author_blocked) || (t.parent_by !== null && t.parent_by !== me.id && t.parent_blocked)) throw forbidden(ERRORS.blockedByAuthor);
      if (fromNotification !== null) {
        if (t.notification_for === null) throw notFound(ERRORS.notificationNotFound);
        if (t.notification_for !== me.id) throw forbidden(ERRORS.replyFromOwnNotifications);
      }
      // A reply tells the parent's author, a comment the blog's; nobody is notified of their own action.
      const to = t.parent_id ? t.parent_by : t.author;
      const notify = to !== null && to !== me.id ? { type: t.parent_id ? ('reply' as const) : ('comment' as const), to } : null;
      // A new member's first comments wait for a vouch: no count, notification or mail until then.
      const { held } = await newMemberRules(tx, me, 'comment', c.comment);
      const row = await insertComment(tx, {
        held,
        blog: t.id,
        comment: c.comment,
        by: { id: me.id, fullname: t.fullname, username: t.username, profile_img: t.profile_img },
        parent: t.parent_id,
        notify,
        fromNotification,
      });
      // The mail about it (as the recipient's settings say) is queued in this transaction too.
      if (held) return row;
      if (notify !== null && (await ctx.mail.notify(tx, { kind: notify.type, to: notify.to, from: me.id, who: t.fullname, blogTitle: t.title, blogId: t.blog_id, commentId: row.id, text: c.comment }, t.recipient))) after.mailQueued();
      after.counted({ comments: 1, parents: row.is_reply ? 0 : 1 });
      // An answer to a reply from the fediverse goes back to its writer.
      if (t.parent_remote) await federateNote(ctx.fediverse, tx, after, row.id);
      return row;
    },
    { counts: c.blog },
  );
}

/** Deletes a comment with its replies: the comment's author or the blog's author may. */
export async function deleteComment(ctx: Context, me: { id: string }, commentId: string) {
  await commit(ctx, async (tx, after) => {
    const c = await commentAuthorship(tx, commentId);
    if (!c) throw notFound(ERRORS.commentNotFound);
    const blog = (await lockBlog(tx, c.blog))!;
    if (c.commented_by !== me.id && blog.author !== me.id) throw forbidden(ERRORS.commentDeleteForbidden);
    await deleteCommentTree(tx, commentId, blog.id);
    after.changed(TAG.lists, TAG.blog(blog.id));
  });
}
