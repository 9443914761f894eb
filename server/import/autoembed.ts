/*
 * WordPress's auto-embed (WP_Embed::autoembed, run on every post's content before its paragraphs
 * are made): an address written as text alone on its line, or alone in its paragraph, is shown as
 * the player oEmbed gives for it, and as a link to it when no provider answers. The block editor's
 * embed block stores exactly that (the address on its own line in the block's wrapper), and the
 * classic editor's writers pasted addresses on their own lines for it. Here such an address becomes
 * a frame when it is a service the editor embeds (the mapping makes it that embed block) and a link
 * otherwise (a gist, a WordPress.tv video ...), which is what a reader of the old site followed.
 * An address inside a link, or beside other words on its line, is left as written, as WordPress
 * does; so is one in code (a `<pre>`, a rendered `[code]` shortcode), whose text it is.
 */
import { embedOf } from './html-to-blocks.ts';

/** The address WordPress looks for: http(s), then anything but white space, `<`, `>` and `"`. */
const ADDRESS = /^https?:\/\/[^\s<>"]+$/i;
/** A tag or a comment of the content (WordPress first hides the line breaks inside them); group 1 is its name. */
export const TAG = /<!--[\s\S]*?-->|<\/?([A-Za-z][\w:-]*)(?:"[^"]*"|'[^']*'|[^'">])*>/g;
/** Elements whose text is never embedded: code is its characters, a link already goes somewhere. */
const KEPT = new Set(['pre', 'code', 'a', 'script', 'style', 'textarea', 'iframe', 'title']);
/** An address alone in a paragraph: `<p>`, white space, the address, white space, `</p>`. */
const OWN_PARAGRAPH = /(<p(?:\s[^>]*)?>\s*)(https?:\/\/[^\s<>"]+)(\s*<\/p>)/gi;

/** What WordPress shows for the address: the service's frame, else a link. `url` is HTML source (its `&amp;` stays an entity). */
function shown(url: string): string {
  const plain = url.replace(/&amp;/gi, '&');
  return embedOf(plain) ? `<iframe src="${url}"></iframe>` : `<a href="${url}">${url}</a>`;
}

/** The post's HTML with each address alone on its line or in its paragraph shown as WordPress does. */
export function autoembed(html: string): string {
  if (!/(?:^|\s|>)https?:\/\//i.test(html)) return html;
  let out = '';
  let at = 0;
  const open = new Map<string, number>();
  const kept = () => [...open.values()].some((n) => n > 0);
  const text = (start: number, end: number) => {
    const segment = html.slice(start, end);
    if (kept() || !segment.includes('://')) return segment;
    const lines = segment.split('\n');
    return lines
      .map((line, i) => {
        // The first and last lines share their line with the tags around them, unless the content starts or ends there.
        if ((i === 0 && start > 0) || (i === lines.length - 1 && end < html.length)) return line;
        const address = line.trim();
        if (!ADDRESS.test(address)) return line;
        return line.replace(address, shown(address));
      })
      .join('\n');
  };
  for (const m of html.matchAll(TAG)) {
    out += text(at, m.index);
    out += m[0];
    at = m.index + m[0].length;
    const name = m[1]?.toLowerCase();
    if (name && KEPT.has(name) && !m[0].endsWith('/>')) {
      const closing = m[0].startsWith('</');
      open.set(name, Math.max(0, (open.get(name) ?? 0) + (closing ? -1 : 1)));
    }
  }
  out += text(at, html.length);
  return out.replace(OWN_PARAGRAPH, (whole, before: string, url: string, after: string) => before + shown(url) + after);
}
