import { describe, expect, it } from 'vitest';
import { looksLikeMarkdown } from './looksLikeMarkdown.ts';
import { inlineMarkdown, markdownToBlocks } from './markdownBlocks.ts';

describe('Markdown to blocks (paste)', () => {
  it('inline marks become the allow-list; text is escaped; unsafe links stay text', () => {
    expect(inlineMarkdown('a **b** *c* _d_ `<e>` [f](https://x.dev/?a=1&b=2) <script>')).toBe(
      'a <b>b</b> <i>c</i> <i>d</i> <code class="inline-code">&lt;e&gt;</code> <a href="https://x.dev/?a=1&amp;b=2">f</a> &lt;script&gt;',
    );
    expect(inlineMarkdown('[x](javascript:alert(1))')).toBe('[x](javascript:alert(1))');
    expect(inlineMarkdown('2 * 3 * 4 and snake_case_name')).toBe('2 * 3 * 4 and snake_case_name');
    expect(inlineMarkdown('`**not bold**`')).toBe('<code class="inline-code">**not bold**</code>');
  });

  it('turns a whole document into the blocks a writer expects', () => {
    const md = [
      '# Title',
      '### Small',
      '',
      'First line',
      'same paragraph with **bold**.',
      '',
      '- one',
      '- two',
      '  - two.a',
      '- three',
      '',
      '1. first',
      '2. second',
      '',
      '> quoted *text*',
      '> more',
      '',
      '```ts',
      'const a = 1;',
      '',
      'if (a) {}',
      '```',
      '',
      '---',
      '![A cat](https://img.example/cat.png)',
    ].join('\n');
    expect(markdownToBlocks(md)).toEqual([
      { type: 'header', data: { text: 'Title', level: 2 } },
      { type: 'header', data: { text: 'Small', level: 3 } },
      { type: 'paragraph', data: { text: 'First line same paragraph with <b>bold</b>.' } },
      {
        type: 'list',
        data: {
          style: 'unordered',
          meta: {},
          items: [
            { content: 'one', meta: {}, items: [] },
            { content: 'two', meta: {}, items: [{ content: 'two.a', meta: {}, items: [] }] },
            { content: 'three', meta: {}, items: [] },
          ],
        },
      },
      { type: 'list', data: { style: 'ordered', meta: {}, items: [{ content: 'first', meta: {}, items: [] }, { content: 'second', meta: {}, items: [] }] } },
      { type: 'quote', data: { text: 'quoted <i>text</i> more', caption: '', alignment: 'left' } },
      { type: 'code', data: { code: 'const a = 1;\n\nif (a) {}', language: 'typescript' } },
      { type: 'delimiter', data: {} },
      { type: 'image', data: { file: { url: 'https://img.example/cat.png' }, caption: 'A cat', withBorder: false, stretched: false, withBackground: false } },
    ]);
  });

  it('an unclosed fence takes the rest as code', () => {
    expect(markdownToBlocks('```\nx\ny')).toEqual([{ type: 'code', data: { code: 'x\ny', language: 'plaintext' } }]);
  });

  it('tells Markdown from plain prose', () => {
    expect(looksLikeMarkdown('## Heading\ntext')).toBe(true);
    expect(looksLikeMarkdown('Some **bold** words')).toBe(true);
    expect(looksLikeMarkdown('- a\n- b')).toBe(true);
    expect(looksLikeMarkdown('Just a sentence, nothing more. Costs 3 * 4 dollars.')).toBe(false);
    // A table or a setext heading has no other marker the paste would see.
    expect(looksLikeMarkdown('Name | Use\n--- | ---\nserde | data')).toBe(true);
    expect(looksLikeMarkdown('Title\n=====\ntext')).toBe(true);
    expect(looksLikeMarkdown('a | b, or c')).toBe(false);
  });

  it('a GFM table becomes a table block, its first row the headings', () => {
    const md = ['| Key | Value |', '| --- | :-: |', '| a | **b** |', '| c \\| d | |'].join('\n');
    expect(markdownToBlocks(md)).toEqual([{ type: 'table', data: { withHeadings: true, content: [['Key', 'Value'], ['a', '<b>b</b>'], ['c | d', '']] } }]);
  });

  it('a link keeps a URL with balanced parentheses whole', () => {
    expect(markdownToBlocks('[w](https://x/Foo_(bar)) after')).toEqual([{ type: 'paragraph', data: { text: '<a href="https://x/Foo_(bar)">w</a> after' } }]);
  });

  it('setext headings are headings', () => {
    expect(markdownToBlocks('Big\n===\n\nSmaller\n---\n\ntext')).toEqual([
      { type: 'header', data: { text: 'Big', level: 2 } },
      { type: 'header', data: { text: 'Smaller', level: 2 } },
      { type: 'paragraph', data: { text: 'text' } },
    ]);
  });

  it('a lazy continuation line stays in its list item or quote', () => {
    expect(markdownToBlocks('- one\ncontinued\n- two')).toEqual([
      { type: 'list', data: { style: 'unordered', meta: {}, items: [{ content: 'one continued', meta: {}, items: [] }, { content: 'two', meta: {}, items: [] }] } },
    ]);
    expect(markdownToBlocks('> said\nlazily')).toEqual([{ type: 'quote', data: { text: 'said lazily', caption: '', alignment: 'left' } }]);
  });

  it('a loose list (blank lines between items) stays one list', () => {
    expect(markdownToBlocks('1. a\n\n2. b\n\n   still b\n\n3. c')).toEqual([
      {
        type: 'list',
        data: { style: 'ordered', meta: {}, items: [{ content: 'a', meta: {}, items: [] }, { content: 'b<br>still b', meta: {}, items: [] }, { content: 'c', meta: {}, items: [] }] },
      },
    ]);
  });
});

