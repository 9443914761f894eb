import { ERRORS, REVIEWERS_MAX, type ParsedPayloadOf } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import { badRequest, forbidden, HttpError, isUuid, notFound } from '../http.ts';
import { blocksText } from '../content/snippet.ts';
import type { Executor } from '../db/query.ts';
import {
  addReviewers,
  closeReview,
  countReviewers,
  deleteNoteRow,
  editNoteText,
  fullnameOf,
  insertNote,
  lockReviewers,
  notedBy,
  noteById,
  notesOfBlog,
  noteWithBlog,
  notifyNote,
  notifyReviewRequest,
  removeReviewers,
  repliesOf,
  reviewAccess,
  reviewBlog,
  reviewersOf,
  revisionBlockIds,
  setCredits,
  setResolved,
  usersByUsername,
  type NoteAccessRow,
  type NoteRow,
  type ReviewAccessRow,
  type ReviewBlogRow,
  type ReviewerRow,
} from '../store/workshop.ts';
import { commit, type After } from './commit.ts';
import { TAG } from '../cache/index.ts';

/* The workshop (API.md, "The workshop"): sharing a draft for review, and the notes on its blocks. */

const notesClosed = () => new HttpError(409, ERRORS.notesClosed);

/** Something to review: a draft, or a published blog's pending changes. Publishing ends it. */
export const underReview = (b: { draft: boolean; has_pending: boolean }) => b.draft || b.has_pending;

/**
 * May `userId` read and write the workshop of this blog: its author always, a reviewer while it is
 * not hidden by a moderator. Anyone else learns nothing (404, as for a blog that does not exist).
 */
export const mayReview = (owner: string, b: { reviewer: boolean; hidden: boolean }, userId: string) => owner === userId || (b.reviewer && !b.hidden);

/** The blog for a workshop call by its author or a reviewer, else 404. */
export async function reviewedBlog(ex: Executor, blogId: string, userId: string): Promise<ReviewBlogRow> {
  const blog = await reviewBlog(ex, blogId, userId);
  if (!blog || !mayReview(blog.author, blog, userId)) throw notFound(ERRORS.blogNotFound);
  return blog;
}

/** The note for a call that names it, by the blog's author or a reviewer, else 404. */
async function reviewedNote(ex: Executor, noteId: string, userId: string): Promise<NoteAccessRow> {
  const note = isUuid(noteId) ? await noteWithBlog(ex, noteId, userId) : undefined;
  if (!note || !mayReview(note.blog_author, note, userId)) throw notFound(ERRORS.noteNotFound);
  // A reviewer reads a closed round no more (publishing ended their access).
  if (note.closed && note.blog_author !== userId) throw notFound(ERRORS.noteNotFound);
  return note;
}

export const reviewerAnswer = (r: ReviewerRow) => ({ username: r.username, fullname: r.fullname, profile_img: r.profile_img, state: r.state });

/** Shares a blog under review with members (or takes it back); answers every reviewer with their state. */
export async function shareDraft(ctx: Context, me: { id: string }, body: ParsedPayloadOf<'shareDraft'>) {
  return commit(ctx, async (tx, after) => {
    const blog = await reviewBlog(tx, body.blog_id, me.id);
    if (!blog || blog.author !== me.id) throw notFound(ERRORS.blogNotFound);
    const found = await usersByUsername(tx, body.usernames);
    const unknown = body.usernames.find((u) => !found.some((f) => f.username === u));
    if (unknown !== undefined) throw notFound(ERRORS.userNotFound);
    if (found.some((f) => f.id === me.id)) throw badRequest(ERRORS.shareWithSelf);
    const ids = found.map((f) => f.id);
    if (!body.shared) {
      await removeReviewers(tx, blog.id, ids);
      return { reviewers: (await reviewersOf(tx, blog.id)).map(reviewerAnswer) };
    }
    if (!underReview(blog)) throw notesClosed();
    await lockReviewers(tx, blog.id);
    const before = await reviewersOf(tx, blog.id);
    const fresh = ids.filter((id) => !before.some((r) => r.user_id === id));
    if (before.length + fresh.length > REVIEWERS_MAX) throw badRequest(ERRORS.reviewersMax(REVIEWERS_MAX));
    const added = await addReviewers(tx, blog.id, fresh);
    if (added.length) {
      const author = { fullname: await fullnameOf(tx, me.id) };
      for (const to of added) {
        await notifyReviewRequest(tx, blog.id, me.id, to);
        const queued = await ctx.mail.notifyReview(tx, { kind: 'review_request', to, from: me.id, who: author.fullname, blogTitle: blog.title, blogId: blog.blog_id, eventId: `${blog.id}:${Date.now()}`, text: '' });
        if (queued) after.mailQueued();
      }
    }
    // A check of the limit under the lock: a concurrent share waits for this one.
    if ((await countReviewers(tx, blog.id)) > REVIEWERS_MAX) throw badRequest(ERRORS.reviewersMax(REVIEWERS_MAX));
    return { reviewers: (await reviewersOf(tx, blog.id)).map(reviewerAnswer) };
  });
}

/* Notes */

/** Spaces of every kind as one: a quote copied from the page keeps its words, not the markup's line breaks. */
const squash = (v: string) => v.replace(/\s+/gu, ' ').trim();

/** Whether `quote` is a passage of the block's text as a reader sees it (tags out, entities read). */
export function quoteInBlock(block: { type?: string; data?: Record<string, unknown> }, quote: string): boolean {
  const wanted = squash(quote);
  if (!wanted) return true;
  const seen = squash(blocksText({ blocks: [block] }));
  if (seen.includes(wanted)) return true;
  // A code block's text is its code as written (the search's reading blanks out < > &).
  const code = block.data?.code;
  return typeof code === 'string' && squash(code).includes(wanted);
}

/** A note (or reply) as the API answers it. */
export function noteAnswer(r: NoteRow, o: { orphaned: boolean; resolved?: boolean }) {
  return {
    _id: r.id,
    block_id: r.block_id,
    quote: r.quote,
    text: r.text,
    author: r.author_username === null ? null : { username: r.author_username, fullname: r.author_fullname ?? '', profile_img: r.author_img ?? '' },
    createdAt: new Date(r.created_at).toISOString(),
    editedAt: r.edited_at ? new Date(r.edited_at).toISOString() : null,
    resolved: o.resolved ?? r.resolved,
    orphaned: o.orphaned,
    version: r.version,
    parent: r.parent,
  };
}

const blockIds = (content: ReviewBlogRow['content']) => new Set((content.blocks ?? []).map((b) => b.id).filter((id): id is string => typeof id === 'string'));

/** The block ids of a jsonb path's answer, strings only (Editor.js ids; anything else names no block). */
export const idsOf = (ids: unknown[] | null | undefined): string[] => (ids ?? []).filter((id): id is string => typeof id === 'string');

/** The blog for the notes call by its author or a reviewer (with its block ids only), else 404. */
export async function reviewedAccess(ex: Executor, blogId: string, userId: string): Promise<ReviewAccessRow> {
  const blog = await reviewAccess(ex, blogId, userId);
  if (!blog || !mayReview(blog.author, blog, userId)) throw notFound(ERRORS.blogNotFound);
  return blog;
}

/**
 * What POST /notes answers without `rev`: the open notes while the blog is under review, else those
 * its publishing closed, which only its author reads (a reviewer's access ended with the round).
 */
export function roundOf(blog: ReviewAccessRow, userId: string): { closed: boolean } {
  const closed = !underReview(blog);
  if (closed && blog.author !== userId) throw notFound(ERRORS.blogNotFound);
  return { closed };
}

/**
 * A blog's notes with their replies: in the order of `blocks` (the ids of the content they are read
 * against), orphaned ones (their block is gone) last, each block's oldest first.
 */
export function notesAnswer(list: NoteRow[], blocks: readonly string[], closed: boolean) {
  const order = new Map<string, number>();
  blocks.forEach((id, i) => !order.has(id) && order.set(id, i));
  const replies = new Map<string, NoteRow[]>();
  for (const r of list) {
    if (!r.parent) continue;
    const of = replies.get(r.parent);
    if (of) of.push(r);
    else replies.set(r.parent, [r]);
  }
  const tops = list.filter((r) => r.parent === null);
  const place = (r: NoteRow) => order.get(r.block_id) ?? Number.MAX_SAFE_INTEGER;
  // A stable sort: each block's notes keep their oldest-first order.
  tops.sort((a, b) => place(a) - place(b));
  return {
    closed,
    notes: tops.map((t) => {
      const orphaned = !order.has(t.block_id);
      return { ...noteAnswer(t, { orphaned }), replies: (replies.get(t.id) ?? []).map((r) => noteAnswer(r, { orphaned, resolved: t.resolved })) };
    }),
  };
}

/**
 * POST /notes with `rev`: the notes the publishing of that revision closed, read against that
 * revision's blocks (the History shows them beside it). The blog's author only, as the History is.
 */
export async function revisionNotes(ex: Executor, blog: ReviewAccessRow, userId: string, rev: number) {
  if (blog.author !== userId) throw notFound(ERRORS.blogNotFound);
  const blocks = await revisionBlockIds(ex, blog.id, rev);
  if (!blocks) throw notFound(ERRORS.revisionNotFound);
  return notesAnswer(await notesOfBlog(ex, blog.id, true, rev), idsOf(blocks), true);
}

/** One note with its replies as the API answers it, read against the blog's content under review. */
async function oneNote(ex: Executor, noteId: string, blogId: string, userId: string) {
  const blog = await reviewBlog(ex, blogId, userId);
  const row = await noteById(ex, noteId);
  if (!blog || !row) throw notFound(ERRORS.noteNotFound);
  const ids = blockIds(blog.content);
  if (row.parent) {
    const parent = await noteById(ex, row.parent);
    return { ...noteAnswer(row, { orphaned: !ids.has(row.block_id), resolved: parent?.resolved ?? row.resolved }), replies: [] };
  }
  const orphaned = !ids.has(row.block_id);
  return { ...noteAnswer(row, { orphaned }), replies: (await repliesOf(ex, row.id)).map((r) => noteAnswer(r, { orphaned, resolved: row.resolved })) };
}

export async function addNote(ctx: Context, me: { id: string; fullname?: string }, body: ParsedPayloadOf<'addNote'>) {
  return commit(ctx, async (tx, after) => {
    const blog = await reviewedBlog(tx, body.blog_id, me.id);
    if (!underReview(blog)) throw notesClosed();
    let parent: NoteAccessRow | undefined;
    let blockId = body.block_id;
    let quote: string | null = null;
    if (body.parent !== undefined) {
      parent = isUuid(body.parent) ? await noteWithBlog(tx, body.parent, me.id) : undefined;
      if (!parent || parent.blog !== blog.id) throw notFound(ERRORS.noteNotFound);
      if (parent.closed) throw notesClosed();
      if (parent.parent !== null) throw badRequest(ERRORS.noteReplyToReply);
      // A reply is about its note's block, whatever the payload says.
      blockId = parent.block_id;
    } else {
      const block = (blog.content.blocks ?? []).find((b) => b.id === blockId);
      if (!block) throw badRequest(ERRORS.noteBlockGone);
      if (body.quote !== undefined && squash(body.quote)) {
        if (!quoteInBlock(block, body.quote)) throw badRequest(ERRORS.noteQuoteNotInBlock);
        quote = body.quote.trim();
      }
    }
    const text = body.text.trim();
    const id = await insertNote(tx, { blog: blog.id, parent: parent?.id ?? null, blockId, quote, text, author: me.id, version: blog.version });
    after.changed(TAG.notes(blog.id));
    const who = { fullname: await fullnameOf(tx, me.id) };
    const tell = async (to: string | null, kind: 'note' | 'note_reply') => {
      if (!to || to === me.id) return;
      await notifyNote(tx, blog.id, me.id, to, id);
      if (await ctx.mail.notifyReview(tx, { kind, to, from: me.id, who: who.fullname, blogTitle: blog.title, blogId: blog.blog_id, eventId: id, text })) after.mailQueued();
    };
    // A note tells the blog's author; a reply tells the note's writer, and the author too.
    if (parent) await tell(parent.author, 'note_reply');
    if (!parent || parent.author !== blog.author) await tell(blog.author, 'note');
    return oneNote(tx, id, blog.blog_id, me.id);
  });
}

export async function editNote(ctx: Context, me: { id: string }, body: ParsedPayloadOf<'editNote'>) {
  return commit(ctx, async (tx, after) => {
    const note = await reviewedNote(tx, body.note_id, me.id);
    if (note.author !== me.id) throw forbidden(ERRORS.noteEditForbidden);
    if (note.closed) throw notesClosed();
    await editNoteText(tx, note.id, body.text.trim());
    after.changed(TAG.notes(note.blog));
    return oneNote(tx, note.id, note.blog_id, me.id);
  });
}

export async function resolveNote(ctx: Context, me: { id: string }, body: ParsedPayloadOf<'resolveNote'>) {
  return commit(ctx, async (tx, after) => {
    const note = await reviewedNote(tx, body.note_id, me.id);
    if (note.blog_author !== me.id) throw forbidden(ERRORS.noteResolveForbidden);
    if (note.closed) throw notesClosed();
    // A reply is resolved with its note: the thread is one question.
    const target = note.parent ?? note.id;
    await setResolved(tx, target, body.resolved);
    after.changed(TAG.notes(note.blog));
    return oneNote(tx, target, note.blog_id, me.id);
  });
}

export async function deleteNote(ctx: Context, me: { id: string }, body: ParsedPayloadOf<'deleteNote'>) {
  await commit(ctx, async (tx, after) => {
    const note = await reviewedNote(tx, body.note_id, me.id);
    if (note.blog_author !== me.id && note.author !== me.id) throw forbidden(ERRORS.noteDeleteForbidden);
    // The author keeps the closed notes to read, and may clear them; nobody else writes to them.
    if (note.closed && note.blog_author !== me.id) throw notesClosed();
    await deleteNoteRow(tx, note.id);
    after.changed(TAG.notes(note.blog));
  });
  return { status: 'done' as const };
}

/**
 * create-blog `credits`: each name must be a member who left a note on this blog (in any round);
 * the first that did not is refused by name. Answers their ids in the author's order.
 */
export async function creditIds(ex: Executor, blogUuid: string | null, usernames: string[]): Promise<string[]> {
  if (usernames.length === 0) return [];
  const unique = [...new Set(usernames)];
  const found = await usersByUsername(ex, unique);
  const noted = blogUuid ? await notedBy(ex, blogUuid, found.map((f) => f.id)) : new Set<string>();
  const ids: string[] = [];
  for (const name of unique) {
    const user = found.find((f) => f.username === name);
    if (!user || !noted.has(user.id)) throw badRequest(ERRORS.creditNotNoted(name));
    ids.push(user.id);
  }
  return ids;
}

/**
 * Ends the blog's round of review (store closeReview) and drops its kept notes answer. `published`:
 * the changes under review became its latest revision, which the closed notes keep.
 */
export async function closeRound(tx: Executor, after: After, blogUuid: string, published: boolean) {
  await closeReview(tx, blogUuid, published);
  after.changed(TAG.notes(blogUuid));
}

export { setCredits };
