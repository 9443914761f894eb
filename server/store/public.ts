import { and, arrayContains, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { blogs, users } from '../db/schema.ts';

/**
 * The read-only queries behind link previews, feeds and the sitemap. Every one of them reads
 * published blogs no moderator hid: `published` is in each query, never left to a caller.
 */

const published = and(eq(blogs.draft, false), eq(blogs.hidden, false));

const blogColumns = {
  id: blogs.id,
  blogId: blogs.blogId,
  title: blogs.title,
  des: blogs.des,
  banner: blogs.banner,
  tags: blogs.tags,
  publishedAt: blogs.publishedAt,
  updatedAt: blogs.updatedAt,
  canonicalUrl: blogs.canonicalUrl,
  language: blogs.language,
  fullname: users.fullname,
  username: users.username,
};

export type PublicBlog = {
  id: string;
  blogId: string;
  title: string;
  des: string;
  banner: string;
  tags: string[];
  publishedAt: Date;
  updatedAt: Date;
  /** Its original address elsewhere, when it was first published there. */
  canonicalUrl: string | null;
  /** The language it is written in (a BCP 47 tag). */
  language: string;
  fullname: string;
  username: string;
};

export type FeedBlog = PublicBlog & { content: { blocks: unknown[] }; moreBlocks?: boolean };

/** A feed item carries at most this many of a blog's blocks, then a link to the rest. */
export const FEED_BLOCKS = 30;

/** A published blog by its blog_id, with its content, or undefined (unknown or a draft: the same answer). */
export async function publishedBlog(db: Db, blogId: string): Promise<(PublicBlog & { content: { blocks?: unknown[] } }) | undefined> {
  const [row] = await db
    .select({ ...blogColumns, content: blogs.content })
    .from(blogs)
    .innerJoin(users, eq(users.id, blogs.author))
    .where(and(eq(blogs.blogId, blogId), published))
    .limit(1);
  return row;
}

export interface PublicUser {
  id: string;
  username: string;
  fullname: string;
  bio: string;
  profileImg: string;
  joinedAt: Date;
  /** Published blogs. */
  totalPosts: number;
}

export async function userByUsername(db: Db, username: string): Promise<PublicUser | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      fullname: users.fullname,
      bio: users.bio,
      profileImg: users.profileImg,
      joinedAt: users.joinedAt,
      totalPosts: users.totalPosts,
    })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  return row;
}

/** The latest published blogs, newest first (ties in creation order), with their content. */
export async function latestForFeed(db: Db, filter: { authorId?: string; tag?: string }, limit: number): Promise<FeedBlog[]> {
  const conditions = [published];
  if (filter.authorId) conditions.push(eq(blogs.author, filter.authorId));
  if (filter.tag !== undefined) conditions.push(arrayContains(blogs.tags, [filter.tag]));
  // Only the first blocks leave the database: a feed of long blogs costs what a feed of short ones does.
  const blocks = sql`CASE WHEN jsonb_typeof(${blogs.content}->'blocks') = 'array' THEN ${blogs.content}->'blocks' ELSE '[]'::jsonb END`;
  return db
    .select({
      ...blogColumns,
      content: sql<{ blocks: unknown[] }>`jsonb_build_object('blocks', jsonb_path_query_array(${blocks}, ${`$[0 to ${FEED_BLOCKS - 1}]`}::jsonpath))`,
      moreBlocks: sql<boolean>`jsonb_array_length(${blocks}) > ${FEED_BLOCKS}`,
    })
    .from(blogs)
    .innerJoin(users, eq(users.id, blogs.author))
    .where(and(...conditions))
    .orderBy(desc(blogs.publishedAt), desc(blogs.seq))
    .limit(limit);
}

/** The sitemaps protocol allows 50,000 addresses in one file. */
export const SITEMAP_LIMIT = 50_000;

const lastChange = sql<Date>`greatest(${blogs.publishedAt}, ${blogs.updatedAt})`;

export async function sitemapEntries(db: Db) {
  const blogRows = await db
    .select({ blogId: blogs.blogId, lastmod: lastChange })
    .from(blogs)
    .where(published)
    .orderBy(desc(blogs.publishedAt), desc(blogs.seq))
    .limit(SITEMAP_LIMIT);
  const authorRows = await db
    .select({ username: users.username, lastmod: sql<Date>`max(${lastChange})` })
    .from(users)
    .innerJoin(blogs, and(eq(blogs.author, users.id), published))
    .groupBy(users.id, users.username)
    .orderBy(users.username)
    .limit(SITEMAP_LIMIT);
  return {
    blogs: blogRows.map((r) => ({ blogId: r.blogId, lastmod: toDate(r.lastmod) })),
    authors: authorRows.map((r) => ({ username: r.username, lastmod: toDate(r.lastmod) })),
  };
}

/**
 * Raw `sql` columns come back as the driver gives them (a Date or a string, depending on the
 * driver's parsers); drizzle's own max() would map it through String() and lose the milliseconds.
 */
function toDate(v: unknown): Date {
  return v instanceof Date ? v : new Date(String(v));
}
