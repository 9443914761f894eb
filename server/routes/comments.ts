import type { FastifyInstance } from 'fastify';
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
} from '../store/comments.ts';
import { blogAccess } from '../store/blogs.ts';
import { forbidden, isUuid, notFound, optionalUser } from '../http.ts';
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

  serve('getBlogComments', async ({ body, req }) => {
    const blog = isUuid(body.blog_id) ? await blogAccess(db, body.blog_id) : undefined;
    if (blog?.draft) {
      const viewer = await optionalUser(ctx, req);
      if (viewer?.id !== blog.author) throw notFound('Blog not found');
    }
    if (!blog) throw notFound('Blog not found');
    return (await topComments(db, blog.id, body.skip)).map(toComment);
  });

  serve('getReplies', async ({ body, req }) => {
    const parent = isUuid(body._id) ? await blogOfComment(db, body._id) : undefined;
    if (!parent) throw notFound(COMMENT_NOT_FOUND);
    // Like get-blog-comments: the discussion of a draft is its author's alone.
    if (parent.draft && (await optionalUser(ctx, req))?.id !== parent.author) throw notFound(COMMENT_NOT_FOUND);
    return { replies: (await replies(db, body._id, body.skip)).map(toComment) };
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
