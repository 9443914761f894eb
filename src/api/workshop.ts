import { infiniteQueryOptions, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AddNoteInput, NoteReply, NotesAnswer } from '@/contract';
import { PAGE_SIZES } from '@/contract';
import { request } from '@/lib';

/** The workshop: drafts shared for review and the notes on their blocks (API.md, "The workshop"). */
export const workshopKeys = {
  all: ['workshop'] as const,
  notes: (blogId: string) => ['workshop', 'notes', blogId] as const,
  reviewers: (blogId: string) => ['workshop', 'reviewers', blogId] as const,
  reviewDrafts: () => ['workshop', 'review-drafts'] as const,
  /** A draft as read for review (get-blog `review: true`). */
  draft: (blogId: string) => ['workshop', 'draft', blogId] as const,
};

export const workshopQueries = {
  /** POST /notes: every note of a draft with its replies, in block order; `closed` once published. */
  notes: (blogId: string) =>
    queryOptions({ queryKey: workshopKeys.notes(blogId), queryFn: ({ signal }): Promise<NotesAnswer> => request('notes', { blog_id: blogId }, { signal }), enabled: Boolean(blogId) }),
  /** POST /reviewers (author): who the draft is shared with, and how far each got. */
  reviewers: (blogId: string) => queryOptions({ queryKey: workshopKeys.reviewers(blogId), queryFn: async ({ signal }) => (await request('reviewers', { blog_id: blogId }, { signal })).reviewers, enabled: Boolean(blogId) }),
  /** get-blog `review: true`: the draft (or pending changes) for its author and reviewers; counts no read. */
  draft: (blogId: string) =>
    queryOptions({ queryKey: workshopKeys.draft(blogId), queryFn: async ({ signal }) => (await request('getBlog', { blog_id: blogId, review: true }, { auth: true, signal })).blog, retry: false }),
  /** POST /review-drafts: drafts shared with the caller, last shared first, 10 a page. */
  reviewDrafts: () =>
    infiniteQueryOptions({
      queryKey: workshopKeys.reviewDrafts(),
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) => (await request('reviewDrafts', { page: pageParam }, { signal })).blogs,
      getNextPageParam: (last, pages) => (last.length < PAGE_SIZES.reviewDrafts ? undefined : pages.length + 1),
    }),
};

/** A note changed: the notes are read again (the answer of a write is one note; the list is the truth). */
const refreshNotes = (client: QueryClient, blogId: string) => client.invalidateQueries({ queryKey: workshopKeys.notes(blogId) });

/** Puts a note's or reply's new fields into the cached list at once, before the list is read again. */
function patchNote(client: QueryClient, blogId: string, id: string, fields: Partial<NoteReply>) {
  client.setQueryData<NotesAnswer>(workshopKeys.notes(blogId), (old) =>
    old && { ...old, notes: old.notes.map((n) => (n._id === id ? { ...n, ...fields } : { ...n, replies: n.replies.map((r) => (r._id === id ? { ...r, ...fields } : r)) })) },
  );
}

export const workshopMutations = {
  /** POST /share-draft (author): ask members to review, or (`shared: false`) take the draft back from them. */
  share: mutationOptions({
    mutationKey: ['share-draft'],
    mutationFn: async ({ blogId, usernames, shared }: { blogId: string; usernames: string[]; shared: boolean }, { client }) => {
      const { reviewers } = await request('shareDraft', { blog_id: blogId, usernames, shared });
      client.setQueryData(workshopKeys.reviewers(blogId), reviewers);
      return reviewers;
    },
  }),
  /** POST /add-note: a note on a block, or (`parent`) a reply to one. */
  add: mutationOptions({
    mutationKey: ['add-note'],
    mutationFn: async (input: AddNoteInput, { client }) => {
      const added = await request('addNote', input);
      await refreshNotes(client, input.blog_id);
      return added;
    },
  }),
  /** POST /edit-note (its writer). */
  edit: mutationOptions({
    mutationKey: ['edit-note'],
    mutationFn: async ({ blogId, noteId, text }: { blogId: string; noteId: string; text: string }, { client }) => {
      const edited = await request('editNote', { note_id: noteId, text });
      patchNote(client, blogId, noteId, { text: edited.text, editedAt: edited.editedAt });
      await refreshNotes(client, blogId);
      return edited;
    },
  }),
  /** POST /resolve-note (the blog's author): resolved, or open again. */
  resolve: mutationOptions({
    mutationKey: ['resolve-note'],
    mutationFn: async ({ blogId, noteId, resolved }: { blogId: string; noteId: string; resolved: boolean }, { client }) => {
      const answer = await request('resolveNote', { note_id: noteId, resolved });
      patchNote(client, blogId, noteId, { resolved });
      await refreshNotes(client, blogId);
      return answer;
    },
  }),
  /** POST /delete-note (its writer or the blog's author): a note goes with its replies. */
  remove: mutationOptions({
    mutationKey: ['delete-note'],
    mutationFn: async ({ blogId, noteId }: { blogId: string; noteId: string }, { client }) => {
      await request('deleteNote', { note_id: noteId });
      await refreshNotes(client, blogId);
    },
  }),
};
