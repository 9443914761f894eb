import { afterEach, describe, expect, it } from 'vitest';
import { htmlToText, prepareSanitizer, sanitizeCodeHtml, sanitizeInlineHtml } from './sanitizeHtml.ts';

/**
 * The browser's sanitiser has two ways (src/lib/sanitizeHtml.ts): the HTML Sanitizer API where the
 * browser has it (Chromium here), DOMPurify elsewhere. Both must keep and drop the same things, so
 * each hostile or ordinary input is sanitised both ways in real Chromium and the answers compared;
 * the expected texts of the hand-written cases come from the contract (INLINE_TAGS, the link rule).
 */
type SetHtml = (this: Element, html: string, options?: unknown) => void;
const proto = Element.prototype as unknown as { setHTML?: SetHtml };
const native = proto.setHTML;

/** `fn` with the browser's Sanitizer API hidden: the DOMPurify way. */
async function withoutSanitizerApi<T>(fn: () => T): Promise<T> {
  delete proto.setHTML;
  try {
    await prepareSanitizer();
    return fn();
  } finally {
    proto.setHTML = native;
  }
}

afterEach(() => {
  proto.setHTML = native;
});

const INPUTS = [
  'plain text, nothing else',
  'a &amp; b &lt;c&gt; &nbsp;non-breaking',
  '<b>bold</b> <i>it</i> <mark class="cdx-marker">m</mark> <code class="inline-code">c</code><br><a href="https://x.dev">x</a>',
  '<span>kept <b>text</b></span> of <div>any</div> <p>other</p> element',
  '<a href="javascript:alert(1)">j</a><a href=" java\tscript:alert(1)">t</a><a href="data:text/html,x">d</a><a href="mailto:a@b.c">m</a><a href="/local">l</a><a href="#x">h</a>',
  '<a href="https://x.dev" target="_self" rel="opener" onclick="x()" style="color:red" data-x="1">attrs</a>',
  '<img src=x onerror=alert(1)><svg onload=alert(1)><b>in svg</b></svg><math><mi>x</mi></math>',
  '<script>alert(1)</script><style>b{color:red}</style>after',
  '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x">gone',
  '<!-- a comment --><b>after comment</b>',
  '<b><i>nested <a href="https://x.dev"><code>deep</code></a></i></b>',
  '<form><input value="x"><button>press</button></form>',
  '<b onmouseover="x()" class="c" id="i">attributes on b</b>',
];

describe('the browser’s sanitiser', () => {
  it('runs on the HTML Sanitizer API in this browser', () => {
    expect(typeof native).toBe('function');
  });

  it.each(INPUTS)('keeps the same of %s with the Sanitizer API as with DOMPurify', async (input) => {
    const withApi = sanitizeInlineHtml(input);
    const withPurifier = await withoutSanitizerApi(() => sanitizeInlineHtml(input));
    expect(withApi).toBe(withPurifier);
    expect(withApi).not.toMatch(/<(?!\/?(b|i|a|mark|code|br)\b)[a-z]/i);
    expect(withApi).not.toMatch(/script|onerror|onload|onclick|onmouseover|javascript:|data:|style=|class=|data-x/i);
  });

  it('keeps the contract’s inline tags and sets the link rule', () => {
    expect(sanitizeInlineHtml('<b>b</b><i>i</i><mark class="cdx-marker">m</mark><code>c</code><br><a href="https://x.dev">x</a><a href="/here">h</a>')).toBe(
      '<b>b</b><i>i</i><mark>m</mark><code>c</code><br><a href="https://x.dev" rel="noopener noreferrer nofollow" target="_blank">x</a><a href="/here" rel="noopener noreferrer nofollow">h</a>',
    );
    expect(sanitizeInlineHtml('<span>text of <em>any</em> element</span>')).toBe('text of any element');
  });

  it('keeps only the highlighter’s spans and classes in code, both ways', async () => {
    const input = '<span class="hljs-keyword evil">const</span> <b>x</b> <span onclick="x()" class="hljs-string">"s"</span><img src=x onerror=alert(1)>';
    const withApi = sanitizeCodeHtml(input);
    expect(withApi).toBe('<span class="hljs-keyword">const</span> x <span class="hljs-string">"s"</span>');
    expect(await withoutSanitizerApi(() => sanitizeCodeHtml(input))).toBe(withApi);
  });

  it('reads text out of inline HTML without running or loading anything', () => {
    let ran = false;
    (window as unknown as { __ran: () => void }).__ran = () => (ran = true);
    expect(htmlToText('a <b>bold</b> &amp; <img src=x onerror="__ran()"><script>__ran()</script> it&#39;s&nbsp;fine')).toBe("a bold &  it's fine");
    expect(ran).toBe(false);
  });
});
