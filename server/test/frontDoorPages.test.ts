import { afterAll, describe, expect, it } from 'vitest';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { blogPayload, createBlog, post, setupServer, signup } from './helpers.ts';
import { listen, stable } from './sockets.ts';

/**
 * The front door's kept pages (home and blog pages' HTML): answered as the page routes of
 * server/web/seo.ts answer them, per origin (no PUBLIC_URL here, so the Host names it).
 */
const distDir = mkdtempSync(join(tmpdir(), 'inkwell-door-dist-'));
copyFileSync(join(import.meta.dirname, '../../index.html'), join(distDir, 'index.html'));
const h = setupServer({ SERVE_APP: 'true', DIST_DIR: distDir });
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe('the front door, pages', () => {
  it('sends a kept page as the page route does, per origin, compressed when asked', async () => {
    const author = await signup(h.app, 'pagekeeper');
    const blog = await createBlog(h.app, author.token, { title: 'A page behind the door' });
    const { send, port } = await listen(h.app);
    for (const path of ['/', `/blogs/${blog.blog_id}`]) {
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, 'evil.example']) {
        const first = await send('GET', path, undefined, { host });
        const second = await send('GET', path, undefined, { host });
        const what = `${path} ${host}`;
        expect([first.status, first.byDoor], what).toEqual([200, false]);
        expect([second.status, second.byDoor], what).toEqual([200, true]);
        expect(stable(second.headers), what).toEqual(stable(first.headers));
        expect(second.text, what).toBe(first.text);
        // Each origin its own page: absolute links only for hosts the server trusts.
        expect(canonical(second.text), what).toBe(host === 'evil.example' ? path : `http://${host}${path}`);
        // A browser's request: the door's brotli is the page route's.
        const viaFastify = await h.app.inject({ method: 'GET', url: path, headers: { host, 'accept-encoding': 'gzip, deflate, br' } });
        const viaDoor = await send('GET', path, undefined, { host, 'accept-encoding': 'gzip, deflate, br' });
        expect(viaDoor.byDoor, what).toBe(true);
        expect(viaDoor.headers['content-encoding']).toBe('br');
        expect(stable(viaDoor.headers), what).toEqual(stable(viaFastify.headers as typeof viaDoor.headers));
        expect(brotliDecompressSync(viaDoor.raw).toString('utf8')).toBe(first.text);
      }
    }
  });

  it('leaves validators, escapes, other pages and changed pages to the page routes', async () => {
    const author = await signup(h.app, 'pagekeeper2');
    const blog = await createBlog(h.app, author.token, { title: 'Another page' });
    const { send } = await listen(h.app);
    const path = `/blogs/${blog.blog_id}`;
    const first = await send('GET', path);
    // A validator: the etag plugin's 304.
    const revalidated = await send('GET', path, undefined, { 'if-none-match': String(first.headers.etag) });
    expect([revalidated.status, revalidated.byDoor]).toEqual([304, false]);
    // An escaped id names the same blog for Fastify; the door does not decode.
    const escaped = await send('GET', path.replace(/-/, '%2D'));
    expect([escaped.status, escaped.byDoor]).toEqual([200, false]);
    expect((await send('GET', '/blogs/no-such-blog')).status).toBe(404);
    expect((await send('GET', '/blogs/no-such-blog')).byDoor).toBe(false);
    expect((await send('GET', `${path}?ref=feed`)).byDoor).toBe(false);
    // An edit: the page is made again (Fastify), then kept again (the door).
    const edit = await post(h.app, '/create-blog', blogPayload({ title: 'Another page, edited', id: blog.blog_id }), author.token);
    expect(edit.body).toEqual({ id: blog.blog_id });
    const edited = await send('GET', path);
    expect(edited.text).toContain('Another page, edited');
    expect(edited.byDoor).toBe(false);
    expect((await send('GET', path)).byDoor).toBe(true);
  });
});
