/*
 * WordPress shortcodes in a WXR post's content, turned into the HTML WordPress itself renders for
 * them before the content goes through the HTML mapping (html-to-blocks.ts), so each becomes the
 * block a reader saw there:
 * - `[caption id align width]<a><img></a> Its caption[/caption]` (or the older `caption="..."`
 *   attribute): a figure with its caption;
 * - `[gallery ids="1,2"]`: the images of those attachments, in that order; `[gallery]` with no ids
 *   (or `include`): the post's attached images, by their menu order then id, less any `exclude`;
 * - `[code language="js"]`, `[sourcecode lang="python"]` (SyntaxHighlighter's, WordPress.com's):
 *   a code block with its language, its text as written;
 * - `[embed]address[/embed]`, `[video src|mp4|webm...]`, `[audio src|mp3|ogg...]`: the frame of that
 *   address, which the mapping makes an embed of a known service or a link (as any frame);
 * - `[[name]]`, WordPress's escape: the text `[name]`, as it shows it.
 * Any other shortcode stays as its text, as before, and is counted (`shortcode`, with its name), but
 * only one a reader would see as markup: with attributes (`name="…"`), a closing tag, or self-closed.
 * A bare `[word]` is left alone: "[sic]" or a footnote "[1]" is the writer's text.
 */
import { escapeHtml } from '../web/meta.ts';
import type { Simplifications } from './html-to-blocks.ts';

/** An attachment of the export (an item of post_type attachment). */
export interface Attachment {
  url: string;
  /** The post it was uploaded to (`wp:post_parent`), '' or '0' for none. */
  parent: string;
  /** Its place among the post's attachments (`wp:menu_order`). */
  order: number;
  /** Its caption (`excerpt:encoded`, WordPress's post_excerpt of an attachment). */
  caption: string;
}

export interface ShortcodeContext {
  /** The post's own id (`wp:post_id`): a gallery without ids shows what was attached to it. */
  postId: string;
  attachments: ReadonlyMap<string, Attachment>;
  /** The attachments of each post, by parent id (kept with the attachments, in no order). */
  attachedTo: ReadonlyMap<string, string[]>;
}

/** The image files WordPress's gallery shows (it asks for post_mime_type image; WXR keeps only the address). */
const IMAGE_FILE = /\.(?:jpe?g|png|gif|webp|avif|bmp|tiff?|heic|svg)(?:[?#].*)?$/i;
const CODE = new Set(['code', 'sourcecode']);
/** SyntaxHighlighter's brush aliases, as the editor's languages. */
const BRUSHES: Record<string, string> = { js: 'javascript', jscript: 'javascript', py: 'python', sh: 'bash', shell: 'bash', html: 'xml', xhtml: 'xml', xslt: 'xml', 'c#': 'csharp', 'c-sharp': 'csharp', 'c++': 'cpp', ts: 'typescript', yml: 'yaml', rb: 'ruby', text: 'plaintext', plain: 'plaintext' };
const MEDIA_KEYS = { video: ['src', 'mp4', 'm4v', 'webm', 'ogv', 'wmv', 'flv'], audio: ['src', 'mp3', 'm4a', 'ogg', 'wav', 'wma'] } as const;

/**
 * One shortcode: `[[` `name` attributes `/]` or `]` then, for an enclosing one, its content and
 * `[/name]` `]]`. The same shape as WordPress's own (get_shortcode_regex), for any name.
 */
const SHORTCODE = /\[(\[?)([A-Za-z][\w-]*)(?![\w-])((?:[^[\]/]|\/(?!\]))*?)(?:(\/)\]|\](?:([\s\S]*?)\[\/\2\])?)(\]?)/g;
const ATTR = /([\w-]+)\s*=\s*"([^"]*)"|([\w-]+)\s*=\s*'([^']*)'|([\w-]+)\s*=\s*([^\s'"]+)|"([^"]*)"|'([^']*)'|(\S+)/g;

/** A shortcode's attributes: named ones by their lowercased name; positional ones by their index. */
export function shortcodeAttributes(text: string): Record<string, string> {
  // The visual editor stores quotes inside a shortcode as entities, and some as typographic quotes.
  const plain = text.replace(/&quot;|&#0*34;|[\u201c\u201d\u2033]/g, '"').replace(/&#0*39;|[\u2018\u2019\u2032]/g, "'").replace(/\u00a0/g, ' ');
  const out: Record<string, string> = {};
  let positional = 0;
  for (const m of plain.matchAll(ATTR)) {
    if (m[1]) out[m[1].toLowerCase()] = m[2];
    else if (m[3]) out[m[3].toLowerCase()] = m[4];
    else if (m[5]) out[m[5].toLowerCase()] = m[6];
    else out[String(positional++)] = m[7] ?? m[8] ?? m[9] ?? '';
  }
  return out;
}

/** Whether text written in brackets is a shortcode a reader would see as markup, rather than the writer's own words. */
const looksLikeMarkup = (attrs: string, selfClosed: boolean, enclosing: boolean) => selfClosed || enclosing || /[\w-]\s*=/.test(attrs);

/** Code inside a shortcode is kept as written: `<` and `>` escaped, an entity the editor wrote left to be read as one. */
const codeText = (s: string) => s.replace(/</g, '&lt;').replace(/>/g, '&gt;');

const figure = (img: string, caption: string) => `<figure>${img}${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;

function caption(attrs: Record<string, string>, content: string): string {
  // The newer shape puts the caption after the image (and its link) inside the shortcode.
  const m = /^\s*((?:<a\s[^>]*>\s*)?<img\s[^>]*>(?:\s*<\/a>)?)([\s\S]*)$/i.exec(content);
  if (!m) return content;
  return figure(m[1], (attrs.caption ?? m[2]).trim());
}

function gallery(attrs: Record<string, string>, ctx: ShortcodeContext, notes: Simplifications | undefined): string {
  const idList = (s: string | undefined) => (s ?? '').split(',').map((id) => id.trim()).filter((id) => /^\d+$/.test(id));
  const named = idList(attrs.ids || attrs.include);
  let ids: string[];
  if (named.length) ids = named;
  else {
    // The post's own attachments, as WordPress orders them by default (menu_order, then ID).
    const parent = /^\d+$/.test(attrs.id ?? '') ? attrs.id : ctx.postId;
    const excluded = new Set(idList(attrs.exclude));
    ids = (ctx.attachedTo.get(parent) ?? [])
      .filter((id) => !excluded.has(id) && IMAGE_FILE.test(ctx.attachments.get(id)?.url ?? ''))
      .sort((a, b) => ctx.attachments.get(a)!.order - ctx.attachments.get(b)!.order || Number(a) - Number(b));
  }
  const images: string[] = [];
  for (const id of ids) {
    const a = ctx.attachments.get(id);
    if (!a || !IMAGE_FILE.test(a.url)) {
      // An id the export has no image for: the old site showed a picture that is not in the file.
      notes?.note('image_dropped');
      continue;
    }
    images.push(figure(`<img src="${escapeHtml(a.url)}">`, escapeHtml(a.caption)));
  }
  // One figure of figures: the mapping reads it as a gallery, every image with its own caption.
  return images.length ? `<figure>${images.join('')}</figure>` : '';
}

function media(name: 'video' | 'audio', attrs: Record<string, string>, content: string): string {
  const src = MEDIA_KEYS[name].map((k) => attrs[k]).find(Boolean) ?? content.trim();
  return `<${name} src="${escapeHtml(src)}"></${name}>`;
}

/** The post's HTML with its shortcodes rendered as WordPress would; unknown ones counted in `notes`. */
export function renderShortcodes(html: string, ctx: ShortcodeContext, notes?: Simplifications): string {
  if (!html.includes('[')) return html;
  return html.replace(SHORTCODE, (whole, open: string, rawName: string, attrText: string, selfClosed: string | undefined, content: string | undefined, close: string) => {
    // [[name]]: WordPress shows the shortcode itself, without the outer brackets.
    if (open && close) return whole.slice(1, -1);
    const name = rawName.toLowerCase();
    const attrs = shortcodeAttributes(attrText);
    const inner = content ?? '';
    const out = (() => {
      if (name === 'caption' || name === 'wp_caption') return caption(attrs, renderShortcodes(inner, ctx, notes));
      if (name === 'gallery') return gallery(attrs, ctx, notes) + inner;
      if (CODE.has(name)) {
        const given = (attrs.language ?? attrs.lang ?? '').toLowerCase();
        const language = BRUSHES[given] ?? given;
        const cls = /^[\w+#-]+$/.test(language) ? ` class="language-${language}"` : '';
        return `<pre><code${cls}>${codeText(inner.replace(/^\r?\n/, ''))}</code></pre>`;
      }
      if (name === 'embed') return inner.trim() ? `<iframe src="${escapeHtml(inner.trim())}"></iframe>` : '';
      if (name === 'video' || name === 'audio') return media(name, attrs, inner);
      if (looksLikeMarkup(attrText, !!selfClosed, content !== undefined)) notes?.note('shortcode', rawName);
      return null;
    })();
    if (out === null) {
      // Kept as its text, its content's own shortcodes still rendered.
      return content === undefined ? whole : whole.replace(content, renderShortcodes(content, ctx, notes));
    }
    return open + out + close;
  });
}
