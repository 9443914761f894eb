import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';

/*
 * Screen readers hear each block as a labelled text box naming its type: Editor.js's contenteditable
 * elements get role="textbox", aria-multiline and a label, and their words' direction (below);
 * headings keep their own role and level, which already names them.
 * Only added nodes are looked at, so a change costs what it added.
 */

const LABELS: [selector: string, label: MessageDescriptor][] = [
  ['.ce-paragraph', msg`Paragraph`],
  ['.cdx-list__item-content', msg`List item`],
  ['.cdx-quote__text', msg({ message: 'Quote', context: 'editor block type' })],
  ['.cdx-quote__caption', msg`Quote author`],
  ['.image-tool__caption', msg`Image caption`],
  ['.embed-tool__caption', msg`Embed caption`],
  ['.tc-cell', msg`Table cell`],
];

/** A text box's name, in the language the interface speaks now (the editor restarts with a new one). */
function labelOf(el: HTMLElement): string {
  for (const [selector, label] of LABELS) if (el.matches(selector)) return i18n._(label);
  return i18n._(msg({ message: 'Text', context: 'editor block type' }));
}

function label(root: ParentNode) {
  const found = root instanceof HTMLElement && root.isContentEditable && root.getAttribute('contenteditable') === 'true' ? [root] : [];
  found.push(...Array.from(root.querySelectorAll<HTMLElement>('[contenteditable="true"]')));
  // The block menus' lists scroll on short screens: the keyboard must be able to reach them.
  const lists = root instanceof HTMLElement && root.matches('.ce-popover__items') ? [root] : [];
  lists.push(...Array.from(root.querySelectorAll<HTMLElement>('.ce-popover__items')));
  for (const list of lists) list.tabIndex = 0;
  for (const el of found) {
    directionByWords(el);
    // Headings stay headings (read as "heading level 2, editable"): a textbox role is not allowed on them.
    if (/^H[1-6]$/.test(el.tagName)) continue;
    const name = labelOf(el);
    if (el.getAttribute('aria-label') === name) continue;
    el.setAttribute('role', 'textbox');
    el.setAttribute('aria-multiline', 'true');
    el.setAttribute('aria-label', name);
  }
}

/** Letters of any script: what gives a text a direction (digits, spaces and marks do not). */
const LETTER = /\p{L}/u;

/**
 * Each block reads in the direction of its own words, whatever the interface's (dir="auto"): a Latin
 * paragraph left to right in Arabic, an Arabic one right to left in English, as the read view's
 * blocks do (BlogContent). A box with no letter yet keeps the interface's direction instead: Chromium
 * lays out an empty dir="auto" box left to right, which would put an Arabic writer's caret and
 * placeholder on the wrong side.
 */
function directionByWords(el: HTMLElement) {
  // A list item's words turn its whole item (the <li>, a grid of marker and text), so that its bullet
  // or number sits where its words start; the text box inherits it.
  const item = el.matches('.cdx-list__item-content') ? el.closest<HTMLElement>('.cdx-list__item') : null;
  const target = item ?? el;
  if (item) el.removeAttribute('dir');
  const auto = LETTER.test(el.textContent ?? '');
  if (auto && target.getAttribute('dir') !== 'auto') target.setAttribute('dir', 'auto');
  else if (!auto && target.hasAttribute('dir')) target.removeAttribute('dir');
}

/** The text box a changed node is in, if any. */
function boxOf(node: Node): HTMLElement | null {
  const el = node instanceof HTMLElement ? node : node.parentElement;
  return el?.closest<HTMLElement>('[contenteditable="true"]') ?? null;
}

/**
 * Labels the holder's text boxes as blocks come and change (a header's level swaps its element), and
 * those already there once the browser is idle (`later`), so a long blog is editable first.
 */
export function labelBlocks(holder: HTMLElement, later: (run: () => void) => void = (run) => run()): () => void {
  later(() => label(holder));
  const observer = new MutationObserver((mutations) => {
    // A box whose words changed (typing, a paste, a merge of two blocks) may change direction.
    const changed = new Set<HTMLElement>();
    for (const m of mutations) {
      for (const node of Array.from(m.addedNodes)) if (node instanceof HTMLElement) label(node);
      const box = boxOf(m.target);
      if (box) changed.add(box);
    }
    for (const box of changed) directionByWords(box);
  });
  observer.observe(holder, { childList: true, subtree: true, characterData: true });
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
