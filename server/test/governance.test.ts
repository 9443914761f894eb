import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createBlog, post, setupServer, signup, type TestUser } from './helpers.ts';

// API.md, "Community": roles, sign-up modes and invites, reports and moderation, blocking, new_blog.
const h = setupServer({ ADMIN_EMAILS: 'boss@example.test, Second@Example.test' });

const admin = () => signup(h.app, 'boss');
async function moderator(by: TestUser, name = 'mod') {
  const m = await signup(h.app, name);
  expect((await post(h.app, '/set-role', { username: m.username, role: 'moderator' }, by.token)).body).toEqual({ username: m.username, role: 'moderator' });
  return m;
}
const comment = async (u: TestUser, blog: string, text: string, replying_to?: string) => {
  const res = await post(h.app, '/add-comment', { _id: blog, comment: text, ...(replying_to ? { replying_to } : {}) }, u.token);
  expect(res.status).toBe(200);
  return res.body._id as string;
};
const commentTexts = async (blog: string, u?: TestUser) =>
  ((await post(h.app, '/get-blog-comments', { blog_id: blog }, u?.token)).body as { comment: string }[]).map((c) => c.comment);
const latestTitles = async (u?: TestUser) => ((await post(h.app, '/latest-blogs', { page: 1 }, u?.token)).body.blogs as { title: string }[]).map((b) => b.title);
const blogActivity = async (blogId: string, u?: TestUser) => (await post(h.app, '/get-blog', { blog_id: blogId, mode: 'edit' }, u?.token)).body.blog?.activity;

describe('roles', () => {
  it('makes ADMIN_EMAILS admins; only an admin sets roles; get-profile carries the role', async () => {
    const boss = await admin();
    const member = await signup(h.app, 'plain');
    expect((await post(h.app, '/get-profile', { username: boss.username })).body.role).toBe('admin');
    expect((await post(h.app, '/get-profile', { username: member.username })).body.role).toBe('member');

    expect(await post(h.app, '/set-role', { username: member.username, role: 'moderator' }, member.token)).toMatchObject({ status: 403, body: { error: 'Only admins can do this' } });
    const mod = await moderator(boss);
    expect((await post(h.app, '/set-role', { username: member.username, role: 'moderator' }, mod.token)).status).toBe(403);
    expect((await post(h.app, '/get-profile', { username: mod.username })).body.role).toBe('moderator');

    // The environment's admins stay admins; nobody drops their own admin role by mistake.
    expect((await post(h.app, '/set-role', { username: boss.username, role: 'member' }, boss.token)).status).toBe(403);
    expect((await post(h.app, '/set-role', { username: member.username, role: 'owner' }, boss.token)).status).toBe(400);
    expect((await post(h.app, '/set-role', { username: 'nobody_here', role: 'member' }, boss.token)).status).toBe(404);
  });

  it('lists members for moderators with role, join date, blogs and reports against them', async () => {
    const boss = await admin();
    const mod = await moderator(boss);
    const writer = await signup(h.app, 'writer');
    const reader = await signup(h.app, 'reader');
    const blog = await createBlog(h.app, writer.token, { title: 'Something' });
    await post(h.app, '/report', { target: 'blog', id: blog._id, reason: 'spam' }, reader.token);
    expect((await post(h.app, '/members', { page: 1 }, reader.token)).status).toBe(403);
    const list = (await post(h.app, '/members', { query: 'writ', page: 1 }, mod.token)).body.members;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ username: writer.username, role: 'member', total_posts: 1, reports: 1, suspended_until: null });
    const everyone = (await post(h.app, '/members', { page: 1 }, boss.token)).body.members.map((m: { username: string }) => m.username);
    expect(everyone).toEqual([reader.username, writer.username, mod.username, boss.username]); // newest first
  });
});

describe('sign-up modes and invites', () => {
  it('open by default; invite-only needs a valid invite; closed refuses; members always sign in', async () => {
    const boss = await admin();
    const member = await signup(h.app, 'early');
    const mod = await moderator(boss);
    expect((await post(h.app, '/get-site-settings', {})).body).toMatchObject({ signup: 'open' });
    expect((await post(h.app, '/update-site-settings', { signup: 'invite' }, member.token)).status).toBe(403);
    expect((await post(h.app, '/update-site-settings', { signup: 'sometimes' }, boss.token)).status).toBe(400);
    expect((await post(h.app, '/update-site-settings', { signup: 'invite' }, boss.token)).body).toMatchObject({ signup: 'invite' });
    expect((await post(h.app, '/get-site-settings', {})).body).toMatchObject({ signup: 'invite' });

    const newcomer = { fullname: 'New Comer', email: 'new@example.test', password: 'Secret123' };
    expect(await post(h.app, '/signup', newcomer)).toMatchObject({ status: 403, body: { error: 'This invite is invalid or has expired' } });
    expect(await post(h.app, '/signup', { ...newcomer, invite: 'made-up-code' })).toMatchObject({ status: 403, body: { error: 'This invite is invalid or has expired' } });

    expect((await post(h.app, '/create-invite', { max_uses: 1, expires_in_days: 7 }, member.token)).status).toBe(403);
    expect((await post(h.app, '/create-invite', { max_uses: 0, expires_in_days: 7 }, boss.token)).status).toBe(400);
    const invite = (await post(h.app, '/create-invite', { max_uses: 1, expires_in_days: 7 }, mod.token)).body;
    expect(invite.url).toBe(`/signup?invite=${invite.code}`);
    const joined = await post(h.app, '/signup', { ...newcomer, invite: invite.code });
    expect(joined.status).toBe(200);
    // Used up: the next one is refused and nothing is created.
    expect((await post(h.app, '/signup', { fullname: 'Late Comer', email: 'late@example.test', password: 'Secret123', invite: invite.code })).status).toBe(403);
    expect((await post(h.app, '/signin', { email: 'late@example.test', password: 'Secret123' })).status).toBe(401);

    // Expired.
    const old = (await post(h.app, '/create-invite', { max_uses: 5, expires_in_days: 1 }, boss.token)).body;
    await h.db.db.execute(sql`UPDATE invites SET expires_at = now() - interval '1 minute' WHERE code = ${old.code}`);
    expect((await post(h.app, '/signup', { fullname: 'Too Late', email: 'toolate@example.test', password: 'Secret123', invite: old.code })).status).toBe(403);

    const listed = (await post(h.app, '/invites', { page: 1 }, mod.token)).body.invites;
    const used = listed.find((i: { code: string }) => i.code === invite.code);
    expect(used).toMatchObject({ max_uses: 1, uses: 1, created_by: { username: mod.username }, joined: [{ username: joined.body.username }] });
    expect((await post(h.app, '/invites', { page: 1 }, member.token)).status).toBe(403);

    await post(h.app, '/update-site-settings', { signup: 'closed' }, boss.token);
    expect(await post(h.app, '/signup', { fullname: 'Shut Out', email: 'shut@example.test', password: 'Secret123', invite: invite.code })).toMatchObject({
      status: 403,
      body: { error: 'Sign-up is closed' },
    });
    expect((await post(h.app, '/signin', { email: 'early@example.test', password: 'Secret123' })).status).toBe(200);
    // The environment's admins can always join (a closed site still needs them).
    expect((await post(h.app, '/signup', { fullname: 'Second Admin', email: 'second@example.test', password: 'Secret123' })).status).toBe(200);
  });

  it('gives the last use of an invite to one of two racing sign-ups', async () => {
    const boss = await admin();
    await post(h.app, '/update-site-settings', { signup: 'invite' }, boss.token);
    const invite = (await post(h.app, '/create-invite', { max_uses: 1, expires_in_days: 1 }, boss.token)).body;
    const tries = await Promise.all(
      [1, 2, 3].map((i) => post(h.app, '/signup', { fullname: `Racer ${i}`, email: `racer${i}@example.test`, password: 'Secret123', invite: invite.code })),
    );
    expect(tries.map((t) => t.status).sort()).toEqual([200, 403, 403]);
  });
});

describe('reports and moderation', () => {
  it('a member reports a comment, a moderator hides it: gone for others, kept for its author, counters exact, logged', async () => {
    const boss = await admin();
    const mod = await moderator(boss);
    const author = await signup(h.app, 'author');
    const troll = await signup(h.app, 'troll');
    const reader = await signup(h.app, 'witness');
    const blog = await createBlog(h.app, author.token, { title: 'Calm post' });
    const bad = await comment(troll, blog._id, 'nasty words');
    await comment(author, blog._id, 'a reply under it', bad);
    await comment(reader, blog._id, 'kind words');

    expect(await post(h.app, '/report', { target: 'comment', id: bad, reason: '' }, reader.token)).toMatchObject({ status: 400 });
    expect(await post(h.app, '/report', { target: 'comment', id: bad, reason: 'x'.repeat(501) }, reader.token)).toMatchObject({ status: 400 });
    expect(await post(h.app, '/report', { target: 'comment', id: '00000000-0000-4000-8000-000000000000', reason: 'abuse' }, reader.token)).toMatchObject({ status: 404 });
    expect((await post(h.app, '/report', { target: 'comment', id: bad, reason: 'abuse' })).status).toBe(401);
    expect((await post(h.app, '/report', { target: 'comment', id: bad, reason: 'abuse' }, reader.token)).body).toEqual({ status: 'reported' });
    expect(await post(h.app, '/report', { target: 'comment', id: bad, reason: 'again' }, reader.token)).toMatchObject({ status: 409 });

    expect((await post(h.app, '/moderation-queue', { page: 1 }, reader.token)).status).toBe(403);
    const queue = (await post(h.app, '/moderation-queue', { page: 1 }, mod.token)).body.reports;
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({
      target: 'comment',
      reason: 'abuse',
      reporter: { username: reader.username },
      against: { username: troll.username, role: 'member' },
      content: { title: 'Calm post', text: 'nasty words', link: `/blogs/${blog.blog_id}`, hidden: false },
    });

    expect((await post(h.app, '/moderate', { report_id: queue[0]._id, action: 'hide' }, reader.token)).status).toBe(403);
    expect((await post(h.app, '/moderate', { report_id: queue[0]._id, action: 'hide' }, mod.token)).body).toEqual({ status: 'done' });
    expect((await post(h.app, '/moderate', { report_id: queue[0]._id, action: 'hide' }, mod.token)).status).toBe(404); // handled already

    expect(await commentTexts(blog._id, reader)).toEqual(['kind words']);
    expect(await commentTexts(blog._id)).toEqual(['kind words']);
    const seenByTroll = (await post(h.app, '/get-blog-comments', { blog_id: blog._id }, troll.token)).body;
    expect(seenByTroll.find((c: { comment: string }) => c.comment === 'nasty words')).toMatchObject({ hidden: true });
    // The blog counts what readers can see: one comment, one thread.
    expect(await blogActivity(blog.blog_id, author)).toMatchObject({ total_comments: 1, total_parent_comments: 1 });

    const log = (await post(h.app, '/moderation-log', { page: 1 }, mod.token)).body.entries;
    expect(log).toEqual([expect.objectContaining({ action: 'hide', target: 'comment', label: 'nasty words', reason: 'abuse', moderator: mod.username, days: null })]);
    expect((await post(h.app, '/moderation-log', { page: 1 }, reader.token)).status).toBe(403);
    expect((await post(h.app, '/moderation-queue', { page: 1 }, mod.token)).body.reports).toEqual([]);
  });

  it('a hidden blog leaves lists, search, counts, feeds and its author’s total; its author and moderators still open it', async () => {
    const boss = await admin();
    const author = await signup(h.app, 'spammer');
    const reader = await signup(h.app, 'reader');
    const keep = await createBlog(h.app, author.token, { title: 'Honest post', tags: ['tech'] });
    const spam = await createBlog(h.app, author.token, { title: 'Buy cheap pills', tags: ['tech'] });
    await post(h.app, '/bookmark', { _id: spam._id, saved: true }, reader.token);
    await post(h.app, '/report', { target: 'blog', id: spam._id, reason: 'spam' }, reader.token);
    const [report] = (await post(h.app, '/moderation-queue', { page: 1 }, boss.token)).body.reports;
    await post(h.app, '/moderate', { report_id: report._id, action: 'hide' }, boss.token);

    expect(await latestTitles(reader)).toEqual(['Honest post']);
    expect((await post(h.app, '/all-latest-blogs-count', {})).body).toEqual({ totalDocs: 1 });
    expect((await post(h.app, '/search-blogs', { query: 'pills', page: 1 })).body.blogs).toEqual([]);
    expect((await post(h.app, '/search-blogs-count', { tag: 'tech' })).body).toEqual({ totalDocs: 1 });
    expect((await post(h.app, '/get-blog', { blog_id: spam.blog_id }, reader.token)).status).toBe(404);
    expect((await post(h.app, '/get-blog', { blog_id: spam.blog_id })).status).toBe(404);
    expect((await post(h.app, '/get-profile', { username: author.username })).body.account_info.total_posts).toBe(1);
    const bookmarks = (await post(h.app, '/bookmarks', { page: 1 }, reader.token)).body.bookmarks;
    expect(bookmarks[0]).toMatchObject({ title: 'Buy cheap pills', blog: null });
    const feed = await h.app.inject({ method: 'GET', url: '/rss.xml' });
    expect(feed.body).not.toContain('Buy cheap pills');
    expect(feed.body).toContain('Honest post');
    const sitemap = await h.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain(spam.blog_id);
    expect((await h.app.inject({ method: 'GET', url: `/blogs/${spam.blog_id}` })).body).not.toContain('Buy cheap pills');

    expect((await post(h.app, '/get-blog', { blog_id: spam.blog_id }, author.token)).body.blog).toMatchObject({ title: 'Buy cheap pills', hidden: true });
    expect((await post(h.app, '/get-blog', { blog_id: spam.blog_id }, boss.token)).body.blog).toMatchObject({ hidden: true });
    expect((await post(h.app, '/like-blog', { _id: spam._id, isLikedByUser: false }, reader.token)).status).toBe(404);
    expect((await post(h.app, '/add-comment', { _id: spam._id, comment: 'hi' }, reader.token)).status).toBe(404);
    // Deleting it later keeps total_posts exact (it already left the count).
    await post(h.app, '/delete-blog', { blog_id: spam.blog_id }, author.token);
    expect((await post(h.app, '/get-profile', { username: author.username })).body.account_info.total_posts).toBe(1);
    expect(keep.blog_id).toBeTruthy();
  });

  it('suspends a member: tokens end, sign-in says until when; moderators cannot suspend admins or act on their own reports', async () => {
    const boss = await admin();
    const mod = await moderator(boss);
    const troll = await signup(h.app, 'troll');
    const reader = await signup(h.app, 'reader');
    await post(h.app, '/report', { target: 'user', id: troll.id, reason: 'harassment' }, reader.token);
    await post(h.app, '/report', { target: 'user', id: boss.id, reason: 'I do not like the admin' }, reader.token);
    await post(h.app, '/report', { target: 'user', id: troll.id, reason: 'mine' }, mod.token);
    const queue = (await post(h.app, '/moderation-queue', { page: 1 }, mod.token)).body.reports as { _id: string; reason: string }[];
    const byReason = (r: string) => queue.find((q) => q.reason === r)!._id;

    expect(await post(h.app, '/moderate', { report_id: byReason('mine'), action: 'dismiss' }, mod.token)).toMatchObject({ status: 403, body: { error: 'A moderator cannot act on their own report' } });
    expect((await post(h.app, '/moderate', { report_id: byReason('I do not like the admin'), action: 'suspend', days: 3 }, mod.token)).status).toBe(403);
    expect((await post(h.app, '/moderate', { report_id: byReason('harassment'), action: 'suspend' }, mod.token)).status).toBe(400); // days missing
    expect((await post(h.app, '/moderate', { report_id: byReason('harassment'), action: 'hide' }, mod.token)).status).toBe(400); // a member is not hidden
    expect((await post(h.app, '/moderate', { report_id: byReason('harassment'), action: 'suspend', days: 3 }, mod.token)).body).toEqual({ status: 'done' });

    expect((await h.app.inject({ method: 'GET', url: '/api/new-notification', headers: { authorization: `Bearer ${troll.token}` } })).statusCode).toBe(401);
    const signin = await post(h.app, '/signin', { email: troll.email, password: 'Secret123' });
    expect(signin.status).toBe(403);
    const until = new Date(Date.now() + 3 * 24 * 3600 * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(signin.body.error).toBe(`Your account is suspended until ${until}`);
    // The other open report on the same member was closed by the same action.
    expect(((await post(h.app, '/moderation-queue', { page: 1 }, boss.token)).body.reports as { reason: string }[]).map((r) => r.reason).sort()).toEqual(['I do not like the admin']);
    const members = (await post(h.app, '/members', { query: troll.username, page: 1 }, boss.token)).body.members;
    expect(members[0].suspended_until).not.toBeNull();
  });

  it('delete removes a reported blog with its author’s counters exact; dismiss changes nothing', async () => {
    const boss = await admin();
    const author = await signup(h.app, 'author');
    const reader = await signup(h.app, 'reader');
    const a = await createBlog(h.app, author.token, { title: 'Fine' });
    const b = await createBlog(h.app, author.token, { title: 'Copied' });
    await post(h.app, '/report', { target: 'blog', id: a._id, reason: 'meh' }, reader.token);
    await post(h.app, '/report', { target: 'blog', id: b._id, reason: 'plagiarism' }, reader.token);
    const queue = (await post(h.app, '/moderation-queue', { page: 1 }, boss.token)).body.reports as { _id: string; reason: string }[];
    await post(h.app, '/moderate', { report_id: queue.find((q) => q.reason === 'meh')!._id, action: 'dismiss' }, boss.token);
    await post(h.app, '/moderate', { report_id: queue.find((q) => q.reason === 'plagiarism')!._id, action: 'delete' }, boss.token);
    expect(await latestTitles()).toEqual(['Fine']);
    expect((await post(h.app, '/get-profile', { username: author.username })).body.account_info.total_posts).toBe(1);
    const log = (await post(h.app, '/moderation-log', { page: 1 }, boss.token)).body.entries.map((e: { action: string; label: string }) => `${e.action} ${e.label}`);
    expect(log).toEqual(['delete Copied', 'dismiss Fine']);
  });
});

describe('blocking', () => {
  it('the blocker no longer sees the blocked member’s blogs, comments or notifications; the blocked cannot comment on the blocker', async () => {
    const ada = await signup(h.app, 'ada');
    const bob = await signup(h.app, 'bob');
    const cy = await signup(h.app, 'cy');
    const adaBlog = await createBlog(h.app, ada.token, { title: 'Ada writes', tags: ['tech'] });
    await createBlog(h.app, bob.token, { title: 'Bob writes', tags: ['tech'] });
    const adaComment = await comment(ada, adaBlog._id, 'from ada');
    await comment(bob, adaBlog._id, 'from bob');
    await comment(cy, adaBlog._id, 'from cy');
    await post(h.app, '/like-blog', { _id: adaBlog._id, isLikedByUser: false }, bob.token);
    await post(h.app, '/follow', { username: bob.username, following: true }, ada.token);

    expect((await post(h.app, '/block', { username: bob.username, blocked: true }, ada.token)).body).toEqual({ blocked: true });
    expect((await post(h.app, '/get-profile', { username: bob.username }, ada.token)).body).toMatchObject({ is_blocked: true, is_followed: false });

    expect(await latestTitles(ada)).toEqual(['Ada writes']);
    expect(await latestTitles(cy)).toEqual(['Bob writes', 'Ada writes']);
    expect(((await post(h.app, '/search-blogs', { tag: 'tech', page: 1 }, ada.token)).body.blogs as { title: string }[]).map((b) => b.title)).toEqual(['Ada writes']);
    expect(((await h.app.inject({ method: 'GET', url: '/api/trending-blogs', headers: { authorization: `Bearer ${ada.token}` } })).json().blogs as { title: string }[]).map((b) => b.title)).toEqual([
      'Ada writes',
    ]);
    expect(await commentTexts(adaBlog._id, ada)).toEqual(['from cy', 'from ada']);
    expect(await commentTexts(adaBlog._id, cy)).toEqual(['from cy', 'from bob', 'from ada']);
    const types = ((await post(h.app, '/get-notifications', { page: 1, filter: 'all' }, ada.token)).body.notifications as { user: { personal_info: { username: string } } }[]).map(
      (n) => n.user.personal_info.username,
    );
    expect(types).toEqual([cy.username]);
    expect((await post(h.app, '/all-notifications-count', { filter: 'all' }, ada.token)).body).toEqual({ totalDocs: 1 });

    expect(await post(h.app, '/add-comment', { _id: adaBlog._id, comment: 'let me in' }, bob.token)).toMatchObject({
      status: 403,
      body: { error: 'You cannot comment here: this member has blocked you' },
    });
    const cyBlog = await createBlog(h.app, cy.token, { title: 'Cy writes' });
    const adaOnCy = await comment(ada, cyBlog._id, 'ada on cy');
    expect((await post(h.app, '/add-comment', { _id: cyBlog._id, comment: 'reply to ada', replying_to: adaOnCy }, bob.token)).status).toBe(403);
    expect((await post(h.app, '/add-comment', { _id: cyBlog._id, comment: 'bob on cy' }, bob.token)).status).toBe(200);
    expect((await post(h.app, '/follow', { username: ada.username, following: true }, bob.token)).status).toBe(403);
    expect(adaComment).toBeTruthy();

    await post(h.app, '/block', { username: bob.username, blocked: false }, ada.token);
    expect(await latestTitles(ada)).toEqual(['Cy writes', 'Bob writes', 'Ada writes']);
    expect((await post(h.app, '/block', { username: ada.username, blocked: true }, ada.token)).status).toBe(400);
    expect((await post(h.app, '/block', { username: 'nobody_here', blocked: true }, ada.token)).status).toBe(404);
    expect((await post(h.app, '/block', { username: bob.username, blocked: 1 }, ada.token)).status).toBe(400);
  });
});

describe('new blogs of followed authors, and bookmarked on get-blog', () => {
  it('a new blog is a new_blog notification for each follower (not for a draft, not for a follower who blocked)', async () => {
    const author = await signup(h.app, 'author');
    const fan = await signup(h.app, 'fan');
    const quiet = await signup(h.app, 'quiet');
    await post(h.app, '/follow', { username: author.username, following: true }, fan.token);
    await post(h.app, '/follow', { username: author.username, following: true }, quiet.token);
    await post(h.app, '/block', { username: author.username, blocked: true }, quiet.token);
    const draft = await createBlog(h.app, author.token, { title: 'Later', draft: true });
    expect((await post(h.app, '/all-notifications-count', { filter: 'new_blog' }, fan.token)).body).toEqual({ totalDocs: 0 });
    await createBlog(h.app, author.token, { title: 'Fresh', id: draft.blog_id });
    await createBlog(h.app, author.token, { title: 'Fresher' });
    const list = (await post(h.app, '/get-notifications', { page: 1, filter: 'new_blog' }, fan.token)).body.notifications;
    expect(list.map((n: { type: string; blog: { title: string } }) => `${n.type} ${n.blog.title}`)).toEqual(['new_blog Fresher', 'new_blog Fresh']);
    expect((await post(h.app, '/get-notifications', { page: 1, filter: 'new_blog' }, quiet.token)).body.notifications).toEqual([]);
    expect((await post(h.app, '/all-notifications-count', { filter: 'like' }, fan.token)).body).toEqual({ totalDocs: 0 });
  });

  it('get-blog says whether the signed-in caller bookmarked it', async () => {
    const author = await signup(h.app, 'author');
    const reader = await signup(h.app, 'reader');
    const blog = await createBlog(h.app, author.token, { title: 'Keep me' });
    expect((await post(h.app, '/get-blog', { blog_id: blog.blog_id }, reader.token)).body.blog.bookmarked).toBe(false);
    await post(h.app, '/bookmark', { _id: blog._id, saved: true }, reader.token);
    expect((await post(h.app, '/get-blog', { blog_id: blog.blog_id }, reader.token)).body.blog.bookmarked).toBe(true);
    expect((await post(h.app, '/get-blog', { blog_id: blog.blog_id })).body.blog.bookmarked).toBeUndefined();
    // Cards say it too, for a signed-in caller only (the shared cached list is made theirs).
    expect((await post(h.app, '/latest-blogs', { page: 1 }, reader.token)).body.blogs[0]).toMatchObject({ _id: blog._id, bookmarked: true });
    expect((await post(h.app, '/latest-blogs', { page: 1 }, author.token)).body.blogs[0].bookmarked).toBe(false);
    expect((await post(h.app, '/latest-blogs', { page: 1 })).body.blogs[0].bookmarked).toBeUndefined();
  });
});
