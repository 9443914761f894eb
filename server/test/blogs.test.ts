import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/index.ts';
import { blogPayload, createBlog, get, paragraph, post, signup, setupServer } from './helpers.ts';
import { searchFilter, textSearchCards, trendingBar, trendingCards, type TrendingBar } from '../store/blogs.ts';
import { one } from '../db/query.ts';
import { mergeSearchIndexes } from '../db/ginCleaner.ts';
import { JobRunner } from '../jobs/runner.ts';

// The app's own merging of the search indexes' pending lists is set far off: one test drives it.
const h = setupServer({ SEARCH_MERGE_MS: '3600000' });

const CARD_KEYS = ['_id', 'activity', 'author', 'banner', 'blog_id', 'des', 'language', 'publishedAt', 'tags', 'title'];

describe('create-blog rules', () => {
  it('publishes and answers { id: blog_id }, a slug of the title plus a random part', async () => {
    const u = await signup(h.app, 'writer');
    const res = await post(h.app, '/create-blog', blogPayload({ title: 'Héllo, Wörld!', tags: ['Tech', 'tech', ' Rust '] }), u.token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['id']);
    expect(res.body.id).toMatch(/^hello-world-[a-z0-9]+$/);
    const blog = (await post(h.app, '/get-blog', { blog_id: res.body.id })).body.blog;
    expect(blog.tags).toEqual(['tech', 'rust']);
    expect(Object.keys(blog).sort()).toEqual([...CARD_KEYS, 'content', 'draft'].sort());
    expect(blog.author).toEqual({ _id: u.id, personal_info: { fullname: u.fullname, username: u.username, profile_img: expect.any(String) } });
    expect(blog.content).toHaveLength(1);
    expect(blog.content[0].blocks[0]).toEqual({ type: 'paragraph', data: { text: 'Hello <b>world</b>' } });
    expect(blog.draft).toBe(false);
    expect(new Date(blog.publishedAt).toISOString()).toBe(blog.publishedAt);
    const profile = await post(h.app, '/get-profile', { username: u.username });
    expect(profile.body.account_info.total_posts).toBe(1);
  });

  it('gives the SPEC message for each publishing rule', async () => {
    const u = await signup(h.app, 'rules');
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, MESSAGES.formTitle],
      [{ des: '' }, MESSAGES.formDescription],
      [{ des: 'x'.repeat(201) }, MESSAGES.formDescription],
      [{ tags: [] }, MESSAGES.tagsMin],
      [{ tags: ['tech', 'a', 'b', 'c', 'd', 'e'] }, MESSAGES.tagsMax],
      [{ tags: ['cooking'] }, MESSAGES.tagsMainTag],
      [{ banner: '' }, MESSAGES.publishBanner],
      [{ content: { blocks: [] } }, MESSAGES.publishEmpty],
      [{ content: { blocks: [{ type: 'script', data: { text: 'x' } }] } }, MESSAGES.publishEmpty],
      [{ title: 'x'.repeat(201) }, MESSAGES.tooLong('Title', 200)],
      [{ tags: ['tech', 'x'.repeat(41)] }, MESSAGES.tooLong('Tag', 40)],
      [{ draft: 'yes' }, 'draft must be true or false'],
      [{ draft: true, title: '' }, MESSAGES.draftTitle],
      [{ banner: 'javascript:alert(1)' }, 'The banner must be an uploaded image or an http(s) image URL'],
    ];
    for (const [over, message] of cases) {
      const res = await post(h.app, '/create-blog', blogPayload(over), u.token);
      expect(res, JSON.stringify(over)).toMatchObject({ status: 400, body: { error: message } });
    }
    expect((await post(h.app, '/all-latest-blogs-count')).body.totalDocs).toBe(0);
  });

  it('saves a draft with only a title; drafts are invisible to everyone but their author', async () => {
    const u = await signup(h.app, 'drafter');
    const other = await signup(h.app, 'reader');
    const res = await post(h.app, '/create-blog', { title: 'Only a title', draft: true }, u.token);
    expect(res.status).toBe(200);
    const id = res.body.id;
    expect((await post(h.app, '/get-blog', { blog_id: id })).status).toBe(404);
    expect((await post(h.app, '/get-blog', { blog_id: id, draft: true }, other.token)).status).toBe(404);
    const mine = await post(h.app, '/get-blog', { blog_id: id, draft: true, mode: 'edit' }, u.token);
    expect(mine.status).toBe(200);
    expect(mine.body.blog.draft).toBe(true);
    expect((await post(h.app, '/latest-blogs', { page: 1 })).body.blogs).toEqual([]);
    expect((await post(h.app, '/search-blogs', { query: 'only title', page: 1 })).body.blogs).toEqual([]);
    expect((await post(h.app, '/get-profile', { username: u.username })).body.account_info.total_posts).toBe(0);
    expect((await post(h.app, '/user-written-blogs-count', { draft: true }, u.token)).body.totalDocs).toBe(1);
    expect((await post(h.app, '/user-written-blogs-count', { draft: false }, u.token)).body.totalDocs).toBe(0);
    // Likes and comments on a draft are refused as if it did not exist.
    expect((await post(h.app, '/like-blog', { _id: mine.body.blog._id, isLikedByUser: false }, other.token)).status).toBe(404);
  });

  it('lets only the author edit; publishing and unpublishing keep total_posts exact', async () => {
    const u = await signup(h.app, 'author');
    const other = await signup(h.app, 'intruder');
    const { blog_id } = await createBlog(h.app, u.token);
    const hijack = await post(h.app, '/create-blog', blogPayload({ id: blog_id, title: 'Hijacked' }), other.token);
    expect(hijack.status).toBe(403);
    expect((await post(h.app, '/create-blog', blogPayload({ id: blog_id }))).status).toBe(401);
    expect((await post(h.app, '/create-blog', blogPayload({ id: 'no-such-blog' }), u.token)).status).toBe(404);
    const edit = await post(h.app, '/create-blog', blogPayload({ id: blog_id, title: 'Renamed' }), u.token);
    expect(edit.body).toEqual({ id: blog_id });
    const toDraft = await post(h.app, '/create-blog', blogPayload({ id: blog_id, draft: true }), u.token);
    expect(toDraft.status).toBe(200);
    expect((await post(h.app, '/get-profile', { username: u.username })).body.account_info.total_posts).toBe(0);
    expect((await post(h.app, '/get-blog', { blog_id })).status).toBe(404);
    await post(h.app, '/create-blog', blogPayload({ id: blog_id }), u.token);
    expect((await post(h.app, '/get-profile', { username: u.username })).body.account_info.total_posts).toBe(1);
    expect((await post(h.app, '/get-blog', { blog_id })).body.blog.title).toBe('A blog about things');
  });

  it('accepts content as a one-element list and strips XSS', async () => {
    const u = await signup(h.app, 'xss');
    const content = [
      {
        time: 5,
        version: '2.31.7',
        blocks: [
          paragraph('<script>alert(1)</script>Hi <b onclick="x()">bold</b> <i>it</i> <a href="javascript:alert(1)">bad</a> <a href="https://ok.test" target="_blank" style="x">ok</a> <mark class="cdx-marker">m</mark> <code>c</code><img src=x onerror=alert(1)><iframe src="https://evil.test"></iframe>'),
          { type: 'header', data: { text: 'Title<svg onload=alert(1)>', level: 1 } },
          { type: 'list', data: { style: 'unordered', items: ['<b>one</b><script>x</script>', '', 'two'] } },
          { type: 'image', data: { file: { url: 'javascript:alert(1)' }, caption: 'x' } },
          { type: 'image', data: { file: { url: '/uploads/abcdefghijklmnopqrstuvwx' }, caption: '<i>cap</i><script>y</script>' } },
          { type: 'quote', data: { text: 'q', caption: 'c', alignment: 'right' } },
          { type: 'embed', data: { service: 'youtube', source: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', embed: 'https://evil.test/frame', width: 1, height: 1 } },
          { type: 'embed', data: { service: 'evil', source: 'https://evil.test', embed: 'https://evil.test' } },
          { type: 'raw', data: { html: '<script>1</script>' } },
        ],
      },
    ];
    const res = await post(h.app, '/create-blog', blogPayload({ content }), u.token);
    expect(res.status).toBe(200);
    const blocks = (await post(h.app, '/get-blog', { blog_id: res.body.id })).body.blog.content[0].blocks;
    expect(blocks.map((b: { type: string }) => b.type)).toEqual(['paragraph', 'header', 'list', 'image', 'quote', 'embed']);
    expect(blocks[0].data.text).toBe(
      'Hi <b>bold</b> <i>it</i> <a>bad</a> <a href="https://ok.test" rel="noopener noreferrer nofollow">ok</a> <mark>m</mark> <code>c</code>',
    );
    expect(blocks[1].data).toEqual({ text: 'Title', level: 2 });
    expect(blocks[2].data).toEqual({ style: 'unordered', items: ['<b>one</b>', 'two'] });
    expect(blocks[3].data.caption).toBe('<i>cap</i>');
    expect(blocks[4].data.alignment).toBe('left');
    expect(blocks[5].data).toMatchObject({ service: 'youtube', embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ' });
    expect(JSON.stringify(blocks)).not.toMatch(/script|onerror|onclick|javascript:|evil/);
  });
});

describe('reads', () => {
  it('counts a read for others, not for the author or in edit mode, and keeps the author total exact', async () => {
    const u = await signup(h.app, 'reads');
    const other = await signup(h.app, 'visitor');
    const { blog_id } = await createBlog(h.app, u.token);
    await post(h.app, '/get-blog', { blog_id }, u.token);
    await post(h.app, '/get-blog', { blog_id, mode: 'edit' }, other.token);
    const anon = await post(h.app, '/get-blog', { blog_id });
    expect(anon.body.blog.activity.total_reads).toBe(1);
    await post(h.app, '/get-blog', { blog_id }, other.token);
    await post(h.app, '/get-blog', { blog_id }, 'stale.token.here');
    const profile = await post(h.app, '/get-profile', { username: u.username });
    expect(profile.body.account_info.total_reads).toBe(3);
    expect((await post(h.app, '/get-blog', { blog_id: 'nope' })).status).toBe(404);
    expect((await post(h.app, '/get-blog', {})).status).toBe(400);
  });
});

describe('count-read (a blog page that arrived rendered)', () => {
  it('counts by get-blog\'s rule: a visitor and another member, not the author; no blog sent; bad ids refused', async () => {
    const u = await signup(h.app, 'rendered');
    const other = await signup(h.app, 'renderedreader');
    const { blog_id } = await createBlog(h.app, u.token);
    const visitor = await post(h.app, '/count-read', { blog_id });
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual({ counted: true });
    expect((await post(h.app, '/count-read', { blog_id }, other.token)).body).toEqual({ counted: true });
    expect((await post(h.app, '/count-read', { blog_id }, u.token)).body).toEqual({ counted: false });
    // Two reads counted: the author's own look is not one (API.md: every read by someone other than the author).
    expect((await post(h.app, '/get-profile', { username: u.username })).body.account_info.total_reads).toBe(2);
    expect((await post(h.app, '/get-blog', { blog_id }, u.token)).body.blog.activity.total_reads).toBe(2);

    expect((await post(h.app, '/count-read', { blog_id: 'nope' })).body).toEqual({ error: 'Blog not found', code: 'blog_not_found' });
    expect((await post(h.app, '/count-read', { blog_id: 'nope' })).status).toBe(404);
    expect((await post(h.app, '/count-read', {})).status).toBe(400);
    expect((await post(h.app, '/count-read', { blog_id: 7 })).status).toBe(400);
    // A draft is nobody's to read but its author's (and theirs is not counted).
    const draft = await createBlog(h.app, u.token, { title: 'Not yet', draft: true });
    expect((await post(h.app, '/count-read', { blog_id: draft.blog_id })).status).toBe(404);
    expect((await post(h.app, '/count-read', { blog_id: draft.blog_id }, u.token)).body).toEqual({ counted: false });
    expect((await post(h.app, '/get-profile', { username: u.username })).body.account_info.total_reads).toBe(2);
  });
});

describe('lists and paging', () => {
  it('pages latest blogs without gaps or repeats; counts match', async () => {
    const u = await signup(h.app, 'pager');
    for (let i = 0; i < 23; i++) await createBlog(h.app, u.token, { title: `Post number ${i}` });
    const p1 = (await post(h.app, '/latest-blogs', { page: 1 })).body.blogs;
    const p2 = (await post(h.app, '/latest-blogs', { page: 2 })).body.blogs;
    const p3 = (await post(h.app, '/latest-blogs', { page: 3 })).body.blogs;
    expect([p1.length, p2.length, p3.length]).toEqual([10, 10, 3]);
    expect(Object.keys(p1[0]).sort()).toEqual(CARD_KEYS);
    expect(Object.keys(p1[0].activity).sort()).toEqual(['total_comments', 'total_likes', 'total_parent_comments', 'total_reads', 'total_shares']);
    const titles = [...p1, ...p2, ...p3].map((b: { title: string }) => b.title);
    expect(new Set(titles).size).toBe(23);
    expect(titles[0]).toBe('Post number 22');
    expect(titles[22]).toBe('Post number 0');
    expect((await post(h.app, '/all-latest-blogs-count', {})).body).toEqual({ totalDocs: 23 });
    expect((await post(h.app, '/search-blogs-count', {})).body).toEqual({ totalDocs: 23 });
    const all = [];
    for (let page = 1; page <= 5; page++) all.push(...(await post(h.app, '/search-blogs', { page })).body.blogs);
    expect(all).toHaveLength(23);
    expect((await post(h.app, '/latest-blogs', { page: 0 })).status).toBe(400);
    expect((await post(h.app, '/latest-blogs', { page: 'x' })).status).toBe(400);
    expect((await post(h.app, '/search-blogs', { page: 1, limit: 51 })).status).toBe(400);
  });

  it("user-written-blogs pages the caller's own blogs and deletedDocCount keeps Load More exact", async () => {
    const u = await signup(h.app, 'dash');
    const other = await signup(h.app, 'notme');
    await createBlog(h.app, other.token, { title: 'Not mine' });
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await createBlog(h.app, u.token, { title: `Mine ${i}` })).blog_id);
    await post(h.app, '/create-blog', { title: 'Draft one', draft: true }, u.token);
    const p1 = (await post(h.app, '/user-written-blogs', { page: 1, draft: false, query: '' }, u.token)).body.blogs;
    expect(p1).toHaveLength(10);
    expect(p1[0].draft).toBe(false);
    // Delete two from page 1, then load page 2 telling the server.
    for (const b of p1.slice(0, 2)) expect((await post(h.app, '/delete-blog', { blog_id: b.blog_id }, u.token)).body).toEqual({ status: 'done' });
    const p2 = (await post(h.app, '/user-written-blogs', { page: 2, draft: false, query: '', deletedDocCount: 2 }, u.token)).body.blogs;
    expect(p2.map((b: { title: string }) => b.title)).toEqual(['Mine 1', 'Mine 0']);
    expect((await post(h.app, '/user-written-blogs-count', { draft: false, query: '' }, u.token)).body.totalDocs).toBe(10);
    const drafts = (await post(h.app, '/user-written-blogs', { page: 1, draft: true }, u.token)).body.blogs;
    expect(drafts.map((b: { title: string }) => b.title)).toEqual(['Draft one']);
    const searched = (await post(h.app, '/user-written-blogs', { page: 1, draft: false, query: 'mine 7' }, u.token)).body.blogs;
    expect(searched.map((b: { title: string }) => b.title)).toContain('Mine 7');
    expect((await post(h.app, '/user-written-blogs', { page: 1 })).status).toBe(401);
  });
});

describe('search', () => {
  it('ranks title over tags over description, ignores accents and case, and treats the last word as a prefix', async () => {
    const u = await signup(h.app, 'searcher');
    await createBlog(h.app, u.token, { title: 'Gardening notes', des: 'Some words about a café in Paris', tags: ['nature'] });
    await createBlog(h.app, u.token, { title: 'The Café Racer', des: 'Motorbikes', tags: ['travel'] });
    await createBlog(h.app, u.token, { title: 'Morning routine', des: 'Coffee', tags: ['cafe', 'music'] });
    await createBlog(h.app, u.token, { title: 'Running faster', des: 'Training plans for runners', tags: ['sports'] });
    const titles = async (body: Record<string, unknown>) => (await post(h.app, '/search-blogs', { page: 1, ...body })).body.blogs.map((b: { title: string }) => b.title);
    expect(await titles({ query: 'CAFE' })).toEqual(['The Café Racer', 'Morning routine', 'Gardening notes']);
    expect(await titles({ query: 'caf' })).toEqual(['The Café Racer', 'Morning routine', 'Gardening notes']);
    expect(await titles({ query: 'café racer' })).toEqual(['The Café Racer']);
    expect(await titles({ query: 'runnin' })).toEqual(['Running faster']);
    expect(await titles({ query: 'runners' })).toEqual(['Running faster']);
    expect(await titles({ query: 'nothing-matches-this' })).toEqual([]);
    expect(await titles({ query: "'); DROP TABLE blogs; --" })).toEqual([]);
    expect(await titles({ query: '& | ! :* <->' })).toEqual([]);
    expect((await post(h.app, '/search-blogs-count', { query: 'caf' })).body.totalDocs).toBe(3);
  });

  it('filters by tag, tags, author, and excludes a blog; filters combine', async () => {
    const a = await signup(h.app, 'tagger');
    const b = await signup(h.app, 'other');
    const one = await createBlog(h.app, a.token, { title: 'One', tags: ['tech', 'rust'] });
    await createBlog(h.app, a.token, { title: 'Two', tags: ['gaming'] });
    await createBlog(h.app, b.token, { title: 'Three', tags: ['tech'] });
    const titles = async (body: Record<string, unknown>) => (await post(h.app, '/search-blogs', { page: 1, ...body })).body.blogs.map((x: { title: string }) => x.title).sort();
    expect(await titles({ tag: 'TECH' })).toEqual(['One', 'Three']);
    expect(await titles({ tag: 'tech', author: a.id })).toEqual(['One']);
    expect(await titles({ multipleTags: ['rust', 'gaming'] })).toEqual(['One', 'Two']);
    expect(await titles({ tag: 'tech', remove_blog: one.blog_id })).toEqual(['Three']);
    expect(await titles({ author: 'not-an-id' })).toEqual([]);
    expect((await post(h.app, '/search-blogs', { author: { $ne: null }, page: 1 })).status).toBe(400);
    expect((await post(h.app, '/search-blogs-count', { tag: 'tech', author: a.id })).body.totalDocs).toBe(1);
    expect((await post(h.app, '/search-blogs', { page: 1, limit: 2 })).body.blogs).toHaveLength(2);
  });
});

describe('search in the text', () => {
  const body = (...texts: string[]) => ({ content: { time: 1, blocks: texts.map(paragraph), version: '2.31.7' } });
  type Card = { title: string; snippet?: { text: string; marks: [number, number][] } };
  const search = async (query: string, extra: Record<string, unknown> = {}) => (await post(h.app, '/search-blogs', { page: 1, query, ...extra })).body.blogs as Card[];
  const marked = (c: Card) => c.snippet!.marks.map(([a, b]) => c.snippet!.text.slice(a, b));

  it('finds words in the text after title, tag and description matches, with a snippet of the text marking them', async () => {
    const u = await signup(h.app, 'textual');
    await createBlog(h.app, u.token, { title: 'Lighthouses of the coast', ...body('Old towers.') });
    await createBlog(h.app, u.token, { title: 'Evening walk', des: 'A lighthouse at dusk', ...body('We walked.') });
    await createBlog(h.app, u.token, { title: 'Harbour diary', ...body('The <b>lighthouse</b> keeper waved; two lighthouses blinked across the bay.') });
    await createBlog(h.app, u.token, { title: 'Sea stories', ...body('Nothing about towers here.', 'Later, a LIGHTHOUSE.') });
    await createBlog(h.app, u.token, { title: 'Unrelated', ...body('Bread and butter.') });
    const cards = await search('lighthouse');
    // Title, then description (ranked), then the text-only matches, newest first.
    expect(cards.map((c) => c.title)).toEqual(['Lighthouses of the coast', 'Evening walk', 'Sea stories', 'Harbour diary']);
    expect(cards[2]!.snippet!.text).toBe('Nothing about towers here. Later, a LIGHTHOUSE.');
    expect(marked(cards[2]!)).toEqual(['LIGHTHOUSE']);
    expect(cards[3]!.snippet!.text).toBe('The lighthouse keeper waved; two lighthouses blinked across the bay.');
    expect(marked(cards[3]!)).toEqual(['lighthouse', 'lighthouses']);
    // A card whose text does not have the word has no snippet.
    expect(cards[1]!.snippet).toBeUndefined();
    expect((await post(h.app, '/search-blogs-count', { query: 'lighthouse' })).body.totalDocs).toBe(4);
    // Every word must be in the text; stemming and accents as in titles.
    expect((await search('keeper waving')).map((c) => c.title)).toEqual(['Harbour diary']);
    expect((await search('kéeper bread')).map((c) => c.title)).toEqual([]);
    // Filters combine with the text.
    expect((await search('lighthouse', { author: u.id, tag: 'tech' })).map((c) => c.title)).toHaveLength(4);
    expect(await search('lighthouse', { tag: 'travel' })).toEqual([]);
  });

  it('cuts snippets from the first 100 blocks only: a word further down still finds the blog', async () => {
    const u = await signup(h.app, 'longform');
    const texts = Array.from({ length: 120 }, (_, i) => (i === 110 ? 'At last, a wombat.' : `Paragraph ${i}.`));
    await createBlog(h.app, u.token, { title: 'Long read', ...body(...texts) });
    await createBlog(h.app, u.token, { title: 'Short read', ...body('A wombat at once.') });
    const cards = await search('wombat');
    expect(cards.map((c) => c.title)).toEqual(['Short read', 'Long read']);
    expect(cards[0]!.snippet!.text).toBe('A wombat at once.');
    expect(cards[1]!.snippet).toBeUndefined();
  });

  it('pages through title matches and then text matches without gaps or repeats', async () => {
    const u = await signup(h.app, 'pager');
    const expected: string[] = [];
    // Created oldest first: titles Kestrel 0..4 hold the word (the even ones in their text too), Bird 0..6 only in the text.
    for (let i = 0; i < 5; i++) await createBlog(h.app, u.token, { title: `Kestrel ${i}`, ...body(i % 2 ? 'plain' : 'a kestrel again') });
    for (let i = 0; i < 7; i++) await createBlog(h.app, u.token, { title: `Bird ${i}`, ...body(`a kestrel hovered, note ${i}`) });
    for (let i = 4; i >= 0; i--) expected.push(`Kestrel ${i}`);
    for (let i = 6; i >= 0; i--) expected.push(`Bird ${i}`);
    for (const limit of [1, 2, 3, 5, 12]) {
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(12 / limit) + 1; page++) seen.push(...(await search('kestrel', { limit, page })).map((c) => c.title));
      expect(seen, `limit ${limit}`).toEqual(expected);
      // The same pages when the text-only matches count as common (a walk of the newest-first index, not the GIN probe).
      const walked: string[] = [];
      const text = searchFilter({ query: 'kestrel' }, () => true).text!;
      for (let skip = 0; skip <= 12; skip += limit) walked.push(...(await textSearchCards(h.db.db, text, limit, skip, 1)).map((c) => c.title));
      expect(walked, `limit ${limit}, walked`).toEqual(expected);
    }
    expect((await post(h.app, '/search-blogs-count', { query: 'kestrel' })).body.totalDocs).toBe(12);
  });

  it('finds a new blog while its words wait in the pending lists of the indexes and after they are merged', async () => {
    const u = await signup(h.app, 'merger');
    await createBlog(h.app, u.token, { title: 'Pending words', ...body('About gooseberries.') });
    const pending = async () => (await h.db.pool.query(`SELECT gin_clean_pending_list('blog_search_body'::regclass) AS n`)).rows[0].n as number;
    expect((await search('gooseberry')).map((c) => c.title)).toEqual(['Pending words']);
    const warnings: string[] = [];
    const jobs = new JobRunner({ warn: (_obj, msg) => void warnings.push(msg) });
    const merge = jobs.every('merging the search indexes', 3_600_000, () => mergeSearchIndexes(h.db.db), { firstRunMs: 3_600_000 });
    await createBlog(h.app, u.token, { title: 'More pending words', ...body('About gooseberries again.') });
    merge.kick();
    await merge.idle();
    // Nothing was left for a merge after the cleaner's.
    expect(await pending()).toBe(0);
    expect(warnings).toEqual([]);
    await jobs.close();
    await createBlog(h.app, u.token, { title: 'Third', ...body('Gooseberries, thrice.') });
    expect(await pending()).toBeGreaterThan(0);
    expect((await search('gooseberry')).map((c) => c.title)).toEqual(['Third', 'More pending words', 'Pending words']);
  });

  it('follows edits of the text, and drafts and hidden blogs stay out', async () => {
    const u = await signup(h.app, 'editor');
    const b = await createBlog(h.app, u.token, { title: 'Changing', ...body('About marmalade.') });
    await createBlog(h.app, u.token, { title: 'Secret draft', draft: true, ...body('About marmalade too.') });
    expect((await search('marmalade')).map((c) => c.title)).toEqual(['Changing']);
    const edit = (await post(h.app, '/get-blog', { blog_id: b.blog_id, mode: 'edit' }, u.token)).body.blog;
    const saved = await post(h.app, '/create-blog', { ...blogPayload({ title: 'Changing', ...body('About quinces now.') }), id: b.blog_id, version: edit.version }, u.token);
    expect(saved.status).toBe(200);
    expect(await search('marmalade')).toEqual([]);
    expect((await search('quince')).map((c) => c.title)).toEqual(['Changing']);
    // The author finds their own draft by its text.
    const own = await post(h.app, '/user-written-blogs', { page: 1, draft: true, query: 'marmalade' }, u.token);
    expect(own.body.blogs.map((c: Card) => c.title)).toEqual(['Secret draft']);
  });
});

describe('trending', () => {
  it('ranks by (reads + 5 likes + 10 comments) / (hours + 2)^1.5, then newest', async () => {
    const u = await signup(h.app, 'trend');
    const fans = [await signup(h.app, 'fan1'), await signup(h.app, 'fan2')];
    const old = await createBlog(h.app, u.token, { title: 'Old but popular' });
    const liked = await createBlog(h.app, u.token, { title: 'Liked' });
    const commented = await createBlog(h.app, u.token, { title: 'Commented' });
    await createBlog(h.app, u.token, { title: 'Quiet older' });
    await createBlog(h.app, u.token, { title: 'Quiet newest' });
    await h.db.pool.query(`UPDATE blogs SET published_at = now() - interval '48 hours', total_reads = 100 WHERE blog_id = $1`, [old.blog_id]);
    for (const f of fans) await post(h.app, '/like-blog', { _id: liked._id, isLikedByUser: false }, f.token);
    await post(h.app, '/add-comment', { _id: commented._id, comment: 'Nice' }, fans[0].token);
    // scores: old 100/50^1.5 = 0.28; liked 10/2^1.5 = 3.5; commented 10/2^1.5 = 3.5 (newer first); quiet 0.
    const res = await get(h.app, '/trending-blogs');
    expect(res.status).toBe(200);
    expect(res.body.blogs.map((b: { title: string }) => b.title)).toEqual(['Commented', 'Liked', 'Old but popular', 'Quiet newest', 'Quiet older']);
    expect(Object.keys(res.body.blogs[0]).sort()).toEqual(CARD_KEYS);
  });

  it('gives the same page whatever the window of newest blogs, also when the newest have no activity at all', async () => {
    const u = await signup(h.app, 'trend');
    const fan = await signup(h.app, 'fan');
    const made: { blog_id: string; _id: string }[] = [];
    for (let i = 0; i < 9; i++) made.push(await createBlog(h.app, u.token, { title: `Blog ${i}` }));
    // Older blogs with reads and likes; the five newest nobody has read.
    for (let i = 0; i < 9; i++) await h.db.pool.query(`UPDATE blogs SET published_at = now() - make_interval(hours => $2::int), total_reads = $3 WHERE blog_id = $1`, [made[i].blog_id, 9 - i, i < 4 ? 10 * (i + 1) : 0]);
    await post(h.app, '/like-blog', { _id: made[0]._id, isLikedByUser: false }, fan.token);
    // The oracle: every published blog ranked by the formula.
    const all = (
      await h.db.pool.query(`SELECT title FROM blogs WHERE NOT draft AND NOT hidden
        ORDER BY (total_reads + 5 * total_likes + 10 * total_comments)::float8 / power(greatest(extract(epoch FROM now() - published_at) / 3600.0, 0) + 2, 1.5) DESC, published_at DESC, seq DESC LIMIT 3`)
    ).rows.map((r: { title: string }) => r.title);
    expect(all.slice(0, 2)).toEqual(['Blog 3', 'Blog 2']);
    for (const window of [1, 2, 3, 4, 5, 50]) expect((await trendingCards(h.db.db, 3, window)).map((r) => r.title)).toEqual(all);
    // The bar lets in only blogs that can make the page: the five unread newest do not make it 0 (which ranked every blog there is).
    expect(Number((await one<TrendingBar>(h.db.db, trendingBar(3, 3)))!.activity)).toBeGreaterThan(0);
  });
});

describe('delete-blog', () => {
  it('only the author deletes; comments, likes and notifications go; counters stay exact', async () => {
    const u = await signup(h.app, 'deleter');
    const fan = await signup(h.app, 'fan');
    const keep = await createBlog(h.app, u.token, { title: 'Keep' });
    const gone = await createBlog(h.app, u.token, { title: 'Gone' });
    await post(h.app, '/like-blog', { _id: gone._id, isLikedByUser: false }, fan.token);
    const c = await post(h.app, '/add-comment', { _id: gone._id, comment: 'hi' }, fan.token);
    await post(h.app, '/add-comment', { _id: gone._id, comment: 'reply', replying_to: c.body._id }, u.token);
    await post(h.app, '/get-blog', { blog_id: gone.blog_id }, fan.token);
    await post(h.app, '/get-blog', { blog_id: keep.blog_id }, fan.token);
    expect((await post(h.app, '/delete-blog', { blog_id: gone.blog_id }, fan.token)).status).toBe(403);
    expect((await post(h.app, '/delete-blog', { blog_id: gone.blog_id })).status).toBe(401);
    expect((await post(h.app, '/delete-blog', { blog_id: 'missing' }, u.token)).status).toBe(404);
    expect((await post(h.app, '/delete-blog', { blog_id: gone.blog_id }, u.token)).body).toEqual({ status: 'done' });
    const profile = (await post(h.app, '/get-profile', { username: u.username })).body;
    expect(profile.account_info).toEqual({ total_posts: 1, total_reads: 1 });
    const counts = (await h.db.pool.query(`SELECT (SELECT count(*)::int FROM comments) c, (SELECT count(*)::int FROM likes) l, (SELECT count(*)::int FROM notifications) n`)).rows[0];
    expect(counts).toEqual({ c: 0, l: 0, n: 0 });
    expect((await post(h.app, '/all-notifications-count', { filter: 'all' }, u.token)).body.totalDocs).toBe(0);
  });
});
