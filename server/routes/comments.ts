import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../src/contract/index.ts';
import { hasBlocked } from '../store/social.ts';
import { viewerOf } from './viewer.ts';
import type { Context } from '../context.ts';
import {
  attachReply,
  blogOfComment,
  commentAuthorship,
  commentById,
  commentOnBlog,
  deleteCommentTree,
  insertComment,
  lockBlog,
  lockPublishedBlog,
  notificationOwner,
  notifyComment,
  notifyReply,
  replies,
  topComments,
  type CommentRow,
  type CommentViewer,
} from '../store/comments.ts';
import { blogAccess } from '../store/blogs.ts';
import { forbidden, isModerator, isUuid, notFound } from '../http.ts';
import { callServer } from './call.ts';
import { accountById } from '../store/users.ts';
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
    const id = await db.transaction(async (tx) => {
      // Locking the blog row keeps its counters exact when comments arrive together.
      const blog = await lockPublishedBlog(tx, body._id);
      if (!blog) throw notFound('Blog not found');
      let parent: { id: string; commented_by: string | null } | undefined;
      if (body.replying_to !== undefined) {
        parent = isUuid(body.replying_to) ? await commentOnBlog(tx, body.replying_to, blog.id) : undefined;
        if (!parent) throw notFound(COMMENT_NOT_FOUND);
      }
      // A member who blocked the caller keeps them off their blogs and out of replies to their comments.
      const blockers = [blog.author, parent?.commented_by].filter((u): u is string => !!u && u !== me.id);
      for (const b of blockers) if (await hasBlocked(tx, b, me.id)) throw forbidden(MESSAGES.blockedByAuthor);
      let notification: { id: string; notification_for: string } | undefined;
      if (body.notification_id !== undefined) {
        notification = isUuid(body.notification_id) ? await notificationOwner(tx, body.notification_id) : undefined;
        if (!notification) throw notFound('Notification not found');
        if (notification.notification_for !== me.id) throw forbidden('You can only reply from your own notifications');
      }
      const created = await insertComment(tx, { blog: blog.id, comment: body.comment, by: me.id, parent: parent?.id });
      // Nobody is notified of their own action.
      // The mail about it (as the recipient's settings say) is queued in this transaction too.
      const mail = async (kind: 'comment' | 'reply', to: string) => {
        const who = (await accountById(tx, me.id))!.fullname;
        await ctx.mail.notify(tx, { kind, to, from: me.id, who, blogTitle: blog.title, blogId: blog.blog_id, commentId: created, text: body.comment });
      };
      if (parent) {
        if (parent.commented_by !== null && parent.commented_by !== me.id) {
          await notifyReply(tx, { blog: blog.id, to: parent.commented_by, from: me.id, reply: created, repliedOn: parent.id });
          await mail('reply', parent.commented_by);
        }
      } else if (blog.author !== me.id) {
        await notifyComment(tx, { blog: blog.id, to: blog.author, from: me.id, comment: created });
        await mail('comment', blog.author);
      }
      if (notification) await attachReply(tx, notification.id, created);
      return created;
    });
    ctx.cache.changed(TAG.lists, TAG.blog(body._id));
    ctx.mail.queued();
    const row = (await commentById(db, id))!;
    return toComment(row);
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
