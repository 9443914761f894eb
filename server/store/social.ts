import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { rows, type Executor } from '../db/query.ts';
import { blocks, blogs, bookmarks, follows, users } from '../db/schema.ts';
import { CARD_COLUMNS, NEWEST, PUBLISHED, followersNotification, type CardRow } from './blogs.ts';

/* Following */

/** Follows or unfollows; true when something changed (following twice changes nothing). */
export async function setFollowing(ex: Executor, follower: string, followee: string, following: boolean): Promise<boolean> {
  const changed = following
    ? await ex.insert(follows).values({ follower, followee }).onConflictDoNothing().returning({ f: follows.follower })
    : await ex.delete(follows).where(and(eq(follows.follower, follower), eq(follows.followee, followee))).returning({ f: follows.follower });
  return changed.length > 0;
}

/**
 * A profile's counts in one statement: followers, following, confirmed newsletter subscribers and,
 * for a signed-in viewer who is someone else, whether they follow and blocked the member. One round
 * trip instead of five: on the embedded database each query waits for its one connection, which a
 * newsletter being queued shares.
 */
export async function profileCounts(ex: Executor, userId: string, viewer?: string) {
  const [row] = await rows<{ followers: number; fediverse_followers: number; following: number; subscribers: number; is_followed: boolean | null; is_blocked: boolean | null }>(
    ex,
    sql`SELECT (SELECT count(*)::int FROM follows WHERE followee = ${userId}::uuid) AS followers,
          (SELECT count(*)::int FROM remote_followers WHERE followee = ${userId}::uuid) AS fediverse_followers,
          (SELECT count(*)::int FROM follows WHERE follower = ${userId}::uuid) AS following,
          (SELECT count(*)::int FROM subscribers WHERE author = ${userId}::uuid AND state = 'confirmed') AS subscribers,
          ${viewer ? sql`EXISTS (SELECT 1 FROM follows WHERE follower = ${viewer}::uuid AND followee = ${userId}::uuid)` : sql`NULL::boolean`} AS is_followed,
          ${viewer ? sql`EXISTS (SELECT 1 FROM blocks WHERE blocker = ${viewer}::uuid AND blocked = ${userId}::uuid)` : sql`NULL::boolean`} AS is_blocked`,
  );
  return {
    // Followers on other servers count too; fediverseFollowers says how many.
    followers: row!.followers + row!.fediverse_followers,
    fediverseFollowers: row!.fediverse_followers,
    following: row!.following,
    subscribers: row!.subscribers,
    isFollowed: row!.is_followed ?? undefined,
    isBlocked: row!.is_blocked ?? undefined,
  };
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
        WHERE ${PUBLISHED} ORDER BY ${NEWEST} LIMIT ${limit} OFFSET ${skip}`,
  );
}

/* Bookmarks */

/** Saves or removes a bookmark of a published blog; saving twice keeps the first one's time. */
export async function setBookmark(ex: Executor, userId: string, blog: { id: string; title: string; username: string; fullname: string }, saved: boolean) {
  if (saved) {
    await ex
      .insert(bookmarks)
      .values({ userId, blog: blog.id, savedBlog: blog.id, title: blog.title, authorUsername: blog.username, authorFullname: blog.fullname })
      .onConflictDoNothing({ target: [bookmarks.userId, bookmarks.blog] });
  } else {
    await ex.delete(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.blog, blog.id)));
  }
}

/**
 * Removes a bookmark by the blog's _id, or the entry left by a deleted blog: such an entry has no
 * blog any more, so the app names it by the _id it saved (kept in deleted_blog when the blog went).
 */
export async function removeBookmark(ex: Executor, userId: string, blogUuid: string) {
  await ex.delete(bookmarks).where(and(eq(bookmarks.userId, userId), sql`(${bookmarks.blog} = ${blogUuid} OR ${bookmarks.savedBlog} = ${blogUuid})`));
}

/** A published blog with what a bookmark keeps of it. */
export async function bookmarkableBlog(ex: Executor, blogUuid: string) {
  const [b] = await ex
    .select({ id: blogs.id, title: blogs.title, username: users.username, fullname: users.fullname })
    .from(blogs)
    .innerJoin(users, eq(users.id, blogs.author))
    .where(and(eq(blogs.id, blogUuid), sql`NOT ${blogs.draft} AND NOT ${blogs.hidden}`));
  return b;
}

export interface BookmarkRow {
  saved_blog: string;
  saved_at: Date;
  title: string;
  author_username: string;
  author_fullname: string;
  /** The card's columns, all null when the blog is gone (or back to a draft). */
  card: CardRow | null;
}

/** The reading list, newest first; a bookmark whose blog is gone keeps its title and author. */
export async function bookmarkPage(ex: Executor, userId: string, limit: number, skip: number): Promise<BookmarkRow[]> {
  const list = await rows<{ saved_blog: string; saved_at: Date; saved_title: string; author_username: string; author_fullname: string } & Partial<CardRow> & { id: string | null }>(
    ex,
    sql`SELECT coalesce(k.saved_blog, k.blog) AS saved_blog, k.saved_at, k.title AS saved_title, k.author_username, k.author_fullname, c.*
        FROM bookmarks k
        LEFT JOIN LATERAL (SELECT ${CARD_COLUMNS} FROM blogs b JOIN users u ON u.id = b.author WHERE b.id = k.blog AND ${PUBLISHED}) c ON true
        WHERE k.user_id = ${userId}
        ORDER BY k.saved_at DESC, k.seq DESC LIMIT ${limit} OFFSET ${skip}`,
  );
  return list.map((r) => ({
    saved_blog: r.saved_blog,
    saved_at: r.saved_at,
    title: r.saved_title,
    author_username: r.author_username,
    author_fullname: r.author_fullname,
    card: r.id ? (r as unknown as CardRow) : null,
  }));
}

export const bookmarkCount = async (ex: Executor, userId: string) => (await ex.select({ n: count() }).from(bookmarks).where(eq(bookmarks.userId, userId)))[0].n;

/** Which of these blogs the user saved. */
export async function bookmarkedAmong(ex: Executor, userId: string, blogUuids: string[]): Promise<Set<string>> {
  if (blogUuids.length === 0) return new Set();
  const list = await ex.select({ blog: bookmarks.blog }).from(bookmarks).where(and(eq(bookmarks.userId, userId), inArray(bookmarks.blog, blogUuids)));
  return new Set(list.map((b) => b.blog!));
}

export const isBookmarked = async (ex: Executor, userId: string, blogUuid: string) =>
  (await ex.select({ id: bookmarks.id }).from(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.blog, blogUuid))).orderBy(desc(bookmarks.savedAt)).limit(1)).length > 0;

/* Blocking */

/** Blocks or unblocks; blocking also ends any following between the two (neither keeps the other's news). */
export async function setBlocked(ex: Executor, blocker: string, blocked: string, on: boolean) {
  if (on) {
    await ex.insert(blocks).values({ blocker, blocked }).onConflictDoNothing();
    await ex
      .delete(follows)
      .where(or(and(eq(follows.follower, blocker), eq(follows.followee, blocked)), and(eq(follows.follower, blocked), eq(follows.followee, blocker))));
  } else {
    await ex.delete(blocks).where(and(eq(blocks.blocker, blocker), eq(blocks.blocked, blocked)));
  }
}

export const hasBlocked = async (ex: Executor, blocker: string, blocked: string) =>
  (await ex.select({ b: blocks.blocker }).from(blocks).where(and(eq(blocks.blocker, blocker), eq(blocks.blocked, blocked)))).length > 0;

/** The members a viewer blocked: ids for SQL filters, usernames for filtering cached card lists. */
export async function blockedBy(ex: Executor, blocker: string): Promise<{ ids: string[]; usernames: Set<string> }> {
  const list = await ex.select({ id: users.id, username: users.username }).from(blocks).innerJoin(users, eq(users.id, blocks.blocked)).where(eq(blocks.blocker, blocker));
  return { ids: list.map((b) => b.id), usernames: new Set(list.map((b) => b.username)) };
}

/** new_blog notifications for the author's followers (none between the author and a follower who blocked the other); who they are. */
export async function notifyFollowers(tx: Executor, author: string, blogUuid: string): Promise<string[]> {
  const list = await rows<{ notification_for: string }>(tx, followersNotification(sql`${blogUuid}::uuid`, author));
  return list.map((n) => n.notification_for);
}
