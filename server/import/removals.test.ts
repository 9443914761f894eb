import { describe, expect, it } from 'vitest';
import { sanitizeContent } from '../content/sanitize.ts';
import { htmlToBlocks, Simplifications } from './html-to-blocks.ts';
import { noteSanitiserRemovals } from './removals.ts';

describe('what the save’s sanitiser removes from an import’s blocks, listed', () => {
  it('a link that is not http(s), mailto or relative loses its address (named by its scheme); an image address it refuses is dropped; kept links are not listed', () => {
    const notes = new Simplifications();
    const blocks = htmlToBlocks(
      '<p><a href="javascript:alert(1)">Run</a>, <a href="  JavaScript:void(0)">again</a>, <a href="data:text/html,hi">data</a>, ' +
        '<a href="https://e.example/a?x=1&amp;y=2">web</a>, <a href="mailto:a@e.example">mail</a>, <a href="/2019/05/older/">older</a></p>' +
        '<ul><li><a href="ftp://files.example/x">files</a></li></ul><table><tr><td><a href="vbscript:x">cell</a></td></tr></table>' +
        '<img src="https://e.example/a picture.jpg"><img src="https://e.example/fine.jpg">',
      notes,
    );
    noteSanitiserRemovals(blocks, notes);
    expect(notes.list()).toEqual([
      { kind: 'image_dropped', count: 1 },
      { kind: 'link_removed', count: 5, detail: ['data', 'ftp', 'javascript', 'vbscript'] },
    ]);
    // What the sanitiser then does agrees: five links without an address, one image fewer.
    const saved = sanitizeContent({ blocks: blocks as never[] }).blocks;
    expect(JSON.stringify(saved).match(/<a>/g)).toHaveLength(5);
    expect(saved.filter((b) => b.type === 'image')).toHaveLength(1);
  });

  it('blocks with nothing the sanitiser removes note nothing', () => {
    const notes = new Simplifications();
    noteSanitiserRemovals(htmlToBlocks('<p><a href="https://e.example">a</a> <b>b</b></p><blockquote>q <a href="#top">top</a></blockquote>', notes), notes);
    expect(notes.empty).toBe(true);
  });
});

describe('what the save’s sanitiser cuts from an import’s blocks, listed', () => {
  // The save's limits (API.md "Content"): 100,000 characters of code, 300 rows and 20 columns of a table.
  it('a code block past 100,000 characters is listed with its language; a table past 300 rows or 20 columns with its size; the sanitiser then cuts exactly those', () => {
    const notes = new Simplifications();
    const long = 'x = 1\n'.repeat(20_000); // 120,000 characters
    const rows = (n: number, cols: number) => Array.from({ length: n }, (_, r) => `<tr>${Array.from({ length: cols }, (_, c) => `<td>${r}.${c}</td>`).join('')}</tr>`).join('');
    const blocks = htmlToBlocks(
      `<pre><code class="language-python">${long}</code></pre><pre>${long}</pre><pre><code>short</code></pre>` +
        `<table>${rows(301, 2)}</table><table>${rows(3, 21)}</table><table>${rows(300, 20)}</table>`,
      notes,
    );
    noteSanitiserRemovals(blocks, notes);
    expect(notes.list()).toEqual([
      { kind: 'code_cut', count: 2, detail: ['plaintext', 'python'] },
      { kind: 'table_cut', count: 2, detail: ['3 × 21', '301 × 2'] },
    ]);
    const saved = sanitizeContent({ blocks: blocks as never[] }).blocks;
    expect(saved.filter((b) => b.type === 'code').map((b) => (b.data.code as string).length)).toEqual([100_000, 100_000, 5]);
    expect(saved.filter((b) => b.type === 'table').map((b) => [(b.data.content as string[][]).length, (b.data.content as string[][])[0].length])).toEqual([
      [300, 2],
      [3, 20],
      [300, 20],
    ]);
  });
});
