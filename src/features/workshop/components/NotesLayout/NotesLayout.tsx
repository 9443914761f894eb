import { cx } from 'class-variance-authority';
import { useRef, useState, type ReactNode } from 'react';
import { media } from '@/design/tokens';
import { useMediaQuery } from '@/design/hooks';
import { useBlockTops } from '../../hooks/useBlockTops';
import { useQuoteHighlights } from '../../hooks/useQuoteHighlights';
import type { NoteHandlers, WorkshopNote } from '../../model/notes';
import { NotesMargin } from '../NotesMargin';
import { NotesSheet } from '../NotesSheet';
import * as styles from './NotesLayout.css';

export interface NotesLayoutProps extends NoteHandlers {
  /** The text the notes are on: its block elements carry their Editor.js ids (see `find`). */
  children: ReactNode;
  notes: readonly WorkshopNote[];
  blockIds: readonly string[];
  /** A block's element by its id inside the content. */
  find: (root: HTMLElement, id: string) => Element | null;
  /** The block being read or edited. */
  activeBlock?: string | null;
  /** The sheet (phones) is open; the top bar's notes button opens it. */
  sheetOpen: boolean;
  onSheetOpenChange: (open: boolean) => void;
  className?: string;
}

/**
 * The text with its notes: in a margin beside the blocks on wide screens, in a sheet on phones.
 * Each open note's quoted passage is highlighted in its block; focusing a thread marks its passage.
 */
export function NotesLayout({ children, notes, blockIds, find, activeBlock, sheetOpen, onSheetOpenChange, className, onSelect, ...handlers }: NotesLayoutProps) {
  // Above the medium breakpoint the notes sit in a margin beside the text; up to it, in a sheet.
  const wide = !useMediaQuery(media.medium);
  // No notes, no margin: the text keeps the page's own column (a blog nobody reviews looks as before).
  const withMargin = wide && notes.length > 0;
  const content = useRef<HTMLDivElement>(null);
  const margin = useRef<HTMLDivElement>(null);
  const tops = useBlockTops(content, margin, withMargin ? blockIds : [], find);
  const [activeNote, setActiveNote] = useState<string | null>(null);
  useQuoteHighlights(content, notes, activeNote, find);
  const select = (note: WorkshopNote) => {
    setActiveNote(note._id);
    const root = content.current;
    const block = root && !note.orphaned ? find(root, note.block_id) : null;
    // Keeps the thread where it is (no focus moves): the block comes into view beside it.
    block?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    onSelect?.(note);
  };
  return (
    <div className={cx(styles.layout, withMargin && styles.wide, className)}>
      <div ref={content} className={styles.content}>
        {children}
      </div>
      {withMargin ? (
        <div ref={margin} className={styles.margin}>
          <NotesMargin notes={notes} blockIds={blockIds} blockTops={tops} activeBlock={activeBlock} onSelect={select} {...handlers} />
        </div>
      ) : wide ? null : (
        <NotesSheet open={sheetOpen} onOpenChange={onSheetOpenChange} notes={notes} blockIds={blockIds} activeBlock={activeBlock} onSelect={select} {...handlers} />
      )}
    </div>
  );
}
