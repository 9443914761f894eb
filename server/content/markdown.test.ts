import { describe, expect, it } from 'vitest';
import { blockToMarkdown, blogMarkdownParts, blogToMarkdown, inlineToMarkdown } from './markdown.ts';

describe('blocks as Markdown (the export)', () => {
  it('turns the inline allow-list into Markdown and escapes Markdown in text', () => {
    expect(inlineToMarkdown('A <b>bold</b> and <i>soft</i> <a href="https://x.dev/a?b=1&amp;c=2">link</a>, <code class="inline-code">x*y</code><br>next &lt;tag&gt; 2*3')).toBe(
      // A code span is literal (no escapes inside); a hard break is a backslash; `<tag` would be HTML.
      'A **bold** and *soft* [link](https://x.dev/a?b=1\\&c=2), `x*y`\\\nnext \\<tag> 2\\*3',
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

  it('decodes every entity, not only a few', () => {
    expect(inlineToMarkdown('it&#x27;s &#39;quoted&#39; &eacute; &hellip;')).toBe("it's 'quoted' é …");
  });

  it('keeps spaces outside emphasis markers, so CommonMark reads it as emphasis', () => {
    expect(inlineToMarkdown('a<b> bold </b>word')).toBe('a **bold** word');
    expect(inlineToMarkdown('<i> soft</i>')).toBe('*soft*');
  });

  it('adjacent runs of one mark are one emphasis', () => {
    expect(inlineToMarkdown('<i>it</i><i>al</i>')).toBe('*ital*');
    expect(inlineToMarkdown('<b>bo</b><b>ld</b> and <i>x</i>')).toBe('**bold** and *x*');
  });

  it('a paragraph that only looks like a block marker stays a paragraph', () => {
    expect(blockToMarkdown({ type: 'paragraph', data: { text: '1. not a list' } })).toBe('1\\. not a list');
    expect(blockToMarkdown({ type: 'paragraph', data: { text: '- not a list' } })).toBe('\\- not a list');
    expect(blockToMarkdown({ type: 'paragraph', data: { text: '&gt; not a quote' } })).toBe('\\> not a quote');
  });

  it('mark has no Markdown: it stays inline HTML, which CommonMark passes through', () => {
    expect(inlineToMarkdown('a <mark>hi</mark> b')).toBe('a <mark>hi</mark> b');
  });

  it('gives a blog in parts, the head and then one part per written block, for a stream to take a part at a time', () => {
    const blog = { title: 'T', des: '', banner: '', tags: [], draft: false, published_at: new Date('2026-01-02T03:04:05Z'), content: { blocks: [{ type: 'paragraph', data: { text: 'a' } }, { type: 'unknown', data: {} }, { type: 'paragraph', data: { text: 'b' } }] } };
    const parts = [...blogMarkdownParts(blog)];
    expect(parts.slice(1)).toEqual(['a', '\n\nb', '\n']);
    expect(parts[0]).toMatch(/^---\ntitle: "T"\n[\s\S]*---\n\n# T\n\n$/);
    expect(parts.join('')).toBe(blogToMarkdown(blog));
  });
});

