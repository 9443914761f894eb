// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeCodeHtml, sanitizeInlineHtml } from './sanitizeHtml.server.ts';

// The server's render of a first screen uses this twin of sanitizeHtml.ts (DOMPurify needs a DOM);
// the browser then hydrates that HTML with its own sanitiser's results. The expected values are what
// DOMPurify 3 gave in Chromium 156 for the same input with sanitizeHtml.ts's settings (run once by
// hand in a page): whatever text a screen shows from them must be the same, and nothing unsafe may pass.
describe('the server twin of the sanitiser', () => {
  // The server's build puts this module in place of sanitizeHtml.ts (vite.config.ts): a name the
  // browser's has and this one lacks breaks the server render's build.
  it('exports every name the browser’s sanitiser exports', async () => {
    const browser = await import('./sanitizeHtml.ts');
    const server = await import('./sanitizeHtml.server.ts');
    expect(Object.keys(server).sort()).toEqual(Object.keys(browser).sort());
  });

  it.each([
    ['plain words', 'plain words'],
    ['a <b>bold</b> &amp; <i>italic</i> and <mark>marked</mark> <code>x &lt; y</code>', 'a bold & italic and marked x < y'],
    // No tag at all: still every entity decoded (DOMPurify's string answer had kept all but four).
    ['non&nbsp;breaking&nbsp;space and “quotes” and it&#39;s &quot;fine&quot; &hellip;', 'non breaking space and “quotes” and it\'s "fine" …'],
    ['<b>it&#39;s</b> &quot;fine&quot;', 'it\'s "fine"'],
    ['café <a href="https://example.test/a?b=1&amp;c=2">a link</a>', 'café a link'],
    ['line<br>break<br/>again', 'linebreakagain'],
    ['not <span style="color:red">kept</span> <u>tags</u> <img src=x onerror=alert(1)>', 'not kept tags '],
    ['2 &gt; 1 and 1 &lt; 2 &amp;&amp; done', '2 > 1 and 1 < 2 && done'],
  ])('htmlToText: %s', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it('keeps b, i, a, mark, code and br; links keep a safe href, get rel, and open http(s) in a new tab', () => {
    expect(sanitizeInlineHtml('a <b>b</b> <i>i</i> <mark>m</mark> <code>c</code><br>')).toBe('a <b>b</b> <i>i</i> <mark>m</mark> <code>c</code><br />');
    expect(sanitizeInlineHtml('<a href="https://example.test/x">out</a>')).toBe('<a href="https://example.test/x" rel="noopener noreferrer nofollow" target="_blank">out</a>');
    expect(sanitizeInlineHtml('<a href="/user/ada">in</a>')).toBe('<a href="/user/ada" rel="noopener noreferrer nofollow">in</a>');
    expect(sanitizeInlineHtml('<a href="mailto:a@b.test">mail</a>')).toBe('<a href="mailto:a@b.test" rel="noopener noreferrer nofollow">mail</a>');
    expect(sanitizeInlineHtml('<a href="javascript:alert(1)">bad</a>')).toBe('<a rel="noopener noreferrer nofollow">bad</a>');
    // Protocol-relative: the page's own scheme, allowed by both (and by the server's stored-content rules).
    expect(sanitizeInlineHtml('<a href="//elsewhere.test/">proto</a>')).toBe('<a href="//elsewhere.test/" rel="noopener noreferrer nofollow">proto</a>');
    const hostile = sanitizeInlineHtml('<span style="x">s</span><img src=x onerror=alert(1)><script>alert(2)</script><a href="/" onclick="x()">c</a>');
    expect(hostile).not.toMatch(/<span|<img|<script|onerror|onclick|style=|alert\(2\)/);
  });

  it('keeps only the highlighter\'s spans and classes in code', () => {
    const code = '<span class="hljs-keyword evil">def</span> <span class="x_ hljs-title" onclick="x()">f</span><script>alert(1)</script><b>b</b>';
    expect(sanitizeCodeHtml(code)).toBe('<span class="hljs-keyword">def</span> <span class="x_ hljs-title">f</span>b');
  });
});
