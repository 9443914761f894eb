import { and, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { one, rows, type Executor } from '../db/query.ts';
import { claimed } from './claim.ts';
import { blogRevisions, blogs, users, type PendingFields } from '../db/schema.ts';
import { CARD_COLUMNS, CREDITS, type CardRow } from './blogs.ts';

/* Versions, pending edits, revisions, scheduling and preview links (API.md, "Writing and publishing"). */

/** The blog's author is suspended now (said of `blogs` unaliased). */
const AUTHOR_SUSPENDED = sql`EXISTS (SELECT 1 FROM users s WHERE s.id = blogs.author AND s.suspended_until > now())`;

/** How many revisions a blog keeps. */
export const REVISIONS_KEPT = 50;

/** The author's blog with what editing it needs, locked until the transaction ends. */
export const lockForEdit = async (tx: Executor, blogId: string) =>
  (
    await tx
      .select({ id: blogs.id, author: blogs.author, draft: blogs.draft, hidden: blogs.hidden, blog_id: blogs.blogId, version: blogs.version, scheduled_at: blogs.scheduledAt })
      .from(blogs)
      .where(eq(blogs.blogId, blogId))
      .for('update')
  )[0];

/** The blog as its author edits it: the pending changes over the published fields when there are any. */
export interface EditRow extends CardRow {
  content: PendingFields['content'];
  hidden: boolean;
  version: number;
  pending: PendingFields | null;
  scheduled_at: Date | null;
  /** The language it is written in (a BCP 47 tag). */
  language: string;
  /** Set while a preview link is on and it was made with a nonce (server/auth/previewTokens.ts). */
  preview_nonce: string | null;
  canonical_url: string | null;
  /** Reviewers thanked on the page (the workshop), in order. */
  credits: { username: string; fullname: string }[];
}

const EDIT_COLUMNS = sql`${CARD_COLUMNS}, b.content, b.hidden, b.version, b.pending, b.preview_nonce, b.canonical_url, b.language, ${CREDITS} AS credits`;

export const editRow = (ex: Executor, blogId: string) => one<EditRow>(ex, sql`SELECT ${EDIT_COLUMNS} FROM blogs b JOIN users u ON u.id = b.author WHERE b.blog_id = ${blogId}`);

/** The blog a preview link shows (found by the hash of its token, server/auth/previewTokens.ts); never a hidden one (it is its author's and the moderators' only). */
export const previewRow = (ex: Executor, tokenHash: string) =>
  one<EditRow>(ex, sql`SELECT ${EDIT_COLUMNS} FROM blogs b JOIN users u ON u.id = b.author WHERE b.preview_token_hash = ${tokenHash} AND NOT b.hidden`);

/** The next version of a blog; every save moves it on. */
export async function bumpVersion(tx: Executor, blogUuid: string): Promise<number> {
  const [row] = await tx.update(blogs).set({ version: sql`${blogs.version} + 1` }).where(eq(blogs.id, blogUuid)).returning({ version: blogs.version });
  return row.version;
}

export async function setPending(tx: Executor, blogUuid: string, pending: PendingFields | null) {
  await tx.update(blogs).set({ pending }).where(eq(blogs.id, blogUuid));
}

export async function setSchedule(tx: Executor, blogUuid: string, at: Date | null) {
  await tx.update(blogs).set({ scheduledAt: at }).where(eq(blogs.id, blogUuid));
}

/** Keeps what a publish or an update made public as the next revision, and only the last REVISIONS_KEPT. */
export async function recordRevision(tx: Executor, blogUuid: string, f: PendingFields) {
  // One statement: the new revision, and the oldest beyond the kept number go (the DELETE sees the
  // table as it was before this statement, so it counts from the revision being added).
  await tx.execute(sql`WITH added AS (
      INSERT INTO blog_revisions (blog, rev, title, banner, des, content, tags)
      SELECT ${blogUuid}, coalesce(max(rev), 0) + 1, ${f.title}, ${f.banner}, ${f.des}, ${JSON.stringify(f.content)}::jsonb, ${sql.param(f.tags)}::text[]
      FROM blog_revisions WHERE blog = ${blogUuid}
      RETURNING rev)
    DELETE FROM blog_revisions WHERE blog = ${blogUuid} AND rev <= (SELECT rev FROM added) - ${REVISIONS_KEPT}`);
}

export const revisionList = (ex: Executor, blogUuid: string) =>
  ex.select({ rev: blogRevisions.rev, savedAt: blogRevisions.savedAt, title: blogRevisions.title }).from(blogRevisions).where(eq(blogRevisions.blog, blogUuid)).orderBy(desc(blogRevisions.rev));

export const revision = async (ex: Executor, blogUuid: string, rev: number) =>
  (await ex.select().from(blogRevisions).where(and(eq(blogRevisions.blog, blogUuid), eq(blogRevisions.rev, rev))))[0];

/** Keeps a new preview link (its hash and nonce), or ends the blog's link (null). */
export async function setPreviewToken(ex: Executor, blogUuid: string, link: { hash: string; nonce: string } | null) {
  await ex.update(blogs).set({ previewTokenHash: link?.hash ?? null, previewNonce: link?.nonce ?? null }).where(eq(blogs.id, blogUuid));
}

/**
 * Publishes every scheduled blog whose minute has come, each once: one UPDATE takes them (its row
 * locks make a second instance's UPDATE skip what the first published), with publishedAt = the
 * scheduled time. Answers what went live, for the author's count, followers and the cache.
 * A blog whose author is suspended now stays scheduled: it goes live at the first check after the
 * suspension ends (a suspended member publishes nothing, by hand or by schedule).
 * Due means by the database's clock, or by `now` when a test moves the scheduler's clock (SCHEDULER_CLOCK_FILE).
 */
export async function publishDue(tx: Executor, now?: Date): Promise<{ id: string; blog_id: string; author: string; title: string; des: string }[]> {
  const due = await rows<{ id: string; blog_id: string; author: string; title: string; des: string; banner: string; content: PendingFields['content']; tags: string[]; hidden: boolean }>(
    tx,
    sql`UPDATE blogs SET draft = false, published_at = scheduled_at, scheduled_at = NULL, updated_at = now(), version = version + 1
        WHERE id IN (${claimed(sql`SELECT id FROM blogs WHERE draft AND scheduled_at IS NOT NULL AND scheduled_at <= ${now ? sql`${now.toISOString()}::timestamptz` : sql`now()`} AND NOT ${AUTHOR_SUSPENDED}`)})
        RETURNING id, blog_id, author, title, des, banner, content, tags, hidden`,
  );
  for (const b of due) {
    if (!b.hidden) await tx.update(users).set({ totalPosts: sql`${users.totalPosts} + 1` }).where(eq(users.id, b.author));
    await recordRevision(tx, b.id, { title: b.title, banner: b.banner, des: b.des, content: b.content, tags: b.tags });
  }
  return due;
}

/**
 * When the next scheduled blog goes live (the scheduler sleeps until then, at most a minute). A
 * suspended author's blog is not next: it would wake the scheduler at once, again and again.
 */
export const nextScheduled = async (ex: Executor): Promise<Date | null> =>
  (
    await ex
      .select({ at: blogs.scheduledAt })
      .from(blogs)
      .where(and(isNotNull(blogs.scheduledAt), lte(blogs.scheduledAt, sql`now() + interval '1 hour'`), sql`NOT ${AUTHOR_SUSPENDED}`))
      .orderBy(blogs.scheduledAt)
      .limit(1)
  )[0]?.at ?? null;
