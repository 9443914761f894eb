import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/index.ts';
import { createBlog, get, post, signup, setupServer } from './helpers.ts';

const h = setupServer();

const activity = async (blog_id: string, token?: string) => (await post(h.app, '/get-blog', { blog_id, mode: 'edit' }, token)).body.blog.activity;

describe('likes', () => {
  it('are idempotent, one per user, with a like notification made and removed', async () => {
    const author = await signup(h.app, 'author');
    const fan = await signup(h.app, 'fan');
    const blog = await createBlog(h.app, author.token);
    expect((await post(h.app, '/isliked-by-user', { _id: blog._id }, fan.token)).body).toEqual({ result: false });
    expect((await post(h.app, '/like-blog', { _id: blog._id, isLikedByUser: false }, fan.token)).body).toEqual({ liked_by_user: true });
    await post(h.app, '/like-blog', { _id: blog._id, isLikedByUser: false }, fan.token);
    expect((await activity(blog.blog_id)).total_likes).toBe(1);
    expect((await post(h.app, '/isliked-by-user', { _id: blog._id }, fan.token)).body).toEqual({ result: true });
    expect((await get(h.app, '/new-notification', author.token)).body).toEqual({ new_notification_available: true });
    expect((await post(h.app, '/all-notifications-count', { filter: 'like' }, author.token)).body).toEqual({ totalDocs: 1 });
    // The author's own like makes no notification.
    await post(h.app, '/like-blog', { _id: blog._id, isLikedByUser: false }, author.token);
    expect((await activity(blog.blog_id)).total_likes).toBe(2);
    expect((await post(h.app, '/all-notifications-count', { filter: 'all' }, author.token)).body.totalDocs).toBe(1);
    expect((await post(h.app, '/like-blog', { _id: blog._id, isLikedByUser: true }, fan.token)).body).toEqual({ liked_by_user: false });
    await post(h.app, '/like-blog', { _id: blog._id, isLikedByUser: true }, fan.token);
    expect((await activity(blog.blog_id)).total_likes).toBe(1);
    expect((await post(h.app, '/all-notifications-count', { filter: 'like' }, author.token)).body.totalDocs).toBe(0);
    expect((await post(h.app, '/like-blog', { _id: blog._id, isLikedByUser: false })).status).toBe(401);
    expect((await post(h.app, '/like-blog', { _id: 'nope', isLikedByUser: false }, fan.token)).status).toBe(404);
    expect((await post(h.app, '/like-blog', { _id: blog._id, isLikedByUser: 'no' }, fan.token)).status).toBe(400);
  });
  it('many members liking and unliking at once leave the exact count; a draft cannot be liked', async () => {
    const author = await signup(h.app, 'author');
    const blog = await createBlog(h.app, author.token);
    const fans = await Promise.all(Array.from({ length: 12 }, (_, i) => signup(h.app, `fan${i}`)));
    // Each fan likes twice at once (one of the two changes nothing), then the first four unlike at once.
    await Promise.all(fans.flatMap((f) => [0, 1].map(() => post(h.app, '/like-blog', { _id: blog._id, isLikedByUser: false }, f.token))));
    await Promise.all(fans.slice(0, 4).map((f) => post(h.app, '/like-blog', { _id: blog._id.toUpperCase(), isLikedByUser: true }, f.token)));
    expect((await activity(blog.blog_id)).total_likes).toBe(8);
    expect((await post(h.app, '/all-notifications-count', { filter: 'like' }, author.token)).body.totalDocs).toBe(8);
    const draft = await createBlog(h.app, author.token, { draft: true });
    const liked = await post(h.app, '/like-blog', { _id: draft._id, isLikedByUser: false }, fans[0].token);
    expect(liked).toMatchObject({ status: 404, body: { error: 'Blog not found' } });
    expect((await activity(draft.blog_id, author.token)).total_likes).toBe(0);
  });
});

describe('comments and replies', () => {
  it('adds comments and replies with exact counters, notifications and shapes', async () => {
    const author = await signup(h.app, 'author');
    const reader = await signup(h.app, 'reader');
    const blog = await createBlog(h.app, author.token);
    const empty = await post(h.app, '/add-comment', { _id: blog._id, comment: '   ' }, reader.token);
    expect(empty).toMatchObject({ status: 400, body: { error: MESSAGES.commentEmpty } });
    expect((await post(h.app, '/add-comment', { _id: blog._id, comment: 'x'.repeat(5001) }, reader.token)).status).toBe(400);
    expect((await post(h.app, '/add-comment', { _id: blog._id, comment: 'hi' })).status).toBe(401);
    const c = await post(h.app, '/add-comment', { _id: blog._id, comment: 'Great post', blog_author: reader.id }, reader.token);
    expect(c.status).toBe(200);
    expect(Object.keys(c.body)).toEqual(expect.arrayContaining(['_id', 'comment', 'commentedAt', 'commented_by', 'children', 'isReply', 'parent']));
    expect(c.body).toMatchObject({ comment: 'Great post', isReply: false, parent: null, children: [], commented_by: { personal_info: { username: reader.username } } });
    // The blog's author comes from the blog: the author is notified, not the client's blog_author.
    const notes = (await post(h.app, '/get-notifications', { page: 1, filter: 'comment' }, author.token)).body.notifications;
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'comment', seen: false, comment: { _id: c.body._id, comment: 'Great post' }, blog: { _id: blog._id, blog_id: blog.blog_id } });
    expect(notes[0].user.personal_info.username).toBe(reader.username);
    // Marked seen after answering.
    expect((await post(h.app, '/get-notifications', { page: 1, filter: 'comment' }, author.token)).body.notifications[0].seen).toBe(true);
    expect((await get(h.app, '/new-notification', author.token)).body.new_notification_available).toBe(false);

    const r = await post(h.app, '/add-comment', { _id: blog._id, comment: 'Thanks!', replying_to: c.body._id }, author.token);
    expect(r.body).toMatchObject({ isReply: true, parent: c.body._id });
    const reply = (await post(h.app, '/get-notifications', { page: 1, filter: 'reply' }, reader.token)).body.notifications;
    expect(reply).toHaveLength(1);
    expect(reply[0]).toMatchObject({ type: 'reply', comment: { _id: r.body._id, comment: 'Thanks!' }, replied_on_comment: { _id: c.body._id, comment: 'Great post' } });
    await post(h.app, '/add-comment', { _id: blog._id, comment: 'Me too', replying_to: c.body._id }, reader.token); // own comment: no notification
    expect((await post(h.app, '/all-notifications-count', { filter: 'reply' }, reader.token)).body.totalDocs).toBe(1);
    expect(await activity(blog.blog_id)).toMatchObject({ total_comments: 3, total_parent_comments: 1 });

    const list = (await post(h.app, '/get-blog-comments', { blog_id: blog._id, skip: 0 })).body;
    expect(list).toHaveLength(1);
    expect(list[0].children).toHaveLength(2);
    const replies = (await post(h.app, '/get-replies', { _id: c.body._id, skip: 0 })).body.replies;
    expect(replies.map((x: { comment: string }) => x.comment)).toEqual(['Thanks!', 'Me too']);
    expect((await post(h.app, '/get-replies', { _id: 'bad', skip: 0 })).status).toBe(404);
    expect((await post(h.app, '/add-comment', { _id: blog._id, comment: 'x', replying_to: 'nope' }, reader.token)).status).toBe(404);
  });

  it('pages top-level comments newest first, 10 at a time', async () => {
    await h.rebuild({ COMMENTS_PER_MINUTE: '100' }); // thirteen comments in a row, faster than the default rate allows
    const author = await signup(h.app, 'author');
    const blog = await createBlog(h.app, author.token);
    for (let i = 0; i < 13; i++) await post(h.app, '/add-comment', { _id: blog._id, comment: `c${i}` }, author.token);
    const first = (await post(h.app, '/get-blog-comments', { blog_id: blog._id, skip: 0 })).body;
    const second = (await post(h.app, '/get-blog-comments', { blog_id: blog._id, skip: 10 })).body;
    expect(first.map((x: { comment: string }) => x.comment).slice(0, 2)).toEqual(['c12', 'c11']);
    expect(second.map((x: { comment: string }) => x.comment)).toEqual(['c2', 'c1', 'c0']);
  });

  it('deletes by comment author or blog author only, with replies, notifications and exact counters', async () => {
    const author = await signup(h.app, 'author');
    const a = await signup(h.app, 'alice');
    const b = await signup(h.app, 'bob');
    const blog = await createBlog(h.app, author.token);
    const c1 = (await post(h.app, '/add-comment', { _id: blog._id, comment: 'one' }, a.token)).body;
    const c2 = (await post(h.app, '/add-comment', { _id: blog._id, comment: 'two' }, b.token)).body;
    const r1 = (await post(h.app, '/add-comment', { _id: blog._id, comment: 'r1', replying_to: c1._id }, b.token)).body;
    await post(h.app, '/add-comment', { _id: blog._id, comment: 'rr', replying_to: r1._id }, a.token);
    expect(await activity(blog.blog_id)).toMatchObject({ total_comments: 4, total_parent_comments: 2 });
    expect((await post(h.app, '/delete-comment', { _id: c1._id }, b.token)).status).toBe(403);
    expect((await post(h.app, '/delete-comment', { _id: c1._id })).status).toBe(401);
    expect((await post(h.app, '/delete-comment', { _id: 'nope' }, a.token)).status).toBe(404);
    expect((await post(h.app, '/delete-comment', { _id: c2._id }, b.token)).body).toEqual({ status: 'done' });
    expect((await post(h.app, '/delete-comment', { _id: c1._id }, author.token)).body).toEqual({ status: 'done' });
    expect(await activity(blog.blog_id)).toMatchObject({ total_comments: 0, total_parent_comments: 0 });
    expect((await post(h.app, '/all-notifications-count', { filter: 'all' }, author.token)).body.totalDocs).toBe(0);
    expect((await post(h.app, '/all-notifications-count', { filter: 'all' }, a.token)).body.totalDocs).toBe(0);
    expect((await h.db.pool.query('SELECT count(*)::int AS n FROM comments')).rows[0].n).toBe(0);
  });

  it('a reply from a notification attaches to it, only on your own notification', async () => {
    const author = await signup(h.app, 'author');
    const reader = await signup(h.app, 'reader');
    const blog = await createBlog(h.app, author.token);
    const c = (await post(h.app, '/add-comment', { _id: blog._id, comment: 'question?' }, reader.token)).body;
    const note = (await post(h.app, '/get-notifications', { page: 1, filter: 'all' }, author.token)).body.notifications[0];
    const stolen = await post(h.app, '/add-comment', { _id: blog._id, comment: 'answer', replying_to: c._id, notification_id: note._id }, reader.token);
    expect(stolen.status).toBe(403);
    const r = await post(h.app, '/add-comment', { _id: blog._id, comment: 'answer', replying_to: c._id, notification_id: note._id }, author.token);
    expect(r.status).toBe(200);
    const after = (await post(h.app, '/get-notifications', { page: 1, filter: 'comment' }, author.token)).body.notifications[0];
    expect(after.reply).toEqual({ _id: r.body._id, comment: 'answer' });
    // Deleting the reply removes it from the entry.
    await post(h.app, '/delete-comment', { _id: r.body._id }, author.token);
    const again = (await post(h.app, '/get-notifications', { page: 1, filter: 'comment' }, author.token)).body.notifications[0];
    expect(again.reply).toBeUndefined();
  });
});

describe('notifications paging', () => {
  it('pages with deletedDocCount; unknown filter is a 400', async () => {
    const author = await signup(h.app, 'author');
    const blog = await createBlog(h.app, author.token);
    const fans = [];
    for (let i = 0; i < 12; i++) fans.push(await signup(h.app, `fan${i}`));
    for (const f of fans) await post(h.app, '/like-blog', { _id: blog._id, isLikedByUser: false }, f.token);
    const p1 = (await post(h.app, '/get-notifications', { page: 1, filter: 'all', deletedDocCount: 0 }, author.token)).body.notifications;
    const p2 = (await post(h.app, '/get-notifications', { page: 2, filter: 'all', deletedDocCount: 0 }, author.token)).body.notifications;
    expect(p1).toHaveLength(10);
    expect(p2).toHaveLength(2);
    expect(p1[0].user.personal_info.username).toBe(fans[11].username);
    expect(new Set([...p1, ...p2].map((n: { _id: string }) => n._id)).size).toBe(12);
    expect((await post(h.app, '/all-notifications-count', { filter: 'like' }, author.token)).body.totalDocs).toBe(12);
    expect((await post(h.app, '/get-notifications', { page: 1, filter: 'likes' }, author.token))).toMatchObject({ status: 400, body: { error: MESSAGES.unknownFilter } });
    expect((await post(h.app, '/all-notifications-count', { filter: 'nope' }, author.token)).status).toBe(400);
  });
});

describe('profiles and users', () => {
  it('answers the profile shape; e-mail only to its owner; 404 when unknown', async () => {
    const u = await signup(h.app, 'profiled');
    const other = await signup(h.app, 'viewer');
    const anon = await post(h.app, '/get-profile', { username: u.username });
    // API.md's second edition adds the follow counts (is_followed only for a signed-in caller), the
    // third the newsletter's subscriber count and the trust level, for everyone.
    expect(Object.keys(anon.body).sort()).toEqual(['_id', 'account_info', 'fediverse_followers', 'followers', 'following', 'joinedAt', 'personal_info', 'role', 'social_links', 'subscribers', 'trust_level']);
    expect(anon.body.subscribers).toBe(0);
    expect(anon.body.personal_info).toEqual({ fullname: u.fullname, username: u.username, profile_img: expect.any(String), bio: '' });
    expect(anon.body.social_links).toEqual({ youtube: '', facebook: '', twitter: '', github: '', instagram: '', website: '' });
    expect((await post(h.app, '/get-profile', { username: u.username }, other.token)).body.personal_info.email).toBeUndefined();
    expect((await post(h.app, '/get-profile', { username: u.username }, u.token)).body.personal_info.email).toBe(u.email);
    expect((await post(h.app, '/get-profile', { username: 'nobody_here' })).status).toBe(404);
  });

  it('updates the profile with the rules and messages', async () => {
    const u = await signup(h.app, 'editor');
    const other = await signup(h.app, 'taken');
    const ok = await post(h.app, '/update-profile', { username: 'New.Name', bio: 'Hello', social_links: { github: 'https://github.com/x', twitter: 'https://x.com/y', website: 'https://me.test' } }, u.token);
    expect(ok).toMatchObject({ status: 200, body: { username: 'New.Name' } });
    const p = (await post(h.app, '/get-profile', { username: 'New.Name' })).body;
    expect(p.personal_info.bio).toBe('Hello');
    expect(p.social_links.github).toBe('https://github.com/x');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ username: 'ab' }, 400, MESSAGES.usernameShort],
      [{ username: 'bad name!' }, 400, MESSAGES.usernameChars],
      [{ username: 'okname', bio: 'x'.repeat(161) }, 400, MESSAGES.bioLong],
      [{ username: 'okname', social_links: { youtube: 'https://evil.test/yt' } }, 400, MESSAGES.socialLink('YouTube')],
      [{ username: 'okname', social_links: { website: 'javascript:alert(1)' } }, 400, MESSAGES.socialLink('website')],
      [{ username: other.username.toUpperCase() }, 409, MESSAGES.usernameTaken],
    ];
    for (const [body, status, error] of cases) {
      expect(await post(h.app, '/update-profile', body, u.token), JSON.stringify(body)).toMatchObject({ status, body: { error } });
    }
    expect((await post(h.app, '/update-profile', { username: 'whoever' })).status).toBe(401);
  });

  it('searches users by username and full name: case-insensitive, prefix and substring', async () => {
    await signup(h.app, 'adalovelace');
    await signup(h.app, 'grace');
    await post(h.app, '/signup', { fullname: 'Linus Torvalds', email: 'lt@example.test', password: 'Secret123' });
    const names = async (query: string) => (await post(h.app, '/search-users', { query })).body.users.map((u: { personal_info: { username: string } }) => u.personal_info.username);
    expect(await names('ADA')).toEqual(['adalovelace']);
    expect(await names('love')).toEqual(['adalovelace']);
    expect(await names('torv')).toEqual(['ltuser']);
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
    const res = await post(h.app, '/search-users', { query: 'grace' });
    expect(res.body.users[0]).toEqual({ personal_info: { fullname: expect.any(String), username: 'grace', profile_img: expect.any(String) } });
    expect((await post(h.app, '/search-users', { query: '' })).status).toBe(400);
    expect((await post(h.app, '/search-users', { query: 'x'.repeat(201) })).status).toBe(400);
  });
});
