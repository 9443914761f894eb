import { afterAll, describe, expect, it } from 'vitest';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBlog, post, setupServer, signup } from './helpers.ts';
import { parseHtml } from '../web/testDom.ts';

/**
 * Every public page the server sends carries its own head: title, description and OpenGraph tags,
 * not the app shell's. Series and preview pages too; a preview is never indexed; a series that does
 * not exist is a 404 with the not-found title, as a blog's page is.
 */
const distDir = mkdtempSync(join(tmpdir(), 'inkwell-heads-dist-'));
copyFileSync(join(import.meta.dirname, '../../index.html'), join(distDir, 'index.html'));
const PUBLIC_URL = 'https://ink.example';
const h = setupServer({ SERVE_APP: 'true', DIST_DIR: distDir, PUBLIC_URL });
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const HOSTILE = `Cogs & "Wheels" <script>alert(1)</script>`;

type Doc = ReturnType<typeof parseHtml>;
const metaOf = (doc: Doc, key: string) => (doc.querySelector(`meta[name="${key}"]`) ?? doc.querySelector(`meta[property="${key}"]`))?.getAttribute('content') ?? null;
const page = async (url: string) => {
  const res = await h.app.inject({ url });
  const doc = parseHtml(res.body);
  return { status: res.statusCode, headers: res.headers, body: res.body, doc, title: doc.title, description: metaOf(doc, 'description') };
};

describe('page heads', () => {
  it('a series page: the series name, its author and parts, OpenGraph; again after a part joins', async () => {
    const ada = await signup(h.app, 'ada');
    const one = await createBlog(h.app, ada.token, { title: 'Gears, part one', banner: 'https://images.example.test/gears.png' });
    const two = await createBlog(h.app, ada.token, { title: 'Gears, part two' });
    for (const b of [one, two]) expect((await post(h.app, '/set-series', { blog_id: b.blog_id, series: HOSTILE }, ada.token)).status).toBe(200);
    const slug = (await post(h.app, '/get-blog', { blog_id: one.blog_id })).body.blog.series.slug as string;

    const p = await page(`/series/${ada.username}/${slug}`);
    expect(p.status).toBe(200);
    expect(p.title).toBe(`${HOSTILE} | Inkwell`);
    expect(p.doc.querySelectorAll('title')).toHaveLength(1);
    expect(p.body).not.toContain('<script>alert(1)');
    expect(p.description).toBe(`A series of 2 blogs by ada Tester on Inkwell: Gears, part one; Gears, part two.`);
    expect(metaOf(p.doc, 'og:title')).toBe(HOSTILE);
    expect(metaOf(p.doc, 'og:description')).toBe(p.description);
    expect(metaOf(p.doc, 'og:type')).toBe('website');
    expect(metaOf(p.doc, 'og:url')).toBe(`${PUBLIC_URL}/series/${ada.username}/${slug}`);
    expect(metaOf(p.doc, 'og:image')).toBe('https://images.example.test/gears.png');
    expect(p.doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${PUBLIC_URL}/series/${ada.username}/${slug}`);
    expect(metaOf(p.doc, 'robots')).toBeNull();

    // A third part joins: the page says so at once.
    const three = await createBlog(h.app, ada.token, { title: 'Gears, part three' });
    await post(h.app, '/set-series', { blog_id: three.blog_id, series: HOSTILE }, ada.token);
    expect((await page(`/series/${ada.username}/${slug}`)).description).toContain('A series of 3 blogs');
  });

  it('a series nobody has, or with no published part, is a 404 with the not-found title', async () => {
    const ada = await signup(h.app, 'ada2');
    const draft = await createBlog(h.app, ada.token, { title: 'Unfinished gears', draft: true });
    await post(h.app, '/set-series', { blog_id: draft.blog_id, series: 'Drafts only' }, ada.token);
    for (const url of [`/series/${ada.username}/drafts-only`, `/series/${ada.username}/no-such-series`, '/series/nobody-here/gears']) {
      const p = await page(url);
      expect(p.status, url).toBe(404);
      expect(p.title, url).toBe('Page not found | Inkwell');
      expect(metaOf(p.doc, 'robots'), url).toBe('noindex');
      expect(p.body, url).not.toContain('Unfinished gears');
    }
    for (const url of ['/series/ada2/%00', '/series/%00/x', '/preview/%00']) expect((await h.app.inject({ url })).statusCode, url).toBe(404);
  });

  it('a preview page: the previewed title, never indexed; a link that ended is a 404', async () => {
    const ada = await signup(h.app, 'ada3');
    const draft = await createBlog(h.app, ada.token, { title: HOSTILE, des: 'What the draft says', draft: true });
    const { url } = (await post(h.app, '/preview-link', { blog_id: draft.blog_id, enabled: true }, ada.token)).body as { url: string };
    const path = url.startsWith('http') ? new URL(url).pathname : url;

    const p = await page(path);
    expect(p.status).toBe(200);
    expect(p.title).toBe(`Preview: ${HOSTILE} | Inkwell`);
    expect(p.body).not.toContain('<script>alert(1)');
    expect(p.description).toBe('What the draft says');
    expect(metaOf(p.doc, 'og:title')).toBe(`Preview: ${HOSTILE}`);
    expect(metaOf(p.doc, 'robots')).toBe('noindex, nofollow');
    expect(p.headers['x-robots-tag']).toBe('noindex, nofollow');
    // A private link: no canonical address, and no shared cache keeps it.
    expect(p.doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(String(p.headers['cache-control'])).toContain('private');

    await post(h.app, '/preview-link', { blog_id: draft.blog_id, enabled: false }, ada.token);
    for (const gone of [path, '/preview/no-such-token']) {
      const g = await page(gone);
      expect(g.status, gone).toBe(404);
      expect(g.title, gone).toBe('Page not found | Inkwell');
      expect(g.headers['x-robots-tag'], gone).toBe('noindex, nofollow');
      expect(g.body, gone).not.toContain('What the draft says');
    }
  });

  it('profile and search pages carry their own title and description, escaped', async () => {
    const ada = await signup(h.app, 'ada4');
    const profile = await page(`/user/${ada.username}`);
    expect(profile.title).toBe(`ada4 Tester (@${ada.username}) | Inkwell`);
    expect(profile.description).toBe('Read blogs by ada4 Tester on Inkwell.');
    expect(metaOf(profile.doc, 'og:type')).toBe('profile');

    const search = await page(`/search/${encodeURIComponent(HOSTILE)}`);
    expect(search.status).toBe(200);
    // The same title the app gives the screen.
    expect(search.title).toBe(`Search results for "${HOSTILE}" | Inkwell`);
    expect(search.body).not.toContain('<script>alert(1)');
    expect(search.description).toBe(`Blogs and people matching “${HOSTILE}” on Inkwell.`);
    expect(metaOf(search.doc, 'og:title')).toBe(`Search: ${HOSTILE}`);
    expect(metaOf(search.doc, 'robots')).toBe('noindex, follow');
  });

  it('no public page is sent as the bare app shell', async () => {
    const ada = await signup(h.app, 'ada5');
    const blog = await createBlog(h.app, ada.token, { title: 'Engines' });
    await post(h.app, '/set-series', { blog_id: blog.blog_id, series: 'Engines' }, ada.token);
    const { url } = (await post(h.app, '/preview-link', { blog_id: blog.blog_id, enabled: true }, ada.token)).body as { url: string };
    const preview = url.startsWith('http') ? new URL(url).pathname : url;
    const shell = parseHtml((await h.app.inject({ url: '/' })).body);
    for (const path of [`/blogs/${blog.blog_id}`, `/user/${ada.username}`, `/series/${ada.username}/engines`, preview, '/search/engines']) {
      const p = await page(path);
      expect(p.status, path).toBe(200);
      expect(p.title, path).not.toBe(shell.title);
      expect(p.title, path).toMatch(/ \| Inkwell$/);
      expect(p.description, path).toBeTruthy();
      expect(metaOf(p.doc, 'og:title'), path).toBeTruthy();
      expect(metaOf(p.doc, 'og:description'), path).toBe(p.description);
    }
  });

  it('account pages carry the title the app gives them, never indexed; a token page has no canonical address', async () => {
    const pages: [string, string][] = [
      ['/signin', 'Sign in | Inkwell'],
      ['/signup', 'Sign up | Inkwell'],
      ['/forgot-password', 'Forgot your password? | Inkwell'],
      ['/reset-password/some-token', 'Choose a new password | Inkwell'],
      ['/verify-email/some-token', 'Confirming your e-mail | Inkwell'],
      ['/unsubscribe/some-token', 'E-mail preferences | Inkwell'],
    ];
    for (const [path, title] of pages) {
      const p = await page(path);
      expect(p.status, path).toBe(200);
      expect(p.title, path).toBe(title);
      expect(p.description, path).toBeTruthy();
      expect(metaOf(p.doc, 'og:description'), path).toBe(p.description);
      expect(metaOf(p.doc, 'robots'), path).toBe('noindex');
      expect(p.doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null, path).toBe(path.includes('token') ? null : `${PUBLIC_URL}${path}`);
      expect(p.body, path).not.toContain('some-token');
    }
  });
});
