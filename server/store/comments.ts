import { eq, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZES } from '../../src/contract/index.ts';
import { one, rows, type Executor } from '../db/query.ts';
import { blogs, comments, type CommentImage } from '../db/schema.ts';
import type { Recipient } from './mail.ts';

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
  /** Waiting for a vouch: its author's only. */
  held: boolean;
  /** A reply from the fediverse: its page on its own server (null: a member's comment). */
  remote_url?: string | null;
  remote?: boolean;
  /** A remote reply's images, copied here. */
  images?: CommentImage[] | null;
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
  // Moderators see what was hidden, but a held comment is its author's only.
  const hidden = v.moderator ? (v.id ? sql`(NOT ${c}.held OR ${c}.commented_by = ${v.id})` : sql`NOT ${c}.held`) : v.id ? sql`(NOT ${c}.hidden OR ${c}.commented_by = ${v.id})` : sql`NOT ${c}.hidden`;
  // A remote account the viewer blocked is out of their discussions.
  const remote = v.id ? sql` AND (${c}.remote_actor IS NULL OR NOT EXISTS (SELECT 1 FROM remote_blocks rb WHERE rb.blocker = ${v.id} AND rb.actor = ${c}.remote_actor))` : sql``;
  if (v.blocked.length === 0) return sql`${hidden}${remote}`;
  return sql`${hidden}${remote} AND (${c}.commented_by IS NULL OR NOT ${c}.commented_by = ANY(${sql.param(v.blocked)}::uuid[]))`;
}

// A remote actor's reply names that actor: its name, user@host and the picture we draw for it.
const commentColumns = (v: CommentViewer) => sql`c.id, c.comment, c.commented_at, c.is_reply, c.parent, c.blog, c.hidden, c.held,
  coalesce(u.fullname, ra.name) AS fullname, coalesce(u.username, ra.handle) AS username, coalesce(u.profile_img, ra.avatar) AS profile_img,
  c.remote_actor IS NOT NULL AS remote, coalesce(c.remote_url, ra.url, ra.uri) AS remote_url, c.images,
  coalesce((SELECT array_agg(k.id ORDER BY k.commented_at, k.seq) FROM comments k WHERE k.parent = c.id AND ${seenBy(v, 'k')}), '{}') AS children`;

const firstOf = <T>(list: T[]): T | undefined => list[0];

/**
 * Everything adding a comment must check, read in one statement (each round trip to the embedded
 * database holds its one connection): the published blog, locked so that its counters stay exact when
 * comments arrive together; the parent comment of a reply (a visible comment of that blog); whether
 * the blog's author or the parent's author blocked the caller; the notification a reply is made from
 * and whom it is for; the caller's own name and picture (for the answer and the mail); and the mail
 * settings of whom the comment tells (the parent's author for a reply, else the blog's).
 */
export interface CommentTarget {
  id: string;
  author: string;
  title: string;
  blog_id: string;
  author_blocked: boolean;
  parent_id: string | null;
  parent_by: string | null;
  /** The parent is a reply from the fediverse. */
  parent_remote: boolean;
  parent_blocked: boolean;
  /** null: no notification asked for, or none with that id. */
  notification_for: string | null;
  fullname: string;
  username: string;
  profile_img: string;
  /** Whom the comment tells, as the mail reads them (null: that account is gone). */
  recipient: Recipient | null;
}

type CommentTargetRow = Omit<CommentTarget, 'recipient'> & {
  r_id: string | null;
  r_email: string;
  r_fullname: string;
  r_email_verified: boolean;
  r_settings: Recipient['settings'];
  r_language: Recipient['language'];
};

export const commentTarget = async (tx: Executor, t: { blog: string; me: string; parent: string | null; notification: string | null }): Promise<CommentTarget | undefined> => {
  const row = await commentTargetRow(tx, t);
  if (!row) return undefined;
  const { r_id, r_email, r_fullname, r_email_verified, r_settings, r_language, ...target } = row;
  return {
    ...target,
    recipient: r_id ? { id: r_id, email: r_email, fullname: r_fullname, email_verified: r_email_verified, settings: r_settings, language: r_language } : null,
  };
};

const commentTargetRow = (tx: Executor, t: { blog: string; me: string; parent: string | null; notification: string | null }) =>
  one<CommentTargetRow>(
    tx,
    sql`SELECT b.id, b.author, b.title, b.blog_id,
          EXISTS (SELECT 1 FROM blocks x WHERE x.blocker = b.author AND x.blocked = ${t.me}) AS author_blocked,
          p.id AS parent_id, p.commented_by AS parent_by, coalesce(p.remote_actor IS NOT NULL, false) AS parent_remote,
          EXISTS (SELECT 1 FROM blocks x WHERE x.blocker = p.commented_by AND x.blocked = ${t.me}) AS parent_blocked,
          (SELECT n.notification_for FROM notifications n WHERE n.id = ${t.notification}::uuid) AS notification_for,
          me.fullname, me.username, me.profile_img,
          r.id AS r_id, r.email AS r_email, r.fullname AS r_fullname, r.email_verified AS r_email_verified, r.email_settings AS r_settings,
          r.language AS r_language
        FROM blogs b
        JOIN users me ON me.id = ${t.me}
        LEFT JOIN comments p ON p.id = ${t.parent}::uuid AND p.blog = b.id AND NOT p.hidden
        LEFT JOIN users r ON r.id = coalesce(p.commented_by, b.author)
        WHERE b.id = ${t.blog} AND NOT b.draft AND NOT b.hidden
        FOR UPDATE OF b`,
  );

/** A blog, locked until the transaction ends. */
export const lockBlog = async (tx: Executor, blogUuid: string) =>
  firstOf(await tx.select({ id: blogs.id, author: blogs.author }).from(blogs).where(eq(blogs.id, blogUuid)).for('update'));

/** Who wrote a comment, and on which blog. */
export const commentAuthorship = async (ex: Executor, commentId: string) =>
  firstOf(await ex.select({ blog: comments.blog, commented_by: comments.commentedBy }).from(comments).where(eq(comments.id, commentId)));

/** The blog a comment is on: its author and whether it is a draft. */
export const blogOfComment = async (ex: Executor, commentId: string) =>
  firstOf(await ex.select({ author: blogs.author, draft: blogs.draft, hidden: blogs.hidden, held: blogs.held }).from(comments).innerJoin(blogs, eq(blogs.id, comments.blog)).where(eq(comments.id, commentId)));

/** How many comments the member posted in the last minute, and in how many seconds the oldest of them leaves that minute. */
export async function commentsInLastMinute(ex: Executor, userId: string): Promise<{ n: number; freesIn: number }> {
  const [row] = await rows<{ n: number; frees_in: number | null }>(
    ex,
    sql`SELECT count(*)::int AS n, ceil(extract(epoch FROM min(commented_at) + interval '1 minute' - now()))::int AS frees_in
        FROM comments WHERE commented_by = ${userId} AND commented_at > now() - interval '1 minute'`,
  );
  return { n: row.n, freesIn: Math.max(1, row.frees_in ?? 1) };
}

/**
 * Inserts a comment (or reply) in one statement: the row, its blog's counters, the notification it
 * makes (`notify`: nobody is notified of their own action) and, for a reply made from a notification,
 * the link from that notification to the reply. Answers the new comment as a reader sees it.
 */
export async function insertComment(
  tx: Executor,
  c: {
    blog: string;
    comment: string;
    by: { id: string; fullname: string; username: string; profile_img: string };
    parent: string | null;
    notify: { type: 'comment' | 'reply'; to: string } | null;
    fromNotification: string | null;
    /** Held for a vouch: hidden, out of the counters, and nobody is notified until it is released. */
    held?: boolean;
  },
): Promise<CommentRow> {
  const held = !!c.held;
  const top = c.parent ? 0 : 1;
  const notify = (!held && c.notify) || { type: null, to: null };
  const [row] = await rows<Omit<CommentRow, 'fullname' | 'username' | 'profile_img' | 'children'>>(
    tx,
    sql`WITH c AS (INSERT INTO comments (blog, comment, commented_by, is_reply, parent, hidden, held)
                   VALUES (${c.blog}, ${c.comment}, ${c.by.id}, ${!!c.parent}, ${c.parent}::uuid, ${held}, ${held})
                   RETURNING id, comment, commented_at, is_reply, parent, blog, hidden, held),
         counted AS (UPDATE blogs SET total_comments = total_comments + 1, total_parent_comments = total_parent_comments + ${top}
                     WHERE id = ${c.blog} AND NOT ${held}::boolean RETURNING id),
         noted AS (INSERT INTO notifications (type, blog, notification_for, user_id, comment, replied_on_comment)
                   SELECT ${notify.type}::text, ${c.blog}, ${notify.to}::uuid, ${c.by.id}, c.id, ${c.notify?.type === 'reply' ? c.parent : null}::uuid
                   FROM c WHERE ${notify.to}::uuid IS NOT NULL RETURNING id),
         attached AS (UPDATE notifications SET reply = c.id FROM c WHERE notifications.id = ${c.fromNotification}::uuid AND NOT ${held}::boolean RETURNING notifications.id)
       SELECT c.*, (SELECT count(*) FROM counted) AS counted, (SELECT count(*) FROM noted) AS noted, (SELECT count(*) FROM attached) AS attached FROM c`,
  );
  return {
    id: row.id,
    comment: row.comment,
    commented_at: new Date(row.commented_at),
    is_reply: row.is_reply,
    parent: row.parent,
    blog: row.blog,
    hidden: row.hidden,
    held: row.held,
    fullname: c.by.fullname,
    username: c.by.username,
    profile_img: c.by.profile_img,
    children: [],
  };
}

/*
 * A comment's answer carries the ids of its replies (a correlated array_agg), and a deleted thread is
 * found by a recursive CTE: both read more plainly as SQL than as builder fragments.
 */


/** Top-level comments of a blog the viewer sees, newest first. */
export const topComments = (ex: Executor, blogUuid: string, skip: number, v: CommentViewer) =>
  rows<CommentRow>(
    ex,
    sql`SELECT ${commentColumns(v)} FROM comments c LEFT JOIN users u ON u.id = c.commented_by LEFT JOIN remote_actors ra ON ra.id = c.remote_actor
        WHERE c.blog = ${blogUuid} AND NOT c.is_reply AND ${seenBy(v, 'c')} ORDER BY c.commented_at DESC, c.seq DESC LIMIT ${PAGE_SIZES.comments} OFFSET ${skip}`,
  );

/** Replies to a comment the viewer sees, oldest first. */
export const replies = (ex: Executor, commentId: string, skip: number, v: CommentViewer) =>
  rows<CommentRow>(
    ex,
    sql`SELECT ${commentColumns(v)} FROM comments c LEFT JOIN users u ON u.id = c.commented_by LEFT JOIN remote_actors ra ON ra.id = c.remote_actor
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

/**
 * Whom a comment tells when it goes live (a reply its parent's author, a comment its blog's; null:
 * that account is gone), whether they blocked its writer, and what the notice names.
 */
export const commentNotice = (ex: Executor, commentId: string) =>
  one<{ to: string | null; blocked: boolean; fullname: string; title: string; blog_id: string }>(
    ex,
    sql`SELECT t.to, EXISTS (SELECT 1 FROM blocks x WHERE x.blocker = t.to AND x.blocked = c.commented_by) AS blocked,
          me.fullname, b.title, b.blog_id
        FROM comments c
        JOIN blogs b ON b.id = c.blog
        JOIN users me ON me.id = c.commented_by
        LEFT JOIN comments p ON p.id = c.parent
        CROSS JOIN LATERAL (SELECT CASE WHEN c.parent IS NULL THEN b.author ELSE p.commented_by END AS to) t
        WHERE c.id = ${commentId}`,
  );
