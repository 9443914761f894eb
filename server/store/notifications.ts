import { and, count, desc, eq, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { NotificationFilter } from '../../src/contract/index.ts';
import type { Executor } from '../db/query.ts';
import { blogs, comments, notes, notifications as n, remoteActors, users } from '../db/schema.ts';

export interface NotificationRow {
  id: string;
  type: 'like' | 'comment' | 'reply' | 'new_blog' | 'review_request' | 'note';
  seen: boolean;
  created_at: Date;
  fullname: string;
  username: string;
  profile_img: string;
  blog_uuid: string;
  blog_id: string;
  title: string;
  blog_author: string;
  comment_id: string | null;
  comment_text: string | null;
  roc_id: string | null;
  roc_text: string | null;
  reply_id: string | null;
  reply_text: string | null;
  note_id: string | null;
  note_text: string | null;
  note_block: string | null;
}

/**
 * The notifications a member sees: none from someone they blocked, none about a comment a moderator
 * hid, none about a hidden blog unless it is their own, and none of the workshop about a blog they no
 * longer review (a draft reaches its author and reviewers only).
 */
const visibleTo = (userId: string) =>
  sql`NOT EXISTS (SELECT 1 FROM blocks k WHERE k.blocker = ${userId} AND k.blocked = ${n.userId})
    AND NOT EXISTS (SELECT 1 FROM remote_blocks rk WHERE rk.blocker = ${userId} AND rk.actor = ${n.remoteActor})
    AND NOT EXISTS (SELECT 1 FROM comments hc WHERE hc.id = ${n.comment} AND hc.hidden)
    AND NOT EXISTS (SELECT 1 FROM blogs hb WHERE hb.id = ${n.blog} AND hb.hidden AND hb.author <> ${userId})
    AND (${n.type} NOT IN ('review_request', 'note')
         OR EXISTS (SELECT 1 FROM blogs wb WHERE wb.id = ${n.blog} AND wb.author = ${userId})
         OR EXISTS (SELECT 1 FROM blog_reviewers wr WHERE wr.blog = ${n.blog} AND wr.user_id = ${userId}))`;

const ofFilter = (userId: string, filter: NotificationFilter) =>
  filter === 'all' ? and(eq(n.notificationFor, userId), visibleTo(userId)) : and(eq(n.notificationFor, userId), eq(n.type, filter), visibleTo(userId));

/** Whether someone else's action left the user an unseen notification. */
export async function hasUnseen(db: Executor, userId: string): Promise<boolean> {
  const found = await db
    .select({ id: n.id })
    .from(n)
    .where(and(eq(n.notificationFor, userId), not(n.seen), sql`${n.userId} IS DISTINCT FROM ${userId}`, visibleTo(userId)))
    .limit(1);
  return found.length > 0;
}

// A notification names up to three comments: the comment, the one replied on, and the reply.
const commented = alias(comments, 'c');
const repliedOn = alias(comments, 'r');
const replied = alias(comments, 'p');

/** A page of the user's notifications of a filter, newest first, with the blog and comments they name. */
export function notificationPage(db: Executor, userId: string, filter: NotificationFilter, skip: number, size: number): Promise<NotificationRow[]> {
  return db
    .select({
      id: n.id,
      type: n.type,
      seen: n.seen,
      created_at: n.createdAt,
      // A remote actor's reply names that actor (user@host).
      fullname: sql<string>`coalesce(${users.fullname}, ${remoteActors.name})`,
      username: sql<string>`coalesce(${users.username}, ${remoteActors.handle})`,
      profile_img: sql<string>`coalesce(${users.profileImg}, ${remoteActors.avatar})`,
      blog_uuid: blogs.id,
      blog_id: blogs.blogId,
      title: blogs.title,
      blog_author: blogs.author,
      comment_id: commented.id,
      comment_text: commented.comment,
      roc_id: repliedOn.id,
      roc_text: repliedOn.comment,
      reply_id: replied.id,
      reply_text: replied.comment,
      note_id: notes.id,
      note_text: notes.text,
      note_block: notes.blockId,
    })
    .from(n)
    .leftJoin(users, eq(users.id, n.userId))
    .leftJoin(remoteActors, eq(remoteActors.id, n.remoteActor))
    .innerJoin(blogs, eq(blogs.id, n.blog))
    .leftJoin(commented, eq(commented.id, n.comment))
    .leftJoin(repliedOn, eq(repliedOn.id, n.repliedOnComment))
    .leftJoin(replied, eq(replied.id, n.reply))
    .leftJoin(notes, eq(notes.id, n.note))
    .where(ofFilter(userId, filter))
    .orderBy(desc(n.createdAt), desc(n.seq))
    .limit(size)
    .offset(skip);
}

/** Marks the user's notifications of a filter seen. */
export async function markSeen(db: Executor, userId: string, filter: NotificationFilter) {
  await db.update(n).set({ seen: true }).where(and(ofFilter(userId, filter), not(n.seen)));
}

export async function countNotifications(db: Executor, userId: string, filter: NotificationFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(n).where(ofFilter(userId, filter));
  return row.total;
}
