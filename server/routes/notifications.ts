import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES, getNotificationsSchema, notificationsCountSchema } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import { countNotifications, hasUnseen, markSeen, notificationPage } from '../store/notifications.ts';
import { parseBody, requireUser } from '../http.ts';

const ref = (id: string | null, text: string | null) => (id ? { _id: id, comment: text ?? '' } : undefined);

export default async function notificationRoutes(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const db = ctx.db;

  api.get('/new-notification', async (req) => {
    const me = await requireUser(ctx, req);
    return { new_notification_available: await hasUnseen(db, me.id) };
  });

  api.post('/get-notifications', async (req) => {
    const me = await requireUser(ctx, req);
    const body = parseBody(getNotificationsSchema, req.body);
    const size = PAGE_SIZES.notifications;
    const skip = Math.max(0, (body.page - 1) * size - body.deletedDocCount);
    const list = await notificationPage(db, me.id, body.filter, skip, size);
    // The answer shows what was unseen; from now on these are seen.
    await markSeen(db, me.id, body.filter);
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
    return { totalDocs: await countNotifications(db, me.id, body.filter) };
  });
}
