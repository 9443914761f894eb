import { useEffect, useState, type RefObject } from 'react';

/**
 * Each block's top in px from the margin's top, kept current as the text reflows, blocks move
 * (Editor.js reorders its block elements) or the window resizes. `find` answers a block's element
 * by its id: `[data-block-id]` on the review page, Editor.js's `.ce-block[data-id]` in the editor.
 */
export function useBlockTops(content: RefObject<HTMLElement | null>, margin: RefObject<HTMLElement | null>, blockIds: readonly string[], find: (root: HTMLElement, id: string) => Element | null): Record<string, number> {
  const [tops, setTops] = useState<Record<string, number>>({});
  const ids = blockIds.join('\n');
  useEffect(() => {
    const root = content.current;
    if (!root) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const base = margin.current?.getBoundingClientRect().top ?? root.getBoundingClientRect().top;
        const next: Record<string, number> = {};
        for (const id of ids ? ids.split('\n') : []) {
          const el = find(root, id);
          if (el) next[id] = Math.round(el.getBoundingClientRect().top - base);
        }
        setTops((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
      });
    };
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(root);
    if (margin.current) resize.observe(margin.current);
    // A block moved, added or removed changes the places of the ones after it.
    const mutations = new MutationObserver(measure);
    mutations.observe(root, { childList: true, subtree: true, characterData: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      mutations.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [content, margin, ids, find]);
  return tops;
}
