import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../db/client.ts';
import { blogPayload, createBlog, post, setupServer as serverHarness, signup } from '../test/helpers.ts';
import { blogs, users } from '../db/schema.ts';
import { parseHtml, parseXmlStrict } from './testDom.ts';

/**
 * Link previews, feeds and sitemap through app.inject on a fresh database (the shared harness:
 * embedded PGlite, or PostgreSQL when DATABASE_URL is set), seeded before each test. The pages are read the way a crawler reads them: as HTML
 * with no script run.
 */

const PUBLIC_URL = 'https://blog.example.test';
const HOSTILE = `"><script>alert(1)</script>`;
const HOSTILE_DES = `</script><script>alert(2)</script> & 'quotes' \u2028 ]]> ]]>`;


function parseXml(xml: string): Document {
  const doc = parseXmlStrict(xml);
  expect(doc, 'well-formed XML').not.toBeNull();
  return doc!;
}

const metaContent = (doc: Document, key: string) =>
  doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;

const content = (blocks: unknown[]) => ({ time: 1, blocks, version: '2.31.7' });

const seeded = {
  published: [] as { blogId: string; title: string }[],
  draft: { blogId: 'secret-draft-aaaa1111', title: 'A Secret Draft Nobody Sees' },
};

async function seed(db: Database['db']) {
  const [ada, bob, dora, nora] = await db
    .insert(users)
    .values([
      { fullname: 'Ada Lovelace', email: 'ada@example.test', username: 'ada', profileImg: '/api/avatar/ada.png', bio: 'Writes about engines.', socialLinks: links() },
      { fullname: HOSTILE, email: 'bob@example.test', username: 'bob', profileImg: 'https://img.example.test/bob.png', socialLinks: links() },
      { fullname: 'Dora Drafts', email: 'dora@example.test', username: 'dora', profileImg: '/api/avatar/dora.png', socialLinks: links() },
      { fullname: 'Nora Nothing', email: 'nora@example.test', username: 'nora', profileImg: '/api/avatar/nora.svg', socialLinks: links() },
    ])
    .returning();
  void nora;
  const rows = [
    {
      blogId: 'engines-of-thought-abcd1234',
      title: 'Engines of Thought',
      des: 'How a machine may weave algebraic patterns.',
      banner: '/uploads/banner-one',
      tags: ['tech', 'history'],
      author: ada.id,
      publishedAt: new Date('2024-03-01T10:00:00Z'),
      updatedAt: new Date('2024-03-02T10:00:00.123Z'),
      content: content([
        { type: 'paragraph', data: { text: 'The <b>Analytical</b> Engine <a href="/user/bob">weaves</a>.' } },
        { type: 'header', data: { text: 'Notes', level: 2 } },
        { type: 'header', data: { text: 'Note G', level: 3 } },
        { type: 'list', data: { style: 'ordered', items: ['one', 'two'] } },
        { type: 'list', data: { style: 'unordered', meta: {}, items: [{ content: 'outer', meta: {}, items: [{ content: 'inner', meta: {}, items: [] }] }] } },
        { type: 'image', data: { file: { url: '/uploads/figure-one' }, caption: 'A <i>figure</i>' } },
        { type: 'quote', data: { text: 'Imagination is the discovering faculty.', caption: 'Ada', alignment: 'left' } },
        { type: 'embed', data: { service: 'youtube', source: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ', caption: '' } },
        // Rows written around the sanitiser (a seed, an old version) still cannot put markup in a feed.
        { type: 'paragraph', data: { text: '<script>alert(3)</script><img src=x onerror=alert(4)><a href="javascript:alert(5)">x</a>' } },
      ]),
    },
    {
      blogId: 'hostile-title-ffff0000',
      title: HOSTILE,
      des: HOSTILE_DES,
      banner: 'https://cdn.example.test/b.png?a=1&b=2',
      tags: ['tech', `"quoted" <tag>`],
      author: bob.id,
      publishedAt: new Date('2024-04-01T10:00:00Z'),
      updatedAt: new Date('2024-04-01T10:00:00Z'),
      content: content([{ type: 'paragraph', data: { text: `Text with ]]> and ]]> twice and \u0001 a control` } }]),
    },
    {
      blogId: seeded.draft.blogId,
      title: seeded.draft.title,
      des: 'draft description',
      banner: '/uploads/draft-banner',
      tags: ['tech'],
      author: dora.id,
      draft: true,
      publishedAt: new Date('2024-05-01T10:00:00Z'),
      updatedAt: new Date('2024-05-01T10:00:00Z'),
      content: content([{ type: 'paragraph', data: { text: 'draft text' } }]),
    },
    {
      blogId: 'ada-draft-bbbb2222',
      title: 'Ada Unfinished',
      des: '',
      banner: '',
      tags: ['history'],
      author: ada.id,
      draft: true,
      publishedAt: new Date('2024-06-01T10:00:00Z'),
      updatedAt: new Date('2024-06-01T10:00:00Z'),
      content: content([]),
    },
  ];
  await db.insert(blogs).values(rows);
  seeded.published = rows.filter((r) => !r.draft).map((r) => ({ blogId: r.blogId, title: r.title }));
}

function links() {
  return { youtube: '', facebook: '', twitter: '', github: '', instagram: '', website: '' };
}

// The built app's index.html has the same head as the source one.
const distDir = mkdtempSync(join(tmpdir(), 'inkwell-seo-dist-'));
copyFileSync(join(import.meta.dirname, '../../index.html'), join(distDir, 'index.html'));
// What the build writes for the first screens' own code (vite.config.ts), one entry not an asset.
writeFileSync(
  join(distDir, 'first-screens.json'),
  JSON.stringify({
    home: { js: ['/assets/HomeRoute-a1.js', '/assets/radix-b2.js'], css: ['/assets/HomeRoute-c3.css'] },
    blog: { js: ['/assets/BlogRoute-d4.js', 'https://evil.example/x.js'], css: ['/assets/BlogRoute-e5.css'] },
  }),
);

const h = serverHarness({ SERVE_APP: 'true', DIST_DIR: distDir, PUBLIC_URL });

beforeEach(() => seed(h.db.db));
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe('link previews', () => {
  it('fills a blog page head from the database', async () => {
    const res = await h.app.inject({ url: '/blogs/engines-of-thought-abcd1234' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const doc = parseHtml(res.body);
    expect(doc.title).toBe('Engines of Thought | Inkwell');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(metaContent(doc, 'description')).toBe('How a machine may weave algebraic patterns.');
    const url = `${PUBLIC_URL}/blogs/engines-of-thought-abcd1234`;
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
    expect(metaContent(doc, 'og:title')).toBe('Engines of Thought');
    expect(metaContent(doc, 'og:description')).toBe('How a machine may weave algebraic patterns.');
    expect(metaContent(doc, 'og:type')).toBe('article');
    expect(metaContent(doc, 'og:url')).toBe(url);
    expect(metaContent(doc, 'og:image')).toBe(`${PUBLIC_URL}/uploads/banner-one`);
    expect(metaContent(doc, 'article:published_time')).toBe('2024-03-01T10:00:00.000Z');
    expect(metaContent(doc, 'article:modified_time')).toBe('2024-03-02T10:00:00.123Z');
    expect(metaContent(doc, 'article:author')).toBe(`${PUBLIC_URL}/user/ada`);
    expect([...doc.querySelectorAll('meta[property="article:tag"]')].map((m) => m.getAttribute('content'))).toEqual(['tech', 'history']);
    expect(metaContent(doc, 'author')).toBe('Ada Lovelace');
    expect(metaContent(doc, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(doc, 'twitter:title')).toBe('Engines of Thought');
    expect(metaContent(doc, 'twitter:image')).toBe(`${PUBLIC_URL}/uploads/banner-one`);
    const feeds = [...doc.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map((l) => l.getAttribute('href'));
    expect(feeds).toEqual([`${PUBLIC_URL}/rss.xml`, `${PUBLIC_URL}/user/ada/rss.xml`]);

    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Engines of Thought',
      datePublished: '2024-03-01T10:00:00.000Z',
      image: [`${PUBLIC_URL}/uploads/banner-one`],
      author: { '@type': 'Person', name: 'Ada Lovelace', url: `${PUBLIC_URL}/user/ada` },
      mainEntityOfPage: { '@id': url },
    });
    // The app still starts: its root and scripts are untouched.
    expect(doc.getElementById('root')).not.toBeNull();
    expect(doc.querySelector('script[type="module"]')).not.toBeNull();
  });

  it('keeps a hostile title and description inside their tags', async () => {
    const res = await h.app.inject({ url: '/blogs/hostile-title-ffff0000' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    // The JSON-LD source itself holds no `<`, `>`, `&` or line separators: nothing can end the script.
    const ldSource = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.body)![1];
    expect(ldSource).not.toMatch(/[<>&\u2028\u2029]/);
    const doc = parseHtml(res.body);
    expect(doc.title).toBe(`${HOSTILE} | Inkwell`);
    expect(metaContent(doc, 'og:title')).toBe(HOSTILE);
    expect(metaContent(doc, 'description')).toBe(HOSTILE_DES);
    expect(metaContent(doc, 'og:description')).toBe(HOSTILE_DES);
    expect(metaContent(doc, 'author')).toBe(HOSTILE);
    expect(metaContent(doc, 'og:image')).toBe('https://cdn.example.test/b.png?a=1&b=2');
    // Only the app's own scripts and the JSON-LD data block: nothing injected.
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts.map((s) => s.getAttribute('type') ?? s.getAttribute('src'))).toEqual(['application/ld+json', 'module']);
    const ld = JSON.parse(scripts[0].textContent!);
    expect(ld.headline).toBe(HOSTILE);
    expect(ld.description).toBe(HOSTILE_DES);
    expect(ld.author.name).toBe(HOSTILE);
    expect(ld.keywords).toBe(`tech, "quoted" <tag>`);
    expect(doc.querySelectorAll('meta[property="article:tag"]')[1].getAttribute('content')).toBe(`"quoted" <tag>`);
  });

  it('fills a profile page, the home page and search pages', async () => {
    const profile = parseHtml((await h.app.inject({ url: '/user/ada' })).body);
    expect(profile.title).toBe('Ada Lovelace (@ada) | Inkwell');
    expect(metaContent(profile, 'description')).toBe('Writes about engines.');
    expect(metaContent(profile, 'og:type')).toBe('profile');
    expect(metaContent(profile, 'og:image')).toBe(`${PUBLIC_URL}/api/avatar/ada.png`);
    expect(profile.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${PUBLIC_URL}/user/ada`);
    expect(profile.querySelector('link[rel="alternate"][href$="/user/ada/rss.xml"]')).not.toBeNull();

    // A user with no published blog still has a profile page; an SVG avatar is no preview image.
    const nora = await h.app.inject({ url: '/user/nora' });
    expect(nora.statusCode).toBe(200);
    expect(metaContent(parseHtml(nora.body), 'og:image')).toBeNull();

    const home = await h.app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    const homeDoc = parseHtml(home.body);
    expect(homeDoc.title).toBe('Inkwell');
    expect(metaContent(homeDoc, 'description')).toBe('Inkwell: convenient blog writing and reading for small communities.');
    expect(homeDoc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${PUBLIC_URL}/`);
    expect(homeDoc.querySelector('link[rel="alternate"]')?.getAttribute('href')).toBe(`${PUBLIC_URL}/rss.xml`);

    const search = await h.app.inject({ url: `/search/${encodeURIComponent(`engines "<b>x</b>`)}` });
    expect(search.statusCode).toBe(200);
    const searchDoc = parseHtml(search.body);
    expect(searchDoc.title).toBe(`Search results for "engines "<b>x</b>" | Inkwell`);
    expect(searchDoc.querySelector('b')).toBeNull();
    expect(metaContent(searchDoc, 'robots')).toBe('noindex, follow');
  });

  it('loads the home and blog screens\' own code and styles with their pages, and only there', async () => {
    const hrefs = (html: string, rel: string) => [...parseHtml(html).querySelectorAll(`link[rel="${rel}"]`)].map((l) => l.getAttribute('href'));
    const home = (await h.app.inject({ url: '/' })).body;
    expect(hrefs(home, 'modulepreload')).toEqual(['/assets/HomeRoute-a1.js', '/assets/radix-b2.js']);
    expect(hrefs(home, 'stylesheet')).toEqual(['/assets/HomeRoute-c3.css']);
    const blog = (await h.app.inject({ url: '/blogs/engines-of-thought-abcd1234' })).body;
    // Only built assets become links: anything else in the file is dropped.
    expect(hrefs(blog, 'modulepreload')).toEqual(['/assets/BlogRoute-d4.js']);
    expect(hrefs(blog, 'stylesheet')).toEqual(['/assets/BlogRoute-e5.css']);
    for (const url of ['/user/ada', '/search/engines', '/blogs/no-such-blog']) {
      const body = (await h.app.inject({ url })).body;
      expect(hrefs(body, 'modulepreload'), url).toEqual([]);
    }
  });

  it('answers 404 with the app for unknown blogs, drafts and unknown users', async () => {
    for (const url of ['/blogs/no-such-blog', `/blogs/${seeded.draft.blogId}`, '/user/nobody-here']) {
      const res = await h.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers.etag).toBeUndefined();
      const doc = parseHtml(res.body);
      expect(doc.getElementById('root')).not.toBeNull();
      expect(metaContent(doc, 'robots')).toBe('noindex');
      expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
      expect(res.body).not.toContain(seeded.draft.title);
    }
  });

  it('without PUBLIC_URL, links follow the Host only for localhost, IP literals and ALLOWED_HOSTS; other hosts get relative links', async () => {
    const hostApp = await h.rebuild({ PUBLIC_URL: '', ALLOWED_HOSTS: 'reader.example.test, other.example.test' });
    const blogPage = async (host: string) => parseHtml((await hostApp.inject({ url: '/blogs/engines-of-thought-abcd1234', headers: { host } })).body);
    const canonical = (doc: Document) => doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
    for (const [host, origin] of [
      ['reader.example.test:8080', 'http://reader.example.test:8080'],
      ['OTHER.example.test', 'http://other.example.test'],
      ['localhost:3000', 'http://localhost:3000'],
      ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
      ['[::1]:3000', 'http://[::1]:3000'],
    ]) {
      const doc = await blogPage(host);
      expect(canonical(doc), host).toBe(`${origin}/blogs/engines-of-thought-abcd1234`);
      expect(metaContent(doc, 'og:image'), host).toBe(`${origin}/uploads/banner-one`);
    }
    for (const host of ['evil.example', 'reader.example.test.evil.example', 'evil.test"><script>x']) {
      const doc = await blogPage(host);
      expect(canonical(doc), host).toBe('/blogs/engines-of-thought-abcd1234');
      expect(metaContent(doc, 'og:url'), host).toBe('/blogs/engines-of-thought-abcd1234');
      expect(metaContent(doc, 'og:image'), host).toBe('/uploads/banner-one');
      const feed = await hostApp.inject({ url: '/rss.xml', headers: { host } });
      expect(feed.body).not.toContain('evil');
      expect(itemLinksOf(parseXml(feed.body))).toContain('/blogs/engines-of-thought-abcd1234');
      const sitemap = await hostApp.inject({ url: '/sitemap.xml', headers: { host } });
      expect(sitemap.body).not.toContain('evil');
      const api = await hostApp.inject({ url: '/api/openapi.json', headers: { host } });
      expect(api.json().servers[0].url).toBe('/api');
    }
    // A hostile host first, then a trusted one: the trusted one is not served the other's entry.
    await blogPage('attacker.example');
    expect(canonical(await blogPage('reader.example.test'))).toBe('http://reader.example.test/blogs/engines-of-thought-abcd1234');
  });
});

const itemLinksOf = (doc: Document) => [...doc.querySelectorAll('item > link')].map((l) => l.textContent);

describe("the reader's language", () => {
  const page = async (url: string, headers: Record<string, string>) => {
    const res = await h.app.inject({ url, headers });
    return { res, doc: parseHtml(res.body) };
  };
  const feedTitles = (doc: Document) => [...doc.querySelectorAll('link[rel="alternate"]')].map((l) => l.getAttribute('title'));

  it('a blog page asked for in Arabic is drawn right to left with its own words in Arabic; the blog keeps its words', async () => {
    const { res, doc } = await page('/blogs/engines-of-thought-abcd1234', { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.headers.vary).toMatch(/Accept-Language/);
    expect(doc.title).toBe('Engines of Thought | Inkwell');
    expect(feedTitles(doc)).toEqual(['Inkwell (RSS)', 'Ada Lovelace على Inkwell (RSS)']);
    const article = doc.querySelector('#root + noscript article')!;
    expect(article.querySelector(':scope > p')?.textContent).toBe('بقلم Ada Lovelace');
    expect(article.querySelector('h1')?.textContent).toBe('Engines of Thought');

    const missing = await page('/blogs/no-such-blog', { 'accept-language': 'ar' });
    expect(missing.res.statusCode).toBe(404);
    expect(missing.doc.title).toBe('الصفحة غير موجودة | Inkwell');
    expect(metaContent(missing.doc, 'description')).toBe('Inkwell: كتابة المدونات وقراءتها بسهولة، للمجتمعات الصغيرة.');
  });

  it('the language cookie beats Accept-Language', async () => {
    const { res, doc } = await page('/search/engines', { 'accept-language': 'ar', cookie: 'theme=dark; lang=es' });
    expect(res.body).toContain('<html lang="es" dir="ltr">');
    expect(doc.title).toBe('Resultados de búsqueda de "engines" | Inkwell');
    expect(metaContent(doc, 'og:title')).toBe('Búsqueda: engines');
    expect(metaContent(doc, 'description')).toBe('Blogs y personas que coinciden con “engines” en Inkwell.');

    const signin = await page('/signin', { 'accept-language': 'ar', cookie: 'lang=es' });
    expect(signin.doc.title).toBe('Iniciar sesión | Inkwell');
    expect(metaContent(signin.doc, 'description')).toBe('Inicia sesión en Inkwell para escribir, comentar y seguir a quienes te gusta leer.');
  });

  it('kept pages are kept per language: each reader gets their own', async () => {
    const languages = ['en', 'es', 'ar', 'en', 'es'];
    const homes = [];
    for (const language of languages) homes.push(await page('/', { 'accept-language': language }));
    expect(homes.map(({ doc }) => metaContent(doc, 'description'))).toEqual([
      'Inkwell: convenient blog writing and reading for small communities.',
      'Inkwell: escribe y lee blogs con comodidad, pensado para comunidades pequeñas.',
      'Inkwell: كتابة المدونات وقراءتها بسهولة، للمجتمعات الصغيرة.',
      'Inkwell: convenient blog writing and reading for small communities.',
      'Inkwell: escribe y lee blogs con comodidad, pensado para comunidades pequeñas.',
    ]);
    expect(homes.map(({ doc }) => doc.documentElement.getAttribute('lang'))).toEqual(languages);

    const nora = async (language: string) => metaContent((await page('/user/nora', { 'accept-language': language })).doc, 'description');
    expect(await nora('es')).toBe('Lee los blogs de Nora Nothing en Inkwell.');
    expect(await nora('en')).toBe('Read blogs by Nora Nothing on Inkwell.');
  });

  it('feeds speak the site language whoever asks', async () => {
    const english = await h.app.inject({ url: '/rss.xml' });
    const arabic = await h.app.inject({ url: '/rss.xml', headers: { 'accept-language': 'ar', cookie: 'lang=ar' } });
    expect(arabic.body).toBe(english.body);
    const doc = parseXml(arabic.body);
    expect(doc.querySelector('channel > language')?.textContent).toBe('en');
    expect(doc.querySelector('channel > description')?.textContent).toBe('The latest blogs on Inkwell.');
    const ada = parseXml((await h.app.inject({ url: '/user/ada/rss.xml', headers: { 'accept-language': 'es' } })).body);
    expect(ada.querySelector('channel > title')?.textContent).toBe('Ada Lovelace (@ada) on Inkwell');
  });
});

describe('feeds', () => {
  const itemLinks = (doc: Document) => [...doc.querySelectorAll('item > link')].map((l) => l.textContent);
  const blogUrl = (id: string) => `${PUBLIC_URL}/blogs/${id}`;

  it('/rss.xml is RSS 2.0 holding exactly the published blogs, newest first, with full content', async () => {
    const res = await h.app.inject({ url: '/rss.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const doc = parseXml(res.body);
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(itemLinks(doc)).toEqual([blogUrl('hostile-title-ffff0000'), blogUrl('engines-of-thought-abcd1234')]);
    expect(res.body).not.toContain(seeded.draft.title);
    expect(res.body).not.toContain('Ada Unfinished');

    const [hostile, engines] = [...doc.querySelectorAll('item')];
    expect(hostile.querySelector('title')!.textContent).toBe(HOSTILE);
    expect(hostile.getElementsByTagName('dc:creator')[0].textContent).toBe(HOSTILE);

    const html = engines.getElementsByTagName('content:encoded')[0].textContent!;
    const body = parseHtml(`<body>${html}</body>`).body;
    expect(body.querySelector('figure img')?.getAttribute('src')).toBe(`${PUBLIC_URL}/uploads/banner-one`);
    expect(body.querySelector('p b')?.textContent).toBe('Analytical');
    expect(body.querySelector('p a')?.getAttribute('href')).toBe(`${PUBLIC_URL}/user/bob`);
    expect(body.querySelector('h2')?.textContent).toBe('Notes');
    expect(body.querySelector('h3')?.textContent).toBe('Note G');
    expect([...body.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(body.querySelector('ul > li > ul > li')?.textContent).toBe('inner');
    const figure = [...body.querySelectorAll('figure')].find((f) => f.querySelector('figcaption i'));
    expect(figure?.querySelector('img')?.getAttribute('src')).toBe(`${PUBLIC_URL}/uploads/figure-one`);
    expect(figure?.querySelector('img')?.getAttribute('alt')).toBe('A figure');
    expect(body.querySelector('blockquote')?.textContent).toBe('Imagination is the discovering faculty.');
    expect(body.querySelector('a[href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"]')).not.toBeNull();
    expect(body.querySelector('script, iframe, [onerror]')).toBeNull();
    expect(html).not.toContain('javascript:');
    expect([...engines.querySelectorAll('category')].map((c) => c.textContent)).toEqual(['tech', 'history']);
  });

  it('user and tag feeds hold exactly that user’s or tag’s published blogs', async () => {
    const ada = parseXml((await h.app.inject({ url: '/user/ada/rss.xml' })).body);
    expect(itemLinks(ada)).toEqual([blogUrl('engines-of-thought-abcd1234')]);

    const dora = await h.app.inject({ url: '/user/dora/rss.xml' });
    expect(dora.statusCode).toBe(200);
    expect(itemLinks(parseXml(dora.body))).toEqual([]);
    expect(dora.body).not.toContain(seeded.draft.blogId);

    const tech = parseXml((await h.app.inject({ url: '/tag/tech/rss.xml' })).body);
    expect(itemLinks(tech)).toEqual([blogUrl('hostile-title-ffff0000'), blogUrl('engines-of-thought-abcd1234')]);
    const history = parseXml((await h.app.inject({ url: '/tag/HISTORY/rss.xml' })).body);
    expect(itemLinks(history)).toEqual([blogUrl('engines-of-thought-abcd1234')]);
    const quoted = parseXml((await h.app.inject({ url: `/tag/${encodeURIComponent(`"quoted" <tag>`)}/rss.xml` })).body);
    expect(itemLinks(quoted)).toEqual([blogUrl('hostile-title-ffff0000')]);
    expect(itemLinks(parseXml((await h.app.inject({ url: '/tag/unused/rss.xml' })).body))).toEqual([]);

    expect((await h.app.inject({ url: '/user/nobody-here/rss.xml' })).statusCode).toBe(404);
  });
});

describe('sitemap and robots.txt', () => {
  it('lists every published blog and every author with published blogs', async () => {
    const res = await h.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const doc = parseXml(res.body);
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = [...doc.getElementsByTagName('url')].map((u) => ({
      loc: u.getElementsByTagName('loc')[0].textContent,
      lastmod: u.getElementsByTagName('lastmod')[0]?.textContent,
    }));
    expect(urls.map((u) => u.loc).sort()).toEqual(
      [`${PUBLIC_URL}/`, ...seeded.published.map((b) => `${PUBLIC_URL}/blogs/${b.blogId}`), `${PUBLIC_URL}/user/ada`, `${PUBLIC_URL}/user/bob`].sort(),
    );
    expect(urls.find((u) => u.loc?.endsWith('/blogs/engines-of-thought-abcd1234'))?.lastmod).toBe('2024-03-02T10:00:00.123Z');
    expect(urls.find((u) => u.loc?.endsWith('/user/ada'))?.lastmod).toBe('2024-03-02T10:00:00.123Z');
    expect(res.body).not.toContain('dora');
    expect(res.body).not.toContain(seeded.draft.blogId);
  });

  it('robots.txt points to the sitemap', async () => {
    const res = await h.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /api/');
  });
});

describe('caching', () => {
  it.each(['/blogs/engines-of-thought-abcd1234', '/user/ada', '/', '/rss.xml', '/tag/tech/rss.xml', '/sitemap.xml', '/robots.txt'])(
    '%s has a short max-age and answers 304 to its ETag',
    async (url) => {
      const first = await h.app.inject({ url });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=60');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await h.app.inject({ url });
      expect(again.headers.etag).toBe(etag);
      const cached = await h.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(cached.statusCode).toBe(304);
      expect(cached.body).toBe('');
      const changed = await h.app.inject({ url, headers: { 'if-none-match': 'W/"something-else"' } });
      expect(changed.statusCode).toBe(200);
    },
  );
});

describe('kept pages', () => {
  it('a blog page is rendered once and follows every change to the blog or its author', async () => {
    const u = await signup(h.app, 'keeper');
    const blog = await createBlog(h.app, u.token, { title: 'First title' });
    const titleOf = async () => parseHtml((await h.app.inject({ url: `/blogs/${blog.blog_id}` })).body).title;
    expect(await titleOf()).toBe('First title | Inkwell');
    expect(await titleOf()).toBe('First title | Inkwell');
    await post(h.app, '/create-blog', blogPayload({ id: blog.blog_id, title: 'Second title' }), u.token);
    expect(await titleOf()).toBe('Second title | Inkwell');
    await post(h.app, '/update-profile', { username: 'renamed', bio: '', social_links: {} }, u.token);
    const doc = parseHtml((await h.app.inject({ url: `/blogs/${blog.blog_id}` })).body);
    expect(doc.querySelector('meta[property="article:author"]')?.getAttribute('content')).toBe(`${PUBLIC_URL}/user/renamed`);
    await post(h.app, '/create-blog', blogPayload({ id: blog.blog_id, title: 'Second title', draft: true }), u.token);
    expect((await h.app.inject({ url: `/blogs/${blog.blog_id}` })).statusCode).toBe(404);
  });
});

describe('feed size', () => {
  it('/rss.xml holds the 20 latest published blogs', async () => {
    const [ada] = await h.db.db.select().from(users).where(eq(users.username, 'ada'));
    const extra = Array.from({ length: 25 }, (_, i) => ({
      blogId: `bulk-${String(i).padStart(2, '0')}`,
      title: `Bulk ${i}`,
      des: 'bulk',
      banner: '',
      tags: ['tech'],
      author: ada.id,
      draft: i === 24,
      publishedAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
      updatedAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
      content: content([{ type: 'paragraph', data: { text: `bulk ${i}` } }]),
    }));
    await h.db.db.insert(blogs).values(extra);
    const doc = parseXml((await h.app.inject({ url: '/rss.xml' })).body);
    const expected = extra.filter((b) => !b.draft).reverse().slice(0, 20).map((b) => `${PUBLIC_URL}/blogs/${b.blogId}`);
    expect([...doc.querySelectorAll('item > link')].map((l) => l.textContent)).toEqual(expected);
  });
});

describe('hardening', () => {
  const longBlog = async (blogId: string, paragraphs: number, text = 'x') => {
    const [ada] = await h.db.db.select().from(users).where(eq(users.username, 'ada'));
    await h.db.db.insert(blogs).values({
      blogId,
      title: `Long ${paragraphs}`,
      des: 'long',
      banner: '',
      tags: ['long'],
      author: ada.id,
      publishedAt: new Date('2025-02-01T00:00:00Z'),
      updatedAt: new Date('2025-02-01T00:00:00Z'),
      content: content(Array.from({ length: paragraphs }, (_, i) => ({ type: 'paragraph', data: { text: `p${i} ${text}` } }))),
    });
  };
  const itemHtml = (xml: string, blogId: string) => {
    const item = [...parseXml(xml).querySelectorAll('item')].find((i) => i.querySelector('link')?.textContent?.endsWith(`/blogs/${blogId}`))!;
    return parseHtml(`<body>${item.getElementsByTagName('content:encoded')[0].textContent}</body>`).body;
  };

  it('a feed item carries the first 30 blocks, then a Continue reading link; a 1.9 MB blog makes no 1.9 MB feed', async () => {
    await longBlog('huge-blog-00000001', 4_900, 'y'.repeat(380)); // about 1.9 MB of text, as found by probing
    await longBlog('thirty-blocks-0002', 30);
    for (const url of ['/rss.xml', '/user/ada/rss.xml', '/tag/long/rss.xml']) {
      const res = await h.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body.length, url).toBeLessThan(100_000);
      const huge = itemHtml(res.body, 'huge-blog-00000001');
      expect([...huge.querySelectorAll('p')].map((p) => p.textContent).slice(0, 30)).toEqual(Array.from({ length: 30 }, (_, i) => `p${i} ${'y'.repeat(380)}`));
      const more = huge.querySelector('p:last-child a');
      expect(more?.textContent).toBe('Continue reading');
      expect(more?.getAttribute('href')).toBe(`${PUBLIC_URL}/blogs/huge-blog-00000001`);
      const exact = itemHtml(res.body, 'thirty-blocks-0002');
      expect(exact.querySelectorAll('p')).toHaveLength(30);
      expect(exact.textContent).not.toContain('Continue reading');
    }
  });

  it('pages, feeds and the sitemap come from the answer cache and follow the writes that change them', async () => {
    const urls = ['/rss.xml', '/tag/tech/rss.xml', '/user/ada/rss.xml', '/sitemap.xml', '/blogs/engines-of-thought-abcd1234', '/user/ada'];
    const first = await Promise.all(urls.map((url) => h.app.inject({ url })));
    // Changed behind the server's back: a cached answer does not see it...
    await h.db.db.update(blogs).set({ title: 'Changed Underneath' }).where(eq(blogs.blogId, 'engines-of-thought-abcd1234'));
    await h.db.db.update(users).set({ fullname: 'Changed Underneath' }).where(eq(users.username, 'ada'));
    for (const [i, url] of urls.entries()) expect((await h.app.inject({ url })).body, url).toBe(first[i].body);
    // ...until a write through the server invalidates what it touches.
    const u = await signup(h.app, 'feedwriter');
    await createBlog(h.app, u.token, { title: 'A New Arrival', tags: ['tech'] });
    for (const url of ['/rss.xml', '/tag/tech/rss.xml', '/user/ada/rss.xml']) expect((await h.app.inject({ url })).body, url).toContain('Changed Underneath');
    expect((await h.app.inject({ url: '/rss.xml' })).body).toContain('A New Arrival');
    expect((await h.app.inject({ url: '/sitemap.xml' })).body).toContain(`/user/${u.username}`);
    expect((await h.app.inject({ url: '/user/ada' })).body).toContain('Changed Underneath'); // a sign-up changes users
  });

  it('every route is rate limited per client address, not only the API', async () => {
    const limited = await h.rebuild({ API_RATE_LIMIT: '3' });
    for (const url of ['/rss.xml', '/blogs/engines-of-thought-abcd1234', '/sitemap.xml', '/user/ada', '/uploads/nothing-here']) {
      const from = `10.0.0.${url.length}`;
      for (let i = 0; i < 3; i++) expect((await limited.inject({ url, remoteAddress: from })).statusCode, url).not.toBe(429);
      const over = await limited.inject({ url, remoteAddress: from });
      expect(over.statusCode, url).toBe(429);
      expect(over.json().error).toMatch(/Too many requests/);
      expect(over.headers['retry-after']).toBeDefined();
      expect((await limited.inject({ url, remoteAddress: '10.9.9.9' })).statusCode, 'another address').not.toBe(429);
      await limited.close();
      await h.rebuild({ API_RATE_LIMIT: '3' }).then((a) => Object.assign(limited, { inject: a.inject.bind(a) }));
    }
  });

  it.each(['/blogs/%00', '/blogs/a%00b', '/user/%00', '/user/%00/rss.xml', '/tag/%00/rss.xml', '/tag/a%00/rss.xml', '/%00', '/search/%00'])(
    'a NUL in the path of %s is not found, never a server error',
    async (url) => {
      const res = await h.app.inject({ url });
      expect(res.statusCode).toBe(404);
    },
  );

  it('a NUL in an API address is a 400 with a message', async () => {
    for (const url of ['/api/get-upload-url?x=%00', '/api/%00', '/api/latest-blogs%00']) {
      const res = await h.app.inject({ method: url.includes('latest') ? 'POST' : 'GET', url, payload: url.includes('latest') ? { page: 1 } : undefined });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toMatch(/NUL/i);
    }
  });

  it.each(['/api/%E0%A4%A', '/blogs/%E0%A4%A', '/%', '/api/latest-blogs%zz'])('a malformed address (%s) answers { error }', async (url) => {
    const res = await h.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The address of this request is malformed', code: 'malformed_address' });
  });
});

describe('the blog without JavaScript', () => {
  it('the page carries the blog, code highlighted and tables rendered, for readers and crawlers that run no script; so does the feed', async () => {
    const author = await signup(h.app, 'coder');
    const code = 'fn main() {\n    println!("<hi>");\n}';
    const blog = await createBlog(h.app, author.token, {
      title: 'Rust and tables',
      content: {
        time: 1,
        version: '2.31.7',
        blocks: [
          { type: 'paragraph', data: { text: 'Some <b>code</b>:' } },
          { type: 'code', data: { code, language: 'rust' } },
          { type: 'delimiter', data: {} },
          { type: 'table', data: { withHeadings: true, content: [['Crate', 'Use'], ['serde', '<i>data</i>']] } },
        ],
      },
    });
    const doc = parseHtml((await h.app.inject({ url: `/blogs/${blog.blog_id}` })).body);
    const article = doc.querySelector('#root + noscript article')!;
    expect(article.querySelector('h1')!.textContent).toBe('Rust and tables');
    const pre = article.querySelector('pre > code.language-rust')!;
    expect(pre.textContent).toBe(code);
    expect(pre.querySelector('span[style]')!.textContent).toBe('fn');
    expect([...article.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Crate', 'Use']);
    expect(article.querySelector('td i')!.textContent).toBe('data');
    expect(article.querySelector('hr')).not.toBeNull();

    const feed = parseXmlStrict((await h.app.inject({ url: '/rss.xml' })).body)!;
    const item = [...feed.querySelectorAll('item')].find((i) => i.querySelector('title')?.textContent === 'Rust and tables')!;
    const body = parseHtml(item.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded')[0]!.textContent!);
    expect(body.querySelector('pre code')!.textContent).toBe(code);
    expect(body.querySelector('pre code span[style^="color:"]')).not.toBeNull();
    expect(body.querySelectorAll('th')).toHaveLength(2);
  });
});
