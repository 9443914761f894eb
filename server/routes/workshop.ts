import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import { addNote, deleteNote, editNote, notesAnswer, resolveNote, reviewedBlog, reviewerAnswer, shareDraft } from '../services/workshop.ts';
import { notesInLastMinute, reviewDraftsOf, reviewersOf } from '../store/workshop.ts';
import { HttpError, notFound } from '../http.ts';
import { ERRORS } from '../../src/contract/index.ts';
import { callServer } from './call.ts';

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

  serve('notes', async ({ body, me }) => notesAnswer(db, await reviewedBlog(db, body.blog_id, me.id), me.id));
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
