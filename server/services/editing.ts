import { ERRORS } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import type { SanitizedContent } from '../content/sanitize.ts';
import { badRequest, forbidden } from '../http.ts';
import { TAG } from '../cache/index.ts';
import { updateBlog } from '../store/blogs.ts';
import type { PendingFields } from '../db/schema.ts';
import { bumpVersion, editRow, setPending, setPreviewToken, type EditRow } from '../store/publishing.ts';
import { placeInSeries, seriesFor, seriesOfBlog, seriesParts, takeOutOfSeries } from '../store/series.ts';
import { recordBlogUses } from '../store/uploads.ts';
import { commit } from './commit.ts';
import { closeRound } from './workshop.ts';
import { ownBlogForEdit, refuseOlderVersion } from './blogs.ts';

/* Pending edits, revisions, preview links and series: an author's work on a blog between publishings. */

type Fields = { title: string; banner: string; des: string; tags: string[]; content: { blocks: unknown[] } };

/** Whether the fields are what the blog already publishes (blocks compared by type and data). */
function samePublished(row: EditRow, f: Fields) {
  const blocks = (list: unknown[]) => JSON.stringify(list.map((b) => [(b as { type: string }).type, (b as { data: unknown }).data]));
  return row.title === f.title && row.banner === f.banner && row.des === f.des && JSON.stringify(row.tags) === JSON.stringify(f.tags) && blocks(row.content.blocks) === blocks(f.content.blocks);
}

/** The caller's own blog (by its blog_id), or a 404 / 403. */
export const ownBlog = (ctx: Context, blogId: string, me: { id: string }) => ctx.db.transaction((tx) => ownBlogForEdit(tx, blogId, me));

/**
 * Keeps the editor's work: a draft in its own fields, a published blog in its pending copy, unseen
 * by readers. The version the next save must carry, and whether changes are pending.
 */
export async function saveEdit(ctx: Context, me: { id: string }, edit: { id: string; version?: number; fields: Omit<Fields, 'content'> & { content: SanitizedContent }; uploadKeys: string[] }) {
  const { fields } = edit;
  return commit(ctx, async (tx) => {
    const blog = await ownBlogForEdit(tx, edit.id, me);
    await refuseOlderVersion(tx, blog, edit.version);
    // Work equal to what is published is no pending edit at all (an editor opened and left, or changes undone).
    const row = (await editRow(tx, blog.blog_id))!;
    const pending = blog.draft || samePublished(row, fields) ? null : fields;
    // Nothing new (an editor opened and closed): no write, and the version stays, so another tab's
    // next save is not refused for a change that never happened.
    const unchanged = blog.draft ? samePublished(row, fields) : JSON.stringify(row.pending) === JSON.stringify(pending);
    if (unchanged) return { id: blog.blog_id, version: blog.version, pending: pending !== null };
    if (blog.draft) await updateBlog(tx, blog.id, { ...fields, draft: true }, false);
    else await setPending(tx, blog.id, pending);
    await recordBlogUses(tx, blog.id, edit.uploadKeys);
    return { id: blog.blog_id, version: await bumpVersion(tx, blog.id), pending: pending !== null };
  });
}

/** Drops a published blog's pending changes; the version the next save must carry. */
export async function discardEdit(ctx: Context, me: { id: string }, blogId: string, version: number | undefined) {
  return commit(ctx, async (tx, after) => {
    const blog = await ownBlogForEdit(tx, blogId, me);
    if (blog.draft) throw badRequest(ERRORS.draftHasNoChanges);
    await refuseOlderVersion(tx, blog, version);
    const row = (await editRow(tx, blog.blog_id))!;
    // Nothing pending: nothing to drop, and the version stays.
    if (row.pending === null) return { version: blog.version };
    await setPending(tx, blog.id, null);
    // The changes under review are gone: their round of review ends as publishing would end it.
    await closeRound(tx, after, blog.id, false);
    return { version: await bumpVersion(tx, blog.id) };
  });
}

/** Makes a revision's fields the blog's work again (a draft's fields, a published blog's pending copy); the new version. */
export async function restoreRevision(ctx: Context, me: { id: string }, blogId: string, fields: PendingFields) {
  return commit(ctx, async (tx) => {
    const blog = await ownBlogForEdit(tx, blogId, me);
    if (blog.draft) await updateBlog(tx, blog.id, { ...fields, draft: true }, false);
    else await setPending(tx, blog.id, fields);
    return bumpVersion(tx, blog.id);
  });
}

/** Turns the blog's preview link on (a new token each time: the old link's copies stop working) or off (null). */
export async function setPreview(ctx: Context, me: { id: string }, blogId: string, enabled: boolean): Promise<string | null> {
  return commit(ctx, async (tx, after) => {
    const blog = await ownBlogForEdit(tx, blogId, me);
    if (enabled && blog.hidden) throw forbidden(ERRORS.hiddenBlogPreview);
    const link = enabled ? ctx.previewTokens.issue() : null;
    await setPreviewToken(tx, blog.id, link);
    after.changed(TAG.blog(blog.id));
    return link?.token ?? null;
  });
}

/**
 * Places the caller's blog in their series `name` (made if new) at `position`, or takes it out of
 * its series (null). The series it is in now with its number of parts, or null.
 */
export async function setSeries(ctx: Context, me: { id: string }, blogId: string, name: string | null, position: number | undefined) {
  return commit(ctx, async (tx, after) => {
    const blog = await ownBlogForEdit(tx, blogId, me);
    const before = await seriesOfBlog(tx, blog.id);
    let now: Awaited<ReturnType<typeof seriesFor>> | null = null;
    if (name === null) await takeOutOfSeries(tx, blog.id);
    else {
      now = await seriesFor(tx, me.id, name);
      await placeInSeries(tx, blog.id, now.id, position);
    }
    // Every part of both series shows the series on its page: their kept pages go.
    const touched = new Set<string>([blog.id]);
    let count = 0;
    for (const s of [before, now]) {
      if (!s) continue;
      const parts = await seriesParts(tx, s.id);
      for (const p of parts) touched.add(p.id);
      if (s === now) count = parts.length;
    }
    after.changed(...[...touched].map(TAG.blog));
    return now && { name: now.name, slug: now.slug, count };
  });
}
