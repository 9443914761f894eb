import DOMPurify from 'dompurify';
import { INLINE_ATTRIBUTES, INLINE_TAGS, LINK_REL, OPENS_ELSEWHERE, isSafeHref } from '@/contract';

/**
 * The browser's second line of defence (API.md "Content"): the server stored sanitised text, and
 * the app sanitises again before any HTML reaches the page, with the contract's inline tags and link
 * rule (src/contract/inlineHtml.ts); links get the contract's rel, and http(s) ones open in a new tab.
 */
const ALLOWED_TAGS = [...INLINE_TAGS];
const ALLOWED_ATTR = [...INLINE_ATTRIBUTES.a, 'rel', 'target'];

let hooked = false;
function ensureHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href') ?? '';
      const safe = isSafeHref(href);
      if (!safe) node.removeAttribute('href');
      node.setAttribute('rel', LINK_REL);
      if (safe && OPENS_ELSEWHERE.test(href.trim())) node.setAttribute('target', '_blank');
    }
  });
}

export function sanitizeInlineHtml(html: string): string {
  ensureHook();
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}

/**
 * Highlighted code from the server (a code block's `html`): text and <span class="hljs-…"> only.
 * Every other tag and attribute goes, and so does any class that is not the highlighter's.
 */
export function sanitizeCodeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS: ['span'], ALLOWED_ATTR: ['class'], ALLOW_DATA_ATTR: false });
  return clean.replace(/ class="([^"]*)"/g, (_, cls: string) => {
    const kept = cls.split(/\s+/).filter((c) => /^hljs-[a-z_-]+$/.test(c) || /^[a-z]+_$/.test(c));
    return kept.length ? ` class="${kept.join(' ')}"` : '';
  });
}

/** Plain text of inline HTML (for descriptions, reading time, previews): every entity decoded. */
export function htmlToText(html: string): string {
  // A fragment, not a string: DOMPurify hands a string without '<' back untouched, entities and all.
  const text = DOMPurify.sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true, RETURN_DOM_FRAGMENT: true }).textContent ?? '';
  return text.replace(/\u00a0/g, ' ');
}
