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

/** Plain text of inline HTML (for descriptions, reading time, previews). */
export function htmlToText(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true }).replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}
