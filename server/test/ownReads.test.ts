import { describe, expect, it } from 'vitest';
import { createBlog, post, setupServer, signup } from './helpers.ts';

/*
 * Reads are counted in memory and written in batches (server/cache/readCounter.ts). Every answer
 * shows the reads counted and not yet written, the author's own views too: the editor, their list of
 * blogs and their profile agree with what a visitor sees the moment after the reads.
 */
const h = setupServer({ READ_FLUSH_MS: '1000' });

describe("the author's own view of reads", () => {
  it('a visitor reads a blog N times; the author asks at once and sees N everywhere', async () => {
    const ada = await signup(h.app, 'ada');
    const reader = await signup(h.app, 'reader');
    const blog = await createBlog(h.app, ada.token, { title: 'Read me' });
    const N = 5;
    for (let i = 0; i < N; i++) expect((await post(h.app, '/get-blog', { blog_id: blog.blog_id })).status).toBe(200);

    // As a visitor sees it (the kept answer).
    expect((await post(h.app, '/search-blogs', { author: ada.id, page: 1 })).body.blogs[0].activity.total_reads).toBe(N);
    // As the author sees it: the editor, their own list, their profile.
    expect((await post(h.app, '/get-blog', { blog_id: blog.blog_id, mode: 'edit' }, ada.token)).body.blog.activity.total_reads).toBe(N);
    expect((await post(h.app, '/user-written-blogs', { page: 1, draft: false, query: '', deletedDocCount: 0 }, ada.token)).body.blogs[0].activity.total_reads).toBe(N);
    expect((await post(h.app, '/get-profile', { username: ada.username }, ada.token)).body.account_info.total_reads).toBe(N);
    // Members' own lists show them too.
    await post(h.app, '/follow', { username: ada.username, following: true }, reader.token);
    await post(h.app, '/bookmark', { _id: blog._id, saved: true }, reader.token);
    expect((await post(h.app, '/following-blogs', { page: 1 }, reader.token)).body.blogs[0].activity.total_reads).toBe(N);
    expect((await post(h.app, '/bookmarks', { page: 1 }, reader.token)).body.bookmarks[0].blog.activity.total_reads).toBe(N);
  });
});
