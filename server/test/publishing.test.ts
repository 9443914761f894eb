import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blogPayload, createBlog, post, setupServer, signup } from './helpers.ts';

// API.md, "Writing and publishing": versions and conflicts, pending edits, revisions, preview links, scheduling.
const h = setupServer({ SCHEDULER_MS: '200' });

const edit = async (blogId: string, token: string) => (await post(h.app, '/get-blog', { blog_id: blogId, mode: 'edit' }, token)).body.blog;
const publicTitle = async (blogId: string) => (await post(h.app, '/get-blog', { blog_id: blogId })).body.blog?.title;
const latestTitles = async () => ((await post(h.app, '/latest-blogs', { page: 1 })).body.blogs as { title: string }[]).map((b) => b.title);
const until = async (check: () => Promise<boolean>, ms = 8000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
};

describe('versions and conflicts', () => {
  it('every save moves the version on; a save from an older version is a 409 with the stored blog', async () => {
    const author = await signup(h.app, 'writer');
    const blog = await createBlog(h.app, author.token, { title: 'First words' });
    const v1 = (await edit(blog.blog_id, author.token)).version;
    // Tab A saves from v1.
    const a = await post(h.app, '/save-edit', { id: blog.blog_id, ...blogPayload({ title: 'Tab A' }), version: v1 }, author.token);
    expect(a.body).toMatchObject({ id: blog.blog_id, version: v1 + 1, pending: true });
    // Tab B still holds v1: refused, and told what is stored.
    const b = await post(h.app, '/save-edit', { id: blog.blog_id, ...blogPayload({ title: 'Tab B' }), version: v1 }, author.token);
    expect(b.status).toBe(409);
    expect(b.body.error).toBe('This blog changed since you opened it');
    expect(b.body.blog).toMatchObject({ title: 'Tab A', version: v1 + 1, pending: true });
    const c = await post(h.app, '/create-blog', { id: blog.blog_id, ...blogPayload({ title: 'Tab B' }), version: v1 }, author.token);
    expect(c.status).toBe(409);
    expect(await publicTitle(blog.blog_id)).toBe('First words');
    // Saving from the current version works; without a version (the original client) it always does.
    expect((await post(h.app, '/create-blog', { id: blog.blog_id, ...blogPayload({ title: 'Agreed' }), version: v1 + 1 }, author.token)).body).toEqual({ id: blog.blog_id });
    expect((await edit(blog.blog_id, author.token)).version).toBe(v1 + 2);
    expect((await post(h.app, '/create-blog', { id: blog.blog_id, ...blogPayload({ title: 'Agreed again' }) }, author.token)).status).toBe(200);
  });
});

describe('pending edits', () => {
  it('readers keep the published version until the author updates; only the author sees the pending one', async () => {
    const author = await signup(h.app, 'editor');
    const other = await signup(h.app, 'nosy');
    const blog = await createBlog(h.app, author.token, { title: 'Published title' });
    await post(h.app, '/save-edit', { id: blog.blog_id, ...blogPayload({ title: 'Work in progress' }) }, author.token);
    expect(await publicTitle(blog.blog_id)).toBe('Published title');
    expect(await latestTitles()).toEqual(['Published title']);
    expect(await edit(blog.blog_id, author.token)).toMatchObject({ title: 'Work in progress', pending: true });
    const seenByOther = await edit(blog.blog_id, other.token);
    expect(seenByOther).toMatchObject({ title: 'Published title' });
    expect(seenByOther.pending).toBeUndefined();
    expect(seenByOther.version).toBeUndefined();
    expect((await post(h.app, '/save-edit', { id: blog.blog_id, ...blogPayload({ title: 'Hijack' }) }, other.token)).status).toBe(404);
    expect((await post(h.app, '/save-edit', { id: blog.blog_id, ...blogPayload() })).status).toBe(401);

    await post(h.app, '/create-blog', { id: blog.blog_id, ...blogPayload({ title: 'Work in progress' }) }, author.token);
    expect(await publicTitle(blog.blog_id)).toBe('Work in progress');
    expect((await edit(blog.blog_id, author.token)).pending).toBeUndefined();

    // Saving what is already published (changes undone, or an editor opened and left) leaves nothing pending.
    await post(h.app, '/save-edit', { id: blog.blog_id, ...blogPayload({ title: 'Changed again' }) }, author.token);
    expect((await edit(blog.blog_id, author.token)).pending).toBe(true);
    await post(h.app, '/save-edit', { id: blog.blog_id, ...blogPayload({ title: 'Work in progress' }) }, author.token);
    expect((await edit(blog.blog_id, author.token)).pending).toBeUndefined();
    // Saving the same again changes nothing, not even the version.
    const v = (await edit(blog.blog_id, author.token)).version;
    expect((await post(h.app, '/save-edit', { id: blog.blog_id, ...blogPayload({ title: 'Work in progress' }) }, author.token)).body).toMatchObject({ version: v, pending: false });
  });

  it('Discard drops the pending edit: the editor goes back to what readers see; only the author may', async () => {
    const author = await signup(h.app, 'regretful');
    const other = await signup(h.app, 'meddler');
    const blog = await createBlog(h.app, author.token, { title: 'As published' });
    const saved = (await post(h.app, '/save-edit', { id: blog.blog_id, ...blogPayload({ title: 'Second thoughts' }) }, author.token)).body;
    expect((await post(h.app, '/discard-edit', { blog_id: blog.blog_id }, other.token)).status).toBe(404);
    expect((await post(h.app, '/discard-edit', { blog_id: blog.blog_id })).status).toBe(401);
    expect((await post(h.app, '/discard-edit', { blog_id: 'no-such-blog' }, author.token)).status).toBe(404);
    // From an older version (another tab saved since): refused with the stored blog, nothing dropped.
    const stale = await post(h.app, '/discard-edit', { blog_id: blog.blog_id, version: saved.version - 1 }, author.token);
    expect(stale.status).toBe(409);
    expect(stale.body.blog).toMatchObject({ title: 'Second thoughts', pending: true });
    expect(await edit(blog.blog_id, author.token)).toMatchObject({ title: 'Second thoughts', pending: true });

    const dropped = await post(h.app, '/discard-edit', { blog_id: blog.blog_id, version: saved.version }, author.token);
    expect(dropped.body).toEqual({ version: saved.version + 1 });
    const back = await edit(blog.blog_id, author.token);
    expect(back.title).toBe('As published');
    expect(back.pending).toBeUndefined();
    expect(await publicTitle(blog.blog_id)).toBe('As published');
    // Nothing left to drop: nothing changes, not even the version.
    expect((await post(h.app, '/discard-edit', { blog_id: blog.blog_id }, author.token)).body).toEqual({ version: saved.version + 1 });
    // A draft has nothing pending apart from itself.
    const draft = await createBlog(h.app, author.token, { title: 'Still a draft', draft: true });
    const refused = await post(h.app, '/discard-edit', { blog_id: draft.blog_id }, author.token);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/draft/);
    expect((await post(h.app, '/discard-edit', { blog_id: blog.blog_id, version: 'one' }, author.token)).status).toBe(400);
  });

  it('a draft keeps its work in its own fields', async () => {
    const author = await signup(h.app, 'drafter');
    const draft = await createBlog(h.app, author.token, { title: 'Draft one', draft: true });
    const saved = await post(h.app, '/save-edit', { id: draft.blog_id, title: 'Draft two', content: { blocks: [{ type: 'paragraph', data: { text: 'kept' } }] } }, author.token);
    expect(saved.body).toMatchObject({ pending: false });
    const blog = await edit(draft.blog_id, author.token);
    expect(blog).toMatchObject({ title: 'Draft two', draft: true });
    expect(blog.content[0].blocks[0].data.text).toBe('kept');
  });
});

describe('revisions', () => {
  it('a new draft has no revision and counts no post; publishing it makes the first', async () => {
    const author = await signup(h.app, 'drafty');
    const res = await post(h.app, '/create-blog', blogPayload({ title: 'Draft first', draft: true }), author.token);
    const revisions = async () => (await post(h.app, '/blog-revisions', { blog_id: res.body.id }, author.token)).body.revisions.map((r: { rev: number; title: string }) => `${r.rev} ${r.title}`);
    expect(await revisions()).toEqual([]);
    expect((await post(h.app, '/get-profile', { username: author.username })).body.account_info.total_posts).toBe(0);
    await post(h.app, '/create-blog', { id: res.body.id, ...blogPayload({ title: 'Now live' }) }, author.token);
    expect(await revisions()).toEqual(['1 Now live']);
    expect((await post(h.app, '/get-profile', { username: author.username })).body.account_info.total_posts).toBe(1);
  });

  it('keeps each publish and update, newest first; shows one; restores it as the pending edit; the last 50 only', async () => {
    const author = await signup(h.app, 'historian');
    const other = await signup(h.app, 'stranger');
    const blog = await createBlog(h.app, author.token, { title: 'Version one' });
    await post(h.app, '/create-blog', { id: blog.blog_id, ...blogPayload({ title: 'Version two' }) }, author.token);
    await post(h.app, '/save-edit', { id: blog.blog_id, ...blogPayload({ title: 'Not published' }) }, author.token); // not a revision
    await post(h.app, '/create-blog', { id: blog.blog_id, ...blogPayload({ title: 'Version three' }) }, author.token);
    const list = (await post(h.app, '/blog-revisions', { blog_id: blog.blog_id }, author.token)).body.revisions;
    expect(list.map((r: { rev: number; title: string }) => `${r.rev} ${r.title}`)).toEqual(['3 Version three', '2 Version two', '1 Version one']);
    expect((await post(h.app, '/blog-revisions', { blog_id: blog.blog_id }, other.token)).status).toBe(404);

    const old = (await post(h.app, '/get-revision', { blog_id: blog.blog_id, rev: 1 }, author.token)).body.blog;
    expect(old).toMatchObject({ title: 'Version one', blog_id: blog.blog_id });
    expect((await post(h.app, '/get-revision', { blog_id: blog.blog_id, rev: 99 }, author.token)).status).toBe(404);
    expect((await post(h.app, '/get-revision', { blog_id: blog.blog_id, rev: 1 }, other.token)).status).toBe(404);

    await post(h.app, '/restore-revision', { blog_id: blog.blog_id, rev: 1 }, author.token);
    expect(await edit(blog.blog_id, author.token)).toMatchObject({ title: 'Version one', pending: true });
    expect(await publicTitle(blog.blog_id)).toBe('Version three');

    for (let i = 4; i <= 52; i++) await post(h.app, '/create-blog', { id: blog.blog_id, ...blogPayload({ title: `Version ${i}` }) }, author.token);
    const kept = (await post(h.app, '/blog-revisions', { blog_id: blog.blog_id }, author.token)).body.revisions;
    expect(kept).toHaveLength(50);
    expect(kept[0]).toMatchObject({ rev: 52, title: 'Version 52' });
    expect(kept.at(-1)).toMatchObject({ rev: 3 });
  });
});

describe('preview links', () => {
  it('anyone with the link reads the draft (no read counted, noindex); turning it off ends it', async () => {
    const author = await signup(h.app, 'previewer');
    const other = await signup(h.app, 'outsider');
    const draft = await createBlog(h.app, author.token, { title: 'Secret draft', draft: true });
    expect((await post(h.app, '/preview-link', { blog_id: draft.blog_id, enabled: true }, other.token)).status).toBe(404);
    const { url } = (await post(h.app, '/preview-link', { blog_id: draft.blog_id, enabled: true }, author.token)).body;
    expect(url).toMatch(/^\/preview\/[A-Za-z0-9_-]{20,}$/);
    const token = url.split('/').pop();
    const res = await h.app.inject({ method: 'POST', url: '/api/get-preview', payload: { token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.json().blog).toMatchObject({ title: 'Secret draft', draft: true, preview: true });
    expect(res.json().blog.version).toBeUndefined();
    expect(res.json().blog.preview_path).toBeUndefined();
    expect((await post(h.app, '/get-blog', { blog_id: draft.blog_id })).status).toBe(404);
    // Its author's editor knows the link is on; nobody else learns it.
    expect((await edit(draft.blog_id, author.token)).preview_path).toBe(url);
    expect((await edit(draft.blog_id, other.token))?.preview_path).toBeUndefined();

    await post(h.app, '/preview-link', { blog_id: draft.blog_id, enabled: false }, author.token);
    expect(await post(h.app, '/get-preview', { token })).toMatchObject({ status: 404, body: { error: 'This preview link is invalid or was turned off' } });
    expect((await edit(draft.blog_id, author.token)).preview_path).toBeUndefined();
    expect((await post(h.app, '/get-preview', { token: 'short' })).status).toBe(400);
    const again = (await post(h.app, '/preview-link', { blog_id: draft.blog_id, enabled: true }, author.token)).body.url;
    expect(again).not.toBe(url);
  });

  it('a published blog’s preview shows its pending changes; reads are not counted', async () => {
    const author = await signup(h.app, 'reviser');
    const blog = await createBlog(h.app, author.token, { title: 'Live text' });
    await post(h.app, '/save-edit', { id: blog.blog_id, ...blogPayload({ title: 'Next text' }) }, author.token);
    const token = (await post(h.app, '/preview-link', { blog_id: blog.blog_id, enabled: true }, author.token)).body.url.split('/').pop();
    for (let i = 0; i < 3; i++) expect((await post(h.app, '/get-preview', { token })).body.blog).toMatchObject({ title: 'Next text', pending: true });
    expect((await post(h.app, '/get-blog', { blog_id: blog.blog_id, mode: 'edit' }, author.token)).body.blog.activity.total_reads).toBe(0);
  });
});

describe('scheduling', () => {
  it('a scheduled blog stays out of every public list until its minute, then goes live once with that time', async () => {
    const author = await signup(h.app, 'planner');
    const fan = await signup(h.app, 'fan');
    await post(h.app, '/follow', { username: author.username, following: true }, fan.token);
    expect((await post(h.app, '/create-blog', blogPayload({ title: 'Too early', publish_at: new Date(Date.now() - 60_000).toISOString() }), author.token)).status).toBe(400);
    expect((await post(h.app, '/create-blog', blogPayload({ title: 'Too late', publish_at: new Date(Date.now() + 400 * 86_400_000).toISOString() }), author.token)).status).toBe(400);
    expect((await post(h.app, '/create-blog', blogPayload({ title: 'Nonsense', publish_at: 'tomorrow' }), author.token)).status).toBe(400);

    // A minute ahead, and the scheduler's clock moved there once every check of the waiting blog is
    // done: a busy machine cannot let the minute come early (SCHEDULER_CLOCK_FILE, server/publishing.ts).
    const clock = join(mkdtempSync(join(tmpdir(), 'inkwell-clock-')), 'ahead');
    writeFileSync(clock, '0');
    await h.rebuild({ SCHEDULER_CLOCK_FILE: clock });
    const at = new Date(Date.now() + 60_000);
    const res = await post(h.app, '/create-blog', blogPayload({ title: 'Right on time', publish_at: at.toISOString() }), author.token);
    expect(res.status).toBe(200);
    const blogId = res.body.id;
    expect(await latestTitles()).toEqual([]);
    expect((await post(h.app, '/search-blogs', { query: 'right on time', page: 1 })).body.blogs).toEqual([]);
    expect((await post(h.app, '/get-blog', { blog_id: blogId })).status).toBe(404);
    expect((await post(h.app, '/get-profile', { username: author.username })).body.account_info.total_posts).toBe(0);
    const mine = (await post(h.app, '/user-written-blogs', { page: 1, draft: true }, author.token)).body.blogs;
    expect(mine[0]).toMatchObject({ title: 'Right on time', draft: true, scheduled_at: at.toISOString() });
    // The dashboard's Scheduled tab has it; its Drafts tab (scheduled: false) does not.
    const own = async (scheduled: boolean) => ((await post(h.app, '/user-written-blogs', { page: 1, draft: true, scheduled }, author.token)).body.blogs as { title: string }[]).map((b) => b.title);
    expect(await own(true)).toEqual(['Right on time']);
    expect(await own(false)).toEqual([]);
    expect((await post(h.app, '/user-written-blogs-count', { draft: true, scheduled: true }, author.token)).body).toEqual({ totalDocs: 1 });
    expect((await edit(blogId, author.token)).scheduled_at).toBe(at.toISOString());

    writeFileSync(clock, String(at.getTime() - Date.now() + 1000));
    expect(await until(async () => (await latestTitles()).includes('Right on time'))).toBe(true);
    const live = (await post(h.app, '/get-blog', { blog_id: blogId })).body.blog;
    expect(live.publishedAt).toBe(at.toISOString());
    expect(live.scheduled_at).toBeUndefined();
    expect((await post(h.app, '/get-profile', { username: author.username })).body.account_info.total_posts).toBe(1);
    expect((await post(h.app, '/blog-revisions', { blog_id: blogId }, author.token)).body.revisions).toHaveLength(1);
    expect((await post(h.app, '/all-notifications-count', { filter: 'new_blog' }, fan.token)).body).toEqual({ totalDocs: 1 });
  });

  it('a blog due while the server was down goes live when it starts', async () => {
    const author = await signup(h.app, 'sleeper');
    await h.rebuild({ SCHEDULER_MS: '600000' }); // this instance checks only at start (and when nudged)
    const res = await post(h.app, '/create-blog', blogPayload({ title: 'While asleep', publish_at: new Date(Date.now() + 3_600_000).toISOString() }), author.token);
    // The hour passes while no server runs: its time is now behind.
    await h.app.close();
    await h.db.pool.query(`UPDATE blogs SET scheduled_at = now() - interval '5 minutes' WHERE blog_id = $1`, [res.body.id]);
    await h.rebuild({ SCHEDULER_MS: '600000' });
    expect(await until(async () => (await latestTitles()).includes('While asleep'), 3000)).toBe(true);
  });
});

describe('series', () => {
  it('puts blogs in a named series in order; get-blog and the series page show its published parts', async () => {
    const author = await signup(h.app, 'serial');
    const other = await signup(h.app, 'bystander');
    const one = await createBlog(h.app, author.token, { title: 'Part one' });
    const two = await createBlog(h.app, author.token, { title: 'Part two' });
    const zero = await createBlog(h.app, author.token, { title: 'Prologue' });
    const draft = await createBlog(h.app, author.token, { title: 'Unfinished part', draft: true });
    expect((await post(h.app, '/set-series', { blog_id: one.blog_id, series: 'Engines, explained' }, author.token)).body).toEqual({ series: { name: 'Engines, explained', slug: 'engines-explained', count: 1 } });
    await post(h.app, '/set-series', { blog_id: two.blog_id, series: 'Engines, explained' }, author.token);
    await post(h.app, '/set-series', { blog_id: draft.blog_id, series: 'Engines, explained' }, author.token);
    await post(h.app, '/set-series', { blog_id: zero.blog_id, series: 'Engines, explained', position: 1 }, author.token);
    expect((await post(h.app, '/set-series', { blog_id: one.blog_id, series: 'Mine now' }, other.token)).status).toBe(404);
    expect((await post(h.app, '/set-series', { blog_id: one.blog_id, series: '   ' }, author.token)).status).toBe(400);

    const shown = (await post(h.app, '/get-blog', { blog_id: two.blog_id })).body.blog.series;
    expect(shown).toEqual({
      name: 'Engines, explained',
      slug: 'engines-explained',
      blogs: [
        { blog_id: zero.blog_id, title: 'Prologue' },
        { blog_id: one.blog_id, title: 'Part one' },
        { blog_id: two.blog_id, title: 'Part two' },
      ],
    });
    const page = (await post(h.app, '/get-series', { username: author.username, slug: 'engines-explained' })).body;
    expect(page.series).toMatchObject({ name: 'Engines, explained', author: { personal_info: { username: author.username } } });
    expect(page.blogs.map((b: { title: string }) => b.title)).toEqual(['Prologue', 'Part one', 'Part two']);
    expect((await post(h.app, '/user-series', { username: author.username })).body).toEqual({ series: [{ name: 'Engines, explained', slug: 'engines-explained', count: 3 }] });
    expect((await post(h.app, '/get-series', { username: author.username, slug: 'nothing-here' })).status).toBe(404);

    // Taking the prologue out closes the gap; the other pages follow.
    await post(h.app, '/set-series', { blog_id: zero.blog_id, series: null }, author.token);
    expect((await post(h.app, '/get-blog', { blog_id: one.blog_id })).body.blog.series.blogs.map((b: { title: string }) => b.title)).toEqual(['Part one', 'Part two']);
    expect((await post(h.app, '/get-blog', { blog_id: zero.blog_id })).body.blog.series).toBeUndefined();
  });
});
