import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { PAGE_SIZES, addCommentSchema, getBlogCommentsSchema, getRepliesSchema, idPayloadSchema } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import { one, rows } from '../db/query.ts';
import { forbidden, isUuid, notFound, optionalUser, parseBody, requireUser } from '../http.ts';
import { personalInfo } from './blogQueries.ts';
import { TAG } from '../cache/index.ts';

interface CommentRow {
  id: string;
  comment: string;
  commented_at: Date;
  is_reply: boolean;
  parent: string | null;
  blog: string;
  fullname: string;
  username: string;
  profile_img: string;
  children: string[];
}

const COMMENT_COLUMNS = sql`c.id, c.comment, c.commented_at, c.is_reply, c.parent, c.blog, u.fullname, u.username, u.profile_img,
  coalesce((SELECT array_agg(k.id ORDER BY k.commented_at, k.seq) FROM comments k WHERE k.parent = c.id), '{}') AS children`;

export function toComment(r: CommentRow) {
  return {
    _id: r.id,
    comment: r.comment,
    commentedAt: r.commented_at.toISOString(),
    commented_by: personalInfo(r),
    children: r.children,
    isReply: r.is_reply,
    parent: r.parent,
    blog_id: r.blog,
  };
}

const COMMENT_NOT_FOUND = 'Comment not found';

export default async function commentRoutes(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const db = ctx.db;

  api.post('/add-comment', async (req) => {
    const me = await requireUser(ctx, req);
    const body = parseBody(addCommentSchema, req.body);
    if (!isUuid(body._id)) throw notFound('Blog not found');
    const id = await db.transaction(async (tx) => {
      // Locking the blog row keeps its counters exact when comments arrive together.
      const blog = await one<{ id: string; author: string }>(tx, sql`SELECT id, author FROM blogs WHERE id = ${body._id} AND NOT draft FOR UPDATE`);
      if (!blog) throw notFound('Blog not found');
      let parent: { id: string; commented_by: string } | undefined;
      if (body.replying_to !== undefined) {
        parent = isUuid(body.replying_to)
          ? await one(tx, sql`SELECT id, commented_by FROM comments WHERE id = ${body.replying_to} AND blog = ${blog.id}`)
          : undefined;
        if (!parent) throw notFound(COMMENT_NOT_FOUND);
      }
      let notification: { id: string; notification_for: string } | undefined;
      if (body.notification_id !== undefined) {
        notification = isUuid(body.notification_id)
          ? await one(tx, sql`SELECT id, notification_for FROM notifications WHERE id = ${body.notification_id}`)
          : undefined;
        if (!notification) throw notFound('Notification not found');
        if (notification.notification_for !== me.id) throw forbidden('You can only reply from your own notifications');
      }
      const created = (await one<{ id: string }>(
        tx,
        sql`INSERT INTO comments (blog, comment, commented_by, is_reply, parent)
            VALUES (${blog.id}, ${body.comment}, ${me.id}, ${!!parent}, ${parent?.id ?? null}) RETURNING id`,
      ))!;
      await tx.execute(sql`UPDATE blogs SET total_comments = total_comments + 1,
          total_parent_comments = total_parent_comments + ${parent ? 0 : 1} WHERE id = ${blog.id}`);
      if (parent) {
        if (parent.commented_by !== me.id) {
          await tx.execute(sql`INSERT INTO notifications (type, blog, notification_for, user_id, comment, replied_on_comment)
              VALUES ('reply', ${blog.id}, ${parent.commented_by}, ${me.id}, ${created.id}, ${parent.id})`);
        }
      } else if (blog.author !== me.id) {
        await tx.execute(sql`INSERT INTO notifications (type, blog, notification_for, user_id, comment)
            VALUES ('comment', ${blog.id}, ${blog.author}, ${me.id}, ${created.id})`);
      }
      if (notification) await tx.execute(sql`UPDATE notifications SET reply = ${created.id} WHERE id = ${notification.id}`);
      return created.id;
    });
    ctx.cache.changed(TAG.lists, TAG.blog(body._id));
    const row = (await one<CommentRow>(db, sql`SELECT ${COMMENT_COLUMNS} FROM comments c JOIN users u ON u.id = c.commented_by WHERE c.id = ${id}`))!;
    return toComment(row);
  });

  api.post('/get-blog-comments', async (req) => {
    const body = parseBody(getBlogCommentsSchema, req.body);
    const blog = isUuid(body.blog_id) ? await one<{ id: string; author: string; draft: boolean }>(db, sql`SELECT id, author, draft FROM blogs WHERE id = ${body.blog_id}`) : undefined;
    if (blog?.draft) {
      const viewer = await optionalUser(ctx, req);
      if (viewer?.id !== blog.author) throw notFound('Blog not found');
    }
    if (!blog) throw notFound('Blog not found');
    const list = await rows<CommentRow>(
      db,
      sql`SELECT ${COMMENT_COLUMNS} FROM comments c JOIN users u ON u.id = c.commented_by
          WHERE c.blog = ${blog.id} AND NOT c.is_reply ORDER BY c.commented_at DESC, c.seq DESC LIMIT ${PAGE_SIZES.comments} OFFSET ${body.skip}`,
    );
    return list.map(toComment);
  });

  api.post('/get-replies', async (req) => {
    const body = parseBody(getRepliesSchema, req.body);
    const parent = isUuid(body._id)
      ? await one<{ author: string; draft: boolean }>(db, sql`SELECT b.author, b.draft FROM comments c JOIN blogs b ON b.id = c.blog WHERE c.id = ${body._id}`)
      : undefined;
    if (!parent) throw notFound(COMMENT_NOT_FOUND);
    // Like get-blog-comments: the discussion of a draft is its author's alone.
    if (parent.draft && (await optionalUser(ctx, req))?.id !== parent.author) throw notFound(COMMENT_NOT_FOUND);
    const list = await rows<CommentRow>(
      db,
      sql`SELECT ${COMMENT_COLUMNS} FROM comments c JOIN users u ON u.id = c.commented_by
          WHERE c.parent = ${body._id} ORDER BY c.commented_at, c.seq LIMIT ${PAGE_SIZES.replies} OFFSET ${body.skip}`,
    );
    return { replies: list.map(toComment) };
  });

  api.post('/delete-comment', async (req) => {
    const me = await requireUser(ctx, req);
    const { _id } = parseBody(idPayloadSchema, req.body);
    if (!isUuid(_id)) throw notFound(COMMENT_NOT_FOUND);
    const blogId = await db.transaction(async (tx) => {
      const c = await one<{ blog: string; commented_by: string }>(tx, sql`SELECT blog, commented_by FROM comments WHERE id = ${_id}`);
      if (!c) throw notFound(COMMENT_NOT_FOUND);
      const blog = (await one<{ id: string; author: string }>(tx, sql`SELECT id, author FROM blogs WHERE id = ${c.blog} FOR UPDATE`))!;
      if (c.commented_by !== me.id && blog.author !== me.id) throw forbidden('Only the comment’s author or the blog’s author can delete it');
      // The comment and every reply under it; their notifications go by foreign key.
      const gone = await rows<{ is_reply: boolean }>(
        tx,
        sql`WITH RECURSIVE sub AS (SELECT id FROM comments WHERE id = ${_id}
              UNION ALL SELECT k.id FROM comments k JOIN sub ON k.parent = sub.id)
            DELETE FROM comments WHERE id IN (SELECT id FROM sub) RETURNING is_reply`,
      );
      const parents = gone.filter((g) => !g.is_reply).length;
      await tx.execute(sql`UPDATE blogs SET total_comments = total_comments - ${gone.length},
          total_parent_comments = total_parent_comments - ${parents} WHERE id = ${blog.id}`);
      return blog.id;
    });
    ctx.cache.changed(TAG.lists, TAG.blog(blogId));
    return { status: 'done' };
  });
}
