import { useEffect, useRef, useState } from 'react';
import type { EditorBlock, EditorData } from '@/contract';
import { afterPause, clearLocalDraft, COPY_DELAYS, isWorthRestoring, readLocalDraft, writeLocalDraft, type DraftContent, type LocalDraft } from '../model/localDraft.ts';
import type { EditorDraft } from '../model/editorDraft.ts';

/** The blocks the editor holds: the last ones known, and `read` while Editor.js holds newer ones. */
export interface EditorBlocks {
  known: EditorBlock[];
  read: (() => Promise<EditorData>) | null;
}

export interface LocalDraftCopyOptions {
  /** Where the copy lives (localDraftKey: one per author and blog). */
  copyKey: string;
  /** What the editor opened with: a copy equal to it is not worth offering. */
  initial: EditorDraft;
  /** The title and banner now (the blocks come from `blocks`). */
  title: string;
  banner: string;
}

/**
 * The copy of unsaved work on this device (localDraft.ts): the offer to restore one found at opening,
 * and the writes while the author works. It also keeps the editor's blocks, read lazily: reading them
 * is a save of every block (O(blocks)), so it happens when a copy is written, not on every change; a
 * 1,000-block blog would otherwise pay a whole-document save at each pause.
 */
export function useLocalDraftCopy({ copyKey, initial, title, banner }: LocalDraftCopyOptions) {
  const [offer, setOffer] = useState<LocalDraft | null>(() => {
    const copy = readLocalDraft(copyKey);
    return isWorthRestoring(copy, { title: initial.title, banner: initial.banner, blocks: initial.content.blocks }) ? copy : null;
  });
  // Only what the author changed is worth keeping; `done` stops writes once saved or published.
  const touched = useRef(false);
  const done = useRef(false);
  const blocks = useRef<EditorBlocks>({ known: initial.content.blocks, read: null });
  const [blockChanges, setBlockChanges] = useState(0);

  const knownBlocks = (content: { blocks: EditorBlock[] }) => {
    blocks.current = { known: content.blocks, read: null };
  };
  const writing = () => touched.current && !done.current && !offer;

  async function writeCopy(fields: { title: string; banner: string }) {
    const read = blocks.current.read;
    if (read) {
      blocks.current.read = null;
      try {
        blocks.current.known = (await read()).blocks;
      } catch {
        blocks.current.read = read;
        return;
      }
    }
    if (!done.current) writeLocalDraft(copyKey, { ...fields, blocks: blocks.current.known });
  }

  // Title and banner: written 300 ms after a change (with the blocks, read if they changed).
  useEffect(() => {
    if (!writing()) return;
    return afterPause(COPY_DELAYS.fields, () => void writeCopy({ title, banner }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- writeCopy reads refs only; the copy follows these values
  }, [title, banner, copyKey, offer]);

  // Blocks: once the writing pauses for COPY_DELAYS.blocks, in idle time; nothing if already written.
  useEffect(() => {
    if (!writing() || !blocks.current.read) return;
    return afterPause(COPY_DELAYS.blocks, () => void (blocks.current.read && writeCopy({ title, banner })), { idle: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
  }, [blockChanges, title, banner, copyKey, offer]);

  // Leaving the page (reload, closed tab, another app) writes what is still waiting, at once.
  useEffect(() => {
    const flush = (event: Event) => {
      if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return;
      if (writing()) void writeCopy({ title, banner });
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flush);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
  }, [title, banner, copyKey, offer]);

  return {
    /** A copy found at opening, offered for restoring (nothing is written while it is offered). */
    offer,
    blocks,
    /** The blocks are known as they are now (nothing newer to read). */
    knownBlocks,
    /** The author changed something: from now on it is worth a copy. */
    touch: () => {
      touched.current = true;
    },
    /** Editor.js holds new blocks; `read` gives them. */
    blocksChanged: (read: () => Promise<EditorData>) => {
      touched.current = true;
      blocks.current.read = read;
      setBlockChanges((n) => n + 1);
    },
    /** Writes blocks just read elsewhere (the server autosave), which the copy would have read at its own pause. */
    writeRead: (content: DraftContent) => {
      if (writing()) writeLocalDraft(copyKey, content);
    },
    /** The work is saved or published: no more copies, and the one kept is dropped. */
    finish: () => {
      done.current = true;
      clearLocalDraft(copyKey);
    },
    /** The work was thrown away (discard): the copy goes, and nothing is worth keeping until the next change. */
    forget: () => {
      touched.current = false;
      clearLocalDraft(copyKey);
    },
    /** Takes the offered copy: its blocks become the editor's. */
    restore: (copy: LocalDraft) => {
      touched.current = true;
      knownBlocks(copy);
      setOffer(null);
    },
    /** Refuses the offered copy. */
    dismiss: () => {
      clearLocalDraft(copyKey);
      setOffer(null);
    },
  };
}
