/*
 * HTML from another platform as the editor's blocks (API.md third edition, "Import and moved links"):
 * h1/h2 -> header 2, h3-h6 -> header 3, p, ul/ol (nested), blockquote, pre/code (the language of a
 * `language-x` class), table, hr -> delimiter, img/figure -> image with its caption, the contract's
 * embeds -> embed. Anything else keeps its text. parse5 builds the tree as a browser would (a `<p>`
 * closed by a `<ul>`, a table without its tbody), which real exports need. What comes out is only a
 * draft of blocks: the save's sanitiser (server/content/sanitize.ts) decides what is kept. What the
 * mapping simplifies (an element reduced to its text, a frame turned into a link, an image dropped)
 * is counted per kind in a Simplifications, which the import's report lists for the post.
 */
import { parseFragment } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { EMBED_SERVICES, IMPORT_SIMPLIFICATIONS, IMPORT_SIMPLIFIED_DETAILS, isCodeLanguage, rebuildEmbed, type ImportSimplification } from '../../src/contract/index.ts';
import { escapeHtml } from '../web/meta.ts';

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

export interface Block {
  type: string;
  data: Record<string, unknown>;
}

interface ListItem {
  content: string;
  meta: Record<string, never>;
  items: ListItem[];
}

/** Inline elements whose text stays in its paragraph; the contract's own become its tags. */
const INLINE = new Set(['a', 'b', 'strong', 'i', 'em', 'code', 'mark', 'br', 'span', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup', 'small', 'big', 'abbr', 'cite', 'time', 'font', 'q', 'kbd', 'var', 'samp', 'label', 'dfn', 'bdi', 'bdo', 'wbr', 'data', 'tt']);
/** Elements whose content is never text a reader saw (or must never reach a page). */
const DROPPED = new Set(['script', 'style', 'noscript', 'template', 'head', 'title', 'meta', 'link', 'base', 'svg', 'math', 'object', 'embed', 'param', 'button', 'input', 'select', 'textarea', 'option', 'canvas', 'map', 'area']);
const INLINE_TAG: Record<string, string> = { b: 'b', strong: 'b', i: 'i', em: 'i', mark: 'mark', code: 'code' };
/**
 * Dropped elements the report names: what a reader saw, or what would have run. The rest of DROPPED
 * (a page's head, a noscript fallback beside the lazy image it repeats, a template, an option of a
 * select already named) was never part of the post as read, and naming it would only be noise.
 */
const REMOVED_NAMED = new Set(['script', 'style', 'svg', 'math', 'object', 'embed', 'button', 'input', 'select', 'textarea', 'canvas']);
/**
 * Elements whose content is read as blocks, or whose words stay in their line, with nothing lost a
 * reader would miss: page structure (div, section ...), the parts of lists, tables, figures and
 * details read with their whole, and inline wrappers of style only. Any other element that keeps
 * only its text (u, sub, kbd, a `<details>`, a site's own tags) is in the report.
 */
const PLAIN = new Set([
  ...['div', 'section', 'article', 'main', 'header', 'footer', 'aside', 'nav', 'body', 'html', 'center', 'hgroup', 'address', 'a', 'p', 'li', 'dt', 'dd', 'summary'],
  ...['figcaption', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'colgroup', 'col', 'source', 'track'],
  ...['span', 'font', 'small', 'big', 'abbr', 'cite', 'time', 'label', 'dfn', 'bdi', 'bdo', 'wbr', 'data', 'br'],
]);

/** What the mapping of one post simplified, counted per kind (with the element names or sites, a few of each). */
export class Simplifications {
  private readonly kinds = new Map<ImportSimplification, { count: number; detail: Set<string> }>();

  note(kind: ImportSimplification, detail?: string) {
    let entry = this.kinds.get(kind);
    if (!entry) this.kinds.set(kind, (entry = { count: 0, detail: new Set() }));
    entry.count++;
    if (detail && entry.detail.size < IMPORT_SIMPLIFIED_DETAILS) entry.detail.add(detail.slice(0, 100));
  }

  get empty() {
    return this.kinds.size === 0;
  }

  /** The report's lines, in the contract's order of kinds; details sorted. */
  list(): { kind: ImportSimplification; count: number; detail?: string[] }[] {
    return IMPORT_SIMPLIFICATIONS.filter((k) => this.kinds.has(k)).map((kind) => {
      const { count, detail } = this.kinds.get(kind)!;
      return detail.size ? { kind, count, detail: [...detail].sort() } : { kind, count };
    });
  }
}

/**
 * The notes of the post being mapped. The mapping is synchronous and one post is mapped at a time,
 * so one variable set for the call stands in for a parameter threaded through every function below.
 */
let notes: Simplifications | undefined;
const note = (kind: ImportSimplification, detail?: string) => notes?.note(kind, detail);
/** An element kept as its text: named, unless it is one whose loss a reader would not notice. */
const keptAsText = (tag: string) => {
  if (!PLAIN.has(tag)) note('element_text', tag);
};
const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
};

const isElement = (n: Node): n is Element => 'tagName' in n;
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const hasClass = (el: Element, name: string) => ` ${attr(el, 'class') ?? ''} `.includes(` ${name} `);
const children = (el: Element): Node[] => (el.tagName === 'template' ? [] : el.childNodes);

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if (!isElement(node) || DROPPED.has(node.tagName)) return '';
  if (node.tagName === 'br') return '\n';
  return children(node).map(textOf).join('');
}

/** Whether an inline run holds something that is a block of its own (an image or a frame inside a link). */
function holdsBlock(el: Element): boolean {
  return children(el).some((c) => isElement(c) && (c.tagName === 'img' || c.tagName === 'iframe' || c.tagName === 'video' || c.tagName === 'picture' || holdsBlock(c)));
}

/** The inline HTML of nodes: the contract's tags kept, every other element reduced to its text. */
function inlineHtml(nodes: Node[]): string {
  let out = '';
  for (const n of nodes) {
    if (n.nodeName === '#text') {
      out += escapeHtml((n as DefaultTreeAdapterMap['textNode']).value);
      continue;
    }
    if (!isElement(n)) continue;
    const tag = n.tagName;
    if (DROPPED.has(tag)) {
      if (REMOVED_NAMED.has(tag)) note('element_removed', tag);
      continue;
    }
    if (tag === 'br') out += '<br>';
    else if (tag === 'a') {
      const href = attr(n, 'href');
      out += href ? `<a href="${escapeHtml(href)}">${inlineHtml(children(n))}</a>` : inlineHtml(children(n));
    } else if (INLINE_TAG[tag]) out += `<${INLINE_TAG[tag]}>${inlineHtml(children(n))}</${INLINE_TAG[tag]}>`;
    else if (tag === 'img') {
      // An image inside text (an emoji, a badge): its words stay.
      const alt = attr(n, 'alt');
      if (alt) {
        out += escapeHtml(alt);
        note('image_text');
      } else note('image_dropped');
    } else if (tag === 'iframe' || tag === 'video' || tag === 'audio') {
      // A frame inside a line (a list item's, a quote's) cannot be a block there: a link to it.
      const href = webAddress(mediaSource(n));
      if (href) {
        out += `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`;
        note('frame_link', hostOf(href));
      } else note('media_dropped', tag);
    } else if (['p', 'div', 'li', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre'].includes(tag)) {
      // A block inside an inline place (a list item's paragraphs, a quote's): a line of its own.
      const inner = inlineHtml(children(n)).trim();
      if (inner) out += (out && !out.endsWith('<br>') ? '<br>' : '') + inner;
    } else {
      keptAsText(tag);
      out += inlineHtml(children(n));
    }
  }
  return out;
}

const isBlankHtml = (html: string) => html.replace(/<br>/g, '').replace(/&nbsp;|&#160;|&#xa0;/gi, ' ').trim() === '';

/** The service and URL of an embeddable address (a video page or its player), or null. */
export function embedOf(url: string | undefined): Block | null {
  if (!url) return null;
  // YouTube's privacy-enhanced player (Substack's and many sites' frames) plays the same video.
  const absolute = (url.startsWith('//') ? `https:${url}` : url).replace(/^https?:\/\/(?:www\.)?youtube-nocookie\.com\/embed\//i, 'https://www.youtube.com/embed/');
  for (const service of Object.keys(EMBED_SERVICES)) {
    const rebuilt = rebuildEmbed(service, absolute);
    if (rebuilt) return { type: 'embed', data: { service, source: rebuilt.source, caption: '' } };
  }
  return null;
}

/** An http(s) address (a scheme-relative one made https), or undefined. */
function webAddress(url: string | undefined): string | undefined {
  if (!url || !/^(https?:)?\/\//i.test(url)) return undefined;
  return url.startsWith('//') ? `https:${url}` : url;
}

/** A frame's, video's or audio's address: its own, or its first `<source>`'s. */
function mediaSource(el: Element): string | undefined {
  if (el.tagName === 'iframe') return attr(el, 'src');
  const source = find(el, (e) => e.tagName === 'source');
  return attr(el, 'src') ?? (source && attr(source, 'src'));
}

/** A frame, video or audio: the embed of a service the contract knows, else a link to it (nothing silently dropped). */
function mediaBlock(el: Element): Block[] {
  const url = mediaSource(el);
  const embed = embedOf(url);
  if (embed) return [embed];
  const href = webAddress(url);
  if (!href) {
    note('media_dropped', el.tagName);
    return [];
  }
  note('frame_link', hostOf(href));
  return [{ type: 'paragraph', data: { text: `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>` } }];
}

function imageOf(img: Element, caption = ''): Block[] {
  const src = attr(img, 'src') ?? attr(img, 'data-src') ?? firstOfSrcset(attr(img, 'srcset'));
  if (!src) {
    note('image_dropped');
    // Its caption is words of the post: they stay.
    return caption ? [{ type: 'paragraph', data: { text: caption } }] : [];
  }
  return [{ type: 'image', data: { file: { url: src.trim() }, caption, withBorder: false, stretched: false, withBackground: false } }];
}

function firstOfSrcset(srcset: string | undefined) {
  return srcset?.split(',')[0]?.trim().split(/\s+/)[0];
}

function find(el: Element, test: (e: Element) => boolean): Element | undefined {
  for (const c of children(el)) {
    if (!isElement(c)) continue;
    if (test(c)) return c;
    const deeper = find(c, test);
    if (deeper) return deeper;
  }
  return undefined;
}

function codeLanguage(...els: (Element | undefined)[]): string {
  for (const el of els) {
    const cls = (el && attr(el, 'class')) ?? '';
    const m = /(?:^|\s)(?:language|lang)-([A-Za-z0-9_+#-]+)/.exec(cls);
    // Medium names it in an attribute of its <pre> instead.
    const lang = (m?.[1] ?? (el && attr(el, 'data-code-block-lang')))?.toLowerCase();
    if (lang && isCodeLanguage(lang)) return lang;
  }
  return 'plaintext';
}

function listItems(list: Element): ListItem[] {
  const items: ListItem[] = [];
  for (const li of children(list)) {
    if (!isElement(li)) continue;
    if (li.tagName === 'ul' || li.tagName === 'ol') {
      // A list directly inside a list (older editors): it belongs to the item before it.
      const nested = listItems(li);
      if (items.length) items[items.length - 1].items.push(...nested);
      else items.push(...nested);
      continue;
    }
    const own = children(li).filter((c) => !(isElement(c) && (c.tagName === 'ul' || c.tagName === 'ol')));
    const nested = children(li).filter((c): c is Element => isElement(c) && (c.tagName === 'ul' || c.tagName === 'ol'));
    items.push({ content: inlineHtml(own).trim(), meta: {}, items: nested.flatMap(listItems) });
  }
  return items;
}

function tableOf(table: Element): Block[] {
  const rows: Element[] = [];
  const collect = (el: Element) => {
    for (const c of children(el)) {
      if (!isElement(c)) continue;
      if (c.tagName === 'tr') rows.push(c);
      else if (c.tagName === 'thead' || c.tagName === 'tbody' || c.tagName === 'tfoot') collect(c);
    }
  };
  collect(table);
  const cells = rows.map((tr) => children(tr).filter((c): c is Element => isElement(c) && (c.tagName === 'td' || c.tagName === 'th')));
  const content = cells.map((row) => row.map((cell) => inlineHtml(children(cell)).trim()));
  if (!content.some((r) => r.length)) return [];
  const spans = (cell: Element, name: string) => Number.parseInt(attr(cell, name) ?? '1', 10) > 1;
  if (cells.some((row) => row.some((cell) => spans(cell, 'colspan') || spans(cell, 'rowspan')))) note('table_spans');
  const first = rows[0];
  const withHeadings = !!first && children(first).some((c) => isElement(c) && c.tagName === 'th');
  const caption = find(table, (e) => e.tagName === 'caption');
  const captionBlock: Block[] = caption && !isBlankHtml(inlineHtml(children(caption))) ? [{ type: 'paragraph', data: { text: inlineHtml(children(caption)).trim() } }] : [];
  return [...captionBlock, { type: 'table', data: { withHeadings, content } }];
}

/** How many elements below `el` pass the test. */
function countOf(el: Element, test: (e: Element) => boolean): number {
  let n = 0;
  for (const c of children(el)) if (isElement(c)) n += (test(c) ? 1 : 0) + countOf(c, test);
  return n;
}

/**
 * Ghost's bookmark card: a preview of another page (its title, description, site, icon and picture)
 * inside one link. Here it is that link with its words, one paragraph; the icon and picture are the
 * other page's, not the post's (read as images, the card became a gallery of a favicon and a cover).
 */
function bookmarkCard(fig: Element): Block[] {
  const part = (name: string) => {
    const el = find(fig, (e) => hasClass(e, name));
    return el ? escapeHtml(textOf(el).replace(/\s+/g, ' ').trim()) : '';
  };
  const link = find(fig, (e) => e.tagName === 'a');
  const href = link && attr(link, 'href');
  const title = part('kg-bookmark-title');
  const site = [part('kg-bookmark-author'), part('kg-bookmark-publisher')].filter(Boolean).join(' · ');
  const head = href ? `<a href="${escapeHtml(href)}">${title ? `<b>${title}</b>` : escapeHtml(href)}</a>` : title && `<b>${title}</b>`;
  const text = [head, part('kg-bookmark-description'), site && `<i>${site}</i>`].filter(Boolean).join('<br>');
  const captionEl = find(fig, (e) => e.tagName === 'figcaption');
  const caption = captionEl ? inlineHtml(children(captionEl)).trim() : '';
  return [text, caption].filter((t) => !isBlankHtml(t)).map((t) => ({ type: 'paragraph', data: { text: t } }));
}

function figureOf(fig: Element): Block[] {
  if (hasClass(fig, 'kg-bookmark-card')) return bookmarkCard(fig);
  if (countOf(fig, (e) => e.tagName === 'img') > 1) {
    // A gallery (WordPress's figures in a figure, Ghost's rows of images): each image a block of its
    // own, with its own caption, then the gallery's. Read as one image, the others would be lost.
    const own = children(fig).find((c): c is Element => isElement(c) && c.tagName === 'figcaption');
    const caption = own ? inlineHtml(children(own)).trim() : '';
    return blocksOf(children(fig).filter((c) => c !== own)).concat(caption ? [{ type: 'paragraph', data: { text: caption } }] : []);
  }
  const captionEl = find(fig, (e) => e.tagName === 'figcaption');
  const caption = captionEl ? inlineHtml(children(captionEl)).trim() : '';
  const img = find(fig, (e) => e.tagName === 'img');
  if (img) return imageOf(img, caption);
  const frame = find(fig, (e) => e.tagName === 'iframe');
  if (frame) {
    const embed = embedOf(attr(frame, 'src'));
    if (embed) return [{ ...embed, data: { ...embed.data, caption } }];
  }
  // Anything else in a figure (a quote, code, a table, an oEmbed's link) is read as blocks.
  return blocksOf(children(fig).filter((c) => c !== captionEl)).concat(caption ? [{ type: 'paragraph', data: { text: caption } }] : []);
}

/**
 * A platform's own page parts written into a post's HTML: Substack's subscription form (its call to
 * subscribe there, with the form) and its share buttons. They asked the reader to act on the old
 * site; here the words would ask for a form that is gone. Left out without a line, as a page's head
 * is. A button the writer made (to another page) is their link and stays.
 */
function platformChrome(el: Element): boolean {
  const name = attr(el, 'data-component-name') ?? '';
  if (hasClass(el, 'subscription-widget-wrap') || /^SubscribeWidget/.test(name)) return true;
  if (!hasClass(el, 'button-wrapper')) return false;
  const link = find(el, (e) => e.tagName === 'a');
  return /[?&]action=share(?:&|$)/.test((link && attr(link, 'href')) ?? '');
}

function blockOf(el: Element): Block[] {
  const tag = el.tagName;
  if (platformChrome(el)) return [];
  switch (tag) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6': {
      const text = inlineHtml(children(el)).trim();
      return isBlankHtml(text) ? [] : [{ type: 'header', data: { text, level: tag === 'h1' || tag === 'h2' ? 2 : 3 } }];
    }
    case 'p':
      return holdsBlock(el) ? blocksOf(children(el)) : paragraphs(inlineHtml(children(el)));
    case 'ul':
    case 'ol': {
      const items = listItems(el);
      return items.length ? [{ type: 'list', data: { style: tag === 'ol' ? 'ordered' : 'unordered', meta: {}, items } }] : [];
    }
    case 'blockquote': {
      // A quoted post of an embeddable service (a tweet's blockquote with its link) is an embed.
      const cls = attr(el, 'class') ?? '';
      if (/twitter-tweet|instagram-media/.test(cls)) {
        const links = [...el.childNodes].length ? allLinks(el) : [];
        for (const href of links.reverse()) {
          const embed = embedOf(href);
          if (embed) return [embed];
        }
      }
      const citeEl = find(el, (e) => e.tagName === 'cite' || e.tagName === 'footer');
      const text = inlineHtml(children(el).filter((c) => c !== citeEl)).trim();
      if (isBlankHtml(text)) return [];
      return [{ type: 'quote', data: { text, caption: citeEl ? inlineHtml(children(citeEl)).trim() : '', alignment: 'left' } }];
    }
    case 'pre': {
      const code = find(el, (e) => e.tagName === 'code');
      const text = textOf(el).replace(/\n$/, '');
      return text.trim() ? [{ type: 'code', data: { code: text, language: codeLanguage(code, el) } }] : [];
    }
    case 'table':
      return tableOf(el);
    case 'hr':
      return [{ type: 'delimiter', data: {} }];
    case 'img':
      return imageOf(el);
    case 'picture': {
      const img = find(el, (e) => e.tagName === 'img');
      if (img) return imageOf(img);
      note('image_dropped');
      return [];
    }
    case 'figure':
      return figureOf(el);
    case 'iframe':
    case 'video':
    case 'audio':
      return mediaBlock(el);
    default: {
      const component = substackEmbed(el);
      if (component) return [component];
      if (DROPPED.has(tag)) {
        if (REMOVED_NAMED.has(tag)) note('element_removed', tag);
        return [];
      }
      // div, section, article, header, details, dl and every element we have no block for: its content, as blocks.
      keptAsText(tag);
      return blocksOf(children(el));
    }
  }
}

/**
 * Substack's embeds of a video or a post of another service, stored as its own components: the
 * service's address is in the component's `data-attrs` (a YouTube video's id, a tweet's url), and
 * what is inside is a rendering of it (a tweet's avatar, name and words; a YouTube frame, or nothing
 * in an export). Read as that embed; a component of a service with no embed here is read as before.
 */
function substackEmbed(el: Element): Block | null {
  const name = attr(el, 'data-component-name') ?? '';
  const youtube = hasClass(el, 'youtube-wrap') || name === 'Youtube2ToDOM';
  const tweet = hasClass(el, 'tweet') || name === 'Twitter2ToDOM';
  if (!youtube && !tweet) return null;
  let data: { videoId?: unknown; url?: unknown } = {};
  try {
    data = JSON.parse(attr(el, 'data-attrs') ?? '{}') as typeof data;
  } catch {
    // Not JSON: the frame or the link inside says it.
  }
  if (youtube) {
    const id = typeof data.videoId === 'string' ? data.videoId : undefined;
    const frame = find(el, (e) => e.tagName === 'iframe');
    return only('youtube', embedOf(id ? `https://www.youtube.com/watch?v=${id}` : undefined) ?? embedOf(frame && attr(frame, 'src')));
  }
  const link = find(el, (e) => e.tagName === 'a' && !!attr(e, 'href'));
  return only('twitter', embedOf(typeof data.url === 'string' ? data.url : undefined) ?? embedOf(link && attr(link, 'href')));
}

/** The embed when it is of that service: a site's own element named `tweet` holding a video link is not a tweet. */
const only = (service: string, embed: Block | null) => (embed?.data.service === service ? embed : null);

function allLinks(el: Element): string[] {
  const out: string[] = [];
  for (const c of children(el)) {
    if (!isElement(c)) continue;
    if (c.tagName === 'a' && attr(c, 'href')) out.push(attr(c, 'href')!);
    out.push(...allLinks(c));
  }
  return out;
}

/**
 * A run of inline HTML as paragraphs: a blank line in it starts another, as WordPress's own
 * rendering does with posts stored without their `<p>` tags.
 */
function paragraphs(html: string): Block[] {
  return html
    .split(/\n[ \t]*\n/)
    .map((part) => part.trim().replace(/\n/g, ' '))
    .filter((part) => !isBlankHtml(part))
    .map((text) => ({ type: 'paragraph', data: { text } }));
}

function blocksOf(nodes: Node[]): Block[] {
  const out: Block[] = [];
  let run: Node[] = [];
  const flush = () => {
    if (run.length) out.push(...paragraphs(inlineHtml(run)));
    run = [];
  };
  for (const n of nodes) {
    if (n.nodeName === '#text' || (isElement(n) && INLINE.has(n.tagName) && !holdsBlock(n))) {
      run.push(n);
      continue;
    }
    if (!isElement(n)) continue; // comments (a block editor's markers)
    flush();
    out.push(...blockOf(n));
  }
  flush();
  return out;
}

/** The blocks of an HTML document or fragment; what the mapping simplified is noted in `simplified`. */
export function htmlToBlocks(html: string, simplified?: Simplifications): Block[] {
  notes = simplified;
  try {
    return blocksOf(parseFragment(html).childNodes);
  } finally {
    notes = undefined;
  }
}

/** The plain text of HTML (a description made from a post's first words). */
export function htmlText(html: string): string {
  return parseFragment(html)
    .childNodes.map(textOf)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A full HTML document's parts by a test on their elements (Medium's export pages). */
export function findInDocument(html: string, test: (tag: string, attrs: Record<string, string>) => boolean): { html: string; text: string; attrs: Record<string, string> }[] {
  const root = parseFragment(html);
  const found: { html: string; text: string; attrs: Record<string, string> }[] = [];
  const walk = (nodes: Node[]) => {
    for (const n of nodes) {
      if (!isElement(n)) continue;
      const attrs = Object.fromEntries(n.attrs.map((a) => [a.name, a.value]));
      if (test(n.tagName, attrs)) found.push({ html: serializeChildren(n), text: textOf(n).replace(/\s+/g, ' ').trim(), attrs });
      else walk(children(n));
    }
  };
  walk(root.childNodes);
  return found;
}

function serializeChildren(el: Element): string {
  return children(el).map(serializeNode).join('');
}

function serializeNode(n: Node): string {
  if (n.nodeName === '#text') return escapeHtml((n as DefaultTreeAdapterMap['textNode']).value);
  if (!isElement(n)) return '';
  const attrs = n.attrs.map((a) => ` ${a.name}="${escapeHtml(a.value)}"`).join('');
  return `<${n.tagName}${attrs}>${serializeChildren(n)}</${n.tagName}>`;
}
