import { userStorageKey } from '@/lib';
import type { EditorBlock } from '@/contract';

/** The copy of unsaved work the editor keeps while you type (title, banner and blocks). */
export interface LocalDraft {
  title: string;
  banner: string;
  blocks: EditorBlock[];
  /** When it was written (ms since epoch). */
  savedAt: number;
}

export type DraftContent = Omit<LocalDraft, 'savedAt'>;


/**
 * When the copy is written: 300 ms after a change of the title or banner; after a change of the
 * blocks, once the writing pauses this long (reading the blocks saves every one of them, a long task
 * on a long blog). Leaving the page writes at once.
 */
export const COPY_DELAYS = { fields: 300, blocks: 2000 } as const;

/** Runs `fn` after `ms` (and then in idle time with `idle`); returns the cancel function. */
export function afterPause(ms: number, fn: () => void, { idle = false } = {}): () => void {
  let idleHandle: number | undefined;
  const timer = window.setTimeout(() => {
    if (idle && typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(fn, { timeout: 1000 });
    else fn();
  }, ms);
  return () => {
    window.clearTimeout(timer);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
  };
}

/** One copy per author and blog (`new` for a blog not yet saved); signing out removes the author's copies. */
export const localDraftKey = (username: string, blogId?: string) => userStorageKey('editor-copy', username, blogId ?? 'new');

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readLocalDraft(key: string, store: Storage | null = storage()): LocalDraft | null {
  try {
    const raw = store?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalDraft>;
    if (typeof parsed !== 'object' || parsed === null || !Array.isArray(parsed.blocks)) return null;
    return {
      title: typeof parsed.title === 'string' ? parsed.title : '',
      banner: typeof parsed.banner === 'string' ? parsed.banner : '',
      blocks: parsed.blocks,
      savedAt: typeof parsed.savedAt === 'number' ? parsed.savedAt : 0,
    };
  } catch {
    return null;
  }
}

/** Writes the copy; an empty editor removes it instead (nothing worth offering). */
export function writeLocalDraft(key: string, content: DraftContent, store: Storage | null = storage(), now = Date.now()) {
  try {
    if (isEmptyDraft(content)) store?.removeItem(key);
    else store?.setItem(key, JSON.stringify({ ...content, savedAt: now }));
  } catch {
    /* storage full or disabled: the copy is a convenience, never an error */
  }
}

export function clearLocalDraft(key: string, store: Storage | null = storage()) {
  try {
    store?.removeItem(key);
  } catch {
    /* ignore */
  }
}

export const isEmptyDraft = (c: DraftContent) => !c.title.trim() && !c.banner && c.blocks.length === 0;

/** Blocks compared by type and data only (ids and times change on every save). */
const blocksSignature = (blocks: EditorBlock[]) => JSON.stringify(blocks.map((b) => [b.type, b.data]));

/** True when the copy holds work the loaded blog does not: worth offering for restore. */
export function isWorthRestoring(copy: LocalDraft | null, loaded: DraftContent): copy is LocalDraft {
  if (!copy || isEmptyDraft(copy)) return false;
  return copy.title !== loaded.title || copy.banner !== loaded.banner || blocksSignature(copy.blocks) !== blocksSignature(loaded.blocks);
}
