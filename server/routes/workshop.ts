import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import { addNote, deleteNote, editNote, idsOf, notesAnswer, resolveNote, reviewedAccess, reviewedBlog, reviewerAnswer, revisionNotes, roundOf, shareDraft } from '../services/workshop.ts';
import { notesInLastMinute, notesOfBlog, reviewDraftsOf, reviewersOf } from '../store/workshop.ts';
import { HttpError, notFound } from '../http.ts';
import { ERRORS } from '../../src/contract/index.ts';
import { callServer, serializeAnswer } from './call.ts';
import { TAG, TTL } from '../cache/index.ts';

/** The workshop (API.md, "The workshop"): drafts shared for review and the notes on their blocks. */
export default async function workshopRoutes(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const db = ctx.db;
  const serve = callServer(api, ctx);

  serve('shareDraft', async ({ body, me }) => shareDraft(ctx, me, body));

  serve('reviewers', async ({ body, me }) => {
    const blog = await reviewedBlog(db, body.blog_id, me.id);
    // Who reviews a draft is its author's to know.
    if (blog.author !== me.id) throw notFound(ERRORS.blogNotFound);
    return { reviewers: (await reviewersOf(db, blog.id)).map(reviewerAnswer) };
  });

  serve('reviewDrafts', async ({ body, me }) => {
    const size = PAGE_SIZES.reviewDrafts;
    const list = await reviewDraftsOf(db, me.id, size, (body.page - 1) * size);
    return {
      blogs: list.map((r) => ({
        _id: r.id,
        blog_id: r.blog_id,
        title: r.title,
        des: r.des,
        banner: r.banner,
        language: r.language,
        author: { username: r.username, fullname: r.fullname, profile_img: r.profile_img },
        sharedAt: new Date(r.shared_at).toISOString(),
        pending: r.pending,
        state: r.state,
        notes: Number(r.notes),
      })),
    };
  });

  serve('notes', async ({ body, me, req, reply }) => {
    const blog = await reviewedAccess(db, body.blog_id, me.id);
    if (body.rev !== undefined) return revisionNotes(db, blog, me.id, body.rev);
    const { closed } = roundOf(blog, me.id);
    const blocks = idsOf(blog.block_ids);
    // The answer is the same for the author and every reviewer (each was let in above), and it is
    // read far more often than a note is written: kept as bytes, compressed once, until a note of
    // the blog changes (TAG.notes) or its blocks do (the key), as the serialising and compressing of
    // 200 notes cost more than reading them. A name or picture changed drops every kept answer.
    const key = `notes:${blog.id}:${closed ? 'closed' : 'open'}:${createHash('sha1').update(blocks.join(',')).digest('base64')}`;
    const entry = await ctx.cache.answers.fetch(key, TTL.default, async () => ({
      json: [serializeAnswer('notes', notesAnswer(await notesOfBlog(db, blog.id, closed), blocks, closed))],
      slots: [],
      tags: [TAG.notes(blog.id)],
    }));
    return ctx.cache.sendEncoded(req, reply, entry!);
  });
  serve('addNote', async ({ body, me }) => {
    // A member's rate, counted in the database as comments are (routes/comments.ts): it holds across
    // instances, and two notes at the same moment may pass one over the limit rather than serialise.
    const limit = ctx.config.NOTES_PER_MINUTE;
    const recent = await notesInLastMinute(db, me.id);
    if (recent.n >= limit) throw new HttpError(429, ERRORS.notesPerMinute(limit), { 'retry-after': String(recent.freesIn) });
    return addNote(ctx, me, body);
  });
  serve('editNote', async ({ body, me }) => editNote(ctx, me, body));
  serve('resolveNote', async ({ body, me }) => resolveNote(ctx, me, body));
  serve('deleteNote', async ({ body, me }) => deleteNote(ctx, me, body));
}
