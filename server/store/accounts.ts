import { and, asc, desc, eq, gt, isNotNull, lt } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../db/query.ts';
import { blogs, comments, notes, uploads, users } from '../db/schema.ts';

/*
 * Leaving with one's data: deleting an account and exporting it (API.md, "Accounts and e-mail").
 * The counter updates are set-based SQL over what each DELETE returned: raw SQL says them directly.
 */

/** What a deleted account leaves to clean outside the database: the files of its uploads. */
export interface DeletedAccount {
  uploadKeys: string[];
}

/**
 * Deletes a member and everything of theirs, keeping every counter exact: their likes (each blog's
 * like count drops), their comments (a comment with replies by others stays as [deleted] with no
 * author; the others go, and each blog's comment counts drop), their blogs (with the comments, likes
 * and notifications on them), their uploads, sessions, tokens, mail and notifications.
 */
export async function deleteAccountRows(tx: Executor, userId: string, deletedText: string): Promise<DeletedAccount> {
  await tx.execute(sql`UPDATE blogs b SET total_likes = b.total_likes - 1 FROM likes l WHERE l.blog = b.id AND l.user_id = ${userId} AND b.author <> ${userId}`);
  await tx.execute(sql`DELETE FROM likes WHERE user_id = ${userId}`);
  // Their comments on others' blogs, leaves first: a comment whose replies all go goes too.
  for (;;) {
    const gone = await rows<{ n: number }>(
      tx,
      sql`WITH gone AS (
            DELETE FROM comments c WHERE c.commented_by = ${userId}
              AND NOT EXISTS (SELECT 1 FROM comments k WHERE k.parent = c.id)
              AND c.blog NOT IN (SELECT id FROM blogs WHERE author = ${userId})
            RETURNING c.blog, c.is_reply, c.hidden),
          counts AS (SELECT blog, (count(*) FILTER (WHERE NOT hidden))::int AS n, (count(*) FILTER (WHERE NOT is_reply AND NOT hidden))::int AS p FROM gone GROUP BY blog),
          updated AS (
            UPDATE blogs b SET total_comments = b.total_comments - counts.n, total_parent_comments = b.total_parent_comments - counts.p
            FROM counts WHERE b.id = counts.blog RETURNING 1)
          SELECT (SELECT count(*)::int FROM gone) AS n`,
    );
    if (!gone[0] || gone[0].n === 0) break;
  }
  // What is left of theirs has replies by others: it stays for the thread's shape, without them.
  await tx.execute(sql`UPDATE comments SET commented_by = NULL, comment = ${deletedText} WHERE commented_by = ${userId}`);
  await tx.delete(blogs).where(eq(blogs.author, userId));
  const files = await rows<{ key: string; stored: boolean }>(tx, sql`DELETE FROM uploads WHERE owner = ${userId} RETURNING key, uploaded_at IS NOT NULL AS stored`);
  await tx.delete(users).where(eq(users.id, userId));
  return { uploadKeys: files.filter((f) => f.stored).map((f) => f.key) };
}

/* Export */

export async function exportProfile(ex: Executor, userId: string) {
  const [u] = await ex
    .select({
      fullname: users.fullname,
      username: users.username,
      email: users.email,
      email_verified: users.emailVerified,
      bio: users.bio,
      profile_img: users.profileImg,
      social_links: users.socialLinks,
      total_posts: users.totalPosts,
      total_reads: users.totalReads,
      joined_at: users.joinedAt,
      email_settings: users.emailSettings,
      language: users.language,
      theme: users.theme,
    })
    .from(users)
    .where(eq(users.id, userId));
  return u;
}

/** Blogs per read of an export: with a body of at most 2 MiB, one page holds a few MB of content whatever the member has. */
export const EXPORT_BLOG_PAGE = 4;
/** Comments per read of an export (each is at most a few KB). */
export const EXPORT_COMMENT_PAGE = 200;

/**
 * One page of the member's blogs for the export, newest first, after the blog whose `seq` is
 * `before` (null: from the start). Keyset on `seq`: it never changes, so a blog edited or published
 * while the export runs is neither skipped nor written twice, and each page is one index range.
 */
export function exportBlogPage(ex: Executor, userId: string, before: number | null, limit = EXPORT_BLOG_PAGE) {
  return ex
    .select({
      seq: blogs.seq,
      blog_id: blogs.blogId,
      title: blogs.title,
      des: blogs.des,
      banner: blogs.banner,
      tags: blogs.tags,
      draft: blogs.draft,
      content: blogs.content,
      canonical_url: blogs.canonicalUrl,
      language: blogs.language,
      published_at: blogs.publishedAt,
      updated_at: blogs.updatedAt,
      total_likes: blogs.totalLikes,
      total_comments: blogs.totalComments,
      total_reads: blogs.totalReads,
    })
    .from(blogs)
    .where(before === null ? eq(blogs.author, userId) : and(eq(blogs.author, userId), lt(blogs.seq, before)))
    .orderBy(desc(blogs.seq))
    .limit(limit);
}

/**
 * One page of the member's comments, oldest first, after the comment whose `seq` is `after`. The
 * title of the blog commented on is the member's to see only while that blog is published and
 * visible, or when the blog is their own: a blog taken back to a draft or hidden keeps its new
 * title to its author.
 */
export function exportCommentPage(ex: Executor, userId: string, after: number | null, limit = EXPORT_COMMENT_PAGE) {
  return ex
    .select({
      seq: comments.seq,
      id: comments.id,
      blog_id: blogs.blogId,
      blog_title: sql<string | null>`CASE WHEN ${blogs.author} = ${userId} OR (NOT ${blogs.draft} AND NOT ${blogs.hidden}) THEN ${blogs.title} END`,
      comment: comments.comment,
      is_reply: comments.isReply,
      parent: comments.parent,
      commented_at: comments.commentedAt,
    })
    .from(comments)
    .innerJoin(blogs, eq(blogs.id, comments.blog))
    .where(after === null ? eq(comments.commentedBy, userId) : and(eq(comments.commentedBy, userId), gt(comments.seq, after)))
    .orderBy(asc(comments.seq))
    .limit(limit);
}

export const EXPORT_NOTE_PAGE = 200;

/**
 * One page of the workshop notes and replies the member wrote, oldest first, after the note whose
 * `cursor` is `after` (null: from the start). Keyset on (created_at, id): notes have no sequence, and
 * neither value changes; the cursor keeps the time as the database's text, whose microseconds a JS
 * Date would drop. The blog's title only where the member may still read it (their own blog, one
 * still shared with them, or a published one).
 */
export function exportNotePage(ex: Executor, userId: string, after: string | null, limit = EXPORT_NOTE_PAGE) {
  const mine = eq(notes.author, userId);
  return ex
    .select({
      cursor: sql<string>`${notes.createdAt}::text || '|' || ${notes.id}::text`,
      id: notes.id,
      blog_id: blogs.blogId,
      blog_title: sql<string | null>`CASE WHEN ${blogs.author} = ${userId} OR (NOT ${blogs.hidden} AND (NOT ${blogs.draft}
        OR EXISTS (SELECT 1 FROM blog_reviewers r WHERE r.blog = ${blogs.id} AND r.user_id = ${userId}))) THEN ${blogs.title} END`,
      block_id: notes.blockId,
      quote: notes.quote,
      text: notes.text,
      parent: notes.parent,
      resolved: notes.resolved,
      closed: notes.closed,
      created_at: notes.createdAt,
      edited_at: notes.editedAt,
    })
    .from(notes)
    .innerJoin(blogs, eq(blogs.id, notes.blog))
    .where(after === null ? mine : and(mine, sql`(${notes.createdAt}, ${notes.id}) > (split_part(${after}, '|', 1)::timestamptz, split_part(${after}, '|', 2)::uuid)`))
    .orderBy(asc(notes.createdAt), asc(notes.id))
    .limit(limit);
}

export function exportUploads(ex: Executor, userId: string) {
  return ex
    .select({ key: uploads.key, content_type: uploads.contentType })
    .from(uploads)
    .where(and(eq(uploads.owner, userId), isNotNull(uploads.uploadedAt)));
}
