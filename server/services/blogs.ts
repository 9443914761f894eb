import { setBlogNewsletter } from '../store/subscribers.ts';
import { randomBytes } from 'node:crypto';
import { DEFAULT_LANGUAGE, ERRORS } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import type { Executor } from '../db/query.ts';
import { HttpError, forbidden, notFound } from '../http.ts';
import { TAG } from '../cache/index.ts';
import { announce } from './announce.ts';
import { editAnswer } from '../shapes.ts';
import { addLike, addToPosts, deleteBlogRow, insertBlog, lockBlogByBlogId, removeLike, updateBlog, type BlogFields } from '../store/blogs.ts';
import { bumpVersion, editRow, lockForEdit, recordRevision, setPending, setSchedule } from '../store/publishing.ts';
import { recordBlogUses } from '../store/uploads.ts';
import type { SanitizedContent } from '../content/sanitize.ts';
import { holdBlog } from '../store/trust.ts';
import { commit, commitStatement } from './commit.ts';
import { closeRound, creditIds, setCredits } from './workshop.ts';
import { newMemberRules } from './trust.ts';
import { federateBlog } from '../federation/jobs.ts';
import { federatedRound } from '../store/fediverse.ts';


/** A URL-safe slug of the title plus a short random part. */
export function makeBlogId(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  const suffix = randomBytes(6).toString('base64url').replace(/[^a-zA-Z0-9]/g, 'x').toLowerCase().slice(0, 8);
  return `${slug || 'blog'}-${suffix}`;
}

/**
 * The caller's own blog (by its blog_id), locked for the rest of the transaction, or a 404: another
 * member's blog answers as one that does not exist, so nobody learns that a draft with that id
 * exists. `othersForbidden`: a 403 for another member's blog instead, where API.md says so
 * (create-blog with an id).
 */
export async function ownBlogForEdit(tx: Executor, blogId: string, me: { id: string }, othersForbidden = false) {
  const blog = await lockForEdit(tx, blogId);
  if (!blog) throw notFound(ERRORS.blogNotFound);
  if (blog.author !== me.id) throw othersForbidden ? forbidden(ERRORS.blogEditForbidden) : notFound(ERRORS.blogNotFound);
  return blog;
}

/**
 * A write that started from an older version than the stored one is refused with a 409 that carries
 * the stored blog (API.md), so that the editor can show both. `version` undefined: the caller did not
 * say, and the write goes ahead.
 */
export async function refuseOlderVersion(tx: Executor, blog: { blog_id: string; version: number }, version: number | undefined) {
  if (version === undefined || blog.version <= version) return;
  throw new HttpError(409, ERRORS.blogChanged, {}, { blog: editAnswer((await editRow(tx, blog.blog_id))!) });
}

/** What create-blog saves: the fields as the editor sent them, the content already sanitised. */
export interface BlogSave {
  /** Usernames of reviewers who left a note, thanked on the page; absent: as stored. */
  credits?: string[];
  /** The blog_id of the blog to update; none: a new blog. */
  id?: string;
  /** The version the editor started from (see refuseOlderVersion). */
  version?: number;
  fields: Omit<BlogFields, 'draft' | 'content'> & { content: SanitizedContent };
  draft: boolean;
  /** When to publish (a blog to publish later waits as a draft with its minute). */
  publishAt?: string;
  /** The uploads it shows (the upload clean-up, server/store/uploads.ts cleanUpUploads, deletes unused ones). */
  uploadKeys: string[];
  /** A new blog's language when neither the save nor its author's setting names one (default English). */
  fallbackLanguage?: string;
  /** Whether first publishing mails it to the author's subscribers; undefined: as stored (on for a new blog). */
  newsletter?: boolean;
}

/**
 * Creates or updates a blog, publishing it unless it is a draft, or scheduling it. Its blog_id is the
 * answer (a new one is made from the title for a new blog).
 */
export async function saveBlog(ctx: Context, me: { id: string }, save: BlogSave): Promise<{ id: string }> {
  // A scheduled blog waits as a draft with its minute (the scheduler publishes it, server/publishing.ts).
  const scheduledAt = !save.draft && save.publishAt !== undefined ? new Date(save.publishAt) : null;
  const draft = save.draft || scheduledAt !== null;
  const fields = { ...save.fields, draft };
  const live = !draft;
  const { title, des } = save.fields;

  return commit(ctx, async (tx, after) => {
    if (scheduledAt) after.nudge(scheduledAt);
    if (save.id !== undefined) {
      const existing = await ownBlogForEdit(tx, save.id, me, true);
      await refuseOlderVersion(tx, existing, save.version);
      // Reviewers thanked must have left a note on it (checked before anything is written).
      if (save.credits !== undefined) await setCredits(tx, existing.id, await creditIds(tx, existing.id, save.credits));
      const publishing = existing.draft && live;
      // A new member's first blogs wait for a vouch when they first go live (a held one stays held).
      const held = publishing && !existing.hidden && (await newMemberRules(tx, me, 'blog')).held;
      await updateBlog(tx, existing.id, fields, publishing);
      if (held) await holdBlog(tx, existing.id);
      if (save.newsletter !== undefined) await setBlogNewsletter(tx, existing.id, save.newsletter);
      // A hidden (or held) blog is out of total_posts whatever its author does with it.
      const delta = existing.draft === draft || existing.hidden || held ? 0 : draft ? -1 : 1;
      if (delta) await addToPosts(tx, me.id, delta);
      await recordBlogUses(tx, existing.id, save.uploadKeys);
      // Publishing or updating makes the changes public: nothing is pending any more, and it is a revision.
      await setPending(tx, existing.id, null);
      await setSchedule(tx, existing.id, scheduledAt);
      if (live) await recordRevision(tx, existing.id, fields);
      // Publishing ends the round of review: its notes close, its reviewers' access ends.
      if (live) await closeRound(tx, after, existing.id, true);
      if (publishing && !existing.hidden && !held && (await announce(ctx, tx, after, me.id, { id: existing.id, blogId: existing.blog_id, title, des }))) after.mailQueued();
      await bumpVersion(tx, existing.id);
      // Its followers elsewhere get the Update or Delete this save makes of it (going live: announce's Create).
      if (!publishing && (live || !existing.draft)) await federateBlog(ctx.fediverse, tx, after, { blog: existing.id, author: me.id });
      after.changed(TAG.lists, TAG.blog(existing.id));
      return { id: existing.blog_id };
    }
    // A new blog has no notes yet: nobody can be thanked for one.
    if (save.credits?.length) await creditIds(tx, null, save.credits);
    // A new member's first blogs wait for a vouch: no count, notification, mail or newsletter until then.
    const held = live && (await newMemberRules(tx, me, 'blog')).held;
    // A blog_id already taken (its random suffix collided) inserts nothing: another is made.
    for (let attempt = 0; ; attempt++) {
      const blogId = makeBlogId(title);
      // A live blog's count of posts, first revision and followers' notifications come with it (one statement).
      const created = await insertBlog(tx, blogId, me.id, fields, live, save.fallbackLanguage ?? DEFAULT_LANGUAGE, undefined, held);
      if (!created) {
        if (attempt > 3) throw new Error(`no free blog_id for "${blogId}" after ${attempt + 1} tries`);
        continue;
      }
      await recordBlogUses(tx, created.id, save.uploadKeys, true);
      if (save.newsletter === false) await setBlogNewsletter(tx, created.id, false);
      if (scheduledAt) await setSchedule(tx, created.id, scheduledAt);
      if (live && !held && (await announce(ctx, tx, after, me.id, { id: created.id, blogId, title, des }, created.followers))) after.mailQueued();
      if (live && !held) after.changed(TAG.lists);
      return { id: blogId };
    }
  });
}

/** Deletes the caller's blog with its comments, likes and notifications. */
export async function deleteBlog(ctx: Context, me: { id: string }, blogId: string) {
  await commit(
    ctx,
    async (tx, after) => {
      const blog = await lockBlogByBlogId(tx, blogId);
      if (!blog) throw notFound(ERRORS.blogNotFound);
      if (blog.author !== me.id) throw forbidden(ERRORS.blogDeleteForbidden);
      // Comments, likes and notifications go with the blog (foreign keys cascade).
      const round = ctx.fediverse ? await federatedRound(tx, blog.id) : null;
      await deleteBlogRow(tx, blog, me.id);
      if (round !== null) await federateBlog(ctx.fediverse, tx, after, { blog: blog.id, author: me.id, gone: true, round });
      after.changed(TAG.lists, TAG.blog(blog.id));
    },
    // So that the author's total loses exactly this blog's reads.
    { flushReads: true },
  );
}

/**
 * Likes or unlikes a blog (`blog`: its _id as the database writes it). Idempotent: liking a liked
 * blog (or unliking an unliked one) changes nothing. False when there is no such published blog.
 */
export async function setLike(ctx: Context, me: { id: string }, blog: string, like: boolean): Promise<boolean> {
  const r = await commitStatement(
    ctx,
    async (db, after) => {
      const change = like ? await addLike(db, blog, me.id) : await removeLike(db, blog, me.id);
      if (change.changed) after.counted({ likes: like ? 1 : -1 });
      return change;
    },
    { counts: blog },
  );
  return r.found;
}
