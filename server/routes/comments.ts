import { ERRORS } from '../../src/contract/index.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { viewerOf } from './viewer.ts';
import type { Context } from '../context.ts';
import { blogOfComment, commentsInLastMinute, replies, topComments, type CommentRow, type CommentViewer } from '../store/comments.ts';
import { addComment, deleteComment } from '../services/comments.ts';
import { blogAccess } from '../store/blogs.ts';
import { HttpError, isModerator, isUuid, notFound } from '../http.ts';
import { callServer } from './call.ts';
import { personalInfo } from '../shapes.ts';

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
    ...(r.remote && r.remote_url ? { remote: { handle: `@${r.username}`, url: r.remote_url } } : {}),
    ...(r.images?.length ? { images: r.images } : {}),
    ...(r.held ? { held: true } : r.hidden ? { hidden: true } : {}),
  };
}

export default async function commentRoutes(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const db = ctx.db;
  const serve = callServer(api, ctx);

  serve('addComment', async ({ body, me }) => {
    if (!isUuid(body._id)) throw notFound(ERRORS.blogNotFound);
    const replyingTo = body.replying_to ?? null;
    if (replyingTo !== null && !isUuid(replyingTo)) throw notFound(ERRORS.commentNotFound);
    const fromNotification = body.notification_id ?? null;
    if (fromNotification !== null && !isUuid(fromNotification)) throw notFound(ERRORS.notificationNotFound);
    const blogUuid = body._id.toLowerCase(); // as the database writes it (the cache's deltas are by that text)
    // A member's rate, counted in the database so that it holds across instances. Counted before the
    // write, not under a lock: two comments at the same moment may pass one over the limit, which is
    // cheaper than serialising every member's comments.
    const limit = ctx.config.COMMENTS_PER_MINUTE;
    const recent = await commentsInLastMinute(db, me.id);
    if (recent.n >= limit) throw new HttpError(429, ERRORS.commentsPerMinute(limit), { 'retry-after': String(recent.freesIn) });
    // Cached cards show the new comment count without being recomputed (ServerCache.counting).
    const row = await addComment(ctx, me, { blog: blogUuid, comment: body.comment, replyingTo, fromNotification });
    return toComment(row);
  });

  /** Who reads a discussion, and whether they may read this blog's at all (a draft's is its author's; a hidden blog's its author's and the moderators'). */
  const readerOf = async (req: FastifyRequest, blog: { author: string; draft: boolean; hidden: boolean; held: boolean }) => {
    const viewer = await viewerOf(ctx, req);
    const me = viewer.user;
    const isAuthor = me?.id === blog.author;
    if ((blog.draft || blog.held) && !isAuthor) return null;
    if (blog.hidden && !isAuthor && !isModerator(me)) return null;
    return { id: me?.id ?? null, moderator: isModerator(me), blocked: viewer.blocked.ids } satisfies CommentViewer;
  };

  serve('getBlogComments', async ({ body, req }) => {
    const blog = isUuid(body.blog_id) ? await blogAccess(db, body.blog_id) : undefined;
    const reader = blog && (await readerOf(req, blog));
    if (!blog || !reader) throw notFound(ERRORS.blogNotFound);
    return (await topComments(db, blog.id, body.skip, reader)).map(toComment);
  });

  serve('getReplies', async ({ body, req }) => {
    const parent = isUuid(body._id) ? await blogOfComment(db, body._id) : undefined;
    const reader = parent && (await readerOf(req, parent));
    if (!parent || !reader) throw notFound(ERRORS.commentNotFound);
    return { replies: (await replies(db, body._id, body.skip, reader)).map(toComment) };
  });

  serve('deleteComment', async ({ body: { _id }, me }) => {
    if (!isUuid(_id)) throw notFound(ERRORS.commentNotFound);
    await deleteComment(ctx, me, _id);
    return { status: 'done' };
  });
}
