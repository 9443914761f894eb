import { and, eq, not, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZES } from '../../src/contract/index.ts';
import { one, rows, type Executor } from '../db/query.ts';
import { blogs, comments, notifications } from '../db/schema.ts';

export interface CommentRow {
  id: string;
  comment: string;
  commented_at: Date;
  is_reply: boolean;
  parent: string | null;
  blog: string;
  /** null with the author: a comment kept as [deleted] after its author left. */
  fullname: string | null;
  username: string | null;
  profile_img: string | null;
  children: string[];
  hidden: boolean;
}

/** Who reads a discussion: hidden comments show to their author and moderators; blocked members' to nobody who blocked them. */
export interface CommentViewer {
  id: string | null;
  moderator: boolean;
  blocked: string[];
}

export const ANYONE: CommentViewer = { id: null, moderator: false, blocked: [] };

/** Whether the viewer sees comment `k` (an alias of comments). */
function seenBy(v: CommentViewer, k: string): SQL {
  const c = sql.raw(k);
  const hidden = v.moderator ? sql`true` : v.id ? sql`(NOT ${c}.hidden OR ${c}.commented_by = ${v.id})` : sql`NOT ${c}.hidden`;
  if (v.blocked.length === 0) return hidden;
  return sql`${hidden} AND (${c}.commented_by IS NULL OR NOT ${c}.commented_by = ANY(${sql.param(v.blocked)}::uuid[]))`;
}

const commentColumns = (v: CommentViewer) => sql`c.id, c.comment, c.commented_at, c.is_reply, c.parent, c.blog, c.hidden, u.fullname, u.username, u.profile_img,
  coalesce((SELECT array_agg(k.id ORDER BY k.commented_at, k.seq) FROM comments k WHERE k.parent = c.id AND ${seenBy(v, 'k')}), '{}') AS children`;

const firstOf = <T>(list: T[]): T | undefined => list[0];

/** A published blog, locked until the transaction ends: its counters stay exact when comments arrive together. */
export const lockPublishedBlog = async (tx: Executor, blogUuid: string) =>
  firstOf(await tx.select({ id: blogs.id, author: blogs.author, title: blogs.title, blog_id: blogs.blogId }).from(blogs).where(and(eq(blogs.id, blogUuid), not(blogs.draft), not(blogs.hidden))).for('update'));

/** A blog, locked until the transaction ends. */
export const lockBlog = async (tx: Executor, blogUuid: string) =>
  firstOf(await tx.select({ id: blogs.id, author: blogs.author }).from(blogs).where(eq(blogs.id, blogUuid)).for('update'));

/** A comment of that blog. */
export const commentOnBlog = async (ex: Executor, commentId: string, blogUuid: string) =>
  firstOf(
    await ex
      .select({ id: comments.id, commented_by: comments.commentedBy })
      .from(comments)
      .where(and(eq(comments.id, commentId), eq(comments.blog, blogUuid), not(comments.hidden))),
  );

/** Who wrote a comment, and on which blog. */
export const commentAuthorship = async (ex: Executor, commentId: string) =>
  firstOf(await ex.select({ blog: comments.blog, commented_by: comments.commentedBy }).from(comments).where(eq(comments.id, commentId)));

/** The blog a comment is on: its author and whether it is a draft. */
export const blogOfComment = async (ex: Executor, commentId: string) =>
  firstOf(await ex.select({ author: blogs.author, draft: blogs.draft, hidden: blogs.hidden }).from(comments).innerJoin(blogs, eq(blogs.id, comments.blog)).where(eq(comments.id, commentId)));

/** Who a notification is for. */
export const notificationOwner = async (ex: Executor, notificationId: string) =>
  firstOf(await ex.select({ id: notifications.id, notification_for: notifications.notificationFor }).from(notifications).where(eq(notifications.id, notificationId)));

/** Inserts a comment (or reply) and counts it on its blog. */
export async function insertComment(tx: Executor, c: { blog: string; comment: string; by: string; parent?: string }): Promise<string> {
  const [created] = await tx
    .insert(comments)
    .values({ blog: c.blog, comment: c.comment, commentedBy: c.by, isReply: !!c.parent, parent: c.parent ?? null })
    .returning({ id: comments.id });
  await tx
    .update(blogs)
    .set({ totalComments: sql`${blogs.totalComments} + 1`, totalParentComments: sql`${blogs.totalParentComments} + ${c.parent ? 0 : 1}` })
    .where(eq(blogs.id, c.blog));
  return created.id;
}

/** The notifications a new comment makes: a reply tells the parent's author, a comment the blog's. */
export async function notifyReply(tx: Executor, n: { blog: string; to: string; from: string; reply: string; repliedOn: string }) {
  await tx.insert(notifications).values({ type: 'reply', blog: n.blog, notificationFor: n.to, userId: n.from, comment: n.reply, repliedOnComment: n.repliedOn });
}
export async function notifyComment(tx: Executor, n: { blog: string; to: string; from: string; comment: string }) {
  await tx.insert(notifications).values({ type: 'comment', blog: n.blog, notificationFor: n.to, userId: n.from, comment: n.comment });
}
/** A reply made from a notification attaches to it. */
export async function attachReply(tx: Executor, notificationId: string, replyId: string) {
  await tx.update(notifications).set({ reply: replyId }).where(eq(notifications.id, notificationId));
}

/*
 * A comment's answer carries the ids of its replies (a correlated array_agg), and a deleted thread is
 * found by a recursive CTE: both read more plainly as SQL than as builder fragments.
 */

export const commentById = (ex: Executor, id: string) => one<CommentRow>(ex, sql`SELECT ${commentColumns(ANYONE)} FROM comments c LEFT JOIN users u ON u.id = c.commented_by WHERE c.id = ${id}`);

/** Top-level comments of a blog the viewer sees, newest first. */
export const topComments = (ex: Executor, blogUuid: string, skip: number, v: CommentViewer) =>
  rows<CommentRow>(
    ex,
    sql`SELECT ${commentColumns(v)} FROM comments c LEFT JOIN users u ON u.id = c.commented_by
        WHERE c.blog = ${blogUuid} AND NOT c.is_reply AND ${seenBy(v, 'c')} ORDER BY c.commented_at DESC, c.seq DESC LIMIT ${PAGE_SIZES.comments} OFFSET ${skip}`,
  );

/** Replies to a comment the viewer sees, oldest first. */
export const replies = (ex: Executor, commentId: string, skip: number, v: CommentViewer) =>
  rows<CommentRow>(
    ex,
    sql`SELECT ${commentColumns(v)} FROM comments c LEFT JOIN users u ON u.id = c.commented_by
        WHERE c.parent = ${commentId} AND ${seenBy(v, 'c')} ORDER BY c.commented_at, c.seq LIMIT ${PAGE_SIZES.replies} OFFSET ${skip}`,
  );

/** Deletes a comment and every reply under it (their notifications go by foreign key), keeping the blog's counters exact. */
export async function deleteCommentTree(tx: Executor, commentId: string, blogUuid: string) {
  const deleted = await rows<{ is_reply: boolean; hidden: boolean }>(
    tx,
    sql`WITH RECURSIVE sub AS (SELECT id FROM comments WHERE id = ${commentId}
          UNION ALL SELECT k.id FROM comments k JOIN sub ON k.parent = sub.id)
        DELETE FROM comments WHERE id IN (SELECT id FROM sub) RETURNING is_reply, hidden`,
  );
  // Hidden comments already left the counters when they were hidden.
  const gone = deleted.filter((g) => !g.hidden);
  const parents = gone.filter((g) => !g.is_reply).length;
  await tx
    .update(blogs)
    .set({ totalComments: sql`${blogs.totalComments} - ${gone.length}`, totalParentComments: sql`${blogs.totalParentComments} - ${parents}` })
    .where(eq(blogs.id, blogUuid));
}
