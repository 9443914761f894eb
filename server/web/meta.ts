/**
 * The document head a crawler reads: title, description, canonical URL, OpenGraph, Twitter card,
 * feed links and JSON-LD, injected into the built app's index.html. Every value is escaped here, in
 * one place, for the context it lands in.
 */

import { decodeHTML } from 'entities';
import { FIRST_SCREEN_DATA_ID } from '../../src/contract/constants.ts';
import { DEFAULT_LANGUAGE, directionOf, type Language } from '../../src/contract/languages.ts';

/**
 * Text or attribute value in HTML (and in the feeds' XML): all five significant characters, as
 * numeric references, which every HTML, XML and mail reader knows. The server's one escaper.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON inside <script type="application/ld+json">: `<`, `>` and `&` as \u escapes so no `</script>`
 * or `<!--` can appear, and U+2028/2029 escaped for older JavaScript parsers. Still valid JSON.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Plain text of sanitised inline HTML (tags removed, entities decoded), whitespace collapsed. */
export function textOf(html: string): string {
  return decodeHTML(html.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts text at a word boundary, with an ellipsis when it was longer. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export interface FeedLink {
  title: string;
  href: string;
}

export interface HeadMeta {
  /** The document title. */
  title: string;
  /** og:title and twitter:title; the document title when unset. */
  ogTitle?: string;
  description: string;
  /** Absolute URL; omitted on pages that are not found. */
  canonical?: string;
  type: 'website' | 'article' | 'profile';
  siteName: string;
  /** Absolute http(s) URL. */
  image?: string;
  imageAlt?: string;
  robots?: string;
  article?: {
    publishedTime: string;
    modifiedTime: string;
    /** Author's profile URL (OpenGraph wants a URL here). */
    authorUrl: string;
    authorName: string;
    tags: string[];
  };
  profile?: { username: string };
  feeds: FeedLink[];
  jsonLd?: Record<string, unknown>;
  /** Link tags that load this page's screen early, already escaped (hints.ts). */
  hints?: string;
  /** The interface's language for this page: `<html lang dir>` (English when unset). */
  language?: Language;
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

/** The tags this page adds to the head (the title and description are replaced separately). */
export function headTags(m: HeadMeta): string {
  const ogTitle = m.ogTitle ?? m.title;
  const tags: string[] = [];
  if (m.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(m.canonical)}" />`);
  if (m.robots) tags.push(meta('name', 'robots', m.robots));
  tags.push(meta('property', 'og:site_name', m.siteName));
  tags.push(meta('property', 'og:type', m.type));
  tags.push(meta('property', 'og:title', ogTitle));
  tags.push(meta('property', 'og:description', m.description));
  if (m.canonical) tags.push(meta('property', 'og:url', m.canonical));
  if (m.image) {
    tags.push(meta('property', 'og:image', m.image));
    if (m.imageAlt) tags.push(meta('property', 'og:image:alt', m.imageAlt));
  }
  if (m.article) {
    tags.push(meta('property', 'article:published_time', m.article.publishedTime));
    tags.push(meta('property', 'article:modified_time', m.article.modifiedTime));
    tags.push(meta('property', 'article:author', m.article.authorUrl));
    for (const tag of m.article.tags) tags.push(meta('property', 'article:tag', tag));
    tags.push(meta('name', 'author', m.article.authorName));
  }
  if (m.profile) tags.push(meta('property', 'profile:username', m.profile.username));
  tags.push(meta('name', 'twitter:card', m.image && m.type === 'article' ? 'summary_large_image' : 'summary'));
  tags.push(meta('name', 'twitter:title', ogTitle));
  tags.push(meta('name', 'twitter:description', m.description));
  if (m.image) {
    tags.push(meta('name', 'twitter:image', m.image));
    if (m.imageAlt) tags.push(meta('name', 'twitter:image:alt', m.imageAlt));
  }
  for (const f of m.feeds) {
    tags.push(`<link rel="alternate" type="application/rss+xml" title="${escapeHtml(f.title)}" href="${escapeHtml(f.href)}" />`);
  }
  if (m.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(m.jsonLd)}</script>`);
  if (m.hints) tags.push(m.hints);
  return tags.join('\n    ');
}

/** A first screen rendered on the server: its markup, and the data the browser hydrates it with. */
export interface RenderedScreen {
  /** The app's HTML for the root (React's renderer, already escaped). */
  html: string;
  /** What it was rendered from (put after the root as JSON for the app, src/app/firstScreen.ts). */
  data: unknown;
}

export interface HtmlTemplate {
  /**
   * The page with its head tags and either the first screen rendered in the app's root, or, for
   * readers and crawlers without JavaScript, `noscript` HTML after the empty root.
   */
  render(m: HeadMeta, noscript?: string, rendered?: RenderedScreen): string;
  /** The title and description index.html carries, as plain text: the site's own. */
  defaults: { title: string; description: string };
}

/**
 * Splits the built index.html once around its <title> and description, so each page costs a few
 * string joins. A template without them still gets the tags, before </head>.
 */
export function compileTemplate(indexHtml: string): HtmlTemplate {
  let html = indexHtml;
  const defaults = {
    title: textOf(/<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '') || 'Inkwell',
    description: textOf(/<meta\s+name=["']description["']\s+content="([^"]*)"/i.exec(html)?.[1] ?? ''),
  };
  const TITLE = '\uE000TITLE\uE000';
  const DESC = '\uE000DESC\uE000';
  const TAGS = '\uE000TAGS\uE000';
  html = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, TITLE)
    : html.replace(/<\/head>/i, `${TITLE}\n  </head>`);
  const descRe = /<meta\s+name=["']description["'][^>]*>/i;
  html = descRe.test(html) ? html.replace(descRe, DESC) : html.replace(TITLE, `${TITLE}\n    ${DESC}`);
  html = html.replace(/<\/head>/i, `  ${TAGS}\n  </head>`);
  const HTML = '\uE000HTML\uE000';
  html = /<html\b[^>]*>/i.test(html) ? html.replace(/<html\b[^>]*>/i, HTML) : `${HTML}${html}`;
  const BODY = '\uE000BODY\uE000';
  const ROOT = '\uE000ROOT\uE000';
  const EMPTY_ROOT = '<div id="root"></div>';
  const hasRoot = html.includes(EMPTY_ROOT);
  html = hasRoot ? html.replace(EMPTY_ROOT, `${ROOT}${BODY}`) : html.replace(/<\/body>/i, `${BODY}</body>`);
  const parts = html.split(/(\uE000(?:HTML|TITLE|DESC|TAGS|BODY|ROOT)\uE000)/);
  return {
    defaults,
    render(m, noscript, rendered) {
      // The rendered screen is what a reader without JavaScript sees too: no noscript copy beside it.
      const screen = hasRoot ? rendered : undefined;
      const language = m.language ?? DEFAULT_LANGUAGE;
      const values: Record<string, string> = {
        [HTML]: `<html lang="${language}" dir="${directionOf(language)}">`,
        [TITLE]: `<title>${escapeHtml(m.title)}</title>`,
        [DESC]: meta('name', 'description', m.description),
        [TAGS]: headTags(m),
        [ROOT]: screen ? `<div id="root" data-server-rendered="">${screen.html}</div>` : EMPTY_ROOT,
        [BODY]: screen
          ? `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${jsonForScript(screen.data)}</script>`
          : noscript
            ? `<noscript>${noscript}</noscript>`
            : '',
      };
      return parts.map((p) => values[p] ?? p).join('');
    },
  };
}
