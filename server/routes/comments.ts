import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../src/contract/index.ts';
import { viewerOf } from './viewer.ts';
import type { Context } from '../context.ts';
import {
  blogOfComment,
  commentAuthorship,
  commentsInLastMinute,
  commentTarget,
  deleteCommentTree,
  insertComment,
  lockBlog,
  replies,
  topComments,
  type CommentRow,
  type CommentViewer,
} from '../store/comments.ts';
import { blogAccess } from '../store/blogs.ts';
import { HttpError, forbidden, isModerator, isUuid, notFound } from '../http.ts';
import { callServer } from './call.ts';
import { personalInfo } from './shapes.ts';
import { TAG } from '../cache/index.ts';

export function toComment(r: CommentRow) {
  return {
    _id: r.id,
    comment: r.comment,
    commentedAt: r.commented_at.toISOString(),
    commented_by: r.username === null ? null : personalInfo(r as CommentRow & { username: string; fullname: string; profile_img: string }),
    children: r.children,
    isReply: r.is_reply,
    parent: r.parent,
    blog_id: r.blog,
    ...(r.hidden ? { hidden: true } : {}),
  };
}

const COMMENT_NOT_FOUND = 'Comment not found';

export default async function commentRoutes(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const db = ctx.db;
  const serve = callServer(api, ctx);

  serve('addComment', async ({ body, me }) => {
    if (!isUuid(body._id)) throw notFound('Blog not found');
    const replyingTo = body.replying_to ?? null;
    if (replyingTo !== null && !isUuid(replyingTo)) throw notFound(COMMENT_NOT_FOUND);
    const fromNotification = body.notification_id ?? null;
    if (fromNotification !== null && !isUuid(fromNotification)) throw notFound('Notification not found');
    const blogUuid = body._id.toLowerCase(); // as the database writes it (the cache's deltas are by that text)
    // A member's rate, counted in the database so that it holds across instances. Counted before the
    // write, not under a lock: two comments at the same moment may pass one over the limit, which is
    // cheaper than serialising every member's comments.
    const limit = ctx.config.COMMENTS_PER_MINUTE;
    const recent = await commentsInLastMinute(db, me.id);
    if (recent.n >= limit) throw new HttpError(429, `You can post at most ${limit} comments a minute. Try again in a moment.`, { 'retry-after': String(recent.freesIn) });
    // Cached cards show the new comment count without being recomputed (ReadCache.counting).
    const write = () => db.transaction(async (tx) => {
      const t = await commentTarget(tx, { blog: blogUuid, me: me.id, parent: replyingTo, notification: fromNotification });
      if (!t) throw notFound('Blog not found');
      if (replyingTo !== null && !t.parent_id) throw notFound(COMMENT_NOT_FOUND);
      // A member who blocked the caller keeps them off their blogs and out of replies to their comments.
      if ((t.author !== me.id && t.author_blocked) || (t.parent_by !== null && t.parent_by !== me.id && t.parent_blocked)) throw forbidden(MESSAGES.blockedByAuthor);
      if (fromNotification !== null) {
        if (t.notification_for === null) throw notFound('Notification not found');
        if (t.notification_for !== me.id) throw forbidden('You can only reply from your own notifications');
      }
      // A reply tells the parent's author, a comment the blog's; nobody is notified of their own action.
      const to = t.parent_id ? t.parent_by : t.author;
      const notify = to !== null && to !== me.id ? { type: t.parent_id ? ('reply' as const) : ('comment' as const), to } : null;
      const row = await insertComment(tx, {
        blog: t.id,
        comment: body.comment,
        by: { id: me.id, fullname: t.fullname, username: t.username, profile_img: t.profile_img },
        parent: t.parent_id,
        notify,
        fromNotification,
      });
      // The mail about it (as the recipient's settings say) is queued in this transaction too.
      const mailed = notify !== null && (await ctx.mail.notify(tx, { kind: notify.type, to: notify.to, from: me.id, who: t.fullname, blogTitle: t.title, blogId: t.blog_id, commentId: row.id, text: body.comment }, t.recipient));
      return { row, mailed };
    });
    const created = await ctx.cache.counting(blogUuid, write, ({ row }) => ({ comments: 1, parents: row.is_reply ? 0 : 1 }));
    // The sender looks at the outbox after a write only when it queued a mail (not once per write).
    if (created.mailed) ctx.mail.queued();
    return toComment(created.row);
  });

  /** Who reads a discussion, and whether they may read this blog's at all (a draft's is its author's; a hidden blog's its author's and the moderators'). */
  const readerOf = async (req: FastifyRequest, blog: { author: string; draft: boolean; hidden: boolean }) => {
    const viewer = await viewerOf(ctx, req);
    const me = viewer.user;
    const isAuthor = me?.id === blog.author;
    if (blog.draft && !isAuthor) return null;
    if (blog.hidden && !isAuthor && !isModerator(me)) return null;
    return { id: me?.id ?? null, moderator: isModerator(me), blocked: viewer.blocked.ids } satisfies CommentViewer;
  };

  serve('getBlogComments', async ({ body, req }) => {
    const blog = isUuid(body.blog_id) ? await blogAccess(db, body.blog_id) : undefined;
    const reader = blog && (await readerOf(req, blog));
    if (!blog || !reader) throw notFound('Blog not found');
    return (await topComments(db, blog.id, body.skip, reader)).map(toComment);
  });

  serve('getReplies', async ({ body, req }) => {
    const parent = isUuid(body._id) ? await blogOfComment(db, body._id) : undefined;
    const reader = parent && (await readerOf(req, parent));
    if (!parent || !reader) throw notFound(COMMENT_NOT_FOUND);
    return { replies: (await replies(db, body._id, body.skip, reader)).map(toComment) };
  });

  serve('deleteComment', async ({ body: { _id }, me }) => {
    if (!isUuid(_id)) throw notFound(COMMENT_NOT_FOUND);
    const blogId = await db.transaction(async (tx) => {
      const c = await commentAuthorship(tx, _id);
      if (!c) throw notFound(COMMENT_NOT_FOUND);
      const blog = (await lockBlog(tx, c.blog))!;
      if (c.commented_by !== me.id && blog.author !== me.id) throw forbidden('Only the comment’s author or the blog’s author can delete it');
      await deleteCommentTree(tx, _id, blog.id);
      return blog.id;
    });
    ctx.cache.changed(TAG.lists, TAG.blog(blogId));
    return { status: 'done' };
  });
}
