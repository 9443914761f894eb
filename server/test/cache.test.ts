import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createBlog, get, post, signup, setupServer } from './helpers.ts';

const h = setupServer();
const latest = async () => (await post(h.app, '/latest-blogs', { page: 1 })).body.blogs as { title: string; activity: Record<string, number>; author: { personal_info: { username: string } } }[];

describe('read cache', () => {
  it('cached lists and get-blog follow every write that touches them', async () => {
    const u = await signup(h.app, 'cacheauthor');
    const fan = await signup(h.app, 'cachefan');
    const a = await createBlog(h.app, u.token, { title: 'First cached' });
    expect((await latest()).map((b) => b.title)).toEqual(['First cached']);
    expect((await post(h.app, '/all-latest-blogs-count')).body.totalDocs).toBe(1);
    const b = await createBlog(h.app, u.token, { title: 'Second cached' });
    expect((await latest()).map((x) => x.title)).toEqual(['Second cached', 'First cached']);
    expect((await post(h.app, '/all-latest-blogs-count')).body.totalDocs).toBe(2);
    expect((await post(h.app, '/search-blogs', { query: 'second', page: 1 })).body.blogs).toHaveLength(1);

    await post(h.app, '/like-blog', { _id: a._id, isLikedByUser: false }, fan.token);
    await post(h.app, '/add-comment', { _id: a._id, comment: 'hi' }, fan.token);
    const card = (await latest()).find((x) => x.title === 'First cached')!;
    expect(card.activity).toMatchObject({ total_likes: 1, total_comments: 1, total_parent_comments: 1 });
    expect((await post(h.app, '/get-blog', { blog_id: a.blog_id }, u.token)).body.blog.activity).toMatchObject({ total_likes: 1, total_comments: 1 });
    expect((await get(h.app, '/trending-blogs')).body.blogs[0].title).toBe('First cached');

    // Back to a draft: gone from lists, search and (for others) get-blog at once.
    await post(h.app, '/create-blog', { title: 'Second cached', des: 'd', banner: '', content: { blocks: [] }, tags: [], draft: true, id: b.blog_id }, u.token);
    expect((await latest()).map((x) => x.title)).toEqual(['First cached']);
    expect((await post(h.app, '/search-blogs', { query: 'second', page: 1 })).body.blogs).toHaveLength(0);
    expect((await post(h.app, '/get-blog', { blog_id: b.blog_id })).status).toBe(404);
    expect((await post(h.app, '/get-blog', { blog_id: b.blog_id, draft: true, mode: 'edit' }, u.token)).status).toBe(200);

    // A new username shows on every cached card.
    await post(h.app, '/update-profile', { username: 'renamed_author', bio: '', social_links: { youtube: '', facebook: '', twitter: '', github: '', instagram: '', website: '' } }, u.token);
    expect((await latest())[0].author.personal_info.username).toBe('renamed_author');
    expect((await post(h.app, '/search-users', { query: 'renamed' })).body.users).toHaveLength(1);

    await post(h.app, '/delete-blog', { blog_id: a.blog_id }, u.token);
    expect(await latest()).toEqual([]);
    expect((await post(h.app, '/get-blog', { blog_id: a.blog_id })).status).toBe(404);
  });

  it('counts reads in memory exactly, writes them within a second, and on close', async () => {
    const u = await signup(h.app, 'readsauthor');
    const { blog_id, _id } = await createBlog(h.app, u.token, { title: 'Read me' });
    const dbReads = async () => (await h.db.pool.query('SELECT b.total_reads AS b, u.total_reads AS u FROM blogs b JOIN users u ON u.id = b.author WHERE b.id = $1', [_id])).rows[0];
    for (let i = 1; i <= 5; i++) expect((await post(h.app, '/get-blog', { blog_id })).body.blog.activity.total_reads).toBe(i);
    expect((await latest())[0].activity.total_reads).toBe(5);
    expect((await post(h.app, '/get-profile', { username: u.username })).body.account_info.total_reads).toBe(5);
    // The flush runs every 500 ms: the rows show the reads as soon as it has (well within a second).
    await vi.waitFor(async () => expect(await dbReads()).toEqual({ b: 5, u: 5 }), { timeout: 1500, interval: 50 });
    expect((await latest())[0].activity.total_reads).toBe(5);
    expect((await post(h.app, '/get-profile', { username: u.username })).body.account_info.total_reads).toBe(5);

    await post(h.app, '/get-blog', { blog_id });
    await post(h.app, '/get-blog', { blog_id });
    await h.app.close(); // graceful shutdown writes what is still in memory
    expect(await dbReads()).toEqual({ b: 7, u: 7 });
  });

  it('titles, descriptions and tags that look like internal numbers reach readers unchanged, with exact read counts', async () => {
    const u = await signup(h.app, 'hostileauthor');
    // Numbers an earlier cache used as markers for read counts, and their neighbours.
    const looks = ['-8000000000000000', '-7999999999999999', '-7999999999999998'];
    const made = [];
    for (const [i, t] of looks.entries()) {
      made.push(await createBlog(h.app, u.token, { title: `${t} ${t}`, des: t, tags: ['tech', t.slice(1, 30), `x${i}`] }));
    }
    const reads = [0, 0, 0];
    for (let round = 1; round <= 2; round++) {
      for (const m of made) await post(h.app, '/get-blog', { blog_id: m.blog_id });
      reads.forEach((_, i) => reads[i]++);
      const cards = await latest();
      expect(cards.map((c) => c.title)).toEqual([...looks].reverse().map((t) => `${t} ${t}`));
      expect(cards.map((c) => (c as unknown as { des: string }).des)).toEqual([...looks].reverse());
      expect(cards.map((c) => c.activity.total_reads)).toEqual([...reads].reverse());
      const one = (await post(h.app, '/get-blog', { blog_id: made[0].blog_id })).body.blog;
      expect(one.title).toBe(`${looks[0]} ${looks[0]}`);
      expect(one.activity.total_reads).toBe(++reads[0]);
      const found = (await post(h.app, '/search-blogs', { tag: looks[1].slice(1, 30), page: 1 })).body.blogs;
      expect(found.map((b: { des: string }) => b.des)).toEqual([looks[1]]);
      await post(h.app, '/get-blog', { blog_id: made[1].blog_id, mode: 'edit' }, u.token); // the author's reads never count
    }
  });

  it.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL: invalidation travels by LISTEN/NOTIFY', async () => {
    const env = { DATA_DIR: h.dataDir, LOG_LEVEL: 'silent', SERVE_APP: 'false', JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789', API_RATE_LIMIT: '1000000', DATABASE_URL: process.env.DATABASE_URL! };
    const one = await buildApp({ config: loadConfig(env) });
    const two = await buildApp({ config: loadConfig(env) });
    try {
      const u = await signup(one, 'busauthor');
      expect((await post(two, '/latest-blogs', { page: 1 })).body.blogs).toEqual([]); // now cached on two
      const { blog_id } = await createBlog(one, u.token, { title: 'Travels' });
      // The invalidation travels by NOTIFY: wait for it to arrive, not for a fixed time.
      await vi.waitFor(async () => expect((await post(two, '/latest-blogs', { page: 1 })).body.blogs.map((b: { title: string }) => b.title)).toEqual(['Travels']), { timeout: 3000, interval: 50 });
      expect((await post(two, '/get-blog', { blog_id })).body.blog.activity.total_reads).toBe(1);
      await post(one, '/get-blog', { blog_id });
      await vi.waitFor(async () => expect((await post(two, '/latest-blogs', { page: 1 })).body.blogs[0].activity.total_reads).toBe(2), { timeout: 3000, interval: 50 });
      // Reads one writes show in two's kept answers exactly, two's own on top (read counts travel
      // with the flush reports; no answer is dropped for them).
      for (let i = 0; i < 3; i++) await post(one, '/get-blog', { blog_id });
      await vi.waitFor(async () => expect((await post(two, '/latest-blogs', { page: 1 })).body.blogs[0].activity.total_reads).toBe(5), { timeout: 3000, interval: 50 });
      expect((await post(two, '/get-blog', { blog_id })).body.blog.activity.total_reads).toBe(6);
      await vi.waitFor(async () => expect((await post(one, '/latest-blogs', { page: 1 })).body.blogs[0].activity.total_reads).toBe(6), { timeout: 3000, interval: 50 });
      expect((await post(one, '/get-blog', { blog_id })).body.blog.activity.total_reads).toBe(7);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
