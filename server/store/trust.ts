import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_TRUST_THRESHOLDS, NEW_MEMBER_LIMITS, type TrustLevel, type TrustThresholds, type VouchTarget } from '../../src/contract/index.ts';
import { one, rows, type Executor } from '../db/query.ts';
import { blogs, comments, siteSettings, users, vouches } from '../db/schema.ts';
import { followersNotification } from './blogs.ts';

/* Site settings: holding and the thresholds */

export interface TrustSettings {
  holdNew: boolean;
  thresholds: TrustThresholds;
}

/** Holding (off for a new site: its first members have nobody to vouch for them) and the levels' thresholds. */
export async function trustSettings(ex: Executor): Promise<TrustSettings> {
  const list = await ex
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(sql`${siteSettings.key} IN ('hold_new', 'trust')`);
  const of = (key: string) => list.find((r) => r.key === key)?.value;
  return { holdNew: of('hold_new') === true, thresholds: (of('trust') as TrustThresholds | undefined) ?? DEFAULT_TRUST_THRESHOLDS };
}

export async function setSiteSetting(ex: Executor, key: 'hold_new' | 'trust', value: unknown) {
  await ex.insert(siteSettings).values({ key, value }).onConflictDoUpdate({ target: siteSettings.key, set: { value } });
}

/* Levels */

/**
 * Members' trust levels, computed from their activity now: moderators and admins are 2; a level an
 * admin set stays; otherwise the higher of the floor (vouches, a trusted invite) and what age,
 * published blogs, comments nobody hid, likes received and upheld reports in 30 days reach.
 * Each count stops at its threshold, so a prolific member costs no more than a new one.
 */
export async function trustLevels(ex: Executor, ids: string[], t: TrustThresholds): Promise<Map<string, TrustLevel>> {
  if (ids.length === 0) return new Map();
  const list = await rows<{ id: string; level: number }>(
    ex,
    sql`SELECT u.id,
          CASE WHEN u.role <> 'member' THEN 2
               WHEN u.trust_fixed IS NOT NULL THEN u.trust_fixed
               ELSE greatest(u.trust_floor, CASE
                 WHEN u.joined_at <= now() - make_interval(days => ${t.level2.days})
                   AND u.total_posts >= ${t.level2.blogs}
                   AND (SELECT coalesce(sum(b.total_likes), 0) FROM blogs b WHERE b.author = u.id AND NOT b.draft AND NOT b.hidden) >= ${t.level2.likes}
                   AND NOT EXISTS (SELECT 1 FROM reports r WHERE r.against = u.id AND r.outcome = 'upheld' AND r.closed_at > now() - interval '30 days')
                 THEN 2
                 WHEN u.joined_at <= now() - make_interval(days => ${t.level1.days})
                   AND (u.total_posts >= ${t.level1.blogs}
                     OR (SELECT count(*) FROM (SELECT 1 FROM comments c WHERE c.commented_by = u.id AND NOT c.hidden LIMIT ${t.level1.comments}) k) >= ${t.level1.comments})
                 THEN 1
                 ELSE 0 END)
          END AS level
        FROM users u WHERE u.id = ANY(${sql.param(ids)}::uuid[])`,
  );
  return new Map(list.map((r) => [r.id, Number(r.level) as TrustLevel]));
}

/** What the owner's profile shows toward the next level (its counts as trustLevels reads them). */
export const trustProgress = (ex: Executor, userId: string) =>
  one<{ days: number; blogs: number; comments: number; likes: number; upheld_reports: number }>(
    ex,
    sql`SELECT floor(extract(epoch FROM now() - u.joined_at) / 86400)::int AS days, u.total_posts AS blogs,
          (SELECT count(*)::int FROM (SELECT 1 FROM comments c WHERE c.commented_by = u.id AND NOT c.hidden LIMIT 1000) k) AS comments,
          (SELECT coalesce(sum(b.total_likes), 0)::int FROM blogs b WHERE b.author = u.id AND NOT b.draft AND NOT b.hidden) AS likes,
          (SELECT count(*)::int FROM reports r WHERE r.against = u.id AND r.outcome = 'upheld' AND r.closed_at > now() - interval '30 days') AS upheld_reports
        FROM users u WHERE u.id = ${userId}`,
  );

export async function setTrustFixed(ex: Executor, userId: string, level: TrustLevel) {
  await ex.update(users).set({ trustFixed: level }).where(eq(users.id, userId));
}

/** Raises a member's floor (never lowers it). */
export async function raiseTrustFloor(ex: Executor, userId: string, level: TrustLevel) {
  await ex.update(users).set({ trustFloor: sql`greatest(${users.trustFloor}, ${level})` }).where(eq(users.id, userId));
}

/* What a new member has written, for holding and the daily limits */

export interface NewMemberCounts {
  /** Blogs that went live (published, held or hidden since), ever and in the last 24 hours. */
  blogs: number;
  blogsToday: number;
  comments: number;
  commentsToday: number;
}

/** Each count stops past what any rule asks, so that it stays cheap. */
export async function newMemberCounts(ex: Executor, userId: string): Promise<NewMemberCounts> {
  const cap = Math.max(NEW_MEMBER_LIMITS.blogsPerDay, NEW_MEMBER_LIMITS.commentsPerDay, NEW_MEMBER_LIMITS.heldBlogs, NEW_MEMBER_LIMITS.heldComments) + 1;
  const row = await one<NewMemberCounts>(
    ex,
    sql`SELECT
          (SELECT count(*)::int FROM (SELECT 1 FROM blogs WHERE author = ${userId} AND NOT draft LIMIT ${cap}) k) AS blogs,
          (SELECT count(*)::int FROM (SELECT 1 FROM blogs WHERE author = ${userId} AND NOT draft AND published_at > now() - interval '1 day' LIMIT ${cap}) k) AS "blogsToday",
          (SELECT count(*)::int FROM (SELECT 1 FROM comments WHERE commented_by = ${userId} LIMIT ${cap}) k) AS comments,
          (SELECT count(*)::int FROM (SELECT 1 FROM comments WHERE commented_by = ${userId} AND commented_at > now() - interval '1 day' LIMIT ${cap}) k) AS "commentsToday"`,
  );
  return row!;
}

/** Holds a blog its author just published (it was a draft): hidden until vouched. */
export async function holdBlog(tx: Executor, blogUuid: string) {
  await tx.update(blogs).set({ held: true, hidden: true }).where(eq(blogs.id, blogUuid));
}

/* The vouch queue */

export interface VouchItemRow {
  target: 'blog' | 'comment';
  id: string;
  username: string;
  fullname: string;
  profile_img: string;
  preview: string;
  created_at: Date;
  blog_id: string | null;
}

/** Held blogs and comments, oldest first (each through its partial index of held rows), but the caller's own. */
export function vouchQueuePage(ex: Executor, me: string, limit: number, skip: number): Promise<VouchItemRow[]> {
  return rows<VouchItemRow>(
    ex,
    sql`SELECT * FROM (
          SELECT 'blog' AS target, b.id, u.username, u.fullname, u.profile_img,
            left(b.title || CASE WHEN b.des = '' THEN '' ELSE ' — ' || b.des END, 300) AS preview, b.published_at AS created_at, b.seq, NULL::text AS blog_id
          FROM blogs b JOIN users u ON u.id = b.author WHERE b.held AND b.author <> ${me}
          UNION ALL
          SELECT 'comment', c.id, u.username, u.fullname, u.profile_img, left(c.comment, 300), c.commented_at, c.seq, b.blog_id
          FROM comments c JOIN users u ON u.id = c.commented_by JOIN blogs b ON b.id = c.blog WHERE c.held AND c.commented_by <> ${me}
        ) q ORDER BY created_at, seq LIMIT ${limit} OFFSET ${skip}`,
  );
}

/** A held item's author (and, for a comment, its blog), locked until the transaction ends; undefined: not held (or gone). */
export async function lockHeld(tx: Executor, target: 'blog' | 'comment', id: string): Promise<{ author: string; blog: string; label: string } | undefined> {
  if (target === 'blog') {
    const [b] = await tx.select({ author: blogs.author, blog: blogs.id, label: blogs.title }).from(blogs).where(and(eq(blogs.id, id), sql`${blogs.held}`)).for('update');
    return b;
  }
  const [c] = await tx
    .select({ author: comments.commentedBy, blog: comments.blog, label: sql<string>`left(${comments.comment}, 120)` })
    .from(comments)
    .where(and(eq(comments.id, id), sql`${comments.held}`))
    .for('update');
  return c && c.author ? { author: c.author, blog: c.blog, label: c.label } : undefined;
}

export interface ReleasedBlog {
  id: string;
  blog_id: string;
  author: string;
  title: string;
  des: string;
}

/**
 * Releases a held blog as if it were published now: visible, dated now, in its author's count, and
 * its followers' new_blog notifications made in the same statement (as insertBlog makes them).
 */
export async function releaseBlog(tx: Executor, blogUuid: string): Promise<(ReleasedBlog & { followers: string[] }) | undefined> {
  return one<ReleasedBlog & { followers: string[] }>(
    tx,
    sql`WITH released AS (
          UPDATE blogs SET held = false, hidden = false, published_at = now(), updated_at = now()
          WHERE id = ${blogUuid} AND held RETURNING id, blog_id, author, title, des, draft
        ), counted AS (
          UPDATE users SET total_posts = total_posts + 1 WHERE id = (SELECT author FROM released WHERE NOT draft)
        ), noted AS (
          ${followersNotification(sql`(SELECT id FROM released WHERE NOT draft)`, sql`(SELECT author FROM released)`, sql`EXISTS (SELECT 1 FROM released WHERE NOT draft)`)}
        )
        SELECT id, blog_id, author, title, des, (SELECT coalesce(array_agg(notification_for::text), '{}') FROM noted) AS followers FROM released`,
  );
}

export interface ReleasedComment {
  id: string;
  blog: string;
  comment: string;
  is_reply: boolean;
  parent: string | null;
  commented_by: string;
}

/** Releases a held comment as if it were posted now: visible, dated now, and in its blog's counters. */
export async function releaseComment(tx: Executor, commentId: string): Promise<ReleasedComment | undefined> {
  const row = await one<ReleasedComment>(
    tx,
    sql`UPDATE comments SET held = false, hidden = false, commented_at = now()
        WHERE id = ${commentId} AND held RETURNING id, blog, comment, is_reply, parent, commented_by`,
  );
  if (row) {
    await tx
      .update(blogs)
      .set({ totalComments: sql`${blogs.totalComments} + 1`, totalParentComments: sql`${blogs.totalParentComments} + ${row.is_reply ? 0 : 1}` })
      .where(eq(blogs.id, row.blog));
  }
  return row;
}

/** A declined held item stays hidden, as if a moderator had hid it (the moderators decide from the report). */
export async function declineHeld(tx: Executor, target: 'blog' | 'comment', id: string) {
  if (target === 'blog') await tx.update(blogs).set({ held: false, previewTokenHash: null, previewNonce: null }).where(eq(blogs.id, id));
  else await tx.update(comments).set({ held: false }).where(eq(comments.id, id));
}

/** Adds the notification a released comment makes (nobody is notified of their own comment). */
export async function notifyReleasedComment(tx: Executor, c: ReleasedComment, notify: { type: 'comment' | 'reply'; to: string }) {
  await tx.execute(
    sql`INSERT INTO notifications (type, blog, notification_for, user_id, comment, replied_on_comment)
        VALUES (${notify.type}, ${c.blog}, ${notify.to}, ${c.commented_by}, ${c.id}, ${notify.type === 'reply' ? c.parent : null}::uuid)`,
  );
}

/* Vouches */

/** Records a vouch; false when this voucher already vouched for this. */
export async function insertVouch(tx: Executor, v: { voucher: string; vouchee: string; target: VouchTarget; targetId: string; approve: boolean }): Promise<boolean> {
  const made = await tx.insert(vouches).values(v).onConflictDoNothing().returning({ id: vouches.id });
  return made.length > 0;
}

/** How many different members approved something of (or vouched for) this member. */
export async function vouchersOf(ex: Executor, vouchee: string): Promise<number> {
  const row = await one<{ n: number }>(ex, sql`SELECT count(DISTINCT voucher)::int AS n FROM vouches WHERE vouchee = ${vouchee} AND approve`);
  return row!.n;
}

/**
 * Seconds until the member may vouch again (null: they may): a member they vouched for was suspended
 * within `days` of the vouch, and that suspension is less than `days` old.
 */
export async function vouchCooldown(ex: Executor, voucher: string, days: number): Promise<number | null> {
  const row = await one<{ wait: number | null }>(
    ex,
    sql`SELECT ceil(extract(epoch FROM max(u.suspended_at) + make_interval(days => ${days}) - now()))::int AS wait
        FROM vouches v JOIN users u ON u.id = v.vouchee
        WHERE v.voucher = ${voucher} AND v.approve
          AND u.suspended_at >= v.created_at AND u.suspended_at < v.created_at + make_interval(days => ${days})`,
  );
  return row?.wait != null && row.wait > 0 ? row.wait : null;
}

/* The vouch tree (moderators) */

export interface VouchRelationRow {
  username: string;
  fullname: string;
  profile_img: string;
  vouches: number;
  last: Date;
  suspended: boolean;
}

/**
 * One step of the vouch tree from a member: who approved them (or their writing) and whom they
 * approved, newest first, at most `limit` each. Declines are reports, not vouches, and stay out.
 */
export async function vouchRelations(ex: Executor, userId: string, limit: number): Promise<{ by: VouchRelationRow[]; for: VouchRelationRow[] }> {
  const side = (mine: 'voucher' | 'vouchee', theirs: 'voucher' | 'vouchee') =>
    rows<VouchRelationRow>(
      ex,
      sql`SELECT u.username, u.fullname, u.profile_img, v.vouches, v.last, coalesce(u.suspended_until > now(), false) AS suspended
          FROM (SELECT ${sql.raw(theirs)} AS other, count(*)::int AS vouches, max(created_at) AS last
                FROM vouches WHERE ${sql.raw(mine)} = ${userId} AND approve GROUP BY ${sql.raw(theirs)}) v
          JOIN users u ON u.id = v.other
          ORDER BY v.last DESC, u.username LIMIT ${limit}`,
    );
  const [by, forThem] = await Promise.all([side('vouchee', 'voucher'), side('voucher', 'vouchee')]);
  return { by, for: forThem };
}

/** The member at the vouch tree's centre: who they are and whether they are suspended now. */
export const vouchTreeMember = async (ex: Executor, userId: string) => {
  const row = await one<{ username: string; fullname: string; profile_img: string; suspended: boolean }>(
    ex,
    sql`SELECT username, fullname, profile_img, coalesce(suspended_until > now(), false) AS suspended FROM users WHERE id = ${userId}`,
  );
  return { username: row!.username, fullname: row!.fullname, profile_img: row!.profile_img, suspended: Boolean(row!.suspended) };
};
