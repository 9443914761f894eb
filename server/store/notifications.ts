import { sql } from 'drizzle-orm';
import type { NotificationFilter } from '../../src/contract/index.ts';
import { one, rows, type Executor } from '../db/query.ts';

export interface NotificationRow {
  id: string;
  type: 'like' | 'comment' | 'reply';
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
}

const ofFilter = (userId: string, filter: NotificationFilter) =>
  filter === 'all' ? sql`n.notification_for = ${userId}` : sql`n.notification_for = ${userId} AND n.type = ${filter}`;

/** Whether someone else's action left the user an unseen notification. */
export async function hasUnseen(db: Executor, userId: string): Promise<boolean> {
  return !!(await one(db, sql`SELECT 1 FROM notifications WHERE notification_for = ${userId} AND NOT seen AND user_id <> ${userId} LIMIT 1`));
}

/** A page of the user's notifications of a filter, newest first, with the blog and comments they name. */
export function notificationPage(db: Executor, userId: string, filter: NotificationFilter, skip: number, size: number) {
  return rows<NotificationRow>(
    db,
    sql`SELECT n.id, n.type, n.seen, n.created_at, u.fullname, u.username, u.profile_img,
          b.id AS blog_uuid, b.blog_id, b.title, b.author AS blog_author,
          c.id AS comment_id, c.comment AS comment_text, r.id AS roc_id, r.comment AS roc_text, p.id AS reply_id, p.comment AS reply_text
        FROM notifications n
        JOIN users u ON u.id = n.user_id
        JOIN blogs b ON b.id = n.blog
        LEFT JOIN comments c ON c.id = n.comment
        LEFT JOIN comments r ON r.id = n.replied_on_comment
        LEFT JOIN comments p ON p.id = n.reply
        WHERE ${ofFilter(userId, filter)}
        ORDER BY n.created_at DESC, n.seq DESC LIMIT ${size} OFFSET ${skip}`,
  );
}

/** Marks the user's notifications of a filter seen. */
export async function markSeen(db: Executor, userId: string, filter: NotificationFilter) {
  await db.execute(sql`UPDATE notifications n SET seen = true WHERE ${ofFilter(userId, filter)} AND NOT n.seen`);
}

export async function countNotifications(db: Executor, userId: string, filter: NotificationFilter): Promise<number> {
  return (await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM notifications n WHERE ${ofFilter(userId, filter)}`))!.n;
}
