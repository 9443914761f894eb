import type { FastifyInstance } from 'fastify';
import { ERRORS, PAGE_SIZES, type LogAction } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import { badRequest, isUuid, notFound, requireModerator } from '../http.ts';
import { logPage, queuePage, reportSubject } from '../store/moderation.ts';
import { fileReport, moderate, unhide } from '../services/moderation.ts';
import { callServer } from './call.ts';

const page = (n: number, size: number) => ({ limit: size, skip: (n - 1) * size });

/** Reports and what moderators do with them (API.md, "Community"). */
export default async function moderationRoutes(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const db = ctx.db;
  const serve = callServer(api, ctx);

  serve('report', async ({ body, me }) => {
    const subject = isUuid(body.id) ? await reportSubject(db, body.target, body.id) : undefined;
    if (!subject) throw notFound(body.target === 'user' ? ERRORS.userNotFound : body.target === 'blog' ? ERRORS.blogNotFound : ERRORS.commentNotFound);
    if (subject.against === me.id) throw badRequest(ERRORS.reportSelf);
    await fileReport(ctx, me, { target: body.target, id: body.id, reason: body.reason, against: subject.against });
    return { status: 'reported' };
  });

  serve('moderationQueue', async ({ body, me }) => {
    requireModerator(me);
    const { limit, skip } = page(body.page, PAGE_SIZES.moderation);
    const list = await queuePage(db, limit, skip);
    return {
      reports: list.map((r) => ({
        _id: r.id,
        target: r.target,
        target_id: r.target_id,
        reason: r.reason,
        createdAt: r.created_at.toISOString(),
        reporter: r.reporter_username ? { username: r.reporter_username, fullname: r.reporter_fullname ?? '' } : null,
        against: r.against_username ? { username: r.against_username, fullname: r.against_fullname ?? '', role: r.against_role ?? 'member' } : null,
        content: r.title === null ? null : { title: r.title, text: r.text ?? '', link: r.link ?? '', hidden: !!r.hidden },
      })),
    };
  });

  serve('moderate', async ({ body, me }) => {
    requireModerator(me);
    if (!isUuid(body.report_id)) throw notFound(ERRORS.reportNotFound);
    await moderate(ctx, me, { reportId: body.report_id, action: body.action, days: body.days });
    return { status: 'done' };
  });

  serve('unhide', async ({ body, me }) => {
    requireModerator(me);
    const what = body.target === 'blog' ? ERRORS.blogNotFound : ERRORS.commentNotFound;
    if (!isUuid(body.id)) throw notFound(what);
    await unhide(ctx, me, body.target, body.id);
    return { status: 'done' };
  });

  serve('moderationLog', async ({ body, me }) => {
    requireModerator(me);
    const { limit, skip } = page(body.page, PAGE_SIZES.moderationLog);
    const list = await logPage(db, limit, skip);
    return {
      entries: list.map((e) => ({
        _id: e.id,
        action: e.action as LogAction,
        target: e.target,
        target_id: e.targetId,
        label: e.label,
        reason: e.reason,
        days: e.days,
        moderator: e.moderatorUsername,
        createdAt: e.createdAt.toISOString(),
        hidden: !!e.hidden,
      })),
    };
  });
}
