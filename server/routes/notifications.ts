import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { PAGE_SIZES, getNotificationsSchema, notificationsCountSchema } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import { one, rows } from '../db/query.ts';
import { parseBody, requireUser } from '../http.ts';

interface NotificationRow {
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

const ref = (id: string | null, text: string | null) => (id ? { _id: id, comment: text ?? '' } : undefined);

export default async function notificationRoutes(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const db = ctx.db;
  const ofFilter = (userId: string, filter: string) =>
    filter === 'all' ? sql`n.notification_for = ${userId}` : sql`n.notification_for = ${userId} AND n.type = ${filter}`;

  api.get('/new-notification', async (req) => {
    const me = await requireUser(ctx, req);
    const unseen = await one(db, sql`SELECT 1 FROM notifications WHERE notification_for = ${me.id} AND NOT seen AND user_id <> ${me.id} LIMIT 1`);
    return { new_notification_available: !!unseen };
  });

  api.post('/get-notifications', async (req) => {
    const me = await requireUser(ctx, req);
    const body = parseBody(getNotificationsSchema, req.body);
    const size = PAGE_SIZES.notifications;
    const skip = Math.max(0, (body.page - 1) * size - body.deletedDocCount);
    const list = await rows<NotificationRow>(
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
          WHERE ${ofFilter(me.id, body.filter)}
          ORDER BY n.created_at DESC, n.seq DESC LIMIT ${size} OFFSET ${skip}`,
    );
    // The answer shows what was unseen; from now on these are seen.
    await db.execute(sql`UPDATE notifications n SET seen = true WHERE ${ofFilter(me.id, body.filter)} AND NOT n.seen`);
    return {
      notifications: list.map((n) => ({
        _id: n.id,
        type: n.type,
        seen: n.seen,
        createdAt: n.created_at.toISOString(),
        user: { personal_info: { fullname: n.fullname, username: n.username, profile_img: n.profile_img } },
        blog: { _id: n.blog_uuid, blog_id: n.blog_id, title: n.title, author: n.blog_author },
        ...(n.comment_id ? { comment: ref(n.comment_id, n.comment_text) } : {}),
        ...(n.roc_id ? { replied_on_comment: ref(n.roc_id, n.roc_text) } : {}),
        ...(n.reply_id ? { reply: ref(n.reply_id, n.reply_text) } : {}),
      })),
    };
  });

  api.post('/all-notifications-count', async (req) => {
    const me = await requireUser(ctx, req);
    const body = parseBody(notificationsCountSchema, req.body);
    const r = (await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM notifications n WHERE ${ofFilter(me.id, body.filter)}`))!;
    return { totalDocs: r.n };
  });
}
