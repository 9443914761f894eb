import { infiniteQueryOptions, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { PAGE_SIZES, type AddNoteInput, type AnswerOf, type EditNoteInput, type Note, type NotesAnswer, type ReviewDraftCard, type ShareDraftInput } from '@/contract';
import { request } from '@/lib';

/* The workshop (API.md, "The workshop"): drafts shared for review, and the notes on their blocks. */

export type ReviewersAnswer = AnswerOf<'reviewers'>;

export const workshopKeys = {
  all: ['workshop'] as const,
  /** The draft as its author and reviewers read it for review (get-blog `review: true`). */
  draft: (blogId: string) => ['workshop', 'draft', blogId] as const,
  reviewers: (blogId: string) => ['workshop', 'reviewers', blogId] as const,
  notes: (blogId: string) => ['workshop', 'notes', blogId] as const,
  /** The notes the publishing of a revision closed (the History). */
  revisionNotes: (blogId: string, rev: number) => ['workshop', 'notes', blogId, 'rev', rev] as const,
  reviewDrafts: ['workshop', 'review-drafts'] as const,
};

export const workshopQueries = {
  /** POST /get-blog `review: true`: the draft or pending changes; counts no read, marks the reviewer's "read". */
  draft: (blogId: string) =>
    queryOptions({ queryKey: workshopKeys.draft(blogId), queryFn: async ({ signal }) => (await request('getBlog', { blog_id: blogId, review: true }, { signal })).blog, staleTime: 0 }),
  /** POST /reviewers (the author): the Share dialog's list with each reviewer's state. */
  reviewers: (blogId: string) => queryOptions({ queryKey: workshopKeys.reviewers(blogId), queryFn: ({ signal }) => request('reviewers', { blog_id: blogId }, { signal }), staleTime: 0 }),
  /** POST /notes: every note of the draft with its replies, and whether publishing closed them. */
  notes: (blogId: string) => queryOptions({ queryKey: workshopKeys.notes(blogId), queryFn: ({ signal }): Promise<NotesAnswer> => request('notes', { blog_id: blogId }, { signal }), staleTime: 0 }),
  /** POST /notes with `rev` (the author): the notes made on that revision, closed when it was published. */
  revisionNotes: (blogId: string, rev: number) =>
    queryOptions({ queryKey: workshopKeys.revisionNotes(blogId, rev), queryFn: async ({ signal }) => (await request('notes', { blog_id: blogId, rev }, { signal })).notes }),
  /** POST /review-drafts: drafts shared with the caller, last shared first, PAGE_SIZES.reviewDrafts a page. */
  reviewDrafts: () =>
    infiniteQueryOptions({
      queryKey: workshopKeys.reviewDrafts,
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) => ({ page: pageParam, blogs: (await request('reviewDrafts', { page: pageParam }, { signal })).blogs }),
      getNextPageParam: (last: { page: number; blogs: ReviewDraftCard[] }) => (last.blogs.length === PAGE_SIZES.reviewDrafts ? last.page + 1 : undefined),
    }),
};

/** A note changed: the draft's notes are read again (a reviewer's state may move with them). */
const notesChanged = (client: QueryClient, blogId: string) =>
  Promise.all([workshopKeys.notes(blogId), workshopKeys.reviewers(blogId)].map((queryKey) => client.invalidateQueries({ queryKey })));

export const workshopMutations = {
  /** POST /share-draft (the author): the answer is the new list of reviewers. */
  share: mutationOptions({
    mutationKey: ['share-draft'],
    mutationFn: async (body: ShareDraftInput, { client }) => {
      const answer = await request('shareDraft', body);
      client.setQueryData(workshopKeys.reviewers(body.blog_id), answer);
      return answer;
    },
  }),
  /** POST /add-note: a note on a block, or a reply (`parent`). */
  add: mutationOptions({
    mutationKey: ['add-note'],
    mutationFn: async (body: AddNoteInput, { client }): Promise<Note> => {
      const note = await request('addNote', body);
      await notesChanged(client, body.blog_id);
      return note;
    },
  }),
  /** POST /edit-note (its writer). */
  edit: mutationOptions({
    mutationKey: ['edit-note'],
    mutationFn: async ({ blogId, ...body }: EditNoteInput & { blogId: string }, { client }): Promise<Note> => {
      const note = await request('editNote', body);
      await notesChanged(client, blogId);
      return note;
    },
  }),
  /** POST /resolve-note (the blog's author). */
  resolve: mutationOptions({
    mutationKey: ['resolve-note'],
    mutationFn: async ({ blogId, ...body }: { note_id: string; resolved: boolean; blogId: string }, { client }): Promise<Note> => {
      const note = await request('resolveNote', body);
      await notesChanged(client, blogId);
      return note;
    },
  }),
  /** POST /delete-note (its writer or the blog's author). */
  remove: mutationOptions({
    mutationKey: ['delete-note'],
    mutationFn: async ({ blogId, note_id }: { note_id: string; blogId: string }, { client }) => {
      const answer = await request('deleteNote', { note_id });
      await notesChanged(client, blogId);
      return answer;
    },
  }),
};

