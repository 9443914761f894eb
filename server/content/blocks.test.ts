import { describe, expect, it } from 'vitest';
import { sanitizeContent } from './sanitize.ts';
import { blockToMarkdown } from './markdown.ts';
import { renderBlocks } from '../web/renderBlocks.ts';
import { parseHtml } from '../web/testDom.ts';

// API.md "Writing and publishing": code { code, language }, table { withHeadings, content }, delimiter {}.
const clean = (blocks: unknown[]) => sanitizeContent({ blocks: blocks as never }).blocks;

describe('the code, table and delimiter blocks', () => {
  it('code keeps its text exactly, a known language, and gets highlighted markup made by the server', () => {
    const code = 'const x = "<b>" + 1; // done\n\tif (x) {}';
    const [block] = clean([{ type: 'code', data: { code, language: 'javascript', html: '<img src=x onerror=alert(1)>' } }]);
    expect(block!.data.code).toBe(code);
    expect(block!.data.language).toBe('javascript');
    const html = block!.data.html as string;
    // What a browser shows of the markup is the code, character for character.
    expect(parseHtml(`<pre>${html}</pre>`).querySelector('pre')!.textContent).toBe(code);
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    // Anything but a language of the picker is plain text; CRLF becomes LF; empty code is dropped.
    expect(clean([{ type: 'code', data: { code: 'a\r\nb', language: 'cobol' } }])[0]!.data).toEqual({ code: 'a\nb', language: 'plaintext', html: 'a\nb' });
    expect(clean([{ type: 'code', data: { code: '  \n ', language: 'python' } }])).toEqual([]);
    expect(clean([{ type: 'code', data: { code: 42 } }])).toEqual([]);
  });

  it('table cells keep only the inline allow-list; rows are made even; an empty table is dropped', () => {
    const [table] = clean([
      { type: 'table', data: { withHeadings: true, stretched: true, content: [['<b>Name</b>', '<script>x</script>Age', '<img src=x>'], ['Ada <a href="javascript:alert(1)">me</a>'], 'not a row'] } },
    ]);
    expect(table!.data).toEqual({ withHeadings: true, content: [['<b>Name</b>', 'Age', ''], ['Ada <a>me</a>', '', '']] });
    expect(clean([{ type: 'table', data: { content: [['', ' '], []] } }])).toEqual([]);
    expect(clean([{ type: 'table', data: { content: 'nope' } }])).toEqual([]);
    expect(clean([{ type: 'table', data: { withHeadings: 'yes', content: [['a']] } }])[0]!.data.withHeadings).toBe(false);
  });

  it('delimiter carries nothing; unknown types are still dropped', () => {
    expect(clean([{ type: 'delimiter', data: { x: '<script>' } }, { type: 'warning', data: { title: 'x' } }])).toEqual([{ type: 'delimiter', data: {} }]);
  });

  it('feeds and pages render them: highlighted code with inline colours, a table with its heading row, a rule', () => {
    const blocks = clean([
      { type: 'code', data: { code: 'def f():\n    return "<x>"', language: 'python' } },
      { type: 'table', data: { withHeadings: true, content: [['Key', 'Value'], ['<i>a</i>', '1']] } },
      { type: 'delimiter', data: {} },
    ]);
    const doc = parseHtml(`<body>${renderBlocks(blocks, 'https://blog.example')}</body>`);
    const code = doc.querySelector('pre > code.language-python')!;
    expect(code.textContent).toBe('def f():\n    return "<x>"');
    expect(code.querySelector('span[style="color:#a626a4"]')!.textContent).toBe('def');
    expect(code.querySelector('[class]')).toBeNull();
    expect([...doc.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Key', 'Value']);
    expect(doc.querySelector('tbody td i')!.textContent).toBe('a');
    expect(doc.querySelector('hr')).not.toBeNull();
    // A row written by anything else: no markup comes from the stored html, styles are colours only.
    const raw = renderBlocks([{ type: 'code', data: { code: 'x', language: 'javascript', html: '<script>alert(1)</script>' } }], '');
    expect(raw).not.toContain('<script');
    expect(raw).not.toContain('alert');
  });

  it('the Markdown export writes fenced code, a GFM table and a rule', () => {
    expect(blockToMarkdown({ type: 'code', data: { code: 'a ``` b', language: 'bash' } })).toBe('````bash\na ``` b\n````');
    expect(blockToMarkdown({ type: 'code', data: { code: 'x', language: 'plaintext' } })).toBe('```\nx\n```');
    // mdast-util-gfm pads the columns to one width (GFM reads the same table either way).
    expect(blockToMarkdown({ type: 'table', data: { withHeadings: true, content: [['A', 'B|C'], ['<b>1</b>', '2']] } })).toBe('| A     | B\\|C |\n| ----- | ---- |\n| **1** | 2    |');
    expect(blockToMarkdown({ type: 'table', data: { withHeadings: false, content: [['1', '2']] } })).toBe('|   |   |\n| - | - |\n| 1 | 2 |');
    expect(blockToMarkdown({ type: 'delimiter', data: {} })).toBe('---');
  });
});
