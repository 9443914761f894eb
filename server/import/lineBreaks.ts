/*
 * A classic WordPress post is stored without its paragraphs: WordPress's wpautop makes them when it
 * shows the post, a blank line between paragraphs and a single line break inside one as `<br />` (a
 * poem's lines, an address). The mapping already starts a paragraph at a blank line; this marks the
 * single breaks the way wpautop does, so that they survive (HTML would read them as spaces). No break
 * where the line ends or starts at a block's tag (wpautop takes those out again), none inside a tag,
 * and none in code or other text whose characters are its content. A post of the block editor is
 * left alone: WordPress does not run wpautop on content that has blocks.
 */

// Tags and comments of the content (what lies between them is text), as the auto-embed reads them.
import { TAG } from './autoembed.ts';

/** Elements whose text keeps its newlines as they are. */
const VERBATIM = new Set(['pre', 'script', 'style', 'textarea', 'code']);
/** Block elements: a line break beside one of their tags is not a break in the text (wpautop's $allblocks, with figure and iframe's frames). */
const BLOCKS = new Set(
  'table thead tfoot caption col colgroup tbody tr td th div dl dd dt ul ol li pre form map area blockquote address p math style hr fieldset legend section article aside hgroup header footer nav figure figcaption details menu summary h1 h2 h3 h4 h5 h6 iframe'.split(' '),
);

const tagName = (tag: string) => /^<\/?([A-Za-z][\w:-]*)/.exec(tag)?.[1]?.toLowerCase() ?? '';
const isBlockTag = (tag: string | undefined) => tag !== undefined && !tag.startsWith('<!--') && BLOCKS.has(tagName(tag));

/** `html` (a classic post's stored content) with each single line break in its text marked `<br>`. */
export function classicLineBreaks(html: string): string {
  if (html.includes('<!-- wp:')) return html;
  const text = html.replace(/\r\n?/g, '\n');
  const pieces: string[] = [];
  const tags: string[] = [];
  let last = 0;
  for (const m of text.matchAll(TAG)) {
    pieces.push(text.slice(last, m.index));
    tags.push(m[0]);
    last = m.index + m[0].length;
  }
  pieces.push(text.slice(last));

  const verbatim: string[] = [];
  let out = '';
  for (let i = 0; i < pieces.length; i++) {
    out += verbatim.length ? pieces[i] : breaksIn(pieces[i]!, tags[i - 1], tags[i]);
    const tag = tags[i];
    if (tag === undefined) break;
    out += tag;
    const name = tagName(tag);
    if (!VERBATIM.has(name) || tag.endsWith('/>')) continue;
    if (tag.startsWith('</')) {
      if (verbatim.at(-1) === name) verbatim.pop();
    } else verbatim.push(name);
  }
  return out;
}

/**
 * One run of text between two tags: each newline that is not part of a blank line becomes a `<br>`
 * (with the white space around it), but not one with only white space between it and a block's tag
 * before or after the run.
 */
function breaksIn(run: string, before: string | undefined, after: string | undefined): string {
  if (!run.includes('\n')) return run;
  return run.replace(/[ \t]*\n[ \t]*/g, (newline, at: number, whole: string) => {
    const head = whole.slice(0, at);
    const tail = whole.slice(at + newline.length);
    // Part of a blank line: the mapping's paragraph break.
    if (/\n[ \t]*$/.test(head) || /^[ \t]*\n/.test(tail)) return newline;
    if (head.trim() === '' && (before === undefined || isBlockTag(before))) return newline;
    if (tail.trim() === '' && (after === undefined || isBlockTag(after))) return newline;
    return '<br>';
  });
}
