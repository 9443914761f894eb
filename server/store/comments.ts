import { sql } from 'drizzle-orm';
import { PAGE_SIZES } from '../../src/contract/index.ts';
import { one, rows, type Executor } from '../db/query.ts';

export interface CommentRow {
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

/** A published blog, locked until the transaction ends: its counters stay exact when comments arrive together. */
export const lockPublishedBlog = (tx: Executor, blogUuid: string) =>
  one<{ id: string; author: string }>(tx, sql`SELECT id, author FROM blogs WHERE id = ${blogUuid} AND NOT draft FOR UPDATE`);

/** A blog, locked until the transaction ends. */
export const lockBlog = (tx: Executor, blogUuid: string) => one<{ id: string; author: string }>(tx, sql`SELECT id, author FROM blogs WHERE id = ${blogUuid} FOR UPDATE`);

/** A comment of that blog. */
export const commentOnBlog = (ex: Executor, commentId: string, blogUuid: string) =>
  one<{ id: string; commented_by: string }>(ex, sql`SELECT id, commented_by FROM comments WHERE id = ${commentId} AND blog = ${blogUuid}`);

/** Who wrote a comment, and on which blog. */
export const commentAuthorship = (ex: Executor, commentId: string) => one<{ blog: string; commented_by: string }>(ex, sql`SELECT blog, commented_by FROM comments WHERE id = ${commentId}`);

/** The blog a comment is on: its author and whether it is a draft. */
export const blogOfComment = (ex: Executor, commentId: string) =>
  one<{ author: string; draft: boolean }>(ex, sql`SELECT b.author, b.draft FROM comments c JOIN blogs b ON b.id = c.blog WHERE c.id = ${commentId}`);

/** Who a notification is for. */
export const notificationOwner = (ex: Executor, notificationId: string) =>
  one<{ id: string; notification_for: string }>(ex, sql`SELECT id, notification_for FROM notifications WHERE id = ${notificationId}`);

/** Inserts a comment (or reply) and counts it on its blog. */
export async function insertComment(tx: Executor, c: { blog: string; comment: string; by: string; parent?: string }): Promise<string> {
  const created = (await one<{ id: string }>(
    tx,
    sql`INSERT INTO comments (blog, comment, commented_by, is_reply, parent)
        VALUES (${c.blog}, ${c.comment}, ${c.by}, ${!!c.parent}, ${c.parent ?? null}) RETURNING id`,
  ))!;
  await tx.execute(sql`UPDATE blogs SET total_comments = total_comments + 1, total_parent_comments = total_parent_comments + ${c.parent ? 0 : 1} WHERE id = ${c.blog}`);
  return created.id;
}

/** The notifications a new comment makes: a reply tells the parent's author, a comment the blog's. */
export async function notifyReply(tx: Executor, n: { blog: string; to: string; from: string; reply: string; repliedOn: string }) {
  await tx.execute(sql`INSERT INTO notifications (type, blog, notification_for, user_id, comment, replied_on_comment)
      VALUES ('reply', ${n.blog}, ${n.to}, ${n.from}, ${n.reply}, ${n.repliedOn})`);
}
export async function notifyComment(tx: Executor, n: { blog: string; to: string; from: string; comment: string }) {
  await tx.execute(sql`INSERT INTO notifications (type, blog, notification_for, user_id, comment) VALUES ('comment', ${n.blog}, ${n.to}, ${n.from}, ${n.comment})`);
}
/** A reply made from a notification attaches to it. */
export async function attachReply(tx: Executor, notificationId: string, replyId: string) {
  await tx.execute(sql`UPDATE notifications SET reply = ${replyId} WHERE id = ${notificationId}`);
}

export const commentById = (ex: Executor, id: string) => one<CommentRow>(ex, sql`SELECT ${COMMENT_COLUMNS} FROM comments c JOIN users u ON u.id = c.commented_by WHERE c.id = ${id}`);

/** Top-level comments of a blog, newest first. */
export const topComments = (ex: Executor, blogUuid: string, skip: number) =>
  rows<CommentRow>(
    ex,
    sql`SELECT ${COMMENT_COLUMNS} FROM comments c JOIN users u ON u.id = c.commented_by
        WHERE c.blog = ${blogUuid} AND NOT c.is_reply ORDER BY c.commented_at DESC, c.seq DESC LIMIT ${PAGE_SIZES.comments} OFFSET ${skip}`,
  );

/** Replies to a comment, oldest first. */
export const replies = (ex: Executor, commentId: string, skip: number) =>
  rows<CommentRow>(
    ex,
    sql`SELECT ${COMMENT_COLUMNS} FROM comments c JOIN users u ON u.id = c.commented_by
        WHERE c.parent = ${commentId} ORDER BY c.commented_at, c.seq LIMIT ${PAGE_SIZES.replies} OFFSET ${skip}`,
  );

/** Deletes a comment and every reply under it (their notifications go by foreign key), keeping the blog's counters exact. */
export async function deleteCommentTree(tx: Executor, commentId: string, blogUuid: string) {
  const gone = await rows<{ is_reply: boolean }>(
    tx,
    sql`WITH RECURSIVE sub AS (SELECT id FROM comments WHERE id = ${commentId}
          UNION ALL SELECT k.id FROM comments k JOIN sub ON k.parent = sub.id)
        DELETE FROM comments WHERE id IN (SELECT id FROM sub) RETURNING is_reply`,
  );
  const parents = gone.filter((g) => !g.is_reply).length;
  await tx.execute(sql`UPDATE blogs SET total_comments = total_comments - ${gone.length}, total_parent_comments = total_parent_comments - ${parents} WHERE id = ${blogUuid}`);
}
