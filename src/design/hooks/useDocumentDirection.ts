import { useSyncExternalStore } from 'react';

export type Direction = 'ltr' | 'rtl';

const read = (): Direction => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

/**
 * The page's writing direction, from `<html dir>`; re-renders when a language switch changes it.
 * Radix parts need it said (they default to ltr and write `dir` on their own element, which would
 * otherwise turn a right-to-left page's tabs and menus back to left to right).
 */
export function useDocumentDirection(): Direction {
  return useSyncExternalStore(subscribe, read, () => 'ltr');
}
