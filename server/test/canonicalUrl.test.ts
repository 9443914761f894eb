import { afterAll, describe, expect, it } from 'vitest';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blogPayload, createBlog, post, setupServer, signup } from './helpers.ts';
import { parseHtml } from '../web/testDom.ts';

/**
 * canonical_url (API.md third edition, "Import and moved links"): an optional http(s) URL on
 * create-blog, in get-blog, and used by the blog page's canonical link and its feed item.
 */
const distDir = mkdtempSync(join(tmpdir(), 'inkwell-canonical-dist-'));
copyFileSync(join(import.meta.dirname, '../../index.html'), join(distDir, 'index.html'));
const PUBLIC_URL = 'https://ink.example';
const h = setupServer({ SERVE_APP: 'true', DIST_DIR: distDir, PUBLIC_URL });
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const ORIGINAL = 'https://old.example.org/2019/05/my-post/';
const canonicalOf = async (blogId: string) => parseHtml((await h.app.inject({ url: `/blogs/${blogId}` })).body).querySelector('link[rel="canonical"]')?.getAttribute('href');

describe('canonical_url', () => {
  it('is kept by create-blog, answered by get-blog and named by the page and the feed', async () => {
    const ada = await signup(h.app, 'ada');
    const { blog_id } = await createBlog(h.app, ada.token, { canonical_url: ORIGINAL });
    expect((await post(h.app, '/get-blog', { blog_id })).body.blog.canonical_url).toBe(ORIGINAL);
    expect((await post(h.app, '/get-blog', { blog_id, mode: 'edit' }, ada.token)).body.blog.canonical_url).toBe(ORIGINAL);
    expect(await canonicalOf(blog_id)).toBe(ORIGINAL);

    const feed = (await h.app.inject({ url: '/rss.xml' })).body;
    const item = feed.slice(feed.indexOf('<item>'));
    expect(item).toContain(`<link>${ORIGINAL}</link>`);
    // The guid stays this site's address of the blog.
    expect(item).toContain(`<guid isPermaLink="true">${PUBLIC_URL}/blogs/${blog_id}</guid>`);
  });

  it('a blog without one has its own address as canonical, and no field', async () => {
    const ada = await signup(h.app, 'ada');
    const { blog_id } = await createBlog(h.app, ada.token);
    expect((await post(h.app, '/get-blog', { blog_id })).body.blog).not.toHaveProperty('canonical_url');
    expect(await canonicalOf(blog_id)).toBe(`${PUBLIC_URL}/blogs/${blog_id}`);
    const feed = (await h.app.inject({ url: '/rss.xml' })).body;
    expect(feed).toContain(`<link>${PUBLIC_URL}/blogs/${blog_id}</link>`);
  });

  it('an update without the field keeps it; an empty one or null clears it', async () => {
    const ada = await signup(h.app, 'ada');
    const { blog_id } = await createBlog(h.app, ada.token, { canonical_url: ORIGINAL });
    expect((await post(h.app, '/create-blog', blogPayload({ id: blog_id, title: 'Renamed' }), ada.token)).status).toBe(200);
    expect((await post(h.app, '/get-blog', { blog_id })).body.blog.canonical_url).toBe(ORIGINAL);
    expect((await post(h.app, '/create-blog', blogPayload({ id: blog_id, canonical_url: '' }), ada.token)).status).toBe(200);
    expect((await post(h.app, '/get-blog', { blog_id })).body.blog).not.toHaveProperty('canonical_url');
    expect((await post(h.app, '/create-blog', blogPayload({ id: blog_id, canonical_url: ORIGINAL }), ada.token)).status).toBe(200);
    expect((await post(h.app, '/create-blog', blogPayload({ id: blog_id, canonical_url: null }), ada.token)).status).toBe(200);
    expect((await post(h.app, '/get-blog', { blog_id })).body.blog).not.toHaveProperty('canonical_url');
  });

  it('anything but an http(s) URL is a 400 with its code, and nothing is saved', async () => {
    const ada = await signup(h.app, 'ada');
    for (const bad of ['javascript:alert(1)', 'ftp://old.example.org/a', '/relative/path', 'https://old.example.org/a"><script>', 'https://user:pw@old.example.org/', 'not a url', 42]) {
      const res = await post(h.app, '/create-blog', blogPayload({ canonical_url: bad }), ada.token);
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.code, String(bad)).toBe(typeof bad === 'number' ? 'not_text' : 'canonical_url_invalid');
    }
    expect((await post(h.app, '/user-written-blogs-count', { draft: false }, ada.token)).body.totalDocs).toBe(0);
  });
});
