import type { FastifyInstance } from 'fastify';
import { ERRORS, type AnswerOf } from '../../src/contract/index.ts';
import { isAllowedImageUrl, type sanitizeContent } from '../content/sanitize.ts';
import type { Context } from '../context.ts';
import { badRequest, notFound } from '../http.ts';
import { editRow, previewRow, revision, revisionList } from '../store/publishing.ts';
import { blogUploadKeys } from '../store/uploads.ts';
import { fillImageFiles } from '../media/blocks.ts';
import { callServer } from './call.ts';
import { hashPreviewToken } from '../auth/previewTokens.ts';
import { editAnswer, personalInfo, toCard } from '../shapes.ts';
import { seriesBySlug, seriesOfAuthor, seriesParts } from '../store/series.ts';
import { discardEdit, ownBlog, restoreRevision, saveEdit, setPreview, setSeries } from '../services/editing.ts';

type BlogAnswer = AnswerOf<'getBlog'>['blog'];

/** Pending edits, revisions and preview links (API.md, "Writing and publishing"). */
export default async function publishingRoutes(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const db = ctx.db;
  const serve = callServer(api, ctx);

  serve(
    'saveEdit',
    async ({ body, me }) => {
      if (body.banner && !isAllowedImageUrl(body.banner)) throw badRequest(ERRORS.bannerNotAllowed);
      const content = await ctx.content.sanitize(body.content as Parameters<typeof sanitizeContent>[0]);
      await fillImageFiles(ctx, content.blocks);
      const fields = { title: body.title, banner: body.banner, des: body.des, content, tags: body.tags };
      return saveEdit(ctx, me, { id: body.id, version: body.version, fields, uploadKeys: blogUploadKeys(ctx.store, body.banner, content.blocks) });
    },
    // Counted before the payload is parsed: a refused save costs the server next to nothing.
    { caller: ctx.countSave },
  );

  serve('discardEdit', async ({ body, me }) => discardEdit(ctx, me, body.blog_id, body.version));

  serve('blogRevisions', async ({ body, me }) => {
    const blog = await ownBlog(ctx, body.blog_id, me);
    const list = await revisionList(db, blog.id);
    return { revisions: list.map((r) => ({ rev: r.rev, savedAt: r.savedAt.toISOString(), title: r.title })) };
  });

  /** A revision as a blog: the stored blog's card with the revision's fields. */
  const revisionBlog = async (blogId: string, rev: number, me: { id: string }) => {
    const row = await editRow(db, blogId);
    // Another member's blog reads as no blog at all: nobody learns that a draft with this id exists.
    if (!row || row.author_id !== me.id) throw notFound(ERRORS.blogNotFound);
    const r = await revision(db, row.id, rev);
    if (!r) throw notFound(ERRORS.revisionNotFound);
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
    const version = await restoreRevision(ctx, me, body.blog_id, fields);
    return { version };
  });

  serve('previewLink', async ({ body, me }) => {
    const token = await setPreview(ctx, me, body.blog_id, body.enabled);
    return { url: token ? `${ctx.config.PUBLIC_URL ?? ''}/preview/${token}` : null };
  });

  serve('getPreview', async ({ body, reply }) => {
    const row = await ctx.cache.reads.withReads(() => previewRow(db, hashPreviewToken(body.token)), (r) => [r]);
    if (!row) throw notFound(ERRORS.previewGone);
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
    return { series: await setSeries(ctx, me, body.blog_id, body.series, body.position) };
  });

  serve('getSeries', async ({ body }) => {
    const s = await seriesBySlug(db, body.username, body.slug);
    const parts = s ? await ctx.cache.reads.withReads(() => seriesParts(db, s.id)) : [];
    if (!s || parts.length === 0) throw notFound(ERRORS.seriesNotFound);
    return { series: { name: s.name, slug: s.slug, author: personalInfo(s) }, blogs: parts.map(toCard) };
  });

  serve('userSeries', async ({ body }) => ({ series: await seriesOfAuthor(db, body.username) }));
}
