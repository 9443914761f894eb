import { ERRORS, NEW_MEMBER_LIMITS, VOUCH_COOLDOWN_DAYS, VOUCHES_FOR_MEMBER, commentLinks, type TrustLevel, type VouchTarget } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import type { Executor } from '../db/query.ts';
import { HttpError, badRequest, forbidden, notFound } from '../http.ts';
import { TAG } from '../cache/index.ts';
import { announce } from './announce.ts';
import { insertReport } from '../store/moderation.ts';
import { userForRole } from '../store/governance.ts';
import { commentNotice } from '../store/comments.ts';
import { accountById } from '../store/users.ts';
import { addToPosts } from '../store/blogs.ts';
import {
  declineHeld,
  holdBlog,
  insertVouch,
  lockHeld,
  newMemberCounts,
  notifyReleasedComment,
  raiseTrustFloor,
  releaseBlog,
  releaseComment,
  setTrustFixed,
  trustLevels,
  trustSettings,
  vouchCooldown,
  vouchersOf,
} from '../store/trust.ts';
import { commit, type After } from './commit.ts';

/** What a declined item's report says to the moderators. */
export const DECLINED_REASON = 'Declined in the vouch queue by a trusted member';

/** One member's trust level now (API.md, "Trust"). */
export async function trustLevelOf(ex: Executor, userId: string): Promise<TrustLevel> {
  const { thresholds } = await trustSettings(ex);
  return (await trustLevels(ex, [userId], thresholds)).get(userId) ?? 0;
}

/**
 * What holding asks of the caller's next blog or comment going live (`text`: a comment's): nothing
 * unless holding is on and they are level 0; then the daily limits and the links in a comment
 * (refused), and whether it is one of their first ones, which wait for a vouch (held: true).
 */
export async function newMemberRules(tx: Executor, me: { id: string }, kind: 'blog' | 'comment', text = ''): Promise<{ held: boolean }> {
  const settings = await trustSettings(tx);
  if (!settings.holdNew) return { held: false };
  const level = (await trustLevels(tx, [me.id], settings.thresholds)).get(me.id) ?? 0;
  if (level > 0) return { held: false };
  const n = await newMemberCounts(tx, me.id);
  // Counted before the write, as the per-minute limit is: a day's limit is far from a race's one over.
  const retry = { 'retry-after': String(3600) };
  if (kind === 'blog') {
    if (n.blogsToday >= NEW_MEMBER_LIMITS.blogsPerDay) throw new HttpError(429, ERRORS.blogsPerDay(NEW_MEMBER_LIMITS.blogsPerDay), retry);
    return { held: n.blogs < NEW_MEMBER_LIMITS.heldBlogs };
  }
  if (commentLinks(text).length > NEW_MEMBER_LIMITS.linksPerComment) throw badRequest(ERRORS.commentLinksMax(NEW_MEMBER_LIMITS.linksPerComment));
  if (n.commentsToday >= NEW_MEMBER_LIMITS.commentsPerDay) throw new HttpError(429, ERRORS.commentsPerDay(NEW_MEMBER_LIMITS.commentsPerDay), retry);
  return { held: n.comments < NEW_MEMBER_LIMITS.heldComments };
}

/**
 * Whether a scheduled blog that just went live (publishDue, which counted it) is one of a level-0
 * member's first and waits for a vouch: then it is held and taken off its author's count. The
 * scheduler refuses nothing (the day's limit was the author's when they scheduled it), and the
 * author's level is read without this blog, as it was when they wrote it.
 */
export async function holdScheduled(tx: Executor, blog: { id: string; author: string }): Promise<boolean> {
  const settings = await trustSettings(tx);
  if (!settings.holdNew) return false;
  await addToPosts(tx, blog.author, -1);
  const level = (await trustLevels(tx, [blog.author], settings.thresholds)).get(blog.author) ?? 0;
  // This blog is among those that went live: the first ones are those up to heldBlogs.
  const held = level === 0 && (await newMemberCounts(tx, blog.author)).blogs <= NEW_MEMBER_LIMITS.heldBlogs;
  if (held) await holdBlog(tx, blog.id);
  else await addToPosts(tx, blog.author, 1);
  return held;
}

/** An admin fixes a member's level: it stays whatever their activity. */
export async function setTrust(ctx: Context, username: string, level: TrustLevel): Promise<{ username: string; trust_level: TrustLevel }> {
  return commit(ctx, async (tx) => {
    const target = await userForRole(tx, username);
    if (!target) throw notFound(ERRORS.userNotFound);
    await setTrustFixed(tx, target.id, level);
    return { username: target.username, trust_level: await trustLevelOf(tx, target.id) };
  });
}

/** Who may vouch: a trusted member not cooling down after a vouchee's suspension. */
async function requireVoucher(tx: Executor, me: { id: string }) {
  if ((await trustLevelOf(tx, me.id)) < 2) throw forbidden(ERRORS.trustedOnly);
  const wait = await vouchCooldown(tx, me.id, VOUCH_COOLDOWN_DAYS);
  if (wait !== null) throw new HttpError(429, ERRORS.vouchCooldown(Math.ceil(wait / (24 * 3600))), { 'retry-after': String(wait) });
}

/** Two different trusted members' approvals raise a new member to level 1. */
async function countVouches(tx: Executor, vouchee: string) {
  if ((await vouchersOf(tx, vouchee)) >= VOUCHES_FOR_MEMBER) await raiseTrustFloor(tx, vouchee, 1);
}

/**
 * A trusted member's vouch: approving a held blog or comment releases it as if it had just been
 * published (its notifications, mail and newsletter then, never before); declining hides it and
 * reports it to the moderators. Vouching for a member (`user`) counts toward raising them to 1, as
 * each approval of their writing does. Every vouch is kept (who vouched for whom).
 */
export async function vouch(ctx: Context, me: { id: string }, v: { target: VouchTarget; id: string; approve: boolean }) {
  await commit(ctx, async (tx, after) => {
    await requireVoucher(tx, me);
    if (v.target === 'user') {
      const who = await accountById(tx, v.id);
      if (!who) throw notFound(ERRORS.userNotFound);
      if (who.id === me.id) throw forbidden(ERRORS.vouchForSelf);
      if (!(await insertVouch(tx, { voucher: me.id, vouchee: who.id, target: 'user', targetId: who.id, approve: v.approve }))) throw new HttpError(409, ERRORS.vouchedTwice);
      if (v.approve) await countVouches(tx, who.id);
      else await insertReport(tx, { reporter: me.id, target: 'user', targetId: who.id, against: who.id, reason: DECLINED_REASON });
      return;
    }
    const item = await lockHeld(tx, v.target, v.id);
    if (!item) throw notFound(ERRORS.notHeld);
    if (item.author === me.id) throw forbidden(ERRORS.vouchForSelf);
    if (!(await insertVouch(tx, { voucher: me.id, vouchee: item.author, target: v.target, targetId: v.id, approve: v.approve }))) throw new HttpError(409, ERRORS.vouchedTwice);
    if (!v.approve) {
      await declineHeld(tx, v.target, v.id);
      await insertReport(tx, { reporter: me.id, target: v.target, targetId: v.id, against: item.author, reason: DECLINED_REASON });
      after.changed(TAG.blog(item.blog));
      return;
    }
    if (v.target === 'blog') await releaseHeldBlog(ctx, tx, after, v.id);
    else await releaseHeldComment(ctx, tx, after, v.id);
    await countVouches(tx, item.author);
    after.changed(TAG.lists, TAG.blog(item.blog));
  });
}

/** A held blog goes live now, with what publishing it would have done then: followers told, newsletter queued. */
async function releaseHeldBlog(ctx: Context, tx: Executor, after: After, id: string) {
  const b = await releaseBlog(tx, id);
  if (!b) throw notFound(ERRORS.notHeld);
  if (await announce(ctx, tx, after, b.author, { id: b.id, blogId: b.blog_id, title: b.title, des: b.des }, b.followers)) after.mailQueued();
}

/** A held comment goes live now: its blog's counters, and the notification and mail it would have made. */
async function releaseHeldComment(ctx: Context, tx: Executor, after: After, id: string) {
  const c = await releaseComment(tx, id);
  if (!c) throw notFound(ERRORS.notHeld);
  const n = await commentNotice(tx, c.id);
  if (!n || n.to === null || n.to === c.commented_by || n.blocked) return;
  const type = c.is_reply ? ('reply' as const) : ('comment' as const);
  await notifyReleasedComment(tx, c, { type, to: n.to });
  if (await ctx.mail.notify(tx, { kind: type, to: n.to, from: c.commented_by, who: n.fullname, blogTitle: n.title, blogId: n.blog_id, commentId: c.id, text: c.comment })) after.mailQueued();
}
