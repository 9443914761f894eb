import type { FastifyInstance } from 'fastify';
import { MESSAGES, PAGE_SIZES, type LogAction } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import { HttpError, badRequest, forbidden, isUuid, notFound, requireModerator } from '../http.ts';
import { TAG } from '../cache/index.ts';
import { deleteBlogRow } from '../store/blogs.ts';
import { deleteCommentTree, lockBlog } from '../store/comments.ts';
import { suspend } from '../store/governance.ts';
import {
  blogOfCommentId,
  closeReports,
  dismissalCooldown,
  hideBlog,
  hideCommentTree,
  hideable,
  insertReport,
  lockReporter,
  reportsInLastHour,
  unhideBlog,
  unhideCommentTree,
  lockBlogById,
  logAction,
  logPage,
  openReport,
  queuePage,
  reportSubject,
  roleOf,
} from '../store/moderation.ts';
import { accountById } from '../store/users.ts';
import { callServer } from './call.ts';

const page = (n: number, size: number) => ({ limit: size, skip: (n - 1) * size });
const DAY_MS = 24 * 3600 * 1000;
/** A member who had a report on a target dismissed waits this long before reporting it again. */
const DISMISSED_COOLDOWN_DAYS = 7;

/**
 * Who may act on whose content (hide, delete, suspend, show again): a moderator on members' only,
 * an admin on anyone's. Throws the reason otherwise.
 */
function mayActOn(me: { role: string }, ownerRole: string) {
  if (ownerRole === 'member' || me.role === 'admin') return;
  throw forbidden(ownerRole === 'admin' ? 'Moderators cannot act on an admin’s content' : 'Only an admin can act on a moderator’s content');
}

/** Reports and what moderators do with them (API.md, "Community"). */
export default async function moderationRoutes(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const db = ctx.db;
  const serve = callServer(api, ctx);

  serve('report', async ({ body, me }) => {
    const subject = isUuid(body.id) ? await reportSubject(db, body.target, body.id) : undefined;
    if (!subject) throw notFound(body.target === 'user' ? 'User not found' : body.target === 'blog' ? 'Blog not found' : 'Comment not found');
    if (subject.against === me.id) throw badRequest('You cannot report yourself');
    const limit = ctx.config.REPORTS_PER_HOUR;
    await db.transaction(async (tx) => {
      // One reporter's reports one at a time: two at once cannot both pass the count.
      await lockReporter(tx, me.id);
      const wait = await dismissalCooldown(tx, me.id, body.target, body.id, DISMISSED_COOLDOWN_DAYS);
      if (wait !== null) {
        const days = Math.ceil(wait / (24 * 3600));
        throw new HttpError(429, `A moderator already looked at your report on this. You can report it again in ${days} ${days === 1 ? 'day' : 'days'}.`, { 'retry-after': String(wait) });
      }
      const sent = await reportsInLastHour(tx, me.id);
      if (sent.n >= limit) throw new HttpError(429, `You can send at most ${limit} reports an hour. Try again later.`, { 'retry-after': String(sent.freesIn) });
      const created = await insertReport(tx, { reporter: me.id, target: body.target, targetId: body.id, against: subject.against, reason: body.reason });
      if (!created) throw new HttpError(409, MESSAGES.reportedTwice);
    });
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
    if (!isUuid(body.report_id)) throw notFound('Report not found');
    // Reads still in memory go in first, so that deleting a blog takes exactly its reads off its author.
    if (body.action === 'delete') await ctx.cache.reads.flush();
    let suspended: string | undefined;
    const changedBlog = await db.transaction(async (tx) => {
      const report = await openReport(tx, body.report_id);
      if (!report) throw notFound('Report not found (it may have been handled already)');
      if (report.reporter === me.id) throw forbidden(MESSAGES.ownReport);
      if (report.against === me.id) throw forbidden('A moderator cannot act on a report against themselves');
      const subject = await reportSubject(tx, report.target, report.targetId);
      const label = subject?.label ?? '(gone)';
      let blogChanged: string | undefined;
      if ((body.action === 'hide' || body.action === 'delete') && report.target !== 'user' && report.against) {
        const role = await roleOf(tx, report.against);
        if (role) mayActOn(me, role);
      }

      if (body.action === 'hide') {
        if (report.target === 'user') throw badRequest('A member cannot be hidden; suspend them instead');
        if (report.target === 'blog') {
          if (!(await hideBlog(tx, report.targetId))) throw notFound('Blog not found');
          blogChanged = report.targetId;
        } else {
          blogChanged = await hideCommentTree(tx, report.targetId);
          if (!blogChanged) throw notFound('Comment not found');
        }
      } else if (body.action === 'delete') {
        if (report.target === 'user') throw badRequest('A member cannot be deleted here; suspend them instead');
        if (report.target === 'blog') {
          const b = await lockBlogById(tx, report.targetId);
          if (!b) throw notFound('Blog not found');
          await deleteBlogRow(tx, b, b.author);
          blogChanged = b.id;
        } else {
          const blog = await blogOfCommentId(tx, report.targetId);
          if (!blog) throw notFound('Comment not found');
          await lockBlog(tx, blog);
          await deleteCommentTree(tx, report.targetId, blog);
          blogChanged = blog;
        }
      } else if (body.action === 'suspend') {
        if (!report.against) throw notFound('User not found');
        const role = await roleOf(tx, report.against);
        if (!role) throw notFound('User not found');
        if (role !== 'member' && me.role !== 'admin') throw forbidden(role === 'admin' ? 'Moderators cannot suspend an admin' : 'Only an admin can suspend a moderator');
        if (role === 'admin') throw forbidden('An admin cannot be suspended; remove their admin role first');
        await suspend(tx, report.against, new Date(Date.now() + body.days! * DAY_MS));
        suspended = report.against;
      }

      await closeReports(tx, report.target, report.targetId, body.action === 'dismiss' ? 'dismissed' : 'upheld');
      const who = (await accountById(tx, me.id))!;
      await logAction(tx, {
        moderator: me.id,
        moderatorUsername: who.username,
        action: body.action,
        target: report.target,
        targetId: report.targetId,
        label: body.action === 'suspend' && report.target !== 'user' ? `${label} (its author)` : label,
        reason: report.reason,
        days: body.action === 'suspend' ? body.days : undefined,
      });
      return blogChanged;
    });
    if (changedBlog) ctx.cache.changed(TAG.lists, TAG.blog(changedBlog));
    // Their sessions ended with the transaction: none is taken from this process's kept lookups either.
    if (suspended) ctx.sessions.forgetUser(suspended);
    return { status: 'done' };
  });

  serve('unhide', async ({ body, me }) => {
    requireModerator(me);
    const what = body.target === 'blog' ? 'Blog not found' : 'Comment not found';
    if (!isUuid(body.id)) throw notFound(what);
    const changedBlog = await db.transaction(async (tx) => {
      const item = await hideable(tx, body.target, body.id);
      if (!item) throw notFound(what);
      if (item.owner === me.id) throw forbidden('A moderator cannot undo an action on their own content');
      const role = item.owner ? await roleOf(tx, item.owner) : undefined;
      if (role) mayActOn(me, role);
      if (!item.hidden) throw new HttpError(409, 'This is not hidden');
      // A reply under a hidden comment would hang from nothing: the comment above comes back first.
      if (item.parentHidden) throw new HttpError(409, 'The comment it replies to is hidden: show that one again first');
      const blog = body.target === 'blog' ? ((await unhideBlog(tx, body.id)) ? body.id : undefined) : await unhideCommentTree(tx, body.id);
      if (!blog) throw new HttpError(409, 'This is not hidden');
      const who = (await accountById(tx, me.id))!;
      await logAction(tx, { moderator: me.id, moderatorUsername: who.username, action: 'unhide', target: body.target, targetId: body.id, label: item.label, reason: '' });
      return blog;
    });
    ctx.cache.changed(TAG.lists, TAG.blog(changedBlog));
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
