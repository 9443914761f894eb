// The server's render of the first screens (src/app/ssr.tsx) uses this in place of sanitizeHtml.ts,
// whose DOMPurify needs a DOM (vite.config.ts swaps the two in the server's build). Same rules,
// same results for the text a screen shows (htmlToText), so the browser's hydration finds the same.
import sanitizeHtml from 'sanitize-html';
import { decodeHTML } from 'entities';
import { INLINE_ATTRIBUTES, INLINE_TAGS, LINK_REL, LINK_SCHEMES, OPENS_ELSEWHERE, isSafeHref } from '@/contract';

export function sanitizeInlineHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...INLINE_TAGS],
    allowedAttributes: { a: [...INLINE_ATTRIBUTES.a, 'rel', 'target'] },
    allowedSchemes: [...LINK_SCHEMES],
    allowProtocolRelative: true,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const safe = href !== '' && isSafeHref(href);
        return {
          tagName,
          attribs: { ...(safe ? { href } : {}), rel: LINK_REL, ...(safe && OPENS_ELSEWHERE.test(href.trim()) ? { target: '_blank' } : {}) },
        };
      },
    },
  });
}

export function sanitizeCodeHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['span'],
    allowedAttributes: { span: ['class'] },
    allowedClasses: { span: [/^hljs-[a-z_-]+$/, /^[a-z]+_$/] },
  });
}

export function htmlToText(html: string): string {
  return decodeHTML(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })).replace(/\u00a0/g, ' ');
}

/** The server's render sanitises with sanitize-html, loaded with this module: nothing to prepare. */
export function prepareSanitizer(): Promise<void> {
  return Promise.resolve();
}
