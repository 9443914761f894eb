import DOMPurify from 'dompurify';

/**
 * The browser's second line of defence (API.md "Content"): the server stored sanitised text, and
 * the app sanitises again before any HTML reaches the page. Only b, i, a, mark, code and br survive;
 * links keep http(s), mailto, relative and # targets and get rel="noopener noreferrer nofollow".
 */
const ALLOWED_TAGS = ['b', 'i', 'a', 'mark', 'code', 'br'];
const SAFE_HREF = /^(?:https?:|mailto:|\/(?!\/)|#|\.{0,2}\/)/i;

let hooked = false;
function ensureHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (!SAFE_HREF.test(href.trim())) node.removeAttribute('href');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
      if (/^https?:/i.test(href)) node.setAttribute('target', '_blank');
    }
  });
}

export function sanitizeInlineHtml(html: string): string {
  ensureHook();
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'rel', 'target'], ALLOW_DATA_ATTR: false });
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

/** Plain text of inline HTML (for descriptions, reading time, previews). */
export function htmlToText(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true }).replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}
