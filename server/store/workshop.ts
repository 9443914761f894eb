import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ReviewerState } from '../../src/contract/index.ts';
import { one, rows, type Executor } from '../db/query.ts';
import { blogReviewers, blogs, notes, notifications, users } from '../db/schema.ts';

/* The workshop: drafts shared for review, and the notes on their blocks (API.md, "The workshop"). */

/** A blog as the workshop reads it, with the caller's part in it. */
export interface ReviewBlogRow {
  id: string;
  blog_id: string;
  author: string;
  title: string;
  draft: boolean;
  hidden: boolean;
  version: number;
  /** It has unpublished changes (the review reads those). */
  has_pending: boolean;
  /** The content under review: the pending changes' when there are any, else the blog's. */
  content: { blocks?: { id?: string; type?: string; data?: Record<string, unknown> }[] };
  /** The caller is one of its reviewers. */
  reviewer: boolean;
}

/** The blog by its address with its content under review and whether `userId` reviews it: one statement. */
export const reviewBlog = (ex: Executor, blogId: string, userId: string) =>
  one<ReviewBlogRow>(
    ex,
    sql`SELECT b.id, b.blog_id, b.author, b.title, b.draft, b.hidden, b.version, b.pending IS NOT NULL AS has_pending,
          COALESCE(b.pending->'content', b.content) AS content,
          EXISTS (SELECT 1 FROM blog_reviewers r WHERE r.blog = b.id AND r.user_id = ${userId}) AS reviewer
        FROM blogs b WHERE b.blog_id = ${blogId}`,
  );

/** A blog's access row for the notes call: `reviewBlog` with only the ids of the blocks under review. */
export interface ReviewAccessRow extends Omit<ReviewBlogRow, 'content'> {
  /** The ids of the blocks under review in order (what a note's place and `orphaned` are read from). */
  block_ids: unknown[];
}

/**
 * `reviewBlog` for the notes call, which needs the order of the blocks and nothing else of them: a
 * draft of 300 blocks stays in the database instead of crossing to the server on every read.
 */
export const reviewAccess = (ex: Executor, blogId: string, userId: string) =>
  one<ReviewAccessRow>(
    ex,
    sql`SELECT b.id, b.blog_id, b.author, b.title, b.draft, b.hidden, b.version, b.pending IS NOT NULL AS has_pending,
          jsonb_path_query_array(COALESCE(b.pending->'content', b.content), '$.blocks[*].id') AS block_ids,
          EXISTS (SELECT 1 FROM blog_reviewers r WHERE r.blog = b.id AND r.user_id = ${userId}) AS reviewer
        FROM blogs b WHERE b.blog_id = ${blogId}`,
  );

/** The ids of a revision's blocks in order, or undefined when the blog has no such revision (kept). */
export const revisionBlockIds = async (ex: Executor, blogUuid: string, rev: number) =>
  (await one<{ block_ids: unknown[] }>(ex, sql`SELECT jsonb_path_query_array(content, '$.blocks[*].id') AS block_ids FROM blog_revisions WHERE blog = ${blogUuid} AND rev = ${rev}`))?.block_ids;

/** A note with its blog, for the calls that name a note. */
export interface NoteAccessRow {
  id: string;
  blog: string;
  parent: string | null;
  block_id: string;
  author: string | null;
  closed: boolean;
  blog_author: string;
  blog_id: string;
  title: string;
  draft: boolean;
  hidden: boolean;
  has_pending: boolean;
  reviewer: boolean;
}

export const noteWithBlog = (ex: Executor, noteId: string, userId: string) =>
  one<NoteAccessRow>(
    ex,
    sql`SELECT n.id, n.blog, n.parent, n.block_id, n.author, n.closed, b.author AS blog_author, b.blog_id, b.title, b.draft, b.hidden,
          b.pending IS NOT NULL AS has_pending,
          EXISTS (SELECT 1 FROM blog_reviewers r WHERE r.blog = b.id AND r.user_id = ${userId}) AS reviewer
        FROM notes n JOIN blogs b ON b.id = n.blog WHERE n.id = ${noteId}`,
  );

/* Reviewers */

export interface ReviewerRow {
  user_id: string;
  username: string;
  fullname: string;
  profile_img: string;
  state: ReviewerState;
}

/** A blog's reviewers in the order they were invited, each with their state. */
export const reviewersOf = (ex: Executor, blogUuid: string) =>
  rows<ReviewerRow>(
    ex,
    sql`SELECT r.user_id, u.username, u.fullname, u.profile_img,
          CASE WHEN EXISTS (SELECT 1 FROM notes n WHERE n.blog = r.blog AND n.author = r.user_id AND NOT n.closed) THEN 'noted'
               WHEN r.read_at IS NOT NULL THEN 'read' ELSE 'invited' END AS state
        FROM blog_reviewers r JOIN users u ON u.id = r.user_id
        WHERE r.blog = ${blogUuid} ORDER BY r.invited_at, u.username`,
  );

export async function fullnameOf(ex: Executor, userId: string): Promise<string> {
  const [r] = await ex.select({ fullname: users.fullname }).from(users).where(eq(users.id, userId));
  return r?.fullname ?? '';
}

/** Members by username (those that exist). */
export const usersByUsername = (ex: Executor, usernames: string[]) =>
  usernames.length === 0 ? Promise.resolve([]) : ex.select({ id: users.id, username: users.username, fullname: users.fullname }).from(users).where(inArray(users.username, usernames));

/** Adds reviewers; answers the ones that were not reviewers before (they get the invitation). */
export async function addReviewers(ex: Executor, blogUuid: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const added = await ex
    .insert(blogReviewers)
    .values(userIds.map((userId) => ({ blog: blogUuid, userId })))
    .onConflictDoNothing()
    .returning({ userId: blogReviewers.userId });
  return added.map((r) => r.userId);
}

export async function removeReviewers(ex: Executor, blogUuid: string, userIds: string[]) {
  if (userIds.length === 0) return;
  await ex.delete(blogReviewers).where(and(eq(blogReviewers.blog, blogUuid), inArray(blogReviewers.userId, userIds)));
}

/** Holds the blog's list of reviewers until the transaction ends: two shares at once cannot pass the limit together. */
export async function lockReviewers(ex: Executor, blogUuid: string) {
  await ex.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`reviewers:${blogUuid}`}))`);
}

export async function countReviewers(ex: Executor, blogUuid: string): Promise<number> {
  const r = await one<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM blog_reviewers WHERE blog = ${blogUuid}`);
  return r?.n ?? 0;
}

/** The reviewer opened the draft for review (the first time counts). */
export async function markRead(ex: Executor, blogUuid: string, userId: string) {
  await ex
    .update(blogReviewers)
    .set({ readAt: sql`now()` })
    .where(and(eq(blogReviewers.blog, blogUuid), eq(blogReviewers.userId, userId), sql`${blogReviewers.readAt} IS NULL`));
}

export interface ReviewDraftRow {
  id: string;
  blog_id: string;
  title: string;
  des: string;
  banner: string;
  language: string;
  username: string;
  fullname: string;
  profile_img: string;
  shared_at: Date;
  pending: boolean;
  state: ReviewerState;
  notes: number;
}

/**
 * The blogs shared with a member that are under review (a draft, or pending changes), last shared
 * first; the pending changes' title and description when there are any.
 */
export const reviewDraftsOf = (ex: Executor, userId: string, limit: number, skip: number) =>
  rows<ReviewDraftRow>(
    ex,
    sql`SELECT b.id, b.blog_id, COALESCE(b.pending->>'title', b.title) AS title, COALESCE(b.pending->>'des', b.des) AS des,
          COALESCE(b.pending->>'banner', b.banner) AS banner, b.language, u.username, u.fullname, u.profile_img,
          r.invited_at AS shared_at, b.pending IS NOT NULL AS pending,
          CASE WHEN EXISTS (SELECT 1 FROM notes n WHERE n.blog = b.id AND n.author = r.user_id AND NOT n.closed) THEN 'noted'
               WHEN r.read_at IS NOT NULL THEN 'read' ELSE 'invited' END AS state,
          (SELECT count(*)::int FROM notes n WHERE n.blog = b.id AND n.parent IS NULL AND NOT n.closed) AS notes
        FROM blog_reviewers r JOIN blogs b ON b.id = r.blog JOIN users u ON u.id = b.author
        WHERE r.user_id = ${userId} AND (b.draft OR b.pending IS NOT NULL) AND NOT b.hidden
        ORDER BY r.invited_at DESC, b.id LIMIT ${limit} OFFSET ${skip}`,
  );

/* Notes */

export interface NoteRow {
  id: string;
  block_id: string;
  quote: string | null;
  text: string;
  author_username: string | null;
  author_fullname: string | null;
  author_img: string | null;
  created_at: Date;
  edited_at: Date | null;
  resolved: boolean;
  version: number;
  parent: string | null;
}

const NOTE_COLUMNS = sql`n.id, n.block_id, n.quote, n.text, u.username AS author_username, u.fullname AS author_fullname, u.profile_img AS author_img,
  n.created_at, n.edited_at, n.resolved, n.version, n.parent`;

/**
 * A blog's notes and replies, open ones or (`closed`) those its publishing closed, oldest first: one
 * statement on notes_blog. With `rev`, the closed ones the publishing of that revision closed.
 * (A json_agg of the same rows, one value instead of 200 rows, measured a third slower on the
 * embedded database.)
 */
export const notesOfBlog = (ex: Executor, blogUuid: string, closed: boolean, rev?: number) =>
  rows<NoteRow>(
    ex,
    sql`SELECT ${NOTE_COLUMNS} FROM notes n LEFT JOIN users u ON u.id = n.author
        WHERE n.blog = ${blogUuid} AND n.closed = ${closed}${rev === undefined ? sql`` : sql` AND n.rev = ${rev}`} ORDER BY n.created_at, n.id`,
  );

export const noteById = (ex: Executor, noteId: string) => one<NoteRow>(ex, sql`SELECT ${NOTE_COLUMNS} FROM notes n LEFT JOIN users u ON u.id = n.author WHERE n.id = ${noteId}`);

export const repliesOf = (ex: Executor, noteId: string) =>
  rows<NoteRow>(ex, sql`SELECT ${NOTE_COLUMNS} FROM notes n LEFT JOIN users u ON u.id = n.author WHERE n.parent = ${noteId} ORDER BY n.created_at, n.id`);

/** How many notes and replies a member wrote in the last minute, and in how many seconds the oldest of them leaves it. */
export async function notesInLastMinute(ex: Executor, userId: string): Promise<{ n: number; freesIn: number }> {
  const [row] = await rows<{ n: number; frees_in: number | null }>(
    ex,
    sql`SELECT count(*)::int AS n, ceil(extract(epoch FROM min(created_at) + interval '1 minute' - now()))::int AS frees_in
        FROM notes WHERE author = ${userId} AND created_at > now() - interval '1 minute'`,
  );
  return { n: row.n, freesIn: Math.max(1, row.frees_in ?? 1) };
}

export async function insertNote(
  ex: Executor,
  n: { blog: string; parent: string | null; blockId: string; quote: string | null; text: string; author: string; version: number },
): Promise<string> {
  const [r] = await ex.insert(notes).values(n).returning({ id: notes.id });
  return r.id;
}

export async function editNoteText(ex: Executor, noteId: string, text: string) {
  await ex.update(notes).set({ text, editedAt: sql`now()` }).where(eq(notes.id, noteId));
}

export async function setResolved(ex: Executor, noteId: string, resolved: boolean) {
  await ex.update(notes).set({ resolved }).where(eq(notes.id, noteId));
}

/** Deletes a note; its replies and the notifications about them go with it (foreign keys cascade). */
export async function deleteNoteRow(ex: Executor, noteId: string) {
  await ex.delete(notes).where(eq(notes.id, noteId));
}

/** Members who wrote a note or reply on the blog (in any round), of those named. */
export async function notedBy(ex: Executor, blogUuid: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const list = await ex
    .select({ author: notes.author })
    .from(notes)
    .where(and(eq(notes.blog, blogUuid), inArray(notes.author, userIds)));
  return new Set(list.map((r: { author: string | null }) => r.author!));
}

/**
 * Publishing ends the round of review: the notes written until now are closed (their author reads
 * them, nobody writes them), and the reviewers' access ends with it. `published`: the changes under
 * review became the blog's latest revision (recorded before this, in the same transaction), which the
 * notes keep as the one they were made on; discarded changes left no revision to keep.
 */
export async function closeReview(ex: Executor, blogUuid: string, published: boolean) {
  const rev = published ? sql`(SELECT max(rev) FROM blog_revisions WHERE blog = ${blogUuid})` : sql`NULL`;
  await ex.update(notes).set({ closed: true, rev }).where(and(eq(notes.blog, blogUuid), eq(notes.closed, false)));
  await ex.delete(blogReviewers).where(eq(blogReviewers.blog, blogUuid));
}

/** The reviewers the author thanks on the blog's page, in order. */
export async function setCredits(ex: Executor, blogUuid: string, userIds: string[]) {
  await ex.update(blogs).set({ credits: userIds }).where(eq(blogs.id, blogUuid));
}

/* Notifications */

export async function notifyReviewRequest(ex: Executor, blogUuid: string, from: string, to: string) {
  await ex.insert(notifications).values({ type: 'review_request', blog: blogUuid, notificationFor: to, userId: from });
}

export async function notifyNote(ex: Executor, blogUuid: string, from: string, to: string, noteId: string) {
  if (from === to) return;
  await ex.insert(notifications).values({ type: 'note', blog: blogUuid, notificationFor: to, userId: from, note: noteId });
}
