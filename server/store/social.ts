import { and, count, desc, eq, sql } from 'drizzle-orm';
import { rows, type Executor } from '../db/query.ts';
import { blogs, bookmarks, follows, users } from '../db/schema.ts';
import { CARD_COLUMNS, NEWEST, type CardRow } from './blogs.ts';

/* Following */

/** Follows or unfollows; true when something changed (following twice changes nothing). */
export async function setFollowing(ex: Executor, follower: string, followee: string, following: boolean): Promise<boolean> {
  const changed = following
    ? await ex.insert(follows).values({ follower, followee }).onConflictDoNothing().returning({ f: follows.follower })
    : await ex.delete(follows).where(and(eq(follows.follower, follower), eq(follows.followee, followee))).returning({ f: follows.follower });
  return changed.length > 0;
}

export async function followCounts(ex: Executor, userId: string, viewer?: string) {
  const [followers] = await ex.select({ n: count() }).from(follows).where(eq(follows.followee, userId));
  const [following] = await ex.select({ n: count() }).from(follows).where(eq(follows.follower, userId));
  const isFollowed = viewer ? (await ex.select({ f: follows.follower }).from(follows).where(and(eq(follows.follower, viewer), eq(follows.followee, userId)))).length > 0 : undefined;
  return { followers: followers.n, following: following.n, isFollowed };
}

/** Published blogs by the authors the user follows, newest first (the blog cards' SQL, filtered by a join). */
export function followingCards(ex: Executor, userId: string, limit: number, skip: number): Promise<CardRow[]> {
  return rows<CardRow>(
    ex,
    sql`SELECT ${CARD_COLUMNS} FROM blogs b JOIN users u ON u.id = b.author
        JOIN follows f ON f.followee = b.author AND f.follower = ${userId}
        WHERE NOT b.draft ORDER BY ${NEWEST} LIMIT ${limit} OFFSET ${skip}`,
  );
}

/* Bookmarks */

/** Saves or removes a bookmark of a published blog; saving twice keeps the first one's time. */
export async function setBookmark(ex: Executor, userId: string, blog: { id: string; title: string; username: string; fullname: string }, saved: boolean) {
  if (saved) {
    await ex
      .insert(bookmarks)
      .values({ userId, blog: blog.id, title: blog.title, authorUsername: blog.username, authorFullname: blog.fullname })
      .onConflictDoNothing({ target: [bookmarks.userId, bookmarks.blog] });
  } else {
    await ex.delete(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.blog, blog.id)));
  }
}

/** A published blog with what a bookmark keeps of it. */
export async function bookmarkableBlog(ex: Executor, blogUuid: string) {
  const [b] = await ex
    .select({ id: blogs.id, title: blogs.title, username: users.username, fullname: users.fullname })
    .from(blogs)
    .innerJoin(users, eq(users.id, blogs.author))
    .where(and(eq(blogs.id, blogUuid), sql`NOT ${blogs.draft}`));
  return b;
}

export interface BookmarkRow {
  saved_at: Date;
  title: string;
  author_username: string;
  author_fullname: string;
  /** The card's columns, all null when the blog is gone (or back to a draft). */
  card: CardRow | null;
}

/** The reading list, newest first; a bookmark whose blog is gone keeps its title and author. */
export async function bookmarkPage(ex: Executor, userId: string, limit: number, skip: number): Promise<BookmarkRow[]> {
  const list = await rows<{ saved_at: Date; saved_title: string; author_username: string; author_fullname: string } & Partial<CardRow> & { id: string | null }>(
    ex,
    sql`SELECT k.saved_at, k.title AS saved_title, k.author_username, k.author_fullname, c.*
        FROM bookmarks k
        LEFT JOIN LATERAL (SELECT ${CARD_COLUMNS} FROM blogs b JOIN users u ON u.id = b.author WHERE b.id = k.blog AND NOT b.draft) c ON true
        WHERE k.user_id = ${userId}
        ORDER BY k.saved_at DESC, k.seq DESC LIMIT ${limit} OFFSET ${skip}`,
  );
  return list.map((r) => ({
    saved_at: r.saved_at,
    title: r.saved_title,
    author_username: r.author_username,
    author_fullname: r.author_fullname,
    card: r.id ? (r as unknown as CardRow) : null,
  }));
}

export const bookmarkCount = async (ex: Executor, userId: string) => (await ex.select({ n: count() }).from(bookmarks).where(eq(bookmarks.userId, userId)))[0].n;

export const isBookmarked = async (ex: Executor, userId: string, blogUuid: string) =>
  (await ex.select({ id: bookmarks.id }).from(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.blog, blogUuid))).orderBy(desc(bookmarks.savedAt)).limit(1)).length > 0;
