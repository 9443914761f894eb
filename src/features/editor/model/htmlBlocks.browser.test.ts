// In Chromium (a .browser test): DOMPurify and DOMParser as the editor really runs them; happy-dom's differ.
import { describe, expect, it } from 'vitest';
import { htmlToBlocks } from './htmlBlocks.ts';

// Shapes of real clipboard HTML: Google Docs (styles on spans, a <b style="font-weight:normal"> wrapper),
// Word (MsoNormal paragraphs, <o:p>), and an ordinary web page.
const googleDocs = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b3c"><h1 dir="ltr" style="line-height:1.38"><span style="font-size:20pt;font-family:Arial;font-weight:400">Quarterly notes</span></h1><p dir="ltr" style="line-height:1.38"><span style="font-size:11pt;font-weight:400">Plain, </span><span style="font-size:11pt;font-weight:700">bold</span><span style="font-size:11pt;font-weight:400"> and </span><span style="font-size:11pt;font-style:italic;font-weight:400">italic</span><span style="font-size:11pt;font-weight:400"> with a </span><a href="https://example.com/doc" style="text-decoration:none"><span style="font-size:11pt;color:#1155cc;text-decoration:underline">link</span></a><span style="font-size:11pt;color:red;background-color:yellow"> in red.</span></p><ul style="margin-top:0"><li dir="ltr" style="list-style-type:disc"><p dir="ltr"><span style="font-size:11pt">First point</span></p></li><li dir="ltr"><p dir="ltr"><span style="font-size:11pt">Second point</span></p></li></ul><h3 dir="ltr"><span style="font-size:13pt">Details</span></h3></b>`;

const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head><body lang=EN-US><div class=WordSection1><p class=MsoNormal><b>Heads up:</b> the <i>new</i> plan<o:p></o:p></p><p class=MsoNormal><span style='font-family:"Comic Sans MS"'>Fancy font, plain text</span><o:p></o:p></p><ol><li class=MsoNormal>One<o:p></o:p></li><li class=MsoNormal>Two<o:p></o:p></li></ol></div></body></html>`;

describe('pasted HTML to blocks', () => {
  it('Google Docs keeps headings, bold, italic, links and lists, and loses fonts, colours and its bold wrapper', () => {
    expect(htmlToBlocks(googleDocs)).toEqual([
      { type: 'header', data: { text: 'Quarterly notes', level: 2 } },
      { type: 'paragraph', data: { text: 'Plain, <b>bold</b> and <i>italic</i> with a <a href="https://example.com/doc">link</a> in red.' } },
      { type: 'list', data: { style: 'unordered', meta: {}, items: [{ content: 'First point', meta: {}, items: [] }, { content: 'Second point', meta: {}, items: [] }] } },
      { type: 'header', data: { text: 'Details', level: 3 } },
    ]);
  });

  it('Word keeps bold, italic and lists and drops its styles and <o:p>', () => {
    expect(htmlToBlocks(word)).toEqual([
      { type: 'paragraph', data: { text: '<b>Heads up:</b> the <i>new</i> plan' } },
      { type: 'paragraph', data: { text: 'Fancy font, plain text' } },
      { type: 'list', data: { style: 'ordered', meta: {}, items: [{ content: 'One', meta: {}, items: [] }, { content: 'Two', meta: {}, items: [] }] } },
    ]);
  });

  it('a web page: code, tables, quotes, rules, nested lists; scripts, handlers and unsafe links go', () => {
    const html = `<article><p>Intro <strong>strong</strong> <em>em</em> <code>x()</code> <a href="javascript:alert(1)">bad</a><img src=x onerror=alert(1)></p>
      <pre><code class="language-python">print("hi")\n</code></pre><blockquote><p>Said <b>so</b></p></blockquote><hr>
      <table><tr><th>K</th><th>V</th></tr><tr><td><b>a</b></td><td>1</td></tr></table>
      <ul><li>a<ul><li>a.1</li></ul></li></ul><script>alert(1)</script><p onclick="x()">Loose</p></article>`;
    expect(htmlToBlocks(html)).toEqual([
      { type: 'paragraph', data: { text: 'Intro <b>strong</b> <i>em</i> <code>x()</code> <a>bad</a>' } },
      { type: 'code', data: { code: 'print("hi")', language: 'python' } },
      { type: 'quote', data: { text: 'Said <b>so</b>', caption: '', alignment: 'left' } },
      { type: 'delimiter', data: {} },
      { type: 'table', data: { withHeadings: true, content: [['K', 'V'], ['<b>a</b>', '1']] } },
      { type: 'list', data: { style: 'unordered', meta: {}, items: [{ content: 'a', meta: {}, items: [{ content: 'a.1', meta: {}, items: [] }] }] } },
      { type: 'paragraph', data: { text: 'Loose' } },
    ]);
  });

  it('a copied sentence is one paragraph', () => {
    expect(htmlToBlocks('<span>Some </span><b>bold</b><span> words</span>')).toEqual([{ type: 'paragraph', data: { text: 'Some <b>bold</b> words' } }]);
  });
});
