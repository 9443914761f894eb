import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { MESSAGES, type AnswerOf } from '../../src/contract/index.ts';
import { isAllowedImageUrl, type sanitizeContent } from '../content/sanitize.ts';
import type { Context } from '../context.ts';
import type { Executor } from '../db/query.ts';
import { HttpError, badRequest, forbidden, notFound } from '../http.ts';
import { updateBlog } from '../store/blogs.ts';
import { bumpVersion, editRow, lockForEdit, type EditRow, previewRow, revision, revisionList, setPending, setPreviewToken } from '../store/publishing.ts';
import { blogUploadKeys, recordBlogUses } from '../store/uploads.ts';
import { TAG } from '../cache/index.ts';
import { callServer } from './call.ts';
import { editAnswer, personalInfo, toCard } from './shapes.ts';
import { placeInSeries, seriesBySlug, seriesFor, seriesOfAuthor, seriesOfBlog, seriesParts, takeOutOfSeries } from '../store/series.ts';

const BLOG_NOT_FOUND = 'Blog not found';

/** Whether the fields are what the blog already publishes (blocks compared by type and data). */
function samePublished(row: EditRow, f: { title: string; banner: string; des: string; tags: string[]; content: { blocks: unknown[] } }) {
  const blocks = (list: unknown[]) => JSON.stringify(list.map((b) => [(b as { type: string }).type, (b as { data: unknown }).data]));
  return row.title === f.title && row.banner === f.banner && row.des === f.des && JSON.stringify(row.tags) === JSON.stringify(f.tags) && blocks(row.content.blocks) === blocks(f.content.blocks);
}
type BlogAnswer = AnswerOf<'getBlog'>['blog'];

/** Pending edits, revisions and preview links (API.md, "Writing and publishing"). */
export default async function publishingRoutes(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const db = ctx.db;
  const serve = callServer(api, ctx);

  /** The caller's own blog, locked for the rest of the transaction, or a 404 / 403. */
  const ownBlog = async (tx: Executor, blogId: string, me: { id: string }) => {
    const blog = await lockForEdit(tx, blogId);
    if (!blog) throw notFound(BLOG_NOT_FOUND);
    if (blog.author !== me.id) throw forbidden('Only the author can edit this blog');
    return blog;
  };

  serve(
    'saveEdit',
    async ({ body, me }) => {
      if (body.banner && !isAllowedImageUrl(body.banner)) throw badRequest('The banner must be an uploaded image or an http(s) image URL');
      const content = await ctx.content.sanitize(body.content as Parameters<typeof sanitizeContent>[0]);
      const fields = { title: body.title, banner: body.banner, des: body.des, content, tags: body.tags };
      const saved = await db.transaction(async (tx) => {
        const blog = await ownBlog(tx, body.id, me);
        if (body.version !== undefined && blog.version > body.version) {
          throw new HttpError(409, MESSAGES.blogChanged, {}, { blog: editAnswer((await editRow(tx, blog.blog_id))!) });
        }
        // A draft keeps its work in its own fields; a published blog in its pending copy, unseen by readers.
        // Work equal to what is published is no pending edit at all (an editor opened and left, or changes undone).
        const row = (await editRow(tx, blog.blog_id))!;
        const pending = blog.draft || samePublished(row, fields) ? null : fields;
        // Nothing new (an editor opened and closed): no write, and the version stays, so another tab's
        // next save is not refused for a change that never happened.
        const unchanged = blog.draft ? samePublished(row, fields) : JSON.stringify(row.pending) === JSON.stringify(pending);
        if (unchanged) return { id: blog.blog_id, version: blog.version, pending: pending !== null };
        if (blog.draft) await updateBlog(tx, blog.id, { ...fields, draft: true }, false);
        else await setPending(tx, blog.id, pending);
        await recordBlogUses(tx, blog.id, blogUploadKeys(ctx.store, body.banner, content.blocks));
        return { id: blog.blog_id, version: await bumpVersion(tx, blog.id), pending: pending !== null };
      });
      return saved;
    },
    // Counted before the payload is parsed: a refused save costs the server next to nothing.
    { caller: ctx.countSave },
  );

  serve('discardEdit', async ({ body, me }) => {
    return db.transaction(async (tx) => {
      const blog = await ownBlog(tx, body.blog_id, me);
      if (blog.draft) throw badRequest('A draft has no unpublished changes: it is all unpublished');
      if (body.version !== undefined && blog.version > body.version) {
        throw new HttpError(409, MESSAGES.blogChanged, {}, { blog: editAnswer((await editRow(tx, blog.blog_id))!) });
      }
      const row = (await editRow(tx, blog.blog_id))!;
      // Nothing pending: nothing to drop, and the version stays.
      if (row.pending === null) return { version: blog.version };
      await setPending(tx, blog.id, null);
      return { version: await bumpVersion(tx, blog.id) };
    });
  });

  serve('blogRevisions', async ({ body, me }) => {
    const blog = await db.transaction((tx) => ownBlog(tx, body.blog_id, me));
    const list = await revisionList(db, blog.id);
    return { revisions: list.map((r) => ({ rev: r.rev, savedAt: r.savedAt.toISOString(), title: r.title })) };
  });

  /** A revision as a blog: the stored blog's card with the revision's fields. */
  const revisionBlog = async (blogId: string, rev: number, me: { id: string }) => {
    const row = await editRow(db, blogId);
    if (!row) throw notFound(BLOG_NOT_FOUND);
    if (row.author_id !== me.id) throw forbidden('Only the author can see the history of this blog');
    const r = await revision(db, row.id, rev);
    if (!r) throw notFound('Revision not found');
    return { row, r };
  };

  serve('getRevision', async ({ body, me }) => {
    const { row, r } = await revisionBlog(body.blog_id, body.rev, me);
    const blog = editAnswer({ ...row, pending: { title: r.title, banner: r.banner, des: r.des, content: r.content, tags: r.tags } });
    // A revision is not the blog's pending state: it reads as itself.
    delete (blog as { pending?: boolean }).pending;
    delete (blog as { preview_path?: string }).preview_path;
    return { blog: blog as BlogAnswer };
  });

  serve('restoreRevision', async ({ body, me }) => {
    const { r } = await revisionBlog(body.blog_id, body.rev, me);
    const fields = { title: r.title, banner: r.banner, des: r.des, content: r.content, tags: r.tags };
    const version = await db.transaction(async (tx) => {
      const blog = await ownBlog(tx, body.blog_id, me);
      if (blog.draft) await updateBlog(tx, blog.id, { ...fields, draft: true }, false);
      else await setPending(tx, blog.id, fields);
      return bumpVersion(tx, blog.id);
    });
    return { version };
  });

  serve('previewLink', async ({ body, me }) => {
    const blog = await db.transaction((tx) => ownBlog(tx, body.blog_id, me));
    if (body.enabled && blog.hidden) throw forbidden('A hidden blog cannot be previewed');
    // A new link each time it is turned on: turning it off ends every copy of the old one.
    const token = body.enabled ? randomBytes(18).toString('base64url') : null;
    await setPreviewToken(db, blog.id, token);
    ctx.cache.changed(TAG.blog(blog.id));
    return { url: token ? `${ctx.config.PUBLIC_URL ?? ''}/preview/${token}` : null };
  });

  serve('getPreview', async ({ body, reply }) => {
    const row = await ctx.cache.reads.withReads(() => previewRow(db, body.token), (r) => [r]);
    if (!row) throw notFound(MESSAGES.previewGone);
    // No read is counted, and nothing of it is for search engines.
    reply.header('x-robots-tag', 'noindex, nofollow');
    return { blog: editAnswer(row, { preview: true }) as BlogAnswer };
  });
}

/** Series: placing a blog, a series' page, an author's series. */
export async function seriesRoutes(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const db = ctx.db;
  const serve = callServer(api, ctx);

  serve('setSeries', async ({ body, me }) => {
    const placed = await db.transaction(async (tx) => {
      const blog = await lockForEdit(tx, body.blog_id);
      if (!blog) throw notFound(BLOG_NOT_FOUND);
      if (blog.author !== me.id) throw forbidden('Only the author can edit this blog');
      const before = await seriesOfBlog(tx, blog.id);
      if (body.series === null) {
        await takeOutOfSeries(tx, blog.id);
        return { blog, before, after: null };
      }
      const s = await seriesFor(tx, me.id, body.series);
      await placeInSeries(tx, blog.id, s.id, body.position);
      return { blog, before, after: s };
    });
    // Every part of both series shows the series on its page: their cached pages go.
    const touched = new Set<string>([placed.blog.id]);
    for (const s of [placed.before, placed.after]) if (s) for (const p of await seriesParts(db, s.id)) touched.add(p.id);
    ctx.cache.changed(...[...touched].map(TAG.blog));
    if (!placed.after) return { series: null };
    const parts = await seriesParts(db, placed.after.id);
    return { series: { name: placed.after.name, slug: placed.after.slug, count: parts.length } };
  });

  serve('getSeries', async ({ body }) => {
    const s = await seriesBySlug(db, body.username, body.slug);
    const parts = s ? await ctx.cache.reads.withReads(() => seriesParts(db, s.id)) : [];
    if (!s || parts.length === 0) throw notFound('Series not found');
    return { series: { name: s.name, slug: s.slug, author: personalInfo(s) }, blogs: parts.map(toCard) };
  });

  serve('userSeries', async ({ body }) => ({ series: await seriesOfAuthor(db, body.username) }));
}
