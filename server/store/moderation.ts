import { and, eq, sql } from 'drizzle-orm';
import type { LogAction, ReportTarget } from '../../src/contract/index.ts';
import { rows, type Executor } from '../db/query.ts';
import { blogs, comments, moderationLog, reports, users } from '../db/schema.ts';

/** What a report is about: who it is against, and a name that stays in the log when the target goes. */
export interface ReportSubject {
  against: string | null;
  label: string;
  /** A blog's or comment's blog, for invalidating its cached answers. */
  blog?: string;
}

/**
 * The target of a report as a reader sees it: a published blog or a comment of one, or a member.
 * Hidden content is not found for members, so it cannot be reported again (a moderator already acted).
 */
export async function reportSubject(ex: Executor, target: ReportTarget, id: string, evenHidden = false): Promise<ReportSubject | undefined> {
  // `evenHidden`: a moderator's decision on what a quorum hid reads it as it is.
  const shown = evenHidden ? sql`true` : sql`NOT ${blogs.hidden}`;
  if (target === 'blog') {
    const [b] = await ex
      .select({ author: blogs.author, title: blogs.title, id: blogs.id })
      .from(blogs)
      .where(and(eq(blogs.id, id), sql`NOT ${blogs.draft} AND ${shown}`));
    return b && { against: b.author, label: b.title, blog: b.id };
  }
  if (target === 'comment') {
    const [c] = await ex
      .select({ by: comments.commentedBy, text: comments.comment, blog: comments.blog })
      .from(comments)
      .innerJoin(blogs, eq(blogs.id, comments.blog))
      .where(and(eq(comments.id, id), evenHidden ? sql`NOT ${blogs.draft}` : sql`NOT ${comments.hidden} AND NOT ${blogs.draft} AND NOT ${blogs.hidden}`));
    return c && { against: c.by, label: c.text.slice(0, 120), blog: c.blog };
  }
  const [u] = await ex.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, id));
  return u && { against: u.id, label: `@${u.username}` };
}

/** Holds one reporter's reports until the transaction ends: their count and the report it allows are one step. */
export async function lockReporter(ex: Executor, reporter: string) {
  await ex.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'report:' + reporter}))`);
}

/** How many reports the member sent in the last hour, and in how many seconds the oldest of them leaves that hour. */
export async function reportsInLastHour(ex: Executor, reporter: string): Promise<{ n: number; freesIn: number }> {
  const [row] = await rows<{ n: number; frees_in: number | null }>(
    ex,
    sql`SELECT count(*)::int AS n, ceil(extract(epoch FROM min(created_at) + interval '1 hour' - now()))::int AS frees_in
        FROM reports WHERE reporter = ${reporter} AND created_at > now() - interval '1 hour'`,
  );
  return { n: row.n, freesIn: Math.max(1, row.frees_in ?? 1) };
}

/** Seconds until the member may report the target again after a moderator dismissed their report on it (null: they may). */
export async function dismissalCooldown(ex: Executor, reporter: string, target: ReportTarget, targetId: string, days: number): Promise<number | null> {
  const [row] = await rows<{ wait: number | null }>(
    ex,
    sql`SELECT ceil(extract(epoch FROM max(closed_at) + make_interval(days => ${days}) - now()))::int AS wait
        FROM reports WHERE reporter = ${reporter} AND target = ${target} AND target_id = ${targetId} AND outcome = 'dismissed'`,
  );
  return row?.wait != null && row.wait > 0 ? row.wait : null;
}

/** A new open report; false when the same person already has one open on this target. */
export async function insertReport(ex: Executor, r: { reporter: string; target: ReportTarget; targetId: string; against: string | null; reason: string }): Promise<boolean> {
  const created = await ex
    .insert(reports)
    .values({ reporter: r.reporter, target: r.target, targetId: r.targetId, against: r.against, reason: r.reason })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return created.length > 0;
}

export interface QueueRow {
  id: string;
  target: ReportTarget;
  target_id: string;
  reason: string;
  created_at: Date;
  reporter_username: string | null;
  reporter_fullname: string | null;
  against_username: string | null;
  against_fullname: string | null;
  against_role: 'member' | 'moderator' | 'admin' | null;
  /** The reported content as it is now; null title: it is gone. */
  title: string | null;
  text: string | null;
  link: string | null;
  hidden: boolean | null;
}

/**
 * Open reports, oldest first (the queue is worked from the front), each with its content in context:
 * a blog's title and description, a comment with its blog's title, a member's name and bio.
 */
export function queuePage(ex: Executor, limit: number, skip: number): Promise<QueueRow[]> {
  return rows<QueueRow>(
    ex,
    sql`SELECT r.id, r.target, r.target_id, r.reason, r.created_at,
          rp.username AS reporter_username, rp.fullname AS reporter_fullname,
          ag.username AS against_username, ag.fullname AS against_fullname, ag.role AS against_role,
          t.title, t.text, t.link, t.hidden
        FROM reports r
        LEFT JOIN users rp ON rp.id = r.reporter
        LEFT JOIN users ag ON ag.id = r.against
        LEFT JOIN LATERAL (
          SELECT b.title, b.des AS text, '/blogs/' || b.blog_id AS link, b.hidden FROM blogs b WHERE r.target = 'blog' AND b.id = r.target_id
          UNION ALL
          SELECT b.title, c.comment, '/blogs/' || b.blog_id, c.hidden FROM comments c JOIN blogs b ON b.id = c.blog WHERE r.target = 'comment' AND c.id = r.target_id
          UNION ALL
          SELECT u.fullname, u.bio, '/user/' || u.username, false FROM users u WHERE r.target = 'user' AND u.id = r.target_id
        ) t ON true
        WHERE r.status = 'open'
        ORDER BY r.created_at, r.seq LIMIT ${limit} OFFSET ${skip}`,
  );
}

export const openReport = async (ex: Executor, id: string) =>
  (
    await ex
      .select({ id: reports.id, reporter: reports.reporter, target: reports.target, targetId: reports.targetId, against: reports.against, reason: reports.reason })
      .from(reports)
      .where(and(eq(reports.id, id), eq(reports.status, 'open')))
      .for('update')
  )[0];

/** Closes every open report on the target: one action answers them all (dismissed, or upheld by an action). */
export async function closeReports(ex: Executor, target: ReportTarget, targetId: string, outcome: 'dismissed' | 'upheld') {
  await ex.update(reports).set({ status: 'closed', outcome, closedAt: sql`now()` }).where(and(eq(reports.target, target), eq(reports.targetId, targetId), eq(reports.status, 'open')));
}

export async function logAction(
  ex: Executor,
  /** `moderator` null: no one moderator acted (a quorum of reports; `moderatorUsername` names the reporters). */
  e: { moderator: string | null; moderatorUsername: string; action: LogAction; target: ReportTarget; targetId: string; label: string; reason: string; days?: number },
) {
  await ex.insert(moderationLog).values({
    moderator: e.moderator,
    moderatorUsername: e.moderatorUsername,
    action: e.action,
    target: e.target,
    targetId: e.targetId,
    label: e.label,
    reason: e.reason,
    days: e.days ?? null,
  });
}

/** Log entries newest first, each with whether its blog or comment is hidden now (the app offers to show it again). */
export const logPage = (ex: Executor, limit: number, skip: number) =>
  ex
    .select({
      id: moderationLog.id,
      action: moderationLog.action,
      target: moderationLog.target,
      targetId: moderationLog.targetId,
      label: moderationLog.label,
      reason: moderationLog.reason,
      days: moderationLog.days,
      moderatorUsername: moderationLog.moderatorUsername,
      createdAt: moderationLog.createdAt,
      hidden: sql<boolean>`coalesce(CASE ${moderationLog.target}
          WHEN 'blog' THEN (SELECT b.hidden FROM blogs b WHERE b.id = ${moderationLog.targetId})
          WHEN 'comment' THEN (SELECT c.hidden FROM comments c WHERE c.id = ${moderationLog.targetId}) END, false)`,
    })
    .from(moderationLog)
    .orderBy(sql`${moderationLog.createdAt} DESC, ${moderationLog.seq} DESC`)
    .limit(limit)
    .offset(skip);

/* Hiding */

/**
 * Hides a published blog: it leaves every public list (PUBLISHED) and its author's total_posts, so the
 * profile's count stays the number of blogs others can see. Its reads stay in total_reads: they happened.
 */
export async function hideBlog(tx: Executor, blogUuid: string): Promise<{ author: string } | undefined> {
  // Its preview link ends too: a hidden blog is its author's and the moderators' only.
  const [b] = await tx
    .update(blogs)
    .set({ hidden: true, previewTokenHash: null, previewNonce: null })
    .where(and(eq(blogs.id, blogUuid), sql`NOT ${blogs.hidden}`))
    .returning({ author: blogs.author, draft: blogs.draft });
  if (b && !b.draft) await tx.update(users).set({ totalPosts: sql`greatest(${users.totalPosts} - 1, 0)` }).where(eq(users.id, b.author));
  return b;
}

/**
 * Hides a comment and the replies under it (a thread under a hidden comment would hang from
 * nothing); the blog's counters lose the comments that were visible, as a deletion would.
 */
export async function hideCommentTree(tx: Executor, commentId: string): Promise<string | undefined> {
  const gone = await rows<{ is_reply: boolean; blog: string }>(
    tx,
    sql`WITH RECURSIVE sub AS (SELECT id FROM comments WHERE id = ${commentId}
          UNION ALL SELECT k.id FROM comments k JOIN sub ON k.parent = sub.id)
        UPDATE comments SET hidden = true WHERE id IN (SELECT id FROM sub) AND NOT hidden RETURNING is_reply, blog`,
  );
  if (gone.length === 0) return undefined;
  const parents = gone.filter((g) => !g.is_reply).length;
  await tx
    .update(blogs)
    .set({ totalComments: sql`${blogs.totalComments} - ${gone.length}`, totalParentComments: sql`${blogs.totalParentComments} - ${parents}` })
    .where(eq(blogs.id, gone[0].blog));
  return gone[0].blog;
}

/* Showing hidden content again */

/** What can be shown again: its author, whether it is hidden (or held for a vouch, which only a vouch ends), and a label for the log. */
export async function hideable(
  ex: Executor,
  target: 'blog' | 'comment',
  id: string,
): Promise<{ owner: string | null; hidden: boolean; held: boolean; label: string; parentHidden: boolean } | undefined> {
  if (target === 'blog') {
    const [b] = await ex.select({ owner: blogs.author, hidden: blogs.hidden, held: blogs.held, label: blogs.title }).from(blogs).where(eq(blogs.id, id));
    return b && { ...b, parentHidden: false };
  }
  const [c] = await rows<{ owner: string | null; hidden: boolean; held: boolean; label: string; parent_hidden: boolean | null }>(
    ex,
    sql`SELECT c.commented_by AS owner, c.hidden, c.held, left(c.comment, 120) AS label, p.hidden AS parent_hidden
        FROM comments c LEFT JOIN comments p ON p.id = c.parent WHERE c.id = ${id}`,
  );
  return c && { owner: c.owner, hidden: c.hidden, held: c.held, label: c.label, parentHidden: !!c.parent_hidden };
}

/* A quorum of trusted reporters */

/** How long a reporter whose quorum a moderator dismissed counts for nothing toward another quorum. */
export const QUORUM_WEIGHT_LOST_DAYS = 90;

/**
 * The reporters of the open reports on a target whose word still weighs toward a quorum: not one of
 * them had a report dismissed, in the last QUORUM_WEIGHT_LOST_DAYS days, on an item a quorum hid.
 */
export const weighingReporters = (ex: Executor, target: 'blog' | 'comment', id: string) =>
  rows<{ id: string; username: string }>(
    ex,
    sql`SELECT u.id, u.username FROM reports r JOIN users u ON u.id = r.reporter
        WHERE r.target = ${target} AND r.target_id = ${id} AND r.status = 'open'
          AND NOT EXISTS (
            SELECT 1 FROM reports d JOIN moderation_log l ON l.target_id = d.target_id AND l.action = 'quorum'
            WHERE d.reporter = r.reporter AND d.outcome = 'dismissed' AND d.closed_at > now() - make_interval(days => ${QUORUM_WEIGHT_LOST_DAYS}))
        ORDER BY r.created_at, r.seq`,
  );

/**
 * Whether the item is hidden until a moderator decides: a quorum of reports hid it (the last log entry
 * on it is the quorum's), or a trusted member declined it in the vouch queue and no moderator acted on
 * it since (no log entry).
 */
export async function hiddenUntilDecided(ex: Executor, target: 'blog' | 'comment', id: string): Promise<boolean> {
  const table = target === 'blog' ? sql`blogs` : sql`comments`;
  const [row] = await rows<{ waiting: boolean }>(
    ex,
    sql`SELECT coalesce((SELECT hidden AND NOT held FROM ${table} WHERE id = ${id}), false)
          AND coalesce(
            (SELECT l.action = 'quorum' FROM moderation_log l WHERE l.target = ${target} AND l.target_id = ${id} ORDER BY l.created_at DESC, l.seq DESC LIMIT 1),
            EXISTS (SELECT 1 FROM vouches v WHERE v.target = ${target} AND v.target_id = ${id} AND NOT v.approve)) AS waiting`,
  );
  return !!row?.waiting;
}

/** Shows a hidden blog again: back in the public lists and in its author's total_posts (hideBlog's inverse). */
export async function unhideBlog(tx: Executor, blogUuid: string): Promise<boolean> {
  const [b] = await tx
    .update(blogs)
    .set({ hidden: false })
    .where(and(eq(blogs.id, blogUuid), sql`${blogs.hidden}`))
    .returning({ author: blogs.author, draft: blogs.draft });
  if (b && !b.draft) await tx.update(users).set({ totalPosts: sql`${users.totalPosts} + 1` }).where(eq(users.id, b.author));
  return !!b;
}

/**
 * Shows a hidden comment again with the hidden replies under it (hiding took them with it); the
 * blog's counters get back what returns (hideCommentTree's inverse). Its blog, or undefined.
 */
export async function unhideCommentTree(tx: Executor, commentId: string): Promise<string | undefined> {
  const back = await rows<{ is_reply: boolean; blog: string }>(
    tx,
    sql`WITH RECURSIVE sub AS (SELECT id FROM comments WHERE id = ${commentId} AND hidden
          UNION ALL SELECT k.id FROM comments k JOIN sub ON k.parent = sub.id)
        UPDATE comments SET hidden = false WHERE id IN (SELECT id FROM sub) AND hidden RETURNING is_reply, blog`,
  );
  if (back.length === 0) return undefined;
  const parents = back.filter((g) => !g.is_reply).length;
  await tx
    .update(blogs)
    .set({ totalComments: sql`${blogs.totalComments} + ${back.length}`, totalParentComments: sql`${blogs.totalParentComments} + ${parents}` })
    .where(eq(blogs.id, back[0].blog));
  return back[0].blog;
}

/* What an action acts on */

/** A blog with what deleting it needs, locked until the transaction ends. */
export const lockBlogById = async (tx: Executor, blogUuid: string) =>
  (
    await tx
      .select({ id: blogs.id, author: blogs.author, draft: blogs.draft, hidden: blogs.hidden, total_reads: blogs.totalReads })
      .from(blogs)
      .where(eq(blogs.id, blogUuid))
      .for('update')
  )[0];

/** The blog a comment is on. */
export const blogOfCommentId = async (ex: Executor, commentId: string) => (await ex.select({ blog: comments.blog }).from(comments).where(eq(comments.id, commentId)))[0]?.blog;

export const roleOf = async (ex: Executor, userId: string) => (await ex.select({ role: users.role }).from(users).where(eq(users.id, userId)))[0]?.role;
