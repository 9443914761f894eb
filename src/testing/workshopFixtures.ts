/** The workshop's fixtures, shaped as POST /notes, /reviewers and /review-drafts answer them (API.md). */
import type { Note, NoteReply, Reviewer, ReviewDraftCard } from '@/contract';
import { fixtureImages } from './fixtures';

export const people = {
  ada: { username: 'ada', fullname: 'Ada Lovelace', profile_img: fixtureImages.avatarAda },
  grace: { username: 'grace', fullname: 'Grace Hopper', profile_img: fixtureImages.avatarGrace },
  alan: { username: 'alan', fullname: 'Alan Turing', profile_img: '' },
  katherine: { username: 'katherine', fullname: 'Katherine Johnson', profile_img: '' },
};

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 9, minutes)).toISOString();

export function noteReply(id: string, overrides: Partial<NoteReply> = {}): NoteReply {
  return { _id: id, block_id: 'b1', quote: null, text: 'Agreed, a shorter sentence reads better.', author: people.ada, createdAt: at(30), editedAt: null, resolved: false, orphaned: false, version: 3, parent: 'note-1', ...overrides };
}

export function note(id: string, overrides: Partial<Note> = {}): Note {
  return {
    _id: id,
    block_id: 'b1',
    quote: 'weaves algebraic patterns',
    text: 'Could this say what the patterns are? A reader new to the engine will stop here.',
    author: people.grace,
    createdAt: at(10),
    editedAt: null,
    resolved: false,
    orphaned: false,
    version: 3,
    parent: null,
    replies: [],
    ...overrides,
  };
}

/** Three open notes on different blocks (one with a reply), one resolved, one on removed text. */
export const notes: Note[] = [
  note('note-1', { replies: [noteReply('reply-1')] }),
  note('note-2', { block_id: 'b3', quote: null, text: 'The list could use a fourth item about memory.', author: people.alan, createdAt: at(12) }),
  note('note-3', { block_id: 'b5', quote: 'something more than merely mortal', text: 'Source for this quote?', createdAt: at(14) }),
  note('note-4', { block_id: 'b2', quote: null, text: 'Heading is great.', author: people.alan, resolved: true, createdAt: at(16) }),
  note('note-5', { block_id: 'gone', quote: 'a paragraph that was cut', text: 'This paragraph repeats the first.', orphaned: true, createdAt: at(18) }),
];

export const reviewers: Reviewer[] = [
  { ...people.grace, state: 'noted' },
  { ...people.alan, state: 'read' },
  { ...people.katherine, state: 'invited' },
];

export function reviewDraft(n: number, overrides: Partial<ReviewDraftCard> = {}): ReviewDraftCard {
  return {
    _id: `draft-${n}`,
    blog_id: `draft-on-engines-${n}`,
    title: n % 2 ? 'Notes on the Analytical Engine' : 'Compilers for everyone: a gentle tour',
    des: 'A draft, shared for review before it is published.',
    banner: n % 2 ? fixtureImages.banner : fixtureImages.banner2,
    language: 'en',
    author: n % 2 ? people.ada : people.alan,
    sharedAt: at(n),
    pending: n === 2,
    state: n === 1 ? 'invited' : n === 2 ? 'read' : 'noted',
    notes: n === 1 ? 0 : n,
    ...overrides,
  };
}
