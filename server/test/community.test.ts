import { describe, expect, it } from 'vitest';
import { createBlog, post, setupServer, signup } from './helpers.ts';

const h = setupServer();

describe('following', () => {
  it('follows and unfollows idempotently; the profile counts both ways and tells the caller', async () => {
    const ada = await signup(h.app, 'ada');
    const grace = await signup(h.app, 'grace');
    const alan = await signup(h.app, 'alan');
    expect((await post(h.app, '/follow', { username: ada.username, following: true }, grace.token)).body).toEqual({ following: true, followers: 1 });
    expect((await post(h.app, '/follow', { username: ada.username, following: true }, grace.token)).body).toEqual({ following: true, followers: 1 });
    await post(h.app, '/follow', { username: ada.username, following: true }, alan.token);
    await post(h.app, '/follow', { username: grace.username, following: true }, ada.token);

    const seenByGrace = (await post(h.app, '/get-profile', { username: ada.username }, grace.token)).body;
    expect(seenByGrace).toMatchObject({ followers: 2, following: 1, is_followed: true });
    const seenByVisitor = (await post(h.app, '/get-profile', { username: ada.username })).body;
    expect(seenByVisitor).toMatchObject({ followers: 2, following: 1 });
    expect(seenByVisitor.is_followed).toBeUndefined();
    expect((await post(h.app, '/get-profile', { username: ada.username }, ada.token)).body.is_followed).toBeUndefined();

    expect((await post(h.app, '/follow', { username: ada.username, following: false }, grace.token)).body).toEqual({ following: false, followers: 1 });
    expect((await post(h.app, '/get-profile', { username: ada.username }, grace.token)).body.is_followed).toBe(false);
  });

  it('refuses following oneself, an unknown member, a bad payload and a visitor', async () => {
    const ada = await signup(h.app, 'solo');
    expect(await post(h.app, '/follow', { username: ada.username, following: true }, ada.token)).toMatchObject({ status: 400, body: { error: 'You cannot follow yourself' } });
    expect(await post(h.app, '/follow', { username: 'nobody_here', following: true }, ada.token)).toMatchObject({ status: 404 });
    expect((await post(h.app, '/follow', { username: ada.username, following: 'yes' }, ada.token)).status).toBe(400);
    expect((await post(h.app, '/follow', { username: ada.username, following: true })).status).toBe(401);
  });

  it('lists blogs of followed authors only, newest first, published only, paged by 10', async () => {
    const reader = await signup(h.app, 'reader');
    const followed = await signup(h.app, 'followed');
    const other = await signup(h.app, 'other');
    const titles: string[] = [];
    for (let i = 0; i < 12; i++) {
      await createBlog(h.app, followed.token, { title: `Followed ${i}` });
      titles.unshift(`Followed ${i}`);
    }
    await createBlog(h.app, followed.token, { title: 'A draft', draft: true });
    await createBlog(h.app, other.token, { title: 'Not followed' });
    expect((await post(h.app, '/following-blogs', { page: 1 }, reader.token)).body).toEqual({ blogs: [] });
    await post(h.app, '/follow', { username: followed.username, following: true }, reader.token);
    const first = (await post(h.app, '/following-blogs', { page: 1 }, reader.token)).body.blogs.map((b: { title: string }) => b.title);
    const second = (await post(h.app, '/following-blogs', { page: 2 }, reader.token)).body.blogs.map((b: { title: string }) => b.title);
    expect([...first, ...second]).toEqual(titles);
    expect(first).toHaveLength(10);
  });
});

describe('bookmarks', () => {
  it('keeps a reading list, newest first; a deleted blog stays as its title and author', async () => {
    const reader = await signup(h.app, 'keeper');
    const author = await signup(h.app, 'writer');
    const one = await createBlog(h.app, author.token, { title: 'First saved' });
    const two = await createBlog(h.app, author.token, { title: 'Second saved' });
    expect((await post(h.app, '/bookmark', { _id: one._id, saved: true }, reader.token)).body).toEqual({ saved: true });
    await post(h.app, '/bookmark', { _id: two._id, saved: true }, reader.token);
    await post(h.app, '/bookmark', { _id: two._id, saved: true }, reader.token); // twice: one entry

    let list = (await post(h.app, '/bookmarks', { page: 1 }, reader.token)).body.bookmarks;
    expect(list.map((b: { title: string }) => b.title)).toEqual(['Second saved', 'First saved']);
    expect(list[0].blog).toMatchObject({ blog_id: two.blog_id, title: 'Second saved' });

    await post(h.app, '/delete-blog', { blog_id: one.blog_id }, author.token);
    list = (await post(h.app, '/bookmarks', { page: 1 }, reader.token)).body.bookmarks;
    expect(list[1]).toMatchObject({ title: 'First saved', author: { username: author.username }, blog: null });

    expect((await post(h.app, '/bookmark', { _id: two._id, saved: false }, reader.token)).body).toEqual({ saved: false });
    list = (await post(h.app, '/bookmarks', { page: 1 }, reader.token)).body.bookmarks;
    expect(list.map((b: { title: string }) => b.title)).toEqual(['First saved']);
  });

  it('refuses saving a draft or an unknown blog, and a visitor', async () => {
    const reader = await signup(h.app, 'picky');
    const author = await signup(h.app, 'drafter');
    const draft = await createBlog(h.app, author.token, { title: 'Not yet', draft: true });
    expect((await post(h.app, '/bookmark', { _id: draft._id, saved: true }, reader.token)).status).toBe(404);
    expect((await post(h.app, '/bookmark', { _id: 'not-a-uuid', saved: true }, reader.token)).status).toBe(404);
    expect((await post(h.app, '/bookmarks', { page: 0 }, reader.token)).status).toBe(400);
    expect((await post(h.app, '/bookmarks', { page: 1 })).status).toBe(401);
  });
});
