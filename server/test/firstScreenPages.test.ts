import { afterAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRST_SCREEN_DATA_ID } from '../../src/contract/index.ts';
import { clientBuildId, FirstScreenSource, SSR_ENTRY, SSR_STAMP } from '../web/firstScreen.ts';
import { seo } from '../web/seo.ts';
import { AnswerCache } from '../cache/answerCache.ts';
import type { ReadCounter } from '../cache/readCounter.ts';
import type { Db } from '../db/client.ts';
import { createBlog, post, setupServer, signup } from './helpers.ts';
import { parseHtml } from '../web/testDom.ts';

/**
 * The home and blog pages with their first screen drawn on the server (server/web/firstScreen.ts):
 * which answers they are drawn from, when they are drawn again, and that a page is still sent when
 * the render is missing, stale or failing. The render here is a stand-in module with the built
 * one's interface; the real one (React, src/app/ssr.tsx) is checked in a browser (e2e/firstScreen.spec.ts).
 */
const distDir = mkdtempSync(join(tmpdir(), 'inkwell-ssr-dist-'));
copyFileSync(join(import.meta.dirname, '../../index.html'), join(distDir, 'index.html'));
const ssrDir = mkdtempSync(join(tmpdir(), 'inkwell-ssr-'));
const staleDir = mkdtempSync(join(tmpdir(), 'inkwell-ssr-stale-'));
const STAND_IN = `
const esc = (s) => String(s).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
export async function renderFirstScreen(data) {
  if (data.screen === 'blog' && data.blog.title === 'This one fails') throw new Error('render failed');
  return data.screen === 'home'
    ? '<main data-screen="home">' + data.latest.blogs.map((b) => '<h2>' + esc(b.title) + ' (' + b.activity.total_likes + ')</h2>').join('') + '<p>of ' + data.latest.totalDocs + '</p></main>'
    : '<main data-screen="blog"><h1>' + esc(data.blog.title) + '</h1><span>likes ' + data.blog.activity.total_likes + '</span></main>';
}
`;
for (const dir of [ssrDir, staleDir]) writeFileSync(join(dir, SSR_ENTRY), STAND_IN);
writeFileSync(join(ssrDir, SSR_STAMP), JSON.stringify({ client: clientBuildId(distDir) }));
writeFileSync(join(staleDir, SSR_STAMP), JSON.stringify({ client: 'another build' }));
const h = setupServer({ SERVE_APP: 'true', DIST_DIR: distDir, SSR_DIR: ssrDir });
afterAll(() => {
  for (const dir of [distDir, ssrDir, staleDir]) rmSync(dir, { recursive: true, force: true });
});

const page = async (path: string) => {
  const res = await h.app.inject({ method: 'GET', url: path });
  const doc = parseHtml(res.body);
  const data = doc.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  return {
    status: res.statusCode,
    html: res.body,
    root: doc.getElementById('root'),
    data: data ? JSON.parse(data) : null,
    noscript: doc.querySelector('noscript')?.textContent ?? null,
  };
};
const like = (blogObjectId: string, token: string) => post(h.app, '/like-blog', { _id: blogObjectId, isLikedByUser: false }, token);

describe('first screens drawn on the server', () => {
  it('home: drawn from exactly the answers a visitor gets from latest-blogs and its count; again when the list or a like on it changes', async () => {
    const author = await signup(h.app, 'drawnhome');
    const fan = await signup(h.app, 'drawnfan');
    const first = await createBlog(h.app, author.token, { title: 'First <of> two' });
    await createBlog(h.app, author.token, { title: 'Second of two' });

    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.root?.getAttribute('data-server-rendered')).toBe('');
    expect(home.root?.querySelector('main')?.getAttribute('data-screen')).toBe('home');
    expect([...home.root!.querySelectorAll('h2')].map((e) => e.textContent)).toEqual(['Second of two (0)', 'First <of> two (0)']);
    const latest = (await post(h.app, '/latest-blogs', { page: 1 })).body;
    const count = (await post(h.app, '/all-latest-blogs-count', {})).body;
    expect(home.data).toEqual({ screen: 'home', path: '/', latest: { blogs: latest.blogs, totalDocs: count.totalDocs } });
    expect(home.noscript).toBeNull();

    // Kept: the same page until something it shows changes.
    expect((await page('/')).html).toBe(home.html);
    await like(first._id, fan.token);
    expect([...(await page('/')).root!.querySelectorAll('h2')].map((e) => e.textContent)).toEqual(['Second of two (0)', 'First <of> two (1)']);
    await createBlog(h.app, author.token, { title: 'A third' });
    const after = await page('/');
    expect(after.root!.querySelector('h2')?.textContent).toBe('A third (0)');
    expect(after.data.latest.totalDocs).toBe(3);
  });

  it('a blog: drawn from its get-blog answer, counting no read (the app counts it), and drawn again after a like', async () => {
    const author = await signup(h.app, 'drawnblog');
    const fan = await signup(h.app, 'drawnblogfan');
    const blog = await createBlog(h.app, author.token, { title: 'Drawn & kept' });
    const path = `/blogs/${blog.blog_id}`;

    const drawn = await page(path);
    expect(drawn.status).toBe(200);
    expect(drawn.root?.querySelector('h1')?.textContent).toBe('Drawn & kept');
    expect(drawn.noscript).toBeNull();
    expect(drawn.data.screen).toBe('blog');
    expect(drawn.data.path).toBe(path);
    expect(drawn.data.blogId).toBe(blog.blog_id);
    await page(path);
    // Serving the page counted nothing: the app's count-read does, for a visitor's hydrated page.
    expect((await post(h.app, '/get-profile', { username: author.username })).body.account_info.total_reads).toBe(0);
    const { blog: answer } = (await post(h.app, '/get-blog', { blog_id: blog.blog_id })).body;
    expect({ ...drawn.data.blog, activity: { ...drawn.data.blog.activity, total_reads: 1 } }).toEqual(answer);

    await like(blog._id, fan.token);
    expect((await page(path)).root?.querySelector('span')?.textContent).toBe('likes 1');
  });

  it('drafts and unknown blogs are the not-found page, not drawn', async () => {
    const author = await signup(h.app, 'drawndraft');
    const draft = await createBlog(h.app, author.token, { title: 'Unpublished', draft: true });
    for (const path of [`/blogs/${draft.blog_id}`, '/blogs/no-such-blog-zzzz']) {
      const p = await page(path);
      expect(p.status, path).toBe(404);
      expect(p.data, path).toBeNull();
      expect(p.html, path).not.toContain('Unpublished');
    }
  });

  it('a render that fails sends the page without it: the head, the blog for readers without JavaScript, and the app draws the rest', async () => {
    const author = await signup(h.app, 'drawnfails');
    const blog = await createBlog(h.app, author.token, { title: 'This one fails' });
    const p = await page(`/blogs/${blog.blog_id}`);
    expect(p.status).toBe(200);
    expect(p.data).toBeNull();
    expect(p.root?.childNodes.length).toBe(0);
    expect(p.root?.hasAttribute('data-server-rendered')).toBe(false);
    expect(p.noscript).toContain('This one fails');
    expect(p.html).toContain('<title>This one fails | Inkwell</title>');
  });

  it('a render built with another build of the app is not used', async () => {
    await h.rebuild({ SSR_DIR: staleDir });
    const author = await signup(h.app, 'drawnstale');
    const blog = await createBlog(h.app, author.token, { title: 'Stale build' });
    for (const path of ['/', `/blogs/${blog.blog_id}`]) {
      const p = await page(path);
      expect(p.status, path).toBe(200);
      expect(p.data, path).toBeNull();
      expect(p.root?.childNodes.length, path).toBe(0);
    }
    expect((await page(`/blogs/${blog.blog_id}`)).noscript).toContain('Stale build');
  });

  it('the home page needs no database: when its answers fail it is the app\'s page as before, not kept', async () => {
    const source = new FirstScreenSource();
    let fail = true;
    let asked = 0;
    source.provide({
      home: async () => {
        asked += 1;
        if (fail) throw new Error('database unreachable');
        return { latest: JSON.stringify({ blogs: [] }), count: JSON.stringify({ totalDocs: 0 }) };
      },
      blog: async () => null,
    });
    const reads = {
      version: 0,
      counted: () => 0,
      committed: () => 0,
      stable: async <T, R>(q: () => Promise<T>, after: (v: T) => R) => after(await q()),
    } as unknown as ReadCounter;
    const app = Fastify();
    await app.register(seo, {
      db: {} as Db,
      answers: new AnswerCache(reads, true),
      config: { SERVE_APP: true, distDir, ssrDir, ALLOWED_HOSTS: [] } as never,
      firstScreens: source,
    });
    const down = await app.inject({ method: 'GET', url: '/' });
    expect(down.statusCode).toBe(200);
    expect(down.body).toContain('<div id="root"></div>');
    expect(down.body).toContain('<title>Inkwell</title>');
    expect(asked).toBe(1);
    // Not kept: once the answers come back, the page is drawn.
    fail = false;
    const up = await app.inject({ method: 'GET', url: '/' });
    expect(up.body).toContain('<main data-screen="home"><p>of 0</p></main>');
    expect(asked).toBe(2);
    await app.close();
  });
});
