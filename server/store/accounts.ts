import { asc, eq, isNotNull, and, desc } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../db/query.ts';
import { blogs, comments, uploads, users } from '../db/schema.ts';

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
    })
    .from(users)
    .where(eq(users.id, userId));
  return u;
}

export function exportBlogs(ex: Executor, userId: string) {
  return ex
    .select({
      blog_id: blogs.blogId,
      title: blogs.title,
      des: blogs.des,
      banner: blogs.banner,
      tags: blogs.tags,
      draft: blogs.draft,
      content: blogs.content,
      published_at: blogs.publishedAt,
      updated_at: blogs.updatedAt,
      total_likes: blogs.totalLikes,
      total_comments: blogs.totalComments,
      total_reads: blogs.totalReads,
    })
    .from(blogs)
    .where(eq(blogs.author, userId))
    .orderBy(desc(blogs.publishedAt));
}

export function exportComments(ex: Executor, userId: string) {
  return ex
    .select({ id: comments.id, blog_id: blogs.blogId, blog_title: blogs.title, comment: comments.comment, is_reply: comments.isReply, parent: comments.parent, commented_at: comments.commentedAt })
    .from(comments)
    .innerJoin(blogs, eq(blogs.id, comments.blog))
    .where(eq(comments.commentedBy, userId))
    .orderBy(asc(comments.commentedAt));
}

export function exportUploads(ex: Executor, userId: string) {
  return ex
    .select({ key: uploads.key, content_type: uploads.contentType })
    .from(uploads)
    .where(and(eq(uploads.owner, userId), isNotNull(uploads.uploadedAt)));
}
