/*
 * site/ of the community's archive: the community as static pages that read the same from a folder
 * opened in a browser (file://) or from any static host, with no request leaving them. Every link is
 * relative and names a file (`blogs/<blog_id>/index.html`, never a bare folder); images are files
 * beside the pages; the search page reads a compact index loaded as a script (a browser does not let
 * a page opened from a folder fetch a JSON file). Drawn here rather than by the app's server render:
 * docs/decisions/0023-archive.md says why.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, posix } from 'node:path';
import { Readable } from 'node:stream';
import { DEFAULT_LANGUAGE, directionOf, type Language } from '../../src/contract/index.ts';
import { tr } from '../i18n/index.ts';
import { contentLanguageAttributes, renderBlocks } from '../web/renderBlocks.ts';
import { escapeHtml } from '../web/meta.ts';
import type { ArchiveZip, ArchivedBlog, ArchivedComment, SiteWriter } from './siteArchive.ts';

/** Cards per page of the latest, an author's and a tag's lists. */
export const SITE_PAGE_SIZE = 20;

const UPLOAD = /^(?:https?:\/\/[^/?#]+)?\/uploads\/([A-Za-z0-9_-]{16,64})$/;
export const uploadKeyOf = (url: string) => UPLOAD.exec(url ?? '')?.[1] ?? null;

/** A file name for a tag or a username: itself when plainly safe, else a short hash of it. */
export function slugOf(name: string): string {
  return /^[a-z0-9_-][a-z0-9_.-]{0,59}$/.test(name) && !name.includes('..') ? name : `x-${createHash('sha256').update(name).digest('hex').slice(0, 12)}`;
}

interface Card {
  blog_id: string;
  title: string;
  des: string;
  author: string;
  published_at: string;
  tags: string[];
  language: string;
}

interface Person {
  fullname: string;
  bio: string;
  avatar: string | null;
  joined_at: string;
}

const path = {
  index: (page: number) => (page === 1 ? 'index.html' : `pages/${page}.html`),
  blog: (blogId: string) => `blogs/${blogId}/index.html`,
  author: (username: string, page = 1) => `authors/${slugOf(username)}/${page === 1 ? 'index' : `page-${page}`}.html`,
  tag: (tag: string, page = 1) => `tags/${slugOf(tag)}/${page === 1 ? 'index' : `page-${page}`}.html`,
  series: (author: string, slug: string) => `series/${slugOf(author)}/${slugOf(slug)}/index.html`,
  image: (key: string) => `images/${key}`,
};

/** `to` relative to the page at `from` (both paths under site/). */
const rel = (from: string, to: string) => posix.relative(posix.dirname(from), to) || posix.basename(to);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A day as the app writes it with its year (src/lib/dates.ts formatFullDate), in UTC: "21 Nov 2026"
 * in English, the way Intl writes it in another language.
 */
export function archiveDate(iso: string, language: Language): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  if (language !== 'en') return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(d);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** The fonts of the design (Inter for the interface, Gelasio for reading), from their npm packages. */
function fontFiles(): { name: string; file: string }[] {
  const require = createRequire(import.meta.url);
  const out: { name: string; file: string }[] = [];
  for (const [pkg, family] of [
    ['@fontsource/inter', 'inter'],
    ['@fontsource/gelasio', 'gelasio'],
  ] as const) {
    let dir: string;
    try {
      dir = join(dirname(require.resolve(`${pkg}/package.json`)), 'files');
    } catch {
      continue;
    }
    for (const weight of [400, 700]) {
      const name = `${family}-latin-${weight}-normal.woff2`;
      if (existsSync(join(dir, name))) out.push({ name, file: join(dir, name) });
    }
  }
  return out;
}

const STYLESHEET = `/* The design's colours (src/design/tokens/palette.ts) and fonts, for the archive's pages. */
@font-face { font-family: Inter; font-weight: 400; font-display: swap; src: url(fonts/inter-latin-400-normal.woff2) format("woff2"); }
@font-face { font-family: Inter; font-weight: 700; font-display: swap; src: url(fonts/inter-latin-700-normal.woff2) format("woff2"); }
@font-face { font-family: Gelasio; font-weight: 400; font-display: swap; src: url(fonts/gelasio-latin-400-normal.woff2) format("woff2"); }
@font-face { font-family: Gelasio; font-weight: 700; font-display: swap; src: url(fonts/gelasio-latin-700-normal.woff2) format("woff2"); }
:root { color-scheme: light dark; --canvas: #ffffff; --sunken: #f5f5f3; --text: #191919; --muted: #565656; --border: #e6e6e2; --accent: #3341c9; --soft: #eef0fd; }
@media (prefers-color-scheme: dark) { :root { --canvas: #0f1115; --sunken: #0b0d10; --text: #ececec; --muted: #b2b8c2; --border: #272b34; --accent: #a8b2ff; --soft: #1e2345; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--canvas); color: var(--text); font: 16px/1.6 Inter, system-ui, sans-serif; }
a { color: var(--accent); }
header.top, main, footer { max-width: 720px; margin-inline: auto; padding-inline: 20px; }
header.top { display: flex; gap: 16px; align-items: center; justify-content: space-between; padding-block: 16px; border-block-end: 1px solid var(--border); }
header.top .brand { font-weight: 700; font-size: 1.25rem; color: var(--text); text-decoration: none; }
footer { color: var(--muted); font-size: 0.875rem; padding-block: 32px; }
h1, h2, h3 { line-height: 1.25; }
.card { padding-block: 20px; border-block-end: 1px solid var(--border); }
.card h2 { margin: 0 0 4px; font-size: 1.25rem; }
.card h2 a { color: var(--text); text-decoration: none; }
.meta { color: var(--muted); font-size: 0.875rem; }
.tags { display: flex; flex-wrap: wrap; gap: 8px; padding: 0; list-style: none; }
.tags a { display: inline-block; padding: 2px 10px; border-radius: 999px; background: var(--soft); text-decoration: none; font-size: 0.875rem; }
.avatar { inline-size: 32px; block-size: 32px; border-radius: 50%; object-fit: cover; vertical-align: middle; margin-inline-end: 8px; }
.banner { inline-size: 100%; block-size: auto; border-radius: 8px; }
.content { font-family: Gelasio, Georgia, serif; font-size: 1.125rem; line-height: 1.75; }
.content img { max-inline-size: 100%; block-size: auto; }
.content pre { background: var(--sunken); padding: 12px; overflow-x: auto; border-radius: 6px; }
.content blockquote { margin-inline: 0; padding-inline-start: 16px; border-inline-start: 3px solid var(--border); }
.comments ol { list-style: none; padding-inline-start: 0; }
.comments ol ol { padding-inline-start: 24px; border-inline-start: 2px solid var(--border); }
.comment { padding-block: 8px; }
.pager { display: flex; justify-content: space-between; padding-block: 24px; }
#q { inline-size: 100%; padding: 10px 12px; font: inherit; color: var(--text); background: var(--canvas); border: 1px solid var(--border); border-radius: 6px; }
`;

/** A few lines that search the index (title, description, author and tags; every word, case and accents aside). */
const SEARCH_SCRIPT = `(function () {
  var fold = function (s) { return s.normalize('NFD').replace(/[\\u0300-\\u036f]/g, '').toLowerCase(); };
  var rows = (window.INKWELL_SEARCH || []).map(function (r) { return { r: r, t: fold(r.slice(1).join(' ')) }; });
  var q = document.getElementById('q'), out = document.getElementById('results'), none = document.getElementById('none');
  var show = function () {
    var words = fold(q.value).split(/\\s+/).filter(Boolean);
    out.textContent = '';
    none.hidden = true;
    if (!words.length) return;
    var found = rows.filter(function (x) { return words.every(function (w) { return x.t.indexOf(w) >= 0; }); });
    none.hidden = found.length > 0;
    found.slice(0, 50).forEach(function (x) {
      var li = document.createElement('li'), a = document.createElement('a');
      a.href = x.r[0]; a.textContent = x.r[1]; li.appendChild(a);
      var p = document.createElement('div'); p.className = 'meta'; p.textContent = x.r[3] + ' · ' + x.r[2]; li.appendChild(p);
      out.appendChild(li);
    });
  };
  q.addEventListener('input', show);
  show();
})();
`;

export interface SitePagesOptions {
  /** The site's name in every page's header. */
  siteName?: string;
  /** The language of the pages' own words (their `lang` and direction); what people wrote stays as written. */
  language?: Language;
}

/** The site/ writer of an archive (SiteWriter of server/transfer/siteArchive.ts). */
export function sitePages(opts: SitePagesOptions = {}) {
  return (zip: ArchiveZip): SiteWriter => new SitePages(zip, opts.siteName ?? 'Inkwell', opts.language ?? DEFAULT_LANGUAGE);
}

class SitePages implements SiteWriter {
  private people = new Map<string, Person>();
  private cards: Card[] = [];
  private cardOf = new Map<string, number>();
  private byAuthor = new Map<string, number[]>();
  private byTag = new Map<string, number[]>();
  /** Images the pages show (the archive copies each under site/images). */
  private shown = new Set<string>();
  private seriesOf = new Map<string, { author: string; slug: string; name: string }>();
  private readonly madeOn = new Date().toISOString();

  constructor(
    private readonly zip: ArchiveZip,
    private readonly siteName: string,
    private readonly language: Language,
  ) {}

  /** A message of the catalogue in the archive's language, as HTML. */
  private t(id: string, values?: Record<string, unknown>) {
    return escapeHtml(tr(this.language, id, values));
  }

  /** A message whose values are HTML already (a link): the message's own words escaped, the values as they are. */
  private tHtml(id: string, values: Record<string, string>) {
    const names = Object.keys(values);
    let out = this.t(id, Object.fromEntries(names.map((n, i) => [n, `\u0001${i}\u0001`])));
    names.forEach((n, i) => (out = out.split(`\u0001${i}\u0001`).join(values[n])));
    return out;
  }

  private date(iso: string) {
    return escapeHtml(archiveDate(iso, this.language));
  }

  private async add(p: string, html: string) {
    await this.zip.addStream(`site/${p}`, Readable.from([Buffer.from(html)]));
  }

  private page(p: string, title: string, main: string): string {
    const r = (to: string) => escapeHtml(rel(p, to));
    return `<!doctype html>
<html lang="${this.language}" dir="${directionOf(this.language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · ${escapeHtml(this.siteName)}</title><link rel="stylesheet" href="${r('assets/site.css')}"></head>
<body>
<header class="top"><a class="brand" href="${r('index.html')}">${escapeHtml(this.siteName)}</a><nav><a href="${r('search.html')}">${this.t(/*i18n*/ 'Search')}</a></nav></header>
<main>
${main}
</main>
<footer>${this.t(/*i18n*/ 'An archive of {site}, made on {date}.', { site: this.siteName, date: archiveDate(this.madeOn, this.language) })}</footer>
</body>
</html>
`;
  }

  /** Every /uploads/ image of rendered content pointed at its file, every own link at its page (others go nowhere). */
  private localise(p: string, html: string) {
    return html
      .replace(/ src="\/uploads\/([A-Za-z0-9_-]{16,64})"/g, (_m, key: string) => {
        this.shown.add(key);
        return ` src="${escapeHtml(rel(p, path.image(key)))}"`;
      })
      .replace(/ href="\/(?!\/)([^"]*)"/g, (_m, to: string) => {
        const blog = /^blogs\/([A-Za-z0-9_-]{1,200})\/?$/.exec(to);
        return ` href="${blog ? escapeHtml(rel(p, path.blog(blog[1]))) : '#'}"`;
      });
  }

  private avatar(p: string, username: string | null) {
    const key = username ? this.people.get(username)?.avatar : null;
    if (!key) return '';
    this.shown.add(key);
    return `<img class="avatar" src="${escapeHtml(rel(p, path.image(key)))}" alt="" width="32" height="32">`;
  }

  private authorLink(p: string, username: string | null) {
    if (!username) return `<span>${this.t(/*i18n*/ '[deleted]')}</span>`;
    const person = this.people.get(username);
    return `${this.avatar(p, username)}<a href="${escapeHtml(rel(p, path.author(username)))}">${escapeHtml(person?.fullname || username)}</a>`;
  }

  private tagList(p: string, tags: string[]) {
    if (!tags.length) return '';
    return `<ul class="tags">${tags.map((t) => `<li><a href="${escapeHtml(rel(p, path.tag(t)))}">${escapeHtml(t)}</a></li>`).join('')}</ul>`;
  }

  private card(p: string, c: Card) {
    const lang = contentLanguageAttributes(c.language);
    return `<article class="card"><h2${lang}><a href="${escapeHtml(rel(p, path.blog(c.blog_id)))}">${escapeHtml(c.title)}</a></h2>
<p${lang}>${escapeHtml(c.des)}</p>
<p class="meta">${this.authorLink(p, c.author)} · <time datetime="${escapeHtml(c.published_at)}">${this.date(c.published_at)}</time></p>${this.tagList(p, c.tags)}</article>`;
  }

  /** A list of cards in pages of SITE_PAGE_SIZE, newest first. */
  private async pagedList(indexes: number[], pathOf: (page: number) => string, title: string, intro = '') {
    const sorted = [...indexes].sort((a, b) => this.cards[b].published_at.localeCompare(this.cards[a].published_at) || b - a);
    const pages = Math.max(1, Math.ceil(sorted.length / SITE_PAGE_SIZE));
    for (let page = 1; page <= pages; page++) {
      const p = pathOf(page);
      const items = sorted.slice((page - 1) * SITE_PAGE_SIZE, page * SITE_PAGE_SIZE).map((i) => this.card(p, this.cards[i]));
      const newer = page > 1 ? `<a rel="prev" href="${escapeHtml(rel(p, pathOf(page - 1)))}">${this.t(/*i18n*/ 'Newer')}</a>` : '<span></span>';
      const older = page < pages ? `<a rel="next" href="${escapeHtml(rel(p, pathOf(page + 1)))}">${this.t(/*i18n*/ 'Older')}</a>` : '<span></span>';
      const heading = `<h1>${escapeHtml(title)}</h1>${page > 1 ? `<p class="meta">${this.t(/*i18n*/ 'Page {page} of {pages}', { page, pages })}</p>` : ''}`;
      const pageTitle = page > 1 ? tr(this.language, /*i18n*/ '{title}, page {page}', { title, page }) : title;
      await this.add(p, this.page(p, pageTitle, `${heading}${page === 1 ? this.localise(p, intro) : ''}${items.join('\n') || `<p>${this.t(/*i18n*/ 'Nothing published yet.')}</p>`}<nav class="pager">${newer}${older}</nav>`));
    }
  }

  users(rows: Record<string, unknown>[]) {
    for (const u of rows) {
      const key = uploadKeyOf(String(u.profile_img ?? ''));
      if (key) this.shown.add(key);
      this.people.set(String(u.username), { fullname: String(u.fullname ?? ''), bio: String(u.bio ?? ''), avatar: key, joined_at: String(u.joined_at ?? '') });
    }
  }

  async blogs(rows: ArchivedBlog[], comments: ArchivedComment[]) {
    const byBlog = new Map<string, ArchivedComment[]>();
    for (const c of comments) {
      let list = byBlog.get(c.blog_id);
      if (!list) byBlog.set(c.blog_id, (list = []));
      list.push(c);
    }
    for (const b of rows) {
      // A full archive carries drafts and hidden blogs in data/; its pages show what anyone may read.
      if ((b as { draft?: boolean }).draft || (b as { hidden?: boolean }).hidden || (b as { held?: boolean }).held) continue;
      const published = new Date(b.published_at as string).toISOString();
      const card: Card = { blog_id: b.blog_id, title: b.title, des: String(b.des ?? ''), author: String(b.author), published_at: published, tags: b.tags ?? [], language: String(b.language ?? 'en') };
      const i = this.cards.push(card) - 1;
      this.cardOf.set(b.blog_id, i);
      const mine = this.byAuthor.get(card.author) ?? [];
      mine.push(i);
      this.byAuthor.set(card.author, mine);
      for (const t of card.tags) {
        const tagged = this.byTag.get(t) ?? [];
        tagged.push(i);
        this.byTag.set(t, tagged);
      }
      await this.blogPage(b, card, byBlog.get(b.blog_id) ?? []);
    }
  }

  private async blogPage(b: ArchivedBlog, card: Card, comments: ArchivedComment[]) {
    const p = path.blog(b.blog_id);
    const lang = contentLanguageAttributes(card.language);
    const bannerKey = uploadKeyOf(b.banner);
    if (bannerKey) this.shown.add(bannerKey);
    const banner = bannerKey ? `<img class="banner" src="${escapeHtml(rel(p, path.image(bannerKey)))}" alt="">` : '';
    const content = this.localise(p, renderBlocks(b.content?.blocks ?? [], '', 'archive'));
    const seriesName = String((b as { series_name?: unknown }).series_name ?? '');
    const series = b.series ? `<p class="meta">${this.tHtml(/*i18n*/ 'Part of the series {series}', { series: `<a href="${escapeHtml(rel(p, path.series(card.author, String(b.series))))}">${escapeHtml(seriesName)}</a>` })}</p>` : '';
    const activity = `<p class="meta">${[
      this.t(/*i18n*/ '{count, plural, one {# like} other {# likes}}', { count: Number(b.total_likes ?? 0) }),
      this.t(/*i18n*/ '{count, plural, one {# comment} other {# comments}}', { count: Number(b.total_comments ?? 0) }),
      this.t(/*i18n*/ '{count, plural, one {# read} other {# reads}}', { count: Number(b.total_reads ?? 0) }),
    ].join(' · ')}</p>`;
    const html = `<article><h1${lang}>${escapeHtml(card.title)}</h1>
<p class="meta">${this.authorLink(p, card.author)} · <time datetime="${escapeHtml(card.published_at)}">${this.date(card.published_at)}</time></p>
${series}${banner}
<div class="content"${lang}>${content}</div>
${this.tagList(p, card.tags)}${activity}</article>
<section class="comments"><h2>${this.t(/*i18n*/ 'Comments')}</h2>${this.thread(p, comments)}</section>`;
    await this.add(p, this.page(p, card.title, html));
  }

  /** Comments as threads: top-level ones newest first, replies oldest first under what they answer. */
  private thread(p: string, comments: ArchivedComment[]) {
    if (!comments.length) return `<p>${this.t(/*i18n*/ 'No comments.')}</p>`;
    const children = new Map<string | null, ArchivedComment[]>();
    // A reply whose parent is not shown is not shown either (shownComments leaves none such; kept safe here).
    for (const c of comments) {
      const parent = c.parent ?? null;
      const list = children.get(parent) ?? [];
      list.push(c);
      children.set(parent, list);
    }
    const draw = (parent: string | null, depth: number): string => {
      const list = children.get(parent) ?? [];
      if (!list.length || depth > 20) return '';
      const ordered = parent === null ? [...list].reverse() : list;
      return `<ol>${ordered
        .map((c) => `<li class="comment" id="c-${escapeHtml(c._id)}"><p class="meta">${this.authorLink(p, c.commented_by)} · <time datetime="${escapeHtml(String(c.commented_at))}">${this.date(String(c.commented_at))}</time></p><p dir="auto">${escapeHtml(c.comment).replace(/\n/g, '<br>')}</p>${draw(c._id, depth + 1)}</li>`)
        .join('')}</ol>`;
    };
    return draw(null, 0);
  }

  async series(rows: { author: string; name: string; slug: string; blogs: string[] }[]) {
    for (const s of rows) {
      const parts = s.blogs.filter((id) => this.cardOf.has(id));
      if (!parts.length) continue;
      const p = path.series(s.author, s.slug);
      const list = parts.map((id) => this.card(p, this.cards[this.cardOf.get(id)!])).join('\n');
      await this.add(p, this.page(p, s.name, `<h1>${escapeHtml(s.name)}</h1><p class="meta">${this.tHtml(/*i18n*/ 'A series by {author}', { author: this.authorLink(p, s.author) })}</p><ol>${list}</ol>`));
    }
  }

  wantsImage(key: string) {
    return this.shown.has(key);
  }

  async finish() {
    const all = this.cards.map((_, i) => i);
    await this.pagedList(all, path.index, tr(this.language, /*i18n*/ 'Latest'));
    for (const [username, person] of this.people) {
      const joined = person.joined_at ? ` · ${this.t(/*i18n*/ 'Joined {date}', { date: archiveDate(person.joined_at, this.language) })}` : '';
      const intro = `<p class="meta">${this.avatar(path.author(username), username)}<bdi>@${escapeHtml(username)}</bdi>${joined}</p>${person.bio ? `<p dir="auto">${escapeHtml(person.bio)}</p>` : ''}`;
      await this.pagedList(this.byAuthor.get(username) ?? [], (page) => path.author(username, page), person.fullname || username, intro);
    }
    for (const [tag, list] of this.byTag) await this.pagedList(list, (page) => path.tag(tag, page), `#${tag}`);

    // The search index: one row per blog, [page, title, description, author, tags], loaded as a script.
    const index = this.cards.map((c) => [path.blog(c.blog_id), c.title, c.des, this.people.get(c.author)?.fullname || c.author, c.tags.join(' ')]);
    await this.zip.addStream('site/assets/search-index.js', Readable.from([Buffer.from(`window.INKWELL_SEARCH=${JSON.stringify(index)};\n`)]));
    await this.zip.addStream('site/assets/search.js', Readable.from([Buffer.from(SEARCH_SCRIPT)]));
    const sp = 'search.html';
    await this.add(
      sp,
      this.page(
        sp,
        tr(this.language, /*i18n*/ 'Search'),
        `<h1>${this.t(/*i18n*/ 'Search')}</h1><label for="q">${this.t(/*i18n*/ 'Search the blogs')}</label><input id="q" type="search" autocomplete="off"><p id="none" class="meta" hidden>${this.t(/*i18n*/ 'No blog matches your search.')}</p><ol id="results"></ol><script src="assets/search-index.js"></script><script src="assets/search.js"></script>`,
      ),
    );
    await this.zip.addStream('site/assets/site.css', Readable.from([Buffer.from(STYLESHEET)]));
    for (const f of fontFiles()) await this.zip.addStream(`site/assets/fonts/${f.name}`, createReadStream(f.file), { compress: false });
  }
}
