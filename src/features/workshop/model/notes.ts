/**
 * The workshop's notes as the screens use them. Notes anchor to an Editor.js block id, never to a
 * character offset: a block keeps its id when it moves, so its notes move with it.
 */

import type { Note, NoteReply as ContractReply, Reviewer as ContractReviewer } from '@/contract';

/** Who wrote a note or a reply, or a reviewer. */
export type NotePerson = { username: string; fullname: string; profile_img: string };
export type NoteReply = ContractReply;
/** A note with its replies (POST /notes). */
export type WorkshopNote = Note;
export type Reviewer = ContractReviewer;
export type { ReviewerState } from '@/contract';

/** Open notes (not resolved), the number the editor's top bar shows. */
export const openNotes = (notes: readonly WorkshopNote[]) => notes.filter((n) => !n.resolved);

/**
 * The members a blog may thank: those who wrote a note or a reply on it, the author excepted, in the
 * order they first wrote.
 */
export function noteWriters(notes: readonly WorkshopNote[], author: string): NotePerson[] {
  const seen = new Map<string, NotePerson>();
  for (const n of notes) for (const w of [n, ...n.replies]) if (w.author && w.author.username !== author && !seen.has(w.author.username)) seen.set(w.author.username, w.author);
  return [...seen.values()];
}

/**
 * Where each thread sits in the margin: as near its block's top as it can without overlapping the
 * thread above it. `items` in block order; answers each item's top.
 */
export function stackTops(items: readonly { want: number; height: number }[], gap: number): number[] {
  let floor = -Infinity;
  return items.map(({ want, height }) => {
    const top = Math.max(want, floor);
    floor = top + height + gap;
    return top;
  });
}

/**
 * The notes in reading order: by their block's place in the content (orphans, whose block is gone,
 * last), then oldest first within a block.
 */
export function inBlockOrder(notes: readonly WorkshopNote[], blockIds: readonly string[]): WorkshopNote[] {
  const place = new Map(blockIds.map((id, i) => [id, i]));
  const rank = (n: WorkshopNote) => (n.orphaned ? Infinity : (place.get(n.block_id) ?? Infinity));
  return [...notes].sort((a, b) => rank(a) - rank(b) || a.createdAt.localeCompare(b.createdAt));
}

/** What a list of threads (the margin, the sheet) needs to act on its notes. */
export interface NoteHandlers {
  /** The signed-in member's username. */
  viewer: string;
  /** The viewer is the blog's author. */
  isAuthor: boolean;
  /** The blog is published: notes are closed. */
  readOnly?: boolean;
  onReply: (noteId: string, text: string) => Promise<unknown>;
  onResolve: (noteId: string, resolved: boolean) => Promise<unknown> | void;
  onEdit: (id: string, text: string) => Promise<unknown>;
  onDelete: (id: string) => Promise<unknown> | void;
  /** A thread was focused or clicked: highlight its passage, bring its block into view. */
  onSelect?: (note: WorkshopNote) => void;
}
