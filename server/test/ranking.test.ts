import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RANKED_MATCHES, TRENDING_RECENT, trendingBar, trendingPage, type TrendingBar } from '../store/blogs.ts';
import { get, post, setupServer, signup } from './helpers.ts';

/**
 * Trending and text search read only part of the blogs (the newest ones and an index); these tests
 * fill more blogs than those parts hold, straight through SQL, and compare the answers with a ranking
 * of every blog.
 */
const h = setupServer();

/** `n` published blogs by `author`, published over the last `days` days, with pseudo-random counters. */
async function bulkBlogs(author: string, n: number, days: number, title: (i: number) => string) {
  const titles = Array.from({ length: n }, (_, i) => title(i));
  await h.db.pool.query(
    `INSERT INTO blogs (blog_id, title, des, tags, author, total_reads, total_likes, total_comments, published_at)
     SELECT 'bulk-' || i, t, 'About ' || t, ARRAY['bulk'], $2::uuid,
       (i * 7919) % 1000, (i * 104729) % 40, (i * 15485863) % 9,
       now() - ((i * 2654435761) % ($3::int * 86400)) * interval '1 second'
     FROM unnest($1::text[]) WITH ORDINALITY AS x(t, i)`,
    [titles, author, days],
  );
}

/** Every published blog's raw fields, and the database's clock (the one the server ranks by). */
async function allPublished() {
  const rows = (
    await h.db.pool.query<{ title: string; total_reads: number; total_likes: number; total_comments: number; published_at: Date; seq: number }>(
      'SELECT title, total_reads, total_likes, total_comments, published_at, seq FROM blogs WHERE NOT draft',
    )
  ).rows;
  const now = (await h.db.pool.query<{ now: Date }>('SELECT now()')).rows[0].now.getTime();
  return { rows, now };
}

/** The oracle: the titles of the trending page from every published blog scored here, by API.md's formula, not by the server's SQL. */
async function trendingOfEveryBlog(limit = 10): Promise<string[]> {
  const { rows, now } = await allPublished();
  const score = (b: (typeof rows)[number]) =>
    (b.total_reads + 5 * b.total_likes + 10 * b.total_comments) / Math.pow(Math.max((now - b.published_at.getTime()) / 3_600_000, 0) + 2, 1.5);
  return [...rows]
    .sort((x, y) => score(y) - score(x) || y.published_at.getTime() - x.published_at.getTime() || y.seq - x.seq)
    .slice(0, limit)
    .map((r) => r.title);
}

const userId = async (username: string) =>
  (await h.db.pool.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [username])).rows[0].id;

describe('trending at scale', () => {
  it('equals a ranking of every published blog, with old but very active blogs', async () => {
    const u = await signup(h.app, 'bulkauthor');
    await bulkBlogs(await userId(u.username), TRENDING_RECENT * 3, 400, (i) => `Bulk ${i}`);
    // Old blogs with far more activity than any recent one: only the activity index can find them.
    await h.db.pool.query(`UPDATE blogs SET total_reads = 1000000000, published_at = now() - interval '300 days' - seq * interval '1 minute'
      WHERE blog_id IN ('bulk-7', 'bulk-99', 'bulk-301')`);
    const answer = (await get(h.app, '/trending-blogs')).body.blogs.map((b: { title: string }) => b.title);
    expect(answer).toEqual(await trendingOfEveryBlog());
    expect(answer).toEqual(expect.arrayContaining(['Bulk 6', 'Bulk 98', 'Bulk 300']));
  });
});

/**
 * The largest row count any node of a statement's plan read or dropped (EXPLAIN ANALYZE, as JSON),
 * planned as for a large table: on a test's small one PostgreSQL rightly prefers reading it whole.
 */
async function mostRowsOfAnyNode(statement: ReturnType<typeof sql>): Promise<number> {
  const res = await h.db.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return tx.execute(sql`EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`);
  });
  const raw = (res.rows[0] as Record<string, unknown>)['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: Record<string, unknown> }[];
  let most = 0;
  const walk = (node: Record<string, unknown>) => {
    most = Math.max(most, Number(node['Actual Rows'] ?? 0), Number(node['Rows Removed by Filter'] ?? 0), Number(node['Rows Removed by Index Recheck'] ?? 0));
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk(plan[0].Plan);
  return most;
}

describe('trending after a burst of new posts', () => {
  it('ranks exactly without reading the new blogs nobody has read yet', async () => {
    const u = await signup(h.app, 'burstauthor');
    const id = await userId(u.username);
    await bulkBlogs(id, TRENDING_RECENT * 2, 30, (i) => `Read ${i}`);
    // 1,000 posts of the last minute, all newer than every read blog, none read, liked or commented.
    await h.db.pool.query(
      `INSERT INTO blogs (blog_id, title, des, tags, author, published_at)
       SELECT 'unread-' || i, 'Unread ' || i, 'Nobody yet', ARRAY['new'], $1::uuid, now() - (i % 60) * interval '1 second'
       FROM generate_series(1, 1000) AS i`,
      [id],
    );
    await h.db.pool.query('ANALYZE blogs');
    const answer = (await get(h.app, '/trending-blogs')).body.blogs.map((b: { title: string }) => b.title);
    expect(answer).toEqual(await trendingOfEveryBlog());
    // The page reads the window of active blogs and the very active, not the burst: it had scored
    // all of them, and at 100,000 blogs a burst of 5,000 made that 60 ms, once a second, on the
    // embedded database's one connection. (PostgreSQL's planner reads a table this small whole
    // through the activity index whatever the conditions: the plan is checked on the embedded one.)
    if (h.db.kind === 'embedded') {
      const bar = (await h.db.db.execute(trendingBar(10))).rows[0] as unknown as TrendingBar;
      expect(await mostRowsOfAnyNode(trendingPage(10, bar))).toBeLessThan(1000);
    }
  });
});

describe('search-blogs at scale', () => {
  it(`ranks the newest ${RANKED_MATCHES} matches best first, then pages through older ones without gaps or repeats`, async () => {
    const u = await signup(h.app, 'bulksearch');
    const total = RANKED_MATCHES + 130;
    // Every title matches "lantern"; every 10th says it three times over (and ranks higher).
    await bulkBlogs(await userId(u.username), total, 900, (i) => (i % 10 === 0 ? `Lantern lantern lantern ${i}` : `Quiet lantern ${i}`));
    const count = (await post(h.app, '/search-blogs-count', { query: 'lantern' })).body.totalDocs;
    expect(count).toBe(total);

    const seen: string[] = [];
    for (let page = 1; seen.length < total; page++) {
      const blogs = (await post(h.app, '/search-blogs', { query: 'lantern', page, limit: 50 })).body.blogs as { blog_id: string }[];
      expect(blogs.length).toBeGreaterThan(0);
      seen.push(...blogs.map((b) => b.blog_id));
    }
    expect(new Set(seen).size).toBe(total);

    const newest = (
      await h.db.pool.query<{ blog_id: string; rank: number }>(
        `SELECT b.blog_id, ts_rank(s.search, to_tsquery('inkwell', 'lantern:*')) AS rank FROM blogs b JOIN blog_search s ON s.blog = b.id
         ORDER BY b.published_at DESC, b.seq DESC`,
      )
    ).rows;
    // The first RANKED_MATCHES positions hold exactly the newest matches, best first...
    const ranked = newest.slice(0, RANKED_MATCHES);
    expect(new Set(seen.slice(0, RANKED_MATCHES))).toEqual(new Set(ranked.map((r) => r.blog_id)));
    const rankOf = new Map(ranked.map((r) => [r.blog_id, r.rank]));
    const ranks = seen.slice(0, RANKED_MATCHES).map((id) => rankOf.get(id)!);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(ranks[0]).toBeGreaterThan(ranks[RANKED_MATCHES - 1]);
    // ...and the rest follow newest first.
    expect(seen.slice(RANKED_MATCHES)).toEqual(newest.slice(RANKED_MATCHES).map((r) => r.blog_id));

    // A page that straddles the two parts is the same as the pages around it.
    const straddle = (await post(h.app, '/search-blogs', { query: 'lantern', page: 21, limit: 48 })).body.blogs as { blog_id: string }[];
    expect(straddle.map((b) => b.blog_id)).toEqual(seen.slice(960, 1008));

    // Other filters combine with the words.
    await h.db.pool.query(`UPDATE blogs SET tags = ARRAY['bulk', 'rare'] WHERE blog_id IN ('bulk-5', 'bulk-6')`);
    const rare = (await post(h.app, '/search-blogs', { query: 'lantern', tag: 'rare', page: 1 })).body.blogs as { blog_id: string }[];
    expect(rare.map((b) => b.blog_id).sort()).toEqual(['bulk-5', 'bulk-6']);
    expect((await post(h.app, '/search-blogs-count', { query: 'lantern', tag: 'rare' })).body.totalDocs).toBe(2);
  });

  it('keeps the words of a blog in step with its title, tags and publishing', async () => {
    const u = await signup(h.app, 'wordsmith');
    const id = await userId(u.username);
    await bulkBlogs(id, 1, 1, () => 'Harbour lights');
    const find = async (q: string) => (await post(h.app, '/search-blogs-count', { query: q })).body.totalDocs;
    expect(await find('harbour')).toBe(1);
    await h.db.pool.query(`UPDATE blogs SET title = 'Mountain air', des = 'Thin' WHERE blog_id = 'bulk-1'`);
    await h.rebuild(); // a new app: the cached answers go with the old one
    expect(await find('harbour')).toBe(0);
    expect(await find('mountain')).toBe(1);
    await h.db.pool.query(`UPDATE blogs SET draft = true WHERE blog_id = 'bulk-1'`);
    await h.rebuild();
    expect(await find('mountain')).toBe(0);
    await h.db.pool.query(`DELETE FROM blogs WHERE blog_id = 'bulk-1'`);
    expect((await h.db.pool.query('SELECT count(*)::int AS n FROM blog_search')).rows[0].n).toBe(0);
  });
});
