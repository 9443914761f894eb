/*
 * What the save's sanitiser (server/content/sanitize.ts) will take out of an import's blocks that a
 * reader would notice, counted for the report before the blocks go through it, with the same tests
 * it applies: a link whose address is not http(s), mailto or relative loses its address (its words
 * stay), an image whose address it refuses (not http(s), with spaces or quotes, too long) is
 * dropped, and a code block or a table past the save's limits (BLOCK_LIMITS) is cut there. Nothing
 * else it strips is listed: the mapping already writes only the contract's tags and a link's href,
 * so no class, style or other attribute reaches it from another platform.
 */
import { BLOCK_LIMITS, isSafeHref } from '../../src/contract/index.ts';
import { isAllowedImageUrl } from '../content/sanitize.ts';
import type { Block, Simplifications } from './html-to-blocks.ts';

const HREF = /<a\s[^>]*?href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

/** The scheme a link's address names, for the report's detail ('javascript', 'data' ...). */
// eslint-disable-next-line no-control-regex -- the same characters isSafeHref ignores before the scheme
const schemeOf = (href: string) => /^([a-z][a-z0-9+.-]*):/i.exec(href.replace(/[\u0000-\u0020\u007f]/g, ''))?.[1]?.toLowerCase();

function links(html: string, notes: Simplifications) {
  for (const m of html.matchAll(HREF)) {
    const href = decodeEntities(m[1] ?? m[2] ?? m[3] ?? '');
    if (!isSafeHref(href)) notes.note('link_removed', schemeOf(href));
  }
}

/** An attribute's text as the sanitiser reads it (the mapping escapes every `&`, `<`, `"` it writes). */
const decodeEntities = (s: string) =>
  s.replace(/&#(\d+);|&#x([0-9a-f]+);|&(amp|lt|gt|quot|apos);/gi, (whole, dec: string, hex: string, name: string) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[name.toLowerCase()] ?? whole;
  });

type Item = string | { content?: unknown; items?: unknown };
function listTexts(items: unknown, out: string[]) {
  if (!Array.isArray(items)) return;
  for (const item of items as Item[]) {
    if (typeof item === 'string') out.push(item);
    else if (item && typeof item === 'object') {
      if (typeof item.content === 'string') out.push(item.content);
      listTexts(item.items, out);
    }
  }
}

/** Notes what the sanitiser will remove from these blocks that a reader would miss. */
export function noteSanitiserRemovals(blocks: Block[], notes: Simplifications) {
  for (const block of blocks) {
    const d = block?.data ?? {};
    const texts: string[] = [];
    for (const key of ['text', 'caption']) if (typeof d[key] === 'string') texts.push(d[key] as string);
    if (block.type === 'list') listTexts(d.items, texts);
    if (block.type === 'table' && Array.isArray(d.content)) for (const row of d.content) if (Array.isArray(row)) for (const cell of row) if (typeof cell === 'string') texts.push(cell);
    for (const text of texts) links(text, notes);
    if (block.type === 'code' && typeof d.code === 'string' && d.code.length > BLOCK_LIMITS.codeChars) {
      // Named by its language, the one thing that tells the writer which block of the post it was.
      notes.note('code_cut', typeof d.language === 'string' ? d.language : 'plaintext');
    }
    if (block.type === 'table' && Array.isArray(d.content)) {
      const rows = d.content.length;
      const columns = Math.max(0, ...d.content.map((row) => (Array.isArray(row) ? row.length : 0)));
      // Named by its size as written (rows × columns): the limits are in the report's line.
      if (rows > BLOCK_LIMITS.tableRows || columns > BLOCK_LIMITS.tableCols) notes.note('table_cut', `${rows} × ${columns}`);
    }
    if (block.type === 'image') {
      const url = (d.file as { url?: unknown } | undefined)?.url;
      // An empty address was noted already, as the image the job could not read.
      if (typeof url === 'string' && url !== '' && !isAllowedImageUrl(url)) notes.note('image_dropped');
    }
  }
}
