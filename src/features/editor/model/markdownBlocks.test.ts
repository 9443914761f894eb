import { describe, expect, it } from 'vitest';
import { inlineMarkdown, looksLikeMarkdown, markdownToBlocks } from './markdownBlocks.ts';

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
  });
});
