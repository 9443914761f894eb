import { describe, expect, it } from 'vitest';
import type { EditorBlock } from '@/contract';
import { markdownToBlocks } from './markdownBlocks.ts';
// The export lives on the server; this test holds the two directions to each other, so it reads both.
// eslint-disable-next-line no-restricted-imports
import { blockToMarkdown } from '../../../../server/content/markdown.ts';

/*
 * Blocks -> Markdown (the account export) -> blocks (paste) gives back the same text and marks.
 * The documents are written by hand in the stored form (what the server's sanitiser keeps); the
 * attributes the two sides add on their own (rel on links, the editor's inline-code class) are not
 * text or marks, so they are left out of the comparison.
 */
const attributesAdded = (html: string) => html.replace(/ rel="noopener noreferrer nofollow"/g, '').replace(/ class="inline-code"/g, '');

function normalised(blocks: EditorBlock[]): unknown {
  return JSON.parse(JSON.stringify(blocks), (_key, value: unknown) => (typeof value === 'string' ? attributesAdded(value) : value));
}

const roundTrip = (blocks: EditorBlock[]) => markdownToBlocks(blocks.map((b) => blockToMarkdown(b)).join('\n\n'));

const item = (content: string, items: unknown[] = []) => ({ content, meta: {}, items });

const documents: Record<string, EditorBlock[]> = {
  'marks and entities': [
    { type: 'paragraph', data: { text: 'Plain <b>bold</b>, <i>italic</i>, <b><i>both</i></b>, <code>a*b_c</code> and <mark>marked</mark>.' } },
    { type: 'paragraph', data: { text: 'It\'s 2 * 3 &lt; 7 &amp; snake_case, [not a link], a \\ backslash, `ticks`.<br>Second line.' } },
    { type: 'paragraph', data: { text: 'A <a href="https://x.dev/Foo_(bar)?a=1&amp;b=2" rel="noopener noreferrer nofollow">link <b>with</b> marks</a> and <a href="/local">a path</a>.' } },
  ],
  'lines that look like blocks': [
    { type: 'paragraph', data: { text: '1. not a list' } },
    { type: 'paragraph', data: { text: '- nor this' } },
    { type: 'paragraph', data: { text: '# no heading' } },
    { type: 'paragraph', data: { text: '&gt; no quote' } },
    { type: 'paragraph', data: { text: '---' } },
    { type: 'paragraph', data: { text: '| a | b |' } },
  ],
  'headings, lists, quote, rule': [
    { type: 'header', data: { text: 'Part <i>one</i>', level: 2 } },
    { type: 'header', data: { text: 'Smaller', level: 3 } },
    { type: 'list', data: { style: 'unordered', meta: {}, items: [item('one'), item('two <b>bold</b>', [item('two.a'), item('two.b', [item('deep')])]), item('three')] } },
    { type: 'list', data: { style: 'ordered', meta: {}, items: [item('first'), item('second', [item('second.a')])] } },
    { type: 'quote', data: { text: 'Wise <i>words</i><br>on two lines', caption: '', alignment: 'left' } },
    { type: 'delimiter', data: {} },
  ],
  'code and tables': [
    { type: 'code', data: { code: 'const a = `x`;\n\n```\nif (a) {}', language: 'typescript' } },
    { type: 'code', data: { code: 'plain', language: 'plaintext' } },
    { type: 'table', data: { withHeadings: true, content: [['Key', 'Value'], ['a | b', '<b>c</b>'], ['', 'd']] } },
    { type: 'table', data: { withHeadings: false, content: [['1', '2'], ['3', '<i>4</i>']] } },
  ],
};

describe('blocks -> Markdown -> blocks', () => {
  for (const [name, blocks] of Object.entries(documents)) {
    it(`keeps the text and marks: ${name}`, () => {
      expect(normalised(roundTrip(blocks))).toEqual(normalised(blocks));
    });
  }
});
