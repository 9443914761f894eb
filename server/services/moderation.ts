import { ERRORS, REPORT_QUORUM, type ModerationAction, type ReportTarget } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import { HttpError, badRequest, forbidden, notFound } from '../http.ts';
import { TAG } from '../cache/index.ts';
import { deleteBlogRow } from '../store/blogs.ts';
import { deleteCommentTree, lockBlog } from '../store/comments.ts';
import { suspend } from '../store/governance.ts';
import { federateBlog, federateBlogAt } from '../federation/jobs.ts';
import { federatedBlogsOf, federatedRound, sentBlogsOf } from '../store/fediverse.ts';
import {
  blogOfCommentId,
  closeReports,
  dismissalCooldown,
  hideBlog,
  hiddenUntilDecided,
  weighingReporters,
  hideCommentTree,
  hideable,
  insertReport,
  lockReporter,
  reportsInLastHour,
  unhideBlog,
  unhideCommentTree,
  lockBlogById,
  logAction,
  openReport,
  reportSubject,
  roleOf,
} from '../store/moderation.ts';
import { accountById } from '../store/users.ts';
import type { Executor } from '../db/query.ts';
import { trustLevels, trustSettings } from '../store/trust.ts';
import { commit, type After } from './commit.ts';

const DAY_MS = 24 * 3600 * 1000;
/** A member who had a report on a target dismissed waits this long before reporting it again. */
const DISMISSED_COOLDOWN_DAYS = 7;

type Moderator = { id: string; role: string };

/**
 * Who may act on whose content (hide, delete, suspend, show again): a moderator on members' only,
 * an admin on anyone's. Throws the reason otherwise.
 */
function mayActOn(me: { role: string }, ownerRole: string) {
  if (ownerRole === 'member' || me.role === 'admin') return;
  throw forbidden(ownerRole === 'admin' ? ERRORS.adminContent : ERRORS.moderatorContent);
}

/** A member's report on a user, blog or comment (`against`: whose it is), within the hourly limit and the cooldown after a dismissal. */
export async function fileReport(ctx: Context, me: { id: string }, report: { target: ReportTarget; id: string; reason: string; against: string | null }) {
  const limit = ctx.config.REPORTS_PER_HOUR;
  await commit(ctx, async (tx, after) => {
    // One reporter's reports one at a time: two at once cannot both pass the count.
    await lockReporter(tx, me.id);
    const wait = await dismissalCooldown(tx, me.id, report.target, report.id, DISMISSED_COOLDOWN_DAYS);
    if (wait !== null) {
      const days = Math.ceil(wait / (24 * 3600));
      throw new HttpError(429, ERRORS.reportAgainLater(days), { 'retry-after': String(wait) });
    }
    const sent = await reportsInLastHour(tx, me.id);
    if (sent.n >= limit) throw new HttpError(429, ERRORS.reportsPerHour(limit), { 'retry-after': String(sent.freesIn) });
    const created = await insertReport(tx, { reporter: me.id, target: report.target, targetId: report.id, against: report.against, reason: report.reason });
    if (!created) throw new HttpError(409, ERRORS.reportedTwice);
    if (report.target !== 'user') await quorumHide(ctx, tx, after, report.target, report.id, report.against);
  });
}

/**
 * Reports from REPORT_QUORUM different trusted members hide a member's blog or comment at once,
 * until a moderator decides (logged as `quorum`, naming the reporters). Only a member's content:
 * a moderator's or admin's is for an admin to judge.
 */
async function quorumHide(ctx: Context, tx: Executor, after: After, target: 'blog' | 'comment', id: string, against: string | null) {
  if (against === null || (await roleOf(tx, against)) !== 'member') return;
  const reporters = await weighingReporters(tx, target, id);
  if (reporters.length < REPORT_QUORUM) return;
  const { thresholds } = await trustSettings(tx);
  const levels = await trustLevels(tx, reporters.map((r) => r.id), thresholds);
  const trusted = reporters.filter((r) => levels.get(r.id) === 2);
  if (trusted.length < REPORT_QUORUM) return;
  const subject = await reportSubject(tx, target, id);
  const blog = target === 'blog' ? ((await hideBlog(tx, id)) ? id : undefined) : await hideCommentTree(tx, id);
  if (!blog) return;
  await logAction(tx, { moderator: null, moderatorUsername: trusted.map((r) => r.username).join(', '), action: 'quorum', target, targetId: id, label: subject?.label ?? '', reason: '' });
  if (target === 'blog') await federateBlog(ctx.fediverse, tx, after, { blog });
  after.changed(TAG.lists, TAG.blog(blog));
}

/**
 * A moderator's decision on an open report: dismiss it, hide or delete what it is about, or suspend
 * its author for `days`; every open report on the same target closes with it, and the log keeps it.
 */
export async function moderate(ctx: Context, me: Moderator, decision: { reportId: string; action: ModerationAction; days?: number }) {
  const { action } = decision;
  await commit(
    ctx,
    async (tx, after) => {
      const report = await openReport(tx, decision.reportId);
      if (!report) throw notFound(ERRORS.reportHandled);
      if (report.reporter === me.id) throw forbidden(ERRORS.ownReport);
      if (report.against === me.id) throw forbidden(ERRORS.reportAgainstSelf);
      // A quorum's hiding (or a declined vouch's) waits for this decision: a dismissal shows the item
      // again, a hide keeps it hidden.
      const byQuorum = report.target !== 'user' && (await hiddenUntilDecided(tx, report.target, report.targetId));
      const subject = await reportSubject(tx, report.target, report.targetId, byQuorum);
      const label = subject?.label ?? '(gone)';
      let blogChanged: string | undefined;
      if ((action === 'hide' || action === 'delete') && report.target !== 'user' && report.against) {
        const role = await roleOf(tx, report.against);
        if (role) mayActOn(me, role);
      }

      if (action === 'dismiss' && byQuorum) {
        // The reporters' dismissed reports weigh nothing toward another quorum for a while (weighingReporters).
        blogChanged = report.target === 'blog' ? ((await unhideBlog(tx, report.targetId)) ? report.targetId : undefined) : await unhideCommentTree(tx, report.targetId);
      } else if (action === 'hide' && byQuorum) {
        blogChanged = report.target === 'blog' ? report.targetId : await blogOfCommentId(tx, report.targetId);
      } else if (action === 'hide') {
        if (report.target === 'user') throw badRequest(ERRORS.memberNotHideable);
        if (report.target === 'blog') {
          if (!(await hideBlog(tx, report.targetId))) throw notFound(ERRORS.blogNotFound);
          blogChanged = report.targetId;
        } else {
          blogChanged = await hideCommentTree(tx, report.targetId);
          if (!blogChanged) throw notFound(ERRORS.commentNotFound);
        }
      } else if (action === 'delete') {
        if (report.target === 'user') throw badRequest(ERRORS.memberNotDeletable);
        if (report.target === 'blog') {
          const b = await lockBlogById(tx, report.targetId);
          if (!b) throw notFound(ERRORS.blogNotFound);
          const round = ctx.fediverse ? await federatedRound(tx, b.id) : null;
          await deleteBlogRow(tx, b, b.author);
          if (round !== null) await federateBlog(ctx.fediverse, tx, after, { blog: b.id, author: b.author, gone: true, round });
          blogChanged = b.id;
        } else {
          const blog = await blogOfCommentId(tx, report.targetId);
          if (!blog) throw notFound(ERRORS.commentNotFound);
          await lockBlog(tx, blog);
          await deleteCommentTree(tx, report.targetId, blog);
          blogChanged = blog;
        }
      } else if (action === 'suspend') {
        if (!report.against) throw notFound(ERRORS.userNotFound);
        const role = await roleOf(tx, report.against);
        if (!role) throw notFound(ERRORS.userNotFound);
        if (role !== 'member' && me.role !== 'admin') throw forbidden(role === 'admin' ? ERRORS.adminSuspendByModerator : ERRORS.moderatorSuspendByAdmin);
        if (role === 'admin') throw forbidden(ERRORS.adminNotSuspendable);
        const until = new Date(Date.now() + decision.days! * DAY_MS);
        await suspend(tx, report.against, until);
        // What went out to the fediverse is withdrawn while they are suspended, and sent again (under
        // new ids) when the suspension ends: a job then finds each blog public again, or still not
        // (hidden meanwhile, or suspended again for longer: that suspension has its own jobs, for
        // these blogs too).
        if (ctx.fediverse) {
          const author = report.against;
          await federateBlog(ctx.fediverse, tx, after, ...(await federatedBlogsOf(tx, author)).map((blog) => ({ blog, author })));
          await federateBlogAt(ctx.fediverse, tx, after, until, ...(await sentBlogsOf(tx, author)).map((blog) => ({ blog, author })));
        }
        // Their sessions end with the transaction: none is taken from this process's kept lookups either.
        after.forgetSessions(report.against);
      }

      await closeReports(tx, report.target, report.targetId, action === 'dismiss' ? 'dismissed' : 'upheld');
      const who = (await accountById(tx, me.id))!;
      await logAction(tx, {
        moderator: me.id,
        moderatorUsername: who.username,
        action,
        target: report.target,
        targetId: report.targetId,
        label: action === 'suspend' && report.target !== 'user' ? `${label} (its author)` : label,
        reason: report.reason,
        days: action === 'suspend' ? decision.days : undefined,
      });
      // A blog hidden or shown again is withdrawn from the fediverse or sent to it again.
      if (blogChanged && report.target === 'blog' && action !== 'delete') await federateBlog(ctx.fediverse, tx, after, { blog: blogChanged });
      if (blogChanged) after.changed(TAG.lists, TAG.blog(blogChanged));
    },
    // So that deleting a blog takes exactly its reads off its author.
    { flushReads: action === 'delete' },
  );
}

/** Shows a hidden blog or comment (with the replies hidden with it) again. */
export async function unhide(ctx: Context, me: Moderator, target: 'blog' | 'comment', id: string) {
  const what = target === 'blog' ? ERRORS.blogNotFound : ERRORS.commentNotFound;
  await commit(ctx, async (tx, after) => {
    const item = await hideable(tx, target, id);
    if (!item) throw notFound(what);
    if (item.owner === me.id) throw forbidden(ERRORS.ownContentUndo);
    // A held item goes live by a vouch only (it would skip its announcements otherwise).
    if (item.held) throw new HttpError(409, ERRORS.heldNotHidden);
    const role = item.owner ? await roleOf(tx, item.owner) : undefined;
    if (role) mayActOn(me, role);
    if (!item.hidden) throw new HttpError(409, ERRORS.notHidden);
    // A reply under a hidden comment would hang from nothing: the comment above comes back first.
    if (item.parentHidden) throw new HttpError(409, ERRORS.parentHidden);
    const blog = target === 'blog' ? ((await unhideBlog(tx, id)) ? id : undefined) : await unhideCommentTree(tx, id);
    if (!blog) throw new HttpError(409, ERRORS.notHidden);
    const who = (await accountById(tx, me.id))!;
    await logAction(tx, { moderator: me.id, moderatorUsername: who.username, action: 'unhide', target, targetId: id, label: item.label, reason: '' });
    if (target === 'blog') await federateBlog(ctx.fediverse, tx, after, { blog });
    after.changed(TAG.lists, TAG.blog(blog));
  });
}
