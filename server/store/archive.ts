import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../db/query.ts';

/**
 * What the community's archive reads (API.md third edition, "The community's archive"): each list a
 * page at a time after the last row's `seq` (or key), so that memory holds one page whatever the size
 * of the community. `full` reads everything; otherwise only what anyone may read (no e-mail, hash,
 * token, draft, hidden or held item, subscriber).
 */

/** Rows read per page of users, follows, series and redirects. */
export const ARCHIVE_PAGE = 500;
/** Blogs read per page (each with its comments and likes); a blog's content is at most 2 MiB, most are a few KB. */
export const ARCHIVE_BLOG_PAGE = 50;

export type ArchiveRow = Record<string, unknown> & { seq: number };

export function siteSettingRows(ex: Executor) {
  return rows<{ key: string; value: unknown }>(ex, sql`SELECT key, value FROM site_settings ORDER BY key`);
}

export function archiveUsersPage(ex: Executor, after: number, full: boolean) {
  const secret = full
    ? sql`, u.email, u.password_hash, u.google_auth, u.email_verified, u.password_proved, u.email_settings, u.role,
          u.suspended_until, u.suspended_at, u.trust_fixed, u.trust_floor, u.invite_code, u.language, u.theme`
    : sql``;
  return rows<ArchiveRow>(
    ex,
    sql`SELECT u.seq, u.id AS "_id", u.username, u.fullname, u.bio, u.profile_img, u.social_links, u.joined_at,
               u.total_posts, u.total_reads ${secret}
        FROM users u WHERE u.seq > ${after} ORDER BY u.seq LIMIT ${ARCHIVE_PAGE}`,
  );
}

/** A public blog: published, not hidden (a held blog is hidden too). */
const publicBlog = sql`b.draft = false AND b.hidden = false AND b.held = false`;

export function archiveBlogsPage(ex: Executor, after: number, full: boolean, limit = ARCHIVE_BLOG_PAGE) {
  const secret = full
    ? sql`, b.draft, b.hidden, b.held, b.pending, b.scheduled_at, b.newsletter, b.version, b.preview_token_hash, b.preview_nonce`
    : sql``;
  return rows<ArchiveRow & { _id: string; blog_id: string; title: string; banner: string; tags: string[]; content: { blocks?: unknown[] }; author: string | null; series: string | null; draft?: boolean }>(
    ex,
    sql`SELECT b.seq, b.id AS "_id", b.blog_id, b.title, b.des, b.banner, b.tags, b.content, u.username AS author,
               b.published_at, b.updated_at, b.language, b.canonical_url, s.slug AS series, s.name AS series_name, b.series_position,
               b.total_likes, b.total_comments, b.total_parent_comments, b.total_reads,
               COALESCE((SELECT array_agg(cu.username ORDER BY c.n) FROM unnest(b.credits) WITH ORDINALITY AS c(id, n) JOIN users cu ON cu.id = c.id), '{}') AS credits
               ${secret}
        FROM blogs b JOIN users u ON u.id = b.author LEFT JOIN series s ON s.id = b.series
        WHERE b.seq > ${after} ${full ? sql`` : sql`AND ${publicBlog}`}
        ORDER BY b.seq LIMIT ${limit}`,
  );
}

/**
 * Every comment of these blogs in order of writing (a reply after what it answers), with what decides
 * whether it is shown. Replies from the fediverse, and the threads under them, stay out: their words
 * belong to people of other servers, who never joined this community (docs/decisions/0024-fediverse.md).
 */
export function archiveCommentsOf(ex: Executor, blogIds: string[]) {
  if (!blogIds.length) return Promise.resolve([]);
  return rows<{ _id: string; blog: string; blog_id: string; comment: string; commented_by: string | null; is_reply: boolean; parent: string | null; commented_at: string; hidden: boolean; held: boolean }>(
    ex,
    sql`SELECT c.id AS "_id", c.blog, b.blog_id, c.comment, u.username AS commented_by, c.is_reply, c.parent, c.commented_at, c.hidden, c.held
        FROM comments c JOIN blogs b ON b.id = c.blog LEFT JOIN users u ON u.id = c.commented_by
        WHERE c.blog = ANY(${sql.param(blogIds)}::uuid[])
          AND NOT EXISTS (WITH RECURSIVE up AS (SELECT c.remote_actor, c.parent
                                                UNION ALL SELECT p.remote_actor, p.parent FROM comments p JOIN up ON p.id = up.parent)
                          SELECT 1 FROM up WHERE up.remote_actor IS NOT NULL)
        ORDER BY c.seq`,
  );
}

export function archiveLikesOf(ex: Executor, blogIds: string[]) {
  if (!blogIds.length) return Promise.resolve([]);
  return rows<{ blog_id: string; username: string; created_at: string }>(
    ex,
    sql`SELECT b.blog_id, u.username, l.created_at
        FROM likes l JOIN blogs b ON b.id = l.blog JOIN users u ON u.id = l.user_id
        WHERE l.blog = ANY(${sql.param(blogIds)}::uuid[]) ORDER BY b.seq, l.created_at, u.username`,
  );
}

export function archiveRedirectsOf(ex: Executor, blogIds: string[]) {
  if (!blogIds.length) return Promise.resolve([]);
  return rows<{ from: string; blog_id: string; created_at: string }>(
    ex,
    sql`SELECT r.from_path AS "from", b.blog_id, r.created_at FROM redirects r JOIN blogs b ON b.id = r.blog
        WHERE r.blog = ANY(${sql.param(blogIds)}::uuid[]) ORDER BY b.seq, r.from_path`,
  );
}

/** Follows after (follower seq, followee seq); both are members, so both are in users.jsonl. */
export function archiveFollowsPage(ex: Executor, after: [number, number]) {
  return rows<{ follower: string; followee: string; created_at: string; a: number; b: number }>(
    ex,
    sql`SELECT fr.username AS follower, fe.username AS followee, f.created_at, fr.seq AS a, fe.seq AS b
        FROM follows f JOIN users fr ON fr.id = f.follower JOIN users fe ON fe.id = f.followee
        WHERE (fr.seq, fe.seq) > (${after[0]}, ${after[1]}) ORDER BY fr.seq, fe.seq LIMIT ${ARCHIVE_PAGE}`,
  );
}

/** Series after `after` (by id) with their blogs in order (public: only their public blogs; the caller leaves out a series with none). */
export function archiveSeriesPage(ex: Executor, after: string, full: boolean) {
  return rows<{ _id: string; author: string; name: string; slug: string; created_at: string; blogs: string[] }>(
    ex,
    sql`SELECT s.id::text AS "_id", u.username AS author, s.name, s.slug, s.created_at,
               COALESCE((SELECT array_agg(b.blog_id ORDER BY b.series_position, b.seq) FROM blogs b
                         WHERE b.series = s.id ${full ? sql`` : sql`AND ${publicBlog}`}), '{}') AS blogs
        FROM series s JOIN users u ON u.id = s.author WHERE s.id::text > ${after} ORDER BY s.id::text LIMIT ${ARCHIVE_PAGE}`,
  );
}

/** Every subscriber (full archives only). */
export function archiveSubscribersPage(ex: Executor, after: number) {
  return rows<ArchiveRow>(
    ex,
    sql`SELECT s.seq, s.id AS "_id", u.username AS author, s.email, s.state, s.confirm_token_hash, s.confirm_sent_at, s.language,
               s.bounce_count, s.created_at, s.confirmed_at
        FROM subscribers s JOIN users u ON u.id = s.author WHERE s.seq > ${after} ORDER BY s.seq LIMIT ${ARCHIVE_PAGE}`,
  );
}

/**
 * The uploads the archive carries, after `after` by key: full, every processed image; public, those a
 * public blog or a profile picture uses.
 */
export function archiveUploadsPage(ex: Executor, after: string, full: boolean) {
  return rows<{ key: string }>(ex, sql`SELECT up.key FROM uploads up WHERE up.key > ${after} AND ${archivedUpload(full)} ORDER BY up.key LIMIT ${ARCHIVE_PAGE}`);
}

const archivedUpload = (full: boolean) =>
  full
    ? sql`up.processed_at IS NOT NULL`
    : sql`up.processed_at IS NOT NULL AND EXISTS (SELECT 1 FROM upload_uses uu LEFT JOIN blogs b ON b.id = uu.blog
                                                  WHERE uu.key = up.key AND (uu.user_id IS NOT NULL OR ${publicBlog}))`;

/** What the progress bar counts: users, blogs and images the archive will hold (read once at its start). */
export async function archiveTotals(ex: Executor, full: boolean) {
  const [row] = await rows<{ users: number; blogs: number; images: number }>(
    ex,
    sql`SELECT (SELECT count(*) FROM users)::int AS users,
               (SELECT count(*) FROM blogs b ${full ? sql`` : sql`WHERE ${publicBlog}`})::int AS blogs,
               (SELECT count(*) FROM uploads up WHERE ${archivedUpload(full)})::int AS images`,
  );
  return { users: Number(row.users), blogs: Number(row.blogs), images: Number(row.images) };
}
