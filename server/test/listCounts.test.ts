import { describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '../../src/contract/index.ts';
import { createBlog, post, setupServer, signup, type TestUser } from './helpers.ts';
import { listen } from './sockets.ts';

/*
 * Every list the app pages through with Load More, for every kind of caller: the count that decides
 * Load More equals the number of items the list gives when paged through to its end, and every page
 * but the last is full (the lists without a count stop at a short page). The expected numbers come
 * from paging through the list itself, never from the count's code.
 */
// Each commenter writes a dozen comments in a moment: faster than the default rate allows.
const h = setupServer({ ADMIN_EMAILS: 'boss@example.test', COMMENTS_PER_MINUTE: '1000' });

/** Pages 1, 2, ... until an empty page: the pages as the caller gets them. */
async function pagesOf<T>(page: (n: number) => Promise<T[]>): Promise<T[][]> {
  const pages: T[][] = [];
  for (let n = 1; n <= 40; n++) {
    const items = await page(n);
    if (items.length === 0) return pages;
    pages.push(items);
  }
  throw new Error('the list never ended');
}

/** The items of a list paged through to its end, checking that every page but the last was full. */
async function pagedThrough<T>(label: string, size: number, page: (n: number) => Promise<T[]>): Promise<T[]> {
  const pages = await pagesOf(page);
  pages.slice(0, -1).forEach((p, i) => expect(p.length, `${label}: page ${i + 1} of ${pages.length} is not full`).toBe(size));
  expect(pages.at(-1)?.length ?? 0, `${label}: a page is longer than the page size`).toBeLessThanOrEqual(size);
  return pages.flat();
}

const ok = async (path: string, body: unknown, token?: string) => {
  const res = await post(h.app, path, body, token);
  expect(res.status, `${path} ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

async function world() {
  const boss = await signup(h.app, 'boss');
  const mod = await signup(h.app, 'mod');
  await ok('/set-role', { username: mod.username, role: 'moderator' }, boss.token);
  const alice = await signup(h.app, 'alice');
  const bob = await signup(h.app, 'bob');
  const reader = await signup(h.app, 'reader');
  const blocker = await signup(h.app, 'blocker');

  const aliceBlogs = [];
  for (let i = 0; i < 5; i++) aliceBlogs.push(await createBlog(h.app, alice.token, { title: `Alice garden notes ${i}`, tags: ['tech', 'garden'] }));
  for (let i = 0; i < 2; i++) await createBlog(h.app, alice.token, { title: `Alice draft ${i}`, draft: true });
  const hiddenBlog = await createBlog(h.app, alice.token, { title: 'Alice garden rant', tags: ['tech'] });
  const blockerBlog = await createBlog(h.app, blocker.token, { title: 'Blocker garden diary', tags: ['tech'] });
  // Bob's blogs are the newest: the first pages of every list are all his.
  for (let i = 0; i < 13; i++) await createBlog(h.app, bob.token, { title: `Bob garden post ${i}`, tags: ['tech', 'garden'] });

  // A discussion with many comments by bob, a reply thread, and a comment a moderator hides.
  const talk = aliceBlogs[0];
  const said = async (u: TestUser, blogUuid: string, text: string, replying_to?: string) => (await ok('/add-comment', { _id: blogUuid, comment: text, ...(replying_to ? { replying_to } : {}) }, u.token))._id as string;
  const first = await said(reader, talk._id, 'First!');
  for (let i = 0; i < 3; i++) await said(reader, talk._id, `Reader says ${i}`);
  for (let i = 0; i < 12; i++) await said(bob, talk._id, `Bob says ${i}`);
  const rude = await said(reader, talk._id, 'Something rude');
  for (let i = 0; i < 4; i++) await said(reader, talk._id, `Reader replies ${i}`, first);
  for (let i = 0; i < 11; i++) await said(bob, talk._id, `Bob replies ${i}`, first);

  // Notifications of the blocker: most from bob.
  for (let i = 0; i < 11; i++) await said(bob, blockerBlog._id, `Bob to blocker ${i}`);
  await said(reader, blockerBlog._id, 'Reader to blocker');
  await ok('/like-blog', { _id: blockerBlog._id, isLikedByUser: false }, bob.token);
  await ok('/like-blog', { _id: blockerBlog._id, isLikedByUser: false }, reader.token);

  // Following and the reading list.
  for (const u of [reader, blocker]) await ok('/follow', { username: alice.username, following: true }, u.token);
  await ok('/follow', { username: bob.username, following: true }, reader.token);
  for (const b of aliceBlogs) await ok('/bookmark', { _id: b._id, saved: true }, blocker.token);

  // A moderator hides one of alice's blogs and the rude comment.
  await ok('/report', { target: 'blog', id: hiddenBlog._id, reason: 'spam' }, reader.token);
  await ok('/report', { target: 'comment', id: rude, reason: 'rude' }, alice.token);
  for (const r of (await ok('/moderation-queue', { page: 1 }, mod.token)).reports) await ok('/moderate', { report_id: r._id, action: 'hide' }, mod.token);

  await ok('/block', { username: bob.username, blocked: true }, blocker.token);

  const callers: [string, TestUser | undefined][] = [
    ['visitor', undefined],
    ['member', reader],
    ['member who blocked an author', blocker],
    ['author', alice],
    ['moderator', mod],
  ];
  return { alice, bob, reader, blocker, mod, talk, first, callers };
}

describe('every count equals what its list pages through, for every caller', () => {
  it('blog lists, comments, replies, notifications, own blogs, following and bookmarks', async () => {
    const w = await world();
    const filters = [{}, { tag: 'tech' }, { tag: 'garden' }, { author: w.bob.id }, { author: w.alice.id }, { query: 'garden' }, { query: 'bob garden' }, { multipleTags: ['garden', 'tech'] }];

    for (const [who, u] of w.callers) {
      const token = u?.token;
      const latest = await pagedThrough(`latest for ${who}`, PAGE_SIZES.latest, async (page) => (await ok('/latest-blogs', { page }, token)).blogs);
      expect((await ok('/all-latest-blogs-count', {}, token)).totalDocs, `latest count for ${who}`).toBe(latest.length);

      for (const filter of filters) {
        const found = await pagedThrough(`search ${JSON.stringify(filter)} for ${who}`, PAGE_SIZES.searchDefault, async (page) => (await ok('/search-blogs', { ...filter, page }, token)).blogs);
        expect((await ok('/search-blogs-count', filter, token)).totalDocs, `search ${JSON.stringify(filter)} count for ${who}`).toBe(found.length);
      }

      // Comments: Load More follows full pages; the replies' count is the parent's children.
      const top = await pagedThrough<{ _id: string; children: string[] }>(`comments for ${who}`, PAGE_SIZES.comments, async (page) => ok('/get-blog-comments', { blog_id: w.talk._id, skip: (page - 1) * PAGE_SIZES.comments }, token));
      const parent = top.find((c) => c._id === w.first)!;
      const replies = await pagedThrough(`replies for ${who}`, PAGE_SIZES.replies, async (page) => (await ok('/get-replies', { _id: w.first, skip: (page - 1) * PAGE_SIZES.replies }, token)).replies);
      expect(parent.children.length, `replies count for ${who}`).toBe(replies.length);

      if (!u) continue;
      for (const filter of ['all', 'like', 'comment', 'reply']) {
        const list = await pagedThrough(`notifications ${filter} for ${who}`, PAGE_SIZES.notifications, async (page) => (await ok('/get-notifications', { page, filter, deletedDocCount: 0 }, token)).notifications);
        expect((await ok('/all-notifications-count', { filter }, token)).totalDocs, `notifications ${filter} count for ${who}`).toBe(list.length);
      }
      for (const own of [{ draft: false, query: '' }, { draft: true, query: '' }, { draft: false, query: 'garden' }]) {
        const list = await pagedThrough(`own ${JSON.stringify(own)} for ${who}`, PAGE_SIZES.userBlogs, async (page) => (await ok('/user-written-blogs', { ...own, page, deletedDocCount: 0 }, token)).blogs);
        expect((await ok('/user-written-blogs-count', own, token)).totalDocs, `own ${JSON.stringify(own)} count for ${who}`).toBe(list.length);
      }
      await pagedThrough(`following for ${who}`, PAGE_SIZES.following, async (page) => (await ok('/following-blogs', { page }, token)).blogs);
      await pagedThrough(`bookmarks for ${who}`, PAGE_SIZES.bookmarks, async (page) => (await ok('/bookmarks', { page }, token)).bookmarks);
    }
  }, 120_000);

  it('the hand-made numbers: a blocker neither sees nor counts the blocked author', async () => {
    const w = await world();
    // 5 of alice's (one more hidden), 1 of the blocker's, 13 of bob's.
    expect((await ok('/all-latest-blogs-count', {})).totalDocs).toBe(19);
    expect((await ok('/all-latest-blogs-count', {}, w.blocker.token)).totalDocs).toBe(6);
    expect((await ok('/search-blogs-count', { tag: 'garden' }, w.blocker.token)).totalDocs).toBe(5);
    expect((await ok('/search-blogs-count', { query: 'garden' }, w.blocker.token)).totalDocs).toBe(6);
    expect((await ok('/search-blogs-count', { author: w.bob.id }, w.blocker.token)).totalDocs).toBe(0);
    expect((await ok('/latest-blogs', { page: 1 }, w.blocker.token)).blogs).toHaveLength(6);
    // The visitor's kept answers stay the visitor's; a token that names nobody reads as a visitor.
    expect((await ok('/all-latest-blogs-count', {})).totalDocs).toBe(19);
    expect((await ok('/all-latest-blogs-count', {}, 'not-a-token')).totalDocs).toBe(19);
    expect((await ok('/search-blogs-count', { tag: 'garden' }, 'not-a-token')).totalDocs).toBe(18);
    expect((await ok('/search-blogs-count', { tag: 'garden' })).totalDocs).toBe(18);
  }, 120_000);

  it('the front door keeps the visitor\'s counts for visitors: a member who blocked someone gets their own', async () => {
    const w = await world();
    const { send } = await listen(h.app);
    const json = { 'content-type': 'application/json', 'content-length': '2' };
    for (const path of ['/api/all-latest-blogs-count', '/api/search-blogs-count']) {
      await send('POST', path, '{}', json);
      const kept = await send('POST', path, '{}', json);
      expect([kept.status, kept.byDoor, JSON.parse(kept.text).totalDocs], path).toEqual([200, true, 19]);
      const own = await send('POST', path, '{}', { ...json, authorization: `Bearer ${w.blocker.token}` });
      expect([own.status, own.byDoor, JSON.parse(own.text).totalDocs], path).toEqual([200, false, 6]);
      // A member who blocked nobody shares the visitor's answer.
      expect(JSON.parse((await send('POST', path, '{}', { ...json, authorization: `Bearer ${w.reader.token}` })).text).totalDocs, path).toBe(19);
    }
  }, 120_000);
});
