import sanitizeHtml from 'sanitize-html';
import { rebuildEmbed } from './embeds.ts';
import { highlightCode } from './highlight.ts';
import { escapeHtml } from '../web/meta.ts';
import { BLOCK_LIMITS, INLINE_ATTRIBUTES, INLINE_TAGS, LINK_REL, LINK_SCHEMES, isCodeLanguage, isSafeHref } from '../../src/contract/index.ts';

/** Inline HTML in block text keeps the contract's tags, and only href on links (API.md "Content"). */
const inlineOptions: sanitizeHtml.IOptions = {
  allowedTags: [...INLINE_TAGS],
  allowedAttributes: { a: [...INLINE_ATTRIBUTES.a, 'rel'] },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  // Text inside removed script/style/textarea-like tags is dropped, not shown.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: (attribs.href && isSafeHref(attribs.href) ? { href: attribs.href, rel: LINK_REL } : {}) as sanitizeHtml.Attributes,
    }),
  },
};

// Zero-width spaces are the editor's caret holders (after a Markdown mark), never content.
export const sanitizeInline = (html: string): string => sanitizeHtml(html.replace(/\u200b/g, ''), inlineOptions);

/** Plain text: every tag removed (captions keep inline formatting; this is for ids and the like). */
const str = (v: unknown, max = 20_000): string => (typeof v === 'string' ? v.slice(0, max) : '');

export interface ImageUrlCheck {
  (url: string): boolean;
}

/**
 * Characters a URL we store may not hold: the URL parser would quietly percent-encode them, but the
 * text is stored as sent, and a quote or angle bracket in it is an attempt to leave an attribute.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_URL_CHARS = /[\s"'<>`\\\u0000-\u001f\u007f]/;

/** An absolute http(s) URL that parses, or a path on this server under /uploads/. */
export function isAllowedImageUrl(url: string): boolean {
  if (url.length === 0 || url.length > 2000 || UNSAFE_URL_CHARS.test(url)) return false;
  if (/^\/uploads\/[A-Za-z0-9_-]+$/.test(url)) return true;
  try {
    const u = new URL(url);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.username === '' && u.password === '';
  } catch {
    return false;
  }
}

interface Block {
  id?: string;
  type: string;
  data: Record<string, unknown>;
}

type ListItem = string | { content: string; meta: Record<string, unknown>; items: ListItem[] };

function sanitizeListItems(items: unknown, depth = 0): ListItem[] {
  if (!Array.isArray(items) || depth > 8) return [];
  const out: ListItem[] = [];
  for (const item of items.slice(0, 1000)) {
    if (typeof item === 'string') {
      const text = sanitizeInline(item);
      if (text.trim()) out.push(text);
    } else if (item && typeof item === 'object') {
      const o = item as Record<string, unknown>;
      const content = sanitizeInline(str(o.content));
      const children = sanitizeListItems(o.items, depth + 1);
      if (content.trim() || children.length) out.push({ content, meta: {}, items: children });
    }
  }
  return out;
}

/** How long highlighting may go on in one save: performance.now() after which code is kept as plain text. */
interface Budget {
  highlightUntil: number;
}

function sanitizeBlock(block: Block, budget: Budget): Block | null {
  const d = block.data ?? {};
  const id = typeof block.id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(block.id) ? block.id : undefined;
  const out = (type: string, data: Record<string, unknown>): Block => (id ? { id, type, data } : { type, data });
  switch (block.type) {
    case 'paragraph': {
      const text = sanitizeInline(str(d.text));
      return text.trim() ? out('paragraph', { text }) : null;
    }
    case 'header': {
      const text = sanitizeInline(str(d.text));
      if (!text.trim()) return null;
      return out('header', { text, level: d.level === 3 ? 3 : 2 });
    }
    case 'list': {
      const items = sanitizeListItems(d.items);
      if (items.length === 0) return null;
      const style = d.style === 'unordered' ? 'unordered' : d.style === 'checklist' ? 'unordered' : 'ordered';
      return out('list', typeof items[0] === 'string' ? { style, items } : { style, meta: {}, items });
    }
    case 'image': {
      const file = (d.file && typeof d.file === 'object' ? d.file : {}) as Record<string, unknown>;
      const url = str(file.url, 2001);
      if (!isAllowedImageUrl(url)) return null;
      return out('image', {
        file: { url },
        caption: sanitizeInline(str(d.caption)),
        withBorder: d.withBorder === true,
        stretched: d.stretched === true,
        withBackground: d.withBackground === true,
      });
    }
    case 'quote': {
      const text = sanitizeInline(str(d.text));
      if (!text.trim()) return null;
      return out('quote', { text, caption: sanitizeInline(str(d.caption)), alignment: d.alignment === 'center' ? 'center' : 'left' });
    }
    case 'embed': {
      const service = str(d.service, 64);
      const source = str(d.source, 2001);
      const rebuilt = rebuildEmbed(service, source);
      if (!rebuilt) return null;
      // Only what the pattern rebuilt is kept: never the pasted text or a client's embed URL.
      return out('embed', { service, source: rebuilt.source, embed: rebuilt.embed, width: rebuilt.width, height: rebuilt.height, caption: sanitizeInline(str(d.caption)) });
    }
    case 'code': {
      const code = str(d.code, BLOCK_LIMITS.codeChars).replace(/\r\n?/g, '\n');
      if (!code.trim()) return null;
      const language = isCodeLanguage(d.language) ? d.language : 'plaintext';
      // The highlighted markup is ours, made here from the code: whatever a client sent as html is dropped.
      // Past the save's budget the code is shown as escaped plain text: the save is kept, only uncoloured.
      const html = performance.now() < budget.highlightUntil ? highlightCode(code, language) : escapeHtml(code);
      return out('code', { code, language, html });
    }
    case 'table': {
      const rows = Array.isArray(d.content) ? d.content.slice(0, BLOCK_LIMITS.tableRows) : [];
      const cells = rows.map((row) => (Array.isArray(row) ? row.slice(0, BLOCK_LIMITS.tableCols).map((cell) => sanitizeInline(str(cell))) : []));
      // Rows of equal width, and nothing for a table without any text.
      const width = Math.max(0, ...cells.map((r) => r.length));
      const content = cells.filter((r) => r.length > 0).map((r) => [...r, ...Array<string>(width - r.length).fill('')]);
      if (!content.some((r) => r.some((cell) => cell.trim()))) return null;
      return out('table', { withHeadings: d.withHeadings === true, content });
    }
    case 'delimiter':
      return out('delimiter', {});
    default:
      return null;
  }
}

export interface SanitizeOptions {
  /** Milliseconds into the call after which code is no longer highlighted, only escaped (no limit when unset). */
  highlightMs?: number;
}

export type SanitizedContent = ReturnType<typeof sanitizeContent>;

/**
 * The editor's output with unknown blocks dropped and every text sanitised (API.md "Content").
 * A save runs this in a worker thread (server/content/savePool.ts), not on the event loop.
 */
export function sanitizeContent(content: { time?: number; blocks: Block[]; version?: string }, options: SanitizeOptions = {}) {
  const budget: Budget = { highlightUntil: performance.now() + (options.highlightMs ?? Infinity) };
  const blocks = content.blocks.map((block) => sanitizeBlock(block, budget)).filter((b): b is Block => b !== null);
  return {
    time: typeof content.time === 'number' && Number.isFinite(content.time) ? content.time : Date.now(),
    blocks,
    version: typeof content.version === 'string' ? content.version.slice(0, 40) : '2.31.7',
  };
}
