import sanitizeHtml from 'sanitize-html';
import { sanitizeInline, isAllowedImageUrl } from '../content/sanitize.ts';
import { escapeHtml, textOf } from './meta.ts';
import { highlightCode, inlineHighlightStyles } from '../content/highlight.ts';
import { INLINE_TAGS, LINK_REL, LINK_SCHEMES, directionOfTag, fittedSize, imageSrcSet, imageVariantUrl, isCodeLanguage, isUploadAddress } from '../../src/contract/index.ts';

/**
 * `lang` and `dir` for a blog's own words (its title, description and blocks): its language, read
 * in that language's direction, whatever the language of the page around them.
 */
export const contentLanguageAttributes = (language: string) => ` lang="${escapeHtml(language)}" dir="${directionOfTag(language)}"`;

/** Each text block reads in the direction of its own first letters (a Latin paragraph in an Arabic blog, and the reverse). */
const AUTO = ' dir="auto"';
const autoDir = { name: 'dir', values: ['auto'], multiple: false };

/**
 * Editor.js blocks as HTML for feed readers and the page without JavaScript: paragraph, header
 * (h2/h3), list (ol/ul, nested), image (figure with caption), quote (blockquote), embed (a link to
 * the original page, since readers do not frame third-party players), code (pre, highlighted with
 * inline colours), table and delimiter (hr). Content was sanitised when it was
 * saved; every inline text is sanitised again here and the whole result passes one more allow-list,
 * so a row written by anything else (a seed, an old version) cannot put markup in a feed.
 */

interface Block {
  type?: unknown;
  data?: unknown;
}

type Data = Record<string, unknown>;

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The output allow-list: what the renderer below produces, and nothing else. */
const outputOptions = (base: string): sanitizeHtml.IOptions => ({
  allowedTags: ['p', 'h2', 'h3', 'ol', 'ul', 'li', 'figure', 'figcaption', 'picture', 'source', 'img', 'blockquote', ...INLINE_TAGS, 'pre', 'span', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr'],
  allowedAttributes: {
    a: ['href', 'rel'],
    img: ['src', 'alt', 'srcset', 'sizes', 'width', 'height', 'loading', 'decoding'],
    source: ['type', 'srcset', 'sizes'],
    span: ['style'],
    code: ['class'],
    th: ['scope', autoDir],
    td: [autoDir],
    ...Object.fromEntries(['p', 'h2', 'h3', 'li', 'blockquote', 'figcaption'].map((tag) => [tag, [autoDir]])),
  },
  // Highlighted code keeps its colours (readers load no stylesheet of ours), and only colours.
  allowedStyles: { span: { color: [/^#[0-9a-f]{3,6}$/i] } },
  allowedClasses: { code: [/^language-[a-z]+$/] },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // <source> is a void element: written `<source ... />`, never with an end tag.
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'source'],
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  transformTags: {
    // Readers show an item away from this site: relative addresses become absolute.
    a: (tagName, attribs) => {
      const href = absoluteUrl(attribs.href ?? '', base, LINK_SCHEMES.map((scheme) => `${scheme}:`));
      const out: sanitizeHtml.Attributes = href ? { href, rel: LINK_REL } : {};
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const src = absoluteUrl(attribs.src ?? '', base, ['http:', 'https:']);
      const out: sanitizeHtml.Attributes = src ? { ...imageAttributes(attribs, base), src, alt: attribs.alt ?? '' } : {};
      return { tagName, attribs: out };
    },
    source: (tagName, attribs) => ({ tagName, attribs: { ...imageAttributes(attribs, base), ...(attribs.type ? { type: attribs.type } : {}) } }),
  },
  exclusiveFilter: (frame) => (frame.tag === 'img' && !frame.attribs.src) || (frame.tag === 'source' && !frame.attribs.srcset),
});

/** An image's srcset with each address made absolute (an unusable one drops the whole set), and its plain attributes. */
function imageAttributes(attribs: sanitizeHtml.Attributes, base: string): sanitizeHtml.Attributes {
  const out: sanitizeHtml.Attributes = {};
  if (attribs.srcset) {
    const candidates = attribs.srcset.split(',').map((c) => c.trim().split(/\s+/));
    const urls = candidates.map(([u]) => absoluteUrl(u ?? '', base, ['http:', 'https:']));
    if (urls.every(Boolean)) out.srcset = candidates.map(([, d], i) => (d ? `${urls[i]} ${d}` : urls[i]!)).join(', ');
  }
  for (const name of ['sizes', 'width', 'height', 'loading', 'decoding'] as const) if (attribs[name]) out[name] = attribs[name];
  return out;
}

const LOCAL = 'http://localhost';

/**
 * `url` resolved against `base`, or null when it is not one of the allowed protocols. With no base
 * (the request's host is not trusted, see origin.ts) this server's own paths stay relative.
 */
export function absoluteUrl(url: string, base: string, protocols = ['http:', 'https:']): string | null {
  if (!url) return null;
  try {
    const u = new URL(url, `${base || LOCAL}/`);
    if (!protocols.includes(u.protocol)) return null;
    const ownPath = !base && u.origin === LOCAL && !/^[a-z][a-z0-9+.-]*:/i.test(url);
    return ownPath ? `${u.pathname}${u.search}${u.hash}` : u.toString();
  } catch {
    return null;
  }
}

function listItems(items: unknown, depth: number, style: unknown): string {
  if (!Array.isArray(items) || depth > 8) return '';
  return items
    .map((item) => {
      if (typeof item === 'string') {
        const text = sanitizeInline(item);
        return text.trim() ? `<li${AUTO}>${text}</li>` : '';
      }
      if (item && typeof item === 'object') {
        const o = item as Data;
        // Editor.js list 2.x: nested lists take the style of the list they are in.
        return `<li${AUTO}>${sanitizeInline(str(o.content))}${list(o.items, depth + 1, style)}</li>`;
      }
      return '';
    })
    .join('');
}

function list(items: unknown, depth: number, style: unknown): string {
  const inner = listItems(items, depth, style);
  if (!inner) return '';
  const tag = style === 'unordered' ? 'ul' : 'ol';
  return `<${tag}>${inner}</${tag}>`;
}

/**
 * How upload images are written (API.md, "Images"): a page has a <picture> with AVIF and WebP
 * sources; a feed item the 1280 px JPEG, a mail the 640 px JPEG (readers and mail clients take one
 * address), each with its width and height so nothing moves as it loads.
 */
export type ImageOutput = 'page' | 'feed' | 'mail' | 'archive';

/** The reading column's widths (the app's content size token): full width on phones, at most 650 px. */
export const CONTENT_IMAGE_SIZES = '(max-width: 700px) 100vw, 650px';

function imageHtml(url: string, alt: string, file: Data, images: ImageOutput): string {
  const w = Number(file.width);
  const h = Number(file.height);
  const meta = Number.isInteger(w) && Number.isInteger(h) && w > 0 && h > 0 ? { width: w, height: h } : null;
  if (images === 'archive') {
    // The community's archive, read from a folder with no request leaving it: an upload keeps its
    // own path (/uploads/<key>), which the archive's pages point at its file (server/transfer/
    // sitePages.ts); another site's image is a link, fetched only if the reader follows it.
    if (!isUploadAddress(url)) return `<a href="${escapeHtml(url)}">${escapeHtml(alt || url)}</a>`;
    const path = url.slice(url.indexOf('/uploads/'));
    return `<img src="${escapeHtml(path)}" alt="${escapeHtml(alt)}"${meta ? ` width="${meta.width}" height="${meta.height}"` : ''} loading="lazy" decoding="async" />`;
  }
  // Another site's image: its address as it is (it has no variants and no known size).
  if (!isUploadAddress(url)) return `<img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}" />`;
  if (images !== 'page') {
    const max = images === 'feed' ? 1280 : 640;
    const size = meta ? fittedSize(meta, max) : null;
    return `<img src="${escapeHtml(imageVariantUrl(url, max, 'jpeg'))}" alt="${escapeHtml(alt)}"${size ? ` width="${size.width}" height="${size.height}"` : ''} />`;
  }
  const sources = (['avif', 'webp'] as const).map((f) => `<source type="image/${f}" srcset="${escapeHtml(imageSrcSet(url, f, meta?.width))}" sizes="${CONTENT_IMAGE_SIZES}" />`).join('');
  const size = meta ? ` width="${meta.width}" height="${meta.height}"` : '';
  return `<picture>${sources}<img src="${escapeHtml(url)}" srcset="${escapeHtml(imageSrcSet(url, 'jpeg', meta?.width))}" sizes="${CONTENT_IMAGE_SIZES}" alt="${escapeHtml(alt)}"${size} loading="lazy" decoding="async" /></picture>`;
}

function block(b: Block, images: ImageOutput): string {
  const d = (b.data && typeof b.data === 'object' ? b.data : {}) as Data;
  switch (b.type) {
    case 'paragraph': {
      const text = sanitizeInline(str(d.text));
      return text.trim() ? `<p${AUTO}>${text}</p>` : '';
    }
    case 'header': {
      const tag = d.level === 3 ? 'h3' : 'h2';
      const text = sanitizeInline(str(d.text));
      return text.trim() ? `<${tag}${AUTO}>${text}</${tag}>` : '';
    }
    case 'list':
      return list(d.items, 0, d.style);
    case 'image': {
      const file = (d.file && typeof d.file === 'object' ? d.file : {}) as Data;
      const url = str(file.url);
      if (!isAllowedImageUrl(url)) return '';
      const caption = sanitizeInline(str(d.caption));
      const img = imageHtml(url, textOf(caption), file, images);
      return `<figure>${img}${caption.trim() ? `<figcaption${AUTO}>${caption}</figcaption>` : ''}</figure>`;
    }
    case 'quote': {
      const text = sanitizeInline(str(d.text));
      if (!text.trim()) return '';
      const caption = sanitizeInline(str(d.caption));
      const quote = `<blockquote${AUTO}><p>${text}</p></blockquote>`;
      return caption.trim() ? `<figure>${quote}<figcaption${AUTO}>${caption}</figcaption></figure>` : quote;
    }
    case 'embed': {
      const source = str(d.source);
      if (!/^https?:\/\//i.test(source)) return '';
      const caption = textOf(sanitizeInline(str(d.caption)));
      const service = str(d.service).replace(/-/g, ' ');
      const label = caption || `${service ? `${service}: ` : ''}${source}`;
      return `<p><a href="${escapeHtml(source)}">${escapeHtml(label)}</a></p>`;
    }
    case 'code': {
      const code = str(d.code);
      if (!code.trim()) return '';
      const language = isCodeLanguage(d.language) ? d.language : 'plaintext';
      // Highlighted again from the code, not taken from the stored markup: a feed is rebuilt from rows
      // written by anything (a seed, an old version).
      return `<pre><code class="language-${language}">${inlineHighlightStyles(highlightCode(code, language))}</code></pre>`;
    }
    case 'table': {
      const rows = Array.isArray(d.content) ? (d.content as unknown[]).filter(Array.isArray) : [];
      if (rows.length === 0) return '';
      const row = (cells: unknown[], tag: 'th' | 'td') => `<tr>${cells.map((c) => `<${tag}${tag === 'th' ? ' scope="col"' : ''}${AUTO}>${sanitizeInline(str(c))}</${tag}>`).join('')}</tr>`;
      const [first, ...rest] = rows as unknown[][];
      const head = d.withHeadings === true ? `<thead>${row(first!, 'th')}</thead>` : '';
      const body = (d.withHeadings === true ? rest : rows as unknown[][]).map((r) => row(r, 'td')).join('');
      return `<table>${head}<tbody>${body}</tbody></table>`;
    }
    case 'delimiter':
      return '<hr />';
    default:
      return '';
  }
}

/**
 * The blog's content as HTML. `base` is the site's absolute origin (https://blog.example.com), used
 * to make this server's upload paths and relative links absolute.
 */
export function renderBlocks(blocks: unknown, base: string, images: ImageOutput = 'page'): string {
  if (!Array.isArray(blocks)) return '';
  const html = blocks.map((b) => (b && typeof b === 'object' ? block(b as Block, images) : '')).join('\n');
  return sanitizeHtml(html, outputOptions(base));
}
