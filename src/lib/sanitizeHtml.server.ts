// The server's render of the first screens (src/app/ssr.tsx) uses this in place of sanitizeHtml.ts,
// whose DOMPurify needs a DOM (vite.config.ts swaps the two in the server's build). Same rules,
// same results for the text a screen shows (htmlToText), so the browser's hydration finds the same.
import sanitizeHtml from 'sanitize-html';

const SAFE_HREF = /^(?:https?:|mailto:|\/(?!\/)|#|\.{0,2}\/)/i;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

export function sanitizeInlineHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['b', 'i', 'a', 'mark', 'code', 'br'],
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      a: (tagName, attribs) => {
        const href = (attribs.href ?? '').trim();
        const safe = href !== '' && SAFE_HREF.test(href);
        return {
          tagName,
          attribs: { ...(safe ? { href } : {}), rel: 'noopener noreferrer nofollow', ...(safe && /^https?:/i.test(href) ? { target: '_blank' } : {}) },
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
  // DOMPurify returns a string without '<' untouched (entities and all), then sanitizeHtml.ts
  // decodes these four: the same here, so both give the same text.
  if (!html.includes('<')) return html.replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e]!)
    .replace(/\u00a0/g, ' ');
}
