import type { Comment } from '@/contract';

/**
 * The comments panel keeps one flat list in display order (SPEC.md's childrenLevel and
 * isReplyLoaded): a comment's replies follow it, one level deeper. The operations below are pure.
 */
export interface ThreadItem {
  comment: Comment;
  /** 0 for a top-level comment, parent's level + 1 for a reply. */
  level: number;
  /** The replies are shown (loaded on demand, hidden on demand). */
  repliesLoaded: boolean;
  parentId: string | null;
}

export type Thread = ThreadItem[];

const item = (comment: Comment, level: number, parentId: string | null): ThreadItem => ({ comment, level, repliesLoaded: false, parentId });

/** Index just past the subtree of the item at `index` (its loaded descendants). */
export function subtreeEnd(thread: Thread, index: number): number {
  const level = thread[index].level;
  let end = index + 1;
  while (end < thread.length && thread[end].level > level) end += 1;
  return end;
}

/** Top-level comments appended (first load and Load More), skipping any already shown. */
export function appendTop(thread: Thread, comments: Comment[]): Thread {
  const ids = new Set(thread.map((t) => t.comment._id));
  return [...thread, ...comments.filter((c) => !ids.has(c._id)).map((c) => item(c, 0, null))];
}

/**
 * What the reader changed in the panel since it opened: their comments and replies, and what they
 * deleted. A page can be read before such a change is written and arrive after it (a slow or busy
 * server, a refetch on focus), so a fresh first page is seeded with these applied again.
 */
export interface LocalChanges {
  posted: { comment: Comment; parentId: string | null }[];
  removed: string[];
}

export const noLocalChanges: LocalChanges = { posted: [], removed: [] };

/** The thread a fresh first page makes, with the reader's own changes that the page may predate. */
export function seedThread(page: Comment[], local: LocalChanges): Thread {
  const removed = new Set(local.removed);
  const kept = page.filter((c) => !removed.has(c._id)).map((c) => (c.children.some((id) => removed.has(id)) ? { ...c, children: c.children.filter((id) => !removed.has(id)) } : c));
  let thread = appendTop([], kept);
  for (const { comment, parentId } of local.posted) {
    if (removed.has(comment._id) || thread.some((t) => t.comment._id === comment._id)) continue;
    thread = parentId ? addReply(thread, parentId, comment) : addTop(thread, comment);
  }
  return thread;
}

/** A new comment goes to the top (SPEC.md section 4). */
export function addTop(thread: Thread, comment: Comment): Thread {
  return [item(comment, 0, null), ...thread];
}

/** A new reply goes right after its parent, and the parent counts it among its children. */
export function addReply(thread: Thread, parentId: string, reply: Comment): Thread {
  const i = thread.findIndex((t) => t.comment._id === parentId);
  if (i < 0) return thread;
  const parent = thread[i];
  const updated: ThreadItem = { ...parent, comment: { ...parent.comment, children: [reply._id, ...parent.comment.children.filter((id) => id !== reply._id)] } };
  return [...thread.slice(0, i), updated, item({ ...reply, isReply: true, parent: parentId }, parent.level + 1, parentId), ...thread.slice(i + 1)];
}

/**
 * Replies loaded for a comment. With `skip` 0 they replace whatever was shown under it (a reply
 * posted before the replies were opened is among them); with a skip they are appended.
 */
export function insertReplies(thread: Thread, parentId: string, replies: Comment[], skip = 0): Thread {
  const i = thread.findIndex((t) => t.comment._id === parentId);
  if (i < 0) return thread;
  const parent = thread[i];
  const end = subtreeEnd(thread, i);
  const kept = skip === 0 ? [] : thread.slice(i + 1, end);
  const ids = new Set(kept.map((t) => t.comment._id));
  const added = replies.filter((r) => !ids.has(r._id)).map((r) => item(r, parent.level + 1, parentId));
  return [...thread.slice(0, i), { ...parent, repliesLoaded: true }, ...kept, ...added, ...thread.slice(end)];
}

/** Hides a comment's replies (and theirs). */
export function hideReplies(thread: Thread, id: string): Thread {
  const i = thread.findIndex((t) => t.comment._id === id);
  if (i < 0) return thread;
  return [...thread.slice(0, i), { ...thread[i], repliesLoaded: false }, ...thread.slice(subtreeEnd(thread, i))];
}

/** How many of a comment's direct replies are shown. */
export function loadedReplies(thread: Thread, id: string): number {
  return thread.filter((t) => t.parentId === id).length;
}

export interface Removal {
  thread: Thread;
  /** Comments gone: the comment, its loaded descendants and the unloaded replies we know of. */
  removedCount: number;
  /** It was a top-level comment (total_parent_comments goes down by one). */
  wasTopLevel: boolean;
}

/** Deletes a comment and its descendants locally (SPEC.md section 4) and says what to subtract. */
export function removeComment(thread: Thread, id: string): Removal {
  const i = thread.findIndex((t) => t.comment._id === id);
  if (i < 0) return { thread, removedCount: 0, wasTopLevel: false };
  const end = subtreeEnd(thread, i);
  const gone = thread.slice(i, end);
  // Replies never opened are not in the list; their direct count is known from `children`.
  const removedCount = gone.reduce((n, t) => n + 1 + (t.repliesLoaded ? 0 : t.comment.children.length), 0);
  const { parentId, level } = thread[i];
  const rest = [...thread.slice(0, i), ...thread.slice(end)];
  const next = parentId
    ? rest.map((t) => (t.comment._id === parentId ? { ...t, comment: { ...t.comment, children: t.comment.children.filter((c) => c !== id) } } : t))
    : rest;
  return { thread: next, removedCount, wasTopLevel: level === 0 };
}
