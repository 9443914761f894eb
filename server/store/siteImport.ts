import { sql } from 'drizzle-orm';
import { one, rows, type Executor } from '../db/query.ts';
import type { ImageRecord } from '../media/pipeline.ts';

/**
 * What the re-import of the community's archive writes (docs/decisions/0023-archive.md). Each batch is
 * one statement over a JSON array of archive rows (jsonb_to_recordset), members and blogs named by
 * username and blog_id as the archive names them. Every insert skips a row already there (ON CONFLICT
 * DO NOTHING): a job taken again after a restart writes the same archive again and ends where a
 * first whole run would have. Counters are not written from the archive: recountSite makes them.
 */

/**
 * Whether the site is empty enough to take an archive: no blogs, comments, likes, follows, series,
 * moved links or subscribers, and no member who is not an admin (the admins who set the site up are
 * kept, and merged with their account in the archive).
 */
export async function siteIsEmpty(ex: Executor): Promise<boolean> {
  const row = await one<{ n: number }>(
    ex,
    sql`SELECT ((SELECT count(*) FROM users WHERE role <> 'admin') + (SELECT count(*) FROM blogs) + (SELECT count(*) FROM comments)
              + (SELECT count(*) FROM likes) + (SELECT count(*) FROM follows) + (SELECT count(*) FROM series)
              + (SELECT count(*) FROM redirects) + (SELECT count(*) FROM subscribers))::int AS n`,
  );
  return Number(row?.n ?? 1) === 0;
}

/** The accounts already here (admins of an empty site): the archive's accounts are matched to them. */
export const existingAccounts = (ex: Executor) => rows<{ id: string; email: string; username: string }>(ex, sql`SELECT id, email, username FROM users`);

const json = (list: unknown[]) => sql`${JSON.stringify(list)}::jsonb`;

/** An image of the archive, processed by the pipeline, as an upload of nobody (its uses say who shows it). */
export async function insertArchivedImage(ex: Executor, key: string, size: number, r: ImageRecord) {
  await ex.execute(
    sql`INSERT INTO uploads (key, owner, content_type, size, expires_at, uploaded_at, width, height, placeholder, alpha, animated, widths, processed_at, imported)
        VALUES (${key}, NULL, ${r.animated ? 'image/gif' : r.alpha ? 'image/png' : 'image/jpeg'}, ${size}, now(), now(), ${r.width}, ${r.height}, ${r.placeholder},
                ${r.alpha}, ${r.animated}, ${sql.param(r.widths)}::int[], now(), true)
        ON CONFLICT (key) DO NOTHING`,
  );
}

/** Whether an image of the archive is stored already (by an earlier try of the same import). */
export const archivedImageStored = async (ex: Executor, key: string) => !!(await one(ex, sql`SELECT 1 FROM uploads WHERE key = ${key} AND processed_at IS NOT NULL`));

/** An account here that is also the archive's (same e-mail or username): it takes the archive's profile, and keeps its id, e-mail, password and role. */
export async function mergeAccount(ex: Executor, id: string, u: Record<string, unknown>) {
  await ex.execute(
    sql`UPDATE users SET username = ${u.username as string}, fullname = ${u.fullname as string}, bio = ${(u.bio as string) ?? ''}, profile_img = ${u.profile_img as string},
               social_links = ${JSON.stringify(u.social_links ?? {})}::jsonb, joined_at = ${u.joined_at as string}::timestamptz, total_reads = ${Number(u.total_reads ?? 0)},
               language = coalesce(${(u.language as string) ?? null}, language), theme = coalesce(${(u.theme as string) ?? null}, theme)
        WHERE id = ${id}`,
  );
}

export async function insertArchivedUsers(ex: Executor, list: Record<string, unknown>[]) {
  if (!list.length) return;
  await ex.execute(sql`
    INSERT INTO users (id, username, fullname, bio, profile_img, social_links, joined_at, total_reads, email, password_hash, google_auth, email_verified,
                       password_proved, email_settings, role, suspended_until, suspended_at, trust_fixed, trust_floor, invite_code, language, theme)
    SELECT r._id, r.username, r.fullname, coalesce(r.bio, ''), r.profile_img, coalesce(r.social_links, '{}'::jsonb), r.joined_at, coalesce(r.total_reads, 0),
           r.email, r.password_hash, coalesce(r.google_auth, false), coalesce(r.email_verified, false), coalesce(r.password_proved, false),
           coalesce(r.email_settings, '{"comment":true,"reply":true,"new_blog":true,"digest":false,"review":true}'::jsonb), coalesce(r.role, 'member'),
           r.suspended_until, r.suspended_at, r.trust_fixed, coalesce(r.trust_floor, 0), r.invite_code, r.language, coalesce(r.theme, 'system')
    FROM jsonb_to_recordset(${json(list)}) AS r(_id uuid, username text, fullname text, bio text, profile_img text, social_links jsonb, joined_at timestamptz,
         total_reads bigint, email text, password_hash text, google_auth boolean, email_verified boolean, password_proved boolean, email_settings jsonb, role text,
         suspended_until timestamptz, suspended_at timestamptz, trust_fixed smallint, trust_floor smallint, invite_code text, language text, theme text)
    ON CONFLICT DO NOTHING`);
}

export async function insertArchivedBlogs(ex: Executor, list: Record<string, unknown>[]) {
  if (!list.length) return;
  await ex.execute(sql`
    INSERT INTO blogs (id, blog_id, title, des, banner, tags, content, author, published_at, updated_at, language, canonical_url, series_position, total_reads,
                       credits, draft, hidden, held, pending, scheduled_at, newsletter, version, preview_token_hash, preview_nonce)
    SELECT r._id, r.blog_id, r.title, coalesce(r.des, ''), coalesce(r.banner, ''), coalesce(ARRAY(SELECT jsonb_array_elements_text(r.tags)), '{}'), r.content,
           a.id, r.published_at, r.updated_at, coalesce(r.language, 'en'), r.canonical_url, r.series_position, coalesce(r.total_reads, 0),
           coalesce(ARRAY(SELECT cu.id FROM jsonb_array_elements_text(r.credits) WITH ORDINALITY AS c(name, n) JOIN users cu ON cu.username = c.name ORDER BY c.n), '{}'),
           coalesce(r.draft, false), coalesce(r.hidden, false), coalesce(r.held, false), r.pending, r.scheduled_at, coalesce(r.newsletter, true), coalesce(r.version, 1),
           r.preview_token_hash, r.preview_nonce
    FROM jsonb_to_recordset(${json(list)}) AS r(_id uuid, blog_id text, title text, des text, banner text, tags jsonb, content jsonb, author text,
         published_at timestamptz, updated_at timestamptz, language text, canonical_url text, series_position int, total_reads bigint, credits jsonb,
         draft boolean, hidden boolean, held boolean, pending jsonb, scheduled_at timestamptz, newsletter boolean, version int, preview_token_hash text, preview_nonce text)
    JOIN users a ON a.username = r.author
    ON CONFLICT DO NOTHING`);
}

/** Which uploads of the archive each blog (by its _id) or profile picture (by username) shows. */
export async function recordArchivedUses(ex: Executor, uses: ({ key: string } & ({ blog: string } | { username: string }))[]) {
  if (!uses.length) return;
  await ex.execute(sql`
    INSERT INTO upload_uses (key, blog, user_id)
    SELECT up.key, b.id, u.id FROM jsonb_to_recordset(${json(uses)}) AS r(key text, blog uuid, username text)
    JOIN uploads up ON up.key = r.key LEFT JOIN blogs b ON b.id = r.blog LEFT JOIN users u ON u.username = r.username
    WHERE (b.id IS NOT NULL OR u.id IS NOT NULL)
      AND NOT EXISTS (SELECT 1 FROM upload_uses x WHERE x.key = up.key AND x.blog IS NOT DISTINCT FROM b.id AND x.user_id IS NOT DISTINCT FROM u.id)`);
}

export async function insertArchivedComments(ex: Executor, list: Record<string, unknown>[]) {
  if (!list.length) return;
  await ex.execute(sql`
    INSERT INTO comments (id, blog, comment, commented_by, is_reply, parent, commented_at, hidden, held)
    SELECT r._id, b.id, r.comment, u.id, coalesce(r.is_reply, false), r.parent, r.commented_at, coalesce(r.hidden, false), coalesce(r.held, false)
    FROM jsonb_to_recordset(${json(list)}) AS r(_id uuid, blog_id text, comment text, commented_by text, is_reply boolean, parent uuid, commented_at timestamptz, hidden boolean, held boolean)
    JOIN blogs b ON b.blog_id = r.blog_id LEFT JOIN users u ON u.username = r.commented_by
    ON CONFLICT DO NOTHING`);
}

export async function insertArchivedLikes(ex: Executor, list: Record<string, unknown>[]) {
  if (!list.length) return;
  await ex.execute(sql`
    INSERT INTO likes (user_id, blog, created_at)
    SELECT u.id, b.id, r.created_at FROM jsonb_to_recordset(${json(list)}) AS r(blog_id text, username text, created_at timestamptz)
    JOIN blogs b ON b.blog_id = r.blog_id JOIN users u ON u.username = r.username
    ON CONFLICT DO NOTHING`);
}

export async function insertArchivedFollows(ex: Executor, list: Record<string, unknown>[]) {
  if (!list.length) return;
  await ex.execute(sql`
    INSERT INTO follows (follower, followee, created_at)
    SELECT fr.id, fe.id, r.created_at FROM jsonb_to_recordset(${json(list)}) AS r(follower text, followee text, created_at timestamptz)
    JOIN users fr ON fr.username = r.follower JOIN users fe ON fe.username = r.followee
    ON CONFLICT DO NOTHING`);
}

/** Series, then their blogs pointed at them (each blog keeps the place the archive gave it). */
export async function insertArchivedSeries(ex: Executor, list: Record<string, unknown>[]) {
  if (!list.length) return;
  await ex.execute(sql`
    INSERT INTO series (id, author, name, slug, created_at)
    SELECT r._id, u.id, r.name, r.slug, r.created_at FROM jsonb_to_recordset(${json(list)}) AS r(_id uuid, author text, name text, slug text, created_at timestamptz)
    JOIN users u ON u.username = r.author
    ON CONFLICT DO NOTHING`);
  await ex.execute(sql`
    UPDATE blogs b SET series = r._id FROM jsonb_to_recordset(${json(list)}) AS r(_id uuid, blogs jsonb)
    WHERE b.blog_id IN (SELECT jsonb_array_elements_text(r.blogs)) AND b.series IS DISTINCT FROM r._id`);
}

export async function insertArchivedRedirects(ex: Executor, list: Record<string, unknown>[]) {
  if (!list.length) return;
  await ex.execute(sql`
    INSERT INTO redirects (from_path, blog, created_at)
    SELECT r."from", b.id, r.created_at FROM jsonb_to_recordset(${json(list)}) AS r("from" text, blog_id text, created_at timestamptz)
    JOIN blogs b ON b.blog_id = r.blog_id
    ON CONFLICT DO NOTHING`);
}

export async function insertArchivedSubscribers(ex: Executor, list: Record<string, unknown>[]) {
  if (!list.length) return;
  await ex.execute(sql`
    INSERT INTO subscribers (id, author, email, state, confirm_token_hash, confirm_sent_at, language, bounce_count, created_at, confirmed_at)
    SELECT r._id, u.id, r.email, r.state, r.confirm_token_hash, r.confirm_sent_at, r.language, coalesce(r.bounce_count, 0), r.created_at, r.confirmed_at
    FROM jsonb_to_recordset(${json(list)}) AS r(_id uuid, author text, email text, state text, confirm_token_hash text, confirm_sent_at timestamptz,
         language text, bounce_count int, created_at timestamptz, confirmed_at timestamptz)
    JOIN users u ON u.username = r.author
    ON CONFLICT DO NOTHING`);
}

/**
 * Every counter made again from the rows, as the live writes keep them: a blog's likes, its shown
 * comments (neither hidden nor held) and shown top-level comments; a member's published blogs that
 * are neither hidden nor held. Reads are no rows: they come from the archive as they were.
 */
export async function recountSite(ex: Executor) {
  await ex.execute(sql`
    UPDATE blogs b SET total_likes = (SELECT count(*) FROM likes l WHERE l.blog = b.id),
                       total_comments = (SELECT count(*) FROM comments c WHERE c.blog = b.id AND NOT c.hidden AND NOT c.held),
                       total_parent_comments = (SELECT count(*) FROM comments c WHERE c.blog = b.id AND NOT c.hidden AND NOT c.held AND NOT c.is_reply)`);
  await ex.execute(sql`UPDATE users u SET total_posts = (SELECT count(*) FROM blogs b WHERE b.author = u.id AND NOT b.draft AND NOT b.hidden AND NOT b.held)`);
}

/** The archive's site settings (sign-up mode, trust thresholds, holding …) become this site's. */
export async function importSiteSettings(ex: Executor, settings: Record<string, unknown>) {
  const list = Object.entries(settings).map(([key, value]) => ({ key, value }));
  if (!list.length) return;
  await ex.execute(sql`
    INSERT INTO site_settings (key, value) SELECT r.key, r.value FROM jsonb_to_recordset(${json(list)}) AS r(key text, value jsonb)
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
}

/** How far a site import is (rows and images written, of all the archive holds). */
export async function setImportProgress(ex: Executor, id: string, done: number, total: number) {
  await ex.execute(sql`UPDATE imports SET done = ${done}, total = ${total} WHERE id = ${id}`);
}

/** The report of a site import, kept with its row for its screen. */
export async function setImportReport(ex: Executor, id: string, report: Record<string, number>) {
  await ex.execute(sql`UPDATE imports SET report = ${JSON.stringify(report)}::jsonb WHERE id = ${id}`);
}

export const importReport = async (ex: Executor, id: string) => (await one<{ report: Record<string, number> | null }>(ex, sql`SELECT report FROM imports WHERE id = ${id}`))?.report ?? null;
