/**
 * The snippet a search result card shows: a short passage of the blog's text around the first word
 * that matched, with the matched words marked. Cut here, from the page's own content, for the
 * returned page only: PostgreSQL's ts_headline cost 0.7 ms a row in PGlite (bench/README.md, "Search").
 */
import type { Snippet } from '../../src/contract/index.ts';
import { textOf } from '../web/meta.ts';

export type { Snippet };

/** How long a snippet is at most, in characters (before its ellipses). */
export const SNIPPET_CHARS = 180;
/** A word of the text, as the search's words are cut (letters and digits). */
const WORD = /[\p{L}\p{N}]+/gu;
/** How much text comes before the first match, at most. */
const LEAD_CHARS = 50;

type Block = { type?: unknown; data?: Record<string, unknown> };

function listText(items: unknown, out: string[], depth = 0) {
  if (!Array.isArray(items) || depth > 8) return;
  for (const item of items) {
    if (typeof item === 'string') out.push(item);
    else if (item && typeof item === 'object') {
      const o = item as { content?: unknown; items?: unknown };
      if (typeof o.content === 'string') out.push(o.content);
      listText(o.items, out, depth + 1);
    }
  }
}

/**
 * The words a reader sees in a blog's blocks, in reading order, as plain text: the same parts the
 * search index reads (migration 0010's inkwell_blocks_text).
 */
export function blocksText(content: unknown): string {
  const blocks = (content as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(blocks)) return '';
  const parts: string[] = [];
  for (const b of blocks as Block[]) {
    const d = b?.data;
    if (!d || typeof d !== 'object') continue;
    if (typeof d.text === 'string') parts.push(d.text);
    if (typeof d.code === 'string') parts.push(d.code.replace(/[<>&]/g, ' '));
    listText(d.items, parts);
    if (Array.isArray(d.content)) for (const row of d.content) if (Array.isArray(row)) for (const cell of row) if (typeof cell === 'string') parts.push(cell);
    if (typeof d.caption === 'string') parts.push(d.caption);
  }
  return parts
    .map(textOf)
    .filter(Boolean)
    .join(' ');
}

/** Lowercase without accents, as the search configuration folds words (unaccent). */
export const fold = (word: string) => (/^\p{ASCII}*$/u.test(word) ? word.toLowerCase() : word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());

/**
 * Whether a word of the text is one the search matched: it begins with a stem of the query (the
 * stemmer's own output, so "running" for the stem "run", but not "runway" nine letters on) or with
 * a word as typed (the last word of a search is a prefix).
 */
function matcher(stems: string[], words: string[]) {
  const s = stems.map(fold).filter(Boolean);
  const w = words.map(fold).filter(Boolean);
  return (token: string) => {
    const t = fold(token);
    return s.some((stem) => t.startsWith(stem) && t.length <= stem.length + 4) || w.some((word) => t.startsWith(word));
  };
}

/**
 * A passage of `text` around its first matching word, with every matching word in it marked
 * (`marks` are [start, end) offsets into the returned text). Undefined when no word matches.
 */
export function snippetOf(text: string, stems: string[], words: string[], max = SNIPPET_CHARS): Snippet | undefined {
  const matches = matcher(stems, words);
  // The first matching word, read lazily: a long blog's text is 50 KB and more.
  let at = -1;
  for (const m of text.matchAll(WORD)) {
    if (matches(m[0])) {
      at = m.index;
      break;
    }
  }
  if (at < 0) return undefined;
  // Start at a word boundary at most LEAD_CHARS before the match, end at one before `max`.
  let start = at <= LEAD_CHARS ? 0 : text.indexOf(' ', at - LEAD_CHARS) + 1;
  if (start <= 0 || start > at) start = at <= LEAD_CHARS ? 0 : at;
  let end = Math.min(text.length, start + max);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > at) end = space;
  }
  const lead = start > 0 ? '…' : '';
  const passage = text.slice(start, end).trim();
  const shift = start + (text.slice(start, end).length - text.slice(start, end).trimStart().length) - lead.length;
  const marks: [number, number][] = [];
  for (const m of text.slice(start, end).matchAll(WORD)) {
    const from = start + m.index;
    const to = from + m[0].length;
    if (matches(m[0])) marks.push([from - shift, to - shift]);
  }
  return { text: `${lead}${passage}${end < text.length ? '…' : ''}`, marks };
}
