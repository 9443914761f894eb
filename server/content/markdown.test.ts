import { describe, expect, it } from 'vitest';
import { blogToMarkdown, inlineToMarkdown } from './markdown.ts';

describe('blocks as Markdown (the export)', () => {
  it('turns the inline allow-list into Markdown and escapes Markdown in text', () => {
    expect(inlineToMarkdown('A <b>bold</b> and <i>soft</i> <a href="https://x.dev/a?b=1&amp;c=2">link</a>, <code class="inline-code">x*y</code><br>next &lt;tag&gt; 2*3')).toBe(
      'A **bold** and *soft* [link](https://x.dev/a?b=1&c=2), `x\\*y`  \nnext <tag> 2\\*3',
    );
  });

  it('writes front matter and every block type, nested lists indented', () => {
    const md = blogToMarkdown({
      title: 'On "quotes"',
      des: 'A test',
      banner: 'https://h/b.png',
      tags: ['tech', 'notes'],
      draft: true,
      published_at: new Date('2026-01-02T03:04:05Z'),
      content: {
        blocks: [
          { type: 'header', data: { text: 'Part', level: 2 } },
          { type: 'paragraph', data: { text: 'Hello' } },
          { type: 'list', data: { style: 'ordered', items: [{ content: 'one', items: [{ content: 'one.a', items: [] }] }, { content: 'two', items: [] }] } },
          { type: 'quote', data: { text: 'Wise', caption: 'Someone' } },
          { type: 'image', data: { file: { url: 'https://h/i.png' }, caption: 'Cap' } },
          { type: 'embed', data: { service: 'youtube', source: 'https://www.youtube.com/watch?v=x', caption: '' } },
          { type: 'unknown', data: {} },
        ],
      },
    });
    expect(md).toBe(
      [
        '---',
        'title: "On \\"quotes\\""',
        'description: "A test"',
        'banner: "https://h/b.png"',
        'tags: ["tech", "notes"]',
        'draft: true',
        'published_at: 2026-01-02T03:04:05.000Z',
        '---',
        '',
        '# On "quotes"',
        '',
        '## Part',
        '',
        'Hello',
        '',
        '1. one\n   1. one.a\n2. two',
        '',
        '> Wise\n>\n> — Someone',
        '',
        '![Cap](https://h/i.png)\n*Cap*',
        '',
        '[youtube](https://www.youtube.com/watch?v=x)',
        '',
      ].join('\n'),
    );
  });
});
