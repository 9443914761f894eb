import { useEffect, type RefObject } from 'react';
import { quoteRange } from '../model/quoteRange';
import type { WorkshopNote } from '../model/notes';

/** The names of the highlights the stylesheet paints (NotesHighlight's ::highlight rules). */
export const HIGHLIGHT = { note: 'workshop-note', active: 'workshop-note-active' } as const;

/**
 * Paints each open note's quoted passage in its block with the CSS Custom Highlight API: no element
 * is added to the text, so Editor.js's content and the reader's DOM stay as they are. A browser
 * without the API shows the notes without the highlight.
 */
export function useQuoteHighlights(content: RefObject<HTMLElement | null>, notes: readonly WorkshopNote[], activeNote: string | null, find: (root: HTMLElement, id: string) => Element | null) {
  useEffect(() => {
    const root = content.current;
    if (!root || typeof CSS === 'undefined' || !('highlights' in CSS) || typeof Highlight === 'undefined') return;
    let frame = 0;
    const paint = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const all = new Highlight();
        const active = new Highlight();
        for (const note of notes) {
          if (note.resolved || note.orphaned || !note.quote) continue;
          const block = find(root, note.block_id);
          const range = block && quoteRange(block, note.quote);
          if (range) (note._id === activeNote ? active : all).add(range);
        }
        CSS.highlights.set(HIGHLIGHT.note, all);
        CSS.highlights.set(HIGHLIGHT.active, active);
      });
    };
    paint();
    // Typing replaces text nodes: the ranges are found again.
    const observer = new MutationObserver(paint);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      CSS.highlights.delete(HIGHLIGHT.note);
      CSS.highlights.delete(HIGHLIGHT.active);
    };
  }, [content, notes, activeNote, find]);
}
