/*
 * Screen readers hear each block as a labelled text box naming its type: Editor.js's contenteditable
 * elements get role="textbox", aria-multiline and a label;
 * headings keep their own role and level, which already names them.
 * Only added nodes are looked at, so a change costs what it added.
 */

const LABELS: [selector: string, label: string][] = [
  ['.ce-paragraph', 'Paragraph'],
  ['.cdx-list__item-content', 'List item'],
  ['.cdx-quote__text', 'Quote'],
  ['.cdx-quote__caption', 'Quote author'],
  ['.image-tool__caption', 'Image caption'],
  ['.embed-tool__caption', 'Embed caption'],
  ['.tc-cell', 'Table cell'],
];

function labelOf(el: HTMLElement): string {
  for (const [selector, label] of LABELS) if (el.matches(selector)) return label;
  return 'Text';
}

function label(root: ParentNode) {
  const found = root instanceof HTMLElement && root.isContentEditable && root.getAttribute('contenteditable') === 'true' ? [root] : [];
  found.push(...Array.from(root.querySelectorAll<HTMLElement>('[contenteditable="true"]')));
  // The block menus' lists scroll on short screens: the keyboard must be able to reach them.
  const lists = root instanceof HTMLElement && root.matches('.ce-popover__items') ? [root] : [];
  lists.push(...Array.from(root.querySelectorAll<HTMLElement>('.ce-popover__items')));
  for (const list of lists) list.tabIndex = 0;
  for (const el of found) {
    // Headings stay headings (read as "heading level 2, editable"): a textbox role is not allowed on them.
    if (/^H[1-6]$/.test(el.tagName)) continue;
    const name = labelOf(el);
    if (el.getAttribute('aria-label') === name) continue;
    el.setAttribute('role', 'textbox');
    el.setAttribute('aria-multiline', 'true');
    el.setAttribute('aria-label', name);
  }
}

/**
 * Labels the holder's text boxes as blocks come and change (a header's level swaps its element), and
 * those already there once the browser is idle (`later`), so a long blog is editable first.
 */
export function labelBlocks(holder: HTMLElement, later: (run: () => void) => void = (run) => run()): () => void {
  later(() => label(holder));
  const observer = new MutationObserver((mutations) => {
    for (const m of mutations) for (const node of Array.from(m.addedNodes)) if (node instanceof HTMLElement) label(node);
  });
  observer.observe(holder, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** Words in the blocks (not in toolbars and menus), for the word count and reading time. */
export function countWords(holder: HTMLElement): number {
  let words = 0;
  for (const content of Array.from(holder.querySelectorAll<HTMLElement>('.ce-block__content'))) {
    const text = content.querySelector('textarea')?.value ?? content.textContent ?? '';
    words += text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  }
  return words;
}
