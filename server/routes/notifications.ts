import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import { countNotifications, hasUnseen, markSeen, notificationPage } from '../store/notifications.ts';
import { callServer } from './call.ts';

const ref = (id: string | null, text: string | null) => (id ? { _id: id, comment: text ?? '' } : undefined);

export default async function notificationRoutes(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const db = ctx.db;
  const serve = callServer(api, ctx);

  serve('newNotification', async ({ me }) => {
    return { new_notification_available: await hasUnseen(db, me.id) };
  });

  serve('getNotifications', async ({ body, me }) => {
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
        ...(n.note_id ? { note: { _id: n.note_id, text: n.note_text ?? '', block_id: n.note_block ?? '' } } : {}),
      })),
    };
  });

  serve('allNotificationsCount', async ({ body, me }) => {
    return { totalDocs: await countNotifications(db, me.id, body.filter) };
  });
}
