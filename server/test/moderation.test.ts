import { describe, expect, it } from 'vitest';
import { blogPayload, createBlog, get, pngBytes, post, setupServer, signup, type TestUser } from './helpers.ts';

// Who may act on whose content, showing hidden content again, report limits, hidden previews,
// blocking both ways, and what a suspension stops (API.md, "Community" and "Writing and publishing").
const h = setupServer({ ADMIN_EMAILS: 'boss@example.test', REPORTS_PER_HOUR: '3', SCHEDULER_MS: '200' });

const admin = () => signup(h.app, 'boss');
async function moderator(by: TestUser, name = 'mod') {
  const m = await signup(h.app, name);
  expect((await post(h.app, '/set-role', { username: m.username, role: 'moderator' }, by.token)).status).toBe(200);
  return m;
}
const comment = async (u: TestUser, blog: string, text: string) => {
  const res = await post(h.app, '/add-comment', { _id: blog, comment: text }, u.token);
  expect(res.status).toBe(200);
  return res.body._id as string;
};
/** The open report on a target, as the moderation queue lists it. */
async function reportOn(by: TestUser, mod: TestUser, target: 'blog' | 'comment' | 'user', id: string, reason: string) {
  expect((await post(h.app, '/report', { target, id, reason }, by.token)).body).toEqual({ status: 'reported' });
  const queue = (await post(h.app, '/moderation-queue', { page: 1 }, mod.token)).body.reports as { _id: string; reason: string }[];
  return queue.find((q) => q.reason === reason)!._id;
}
const latestTitles = async (u?: TestUser) => ((await post(h.app, '/latest-blogs', { page: 1 }, u?.token)).body.blogs as { title: string }[]).map((b) => b.title);
const commentTexts = async (blog: string) => ((await post(h.app, '/get-blog-comments', { blog_id: blog })).body as { comment: string }[]).map((c) => c.comment);

describe('moderators act on members’ content only', () => {
  it('refuses a moderator’s hide or delete of an admin’s or another moderator’s content; an admin may', async () => {
    const boss = await admin();
    const mod = await moderator(boss);
    const other = await moderator(boss, 'othermod');
    const reader = await signup(h.app, 'reader');
    const bossBlog = await createBlog(h.app, boss.token, { title: 'Admin writes' });
    const otherBlog = await createBlog(h.app, other.token, { title: 'Moderator writes' });
    const otherComment = await comment(other, bossBlog._id, 'a moderator’s comment');

    const onBoss = await reportOn(reader, mod, 'blog', bossBlog._id, 'admin spam');
    expect(await post(h.app, '/moderate', { report_id: onBoss, action: 'delete' }, mod.token)).toMatchObject({ status: 403, body: { error: 'Moderators cannot act on an admin’s content' } });
    expect(await post(h.app, '/moderate', { report_id: onBoss, action: 'hide' }, mod.token)).toMatchObject({ status: 403, body: { error: 'Moderators cannot act on an admin’s content' } });
    const onOther = await reportOn(reader, mod, 'blog', otherBlog._id, 'moderator spam');
    expect(await post(h.app, '/moderate', { report_id: onOther, action: 'hide' }, mod.token)).toMatchObject({ status: 403, body: { error: 'Only an admin can act on a moderator’s content' } });
    const onComment = await reportOn(reader, mod, 'comment', otherComment, 'moderator comment');
    expect(await post(h.app, '/moderate', { report_id: onComment, action: 'delete' }, mod.token)).toMatchObject({ status: 403 });

    // Nothing changed, and the reports stay open for someone who may act.
    expect(await latestTitles()).toEqual(['Moderator writes', 'Admin writes']);
    expect(await commentTexts(bossBlog._id)).toEqual(['a moderator’s comment']);
    expect((await post(h.app, '/moderation-queue', { page: 1 }, boss.token)).body.reports).toHaveLength(3);
    expect((await post(h.app, '/moderation-log', { page: 1 }, boss.token)).body.entries).toEqual([]);

    // A moderator may still dismiss such a report; an admin acts on anyone's content.
    expect((await post(h.app, '/moderate', { report_id: onComment, action: 'dismiss' }, mod.token)).body).toEqual({ status: 'done' });
    expect((await post(h.app, '/moderate', { report_id: onOther, action: 'hide' }, boss.token)).body).toEqual({ status: 'done' });
    expect(await latestTitles()).toEqual(['Admin writes']);
  });
});

describe('showing hidden content again', () => {
  it('a moderator shows a hidden blog and a hidden comment again: back in lists, counters exact, logged', async () => {
    const boss = await admin();
    const mod = await moderator(boss);
    const author = await signup(h.app, 'author');
    const reader = await signup(h.app, 'reader');
    const blog = await createBlog(h.app, author.token, { title: 'Misjudged' });
    const host = await createBlog(h.app, reader.token, { title: 'Host' });
    const c = await comment(author, host._id, 'was fine after all');
    await post(h.app, '/moderate', { report_id: await reportOn(reader, mod, 'blog', blog._id, 'looks like spam'), action: 'hide' }, mod.token);
    await post(h.app, '/moderate', { report_id: await reportOn(reader, mod, 'comment', c, 'rude?'), action: 'hide' }, mod.token);
    expect(await latestTitles()).toEqual(['Host']);
    expect(await commentTexts(host._id)).toEqual([]);

    // Only moderators; bad input is refused and changes nothing.
    expect(await post(h.app, '/unhide', { target: 'blog', id: blog._id }, reader.token)).toMatchObject({ status: 403, body: { error: 'Only moderators can do this' } });
    expect((await post(h.app, '/unhide', { target: 'blog', id: blog._id })).status).toBe(401);
    expect((await post(h.app, '/unhide', { target: 'user', id: author.id }, mod.token)).status).toBe(400);
    expect((await post(h.app, '/unhide', { target: 'blog', id: 'nope' }, mod.token)).status).toBe(404);
    expect(await post(h.app, '/unhide', { target: 'blog', id: host._id }, mod.token)).toMatchObject({ status: 409, body: { error: 'This is not hidden' } });

    expect((await post(h.app, '/unhide', { target: 'blog', id: blog._id }, mod.token)).body).toEqual({ status: 'done' });
    expect((await post(h.app, '/unhide', { target: 'comment', id: c }, mod.token)).body).toEqual({ status: 'done' });
    expect(await latestTitles()).toEqual(['Host', 'Misjudged']);
    expect((await post(h.app, '/get-blog', { blog_id: blog.blog_id })).status).toBe(200);
    expect(await commentTexts(host._id)).toEqual(['was fine after all']);
    expect((await post(h.app, '/get-profile', { username: author.username })).body.account_info.total_posts).toBe(1);
    expect((await post(h.app, '/get-blog', { blog_id: host.blog_id, mode: 'edit' }, reader.token)).body.blog.activity).toMatchObject({ total_comments: 1, total_parent_comments: 1 });
    const log = (await post(h.app, '/moderation-log', { page: 1 }, mod.token)).body.entries as { action: string; label: string; moderator: string; hidden?: boolean }[];
    expect(log.map((e) => `${e.action} ${e.label}`)).toEqual(['unhide was fine after all', 'unhide Misjudged', 'hide was fine after all', 'hide Misjudged']);
    // The log says whether what a hide acted on is hidden still (the app offers "Show again" then).
    expect(log.map((e) => e.hidden)).toEqual([false, false, false, false]);
  });

  it('follows the same rule: a moderator cannot show an admin’s content again, nor their own', async () => {
    const boss = await admin();
    const mod = await moderator(boss);
    const reader = await signup(h.app, 'reader');
    const bossBlog = await createBlog(h.app, boss.token, { title: 'Admin post' });
    const modBlog = await createBlog(h.app, mod.token, { title: 'Mod post' });
    await post(h.app, '/moderate', { report_id: await reportOn(reader, boss, 'blog', bossBlog._id, 'r1'), action: 'dismiss' }, boss.token);
    // An admin hides the admin's own blog through the store's path: a second admin is not needed here.
    await h.db.pool.query('UPDATE blogs SET hidden = true WHERE id = $1', [bossBlog._id]);
    await post(h.app, '/moderate', { report_id: await reportOn(reader, boss, 'blog', modBlog._id, 'r2'), action: 'hide' }, boss.token);
    const log = (await post(h.app, '/moderation-log', { page: 1 }, mod.token)).body.entries as { action: string; hidden?: boolean }[];
    expect(log.find((e) => e.action === 'hide')!.hidden).toBe(true);

    expect(await post(h.app, '/unhide', { target: 'blog', id: bossBlog._id }, mod.token)).toMatchObject({ status: 403, body: { error: 'Moderators cannot act on an admin’s content' } });
    expect(await post(h.app, '/unhide', { target: 'blog', id: modBlog._id }, mod.token)).toMatchObject({ status: 403, body: { error: 'A moderator cannot undo an action on their own content' } });
    expect((await post(h.app, '/unhide', { target: 'blog', id: modBlog._id }, boss.token)).body).toEqual({ status: 'done' });
  });
});

describe('reports', () => {
  it('limits how many reports a member makes in an hour', async () => {
    const reporter = await signup(h.app, 'eager');
    const targets = await Promise.all(['t1', 't2', 't3', 't4'].map((n) => signup(h.app, n)));
    for (const t of targets.slice(0, 3)) expect((await post(h.app, '/report', { target: 'user', id: t.id, reason: 'spam' }, reporter.token)).status).toBe(200);
    const refused = await post(h.app, '/report', { target: 'user', id: targets[3].id, reason: 'spam' }, reporter.token);
    expect(refused).toMatchObject({ status: 429, body: { error: 'You can send at most 3 reports an hour. Try again later.' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // An hour later they may report again.
    await h.db.pool.query("UPDATE reports SET created_at = created_at - interval '61 minutes'");
    expect((await post(h.app, '/report', { target: 'user', id: targets[3].id, reason: 'spam' }, reporter.token)).status).toBe(200);
  });

  it('a dismissed target cannot be reported again by the same member for 7 days; Members counts open and upheld reports only', async () => {
    const boss = await admin();
    const target = await signup(h.app, 'target');
    const picky = await signup(h.app, 'picky');
    const other = await signup(h.app, 'other');
    const first = await reportOn(picky, boss, 'user', target.id, 'first');
    expect((await post(h.app, '/moderate', { report_id: first, action: 'dismiss' }, boss.token)).status).toBe(200);
    expect(await post(h.app, '/report', { target: 'user', id: target.id, reason: 'again' }, picky.token)).toMatchObject({
      status: 429,
      body: { error: 'A moderator already looked at your report on this. You can report it again in 7 days.' },
    });
    // Someone else may; so may the same member after the cooldown.
    expect((await post(h.app, '/report', { target: 'user', id: target.id, reason: 'other' }, other.token)).status).toBe(200);
    const members = async () => (await post(h.app, '/members', { query: target.username, page: 1 }, boss.token)).body.members[0].reports;
    expect(await members()).toBe(1); // the open one, not the dismissed one
    await h.db.pool.query("UPDATE reports SET closed_at = closed_at - interval '8 days' WHERE status = 'closed'");
    expect((await post(h.app, '/report', { target: 'user', id: target.id, reason: 'later' }, picky.token)).status).toBe(200);
    expect(await members()).toBe(2);
    const queue = (await post(h.app, '/moderation-queue', { page: 1 }, boss.token)).body.reports as { _id: string }[];
    await post(h.app, '/moderate', { report_id: queue[0]._id, action: 'suspend', days: 1 }, boss.token);
    // Upheld (both open ones were answered by the suspension): they count; the dismissed one does not.
    expect(await members()).toBe(2);
  });
});

describe('previews of hidden blogs', () => {
  it('a hidden blog’s preview link stops working, and a new one is refused', async () => {
    const boss = await admin();
    const author = await signup(h.app, 'author');
    const reader = await signup(h.app, 'reader');
    const blog = await createBlog(h.app, author.token, { title: 'Shady' });
    const link = (await post(h.app, '/preview-link', { blog_id: blog.blog_id, enabled: true }, author.token)).body.url as string;
    const token = link.split('/preview/')[1];
    expect((await post(h.app, '/get-preview', { token })).status).toBe(200);
    await post(h.app, '/moderate', { report_id: await reportOn(reader, boss, 'blog', blog._id, 'shady'), action: 'hide' }, boss.token);
    expect((await post(h.app, '/get-preview', { token })).status).toBe(404);
    expect(await post(h.app, '/preview-link', { blog_id: blog.blog_id, enabled: true }, author.token)).toMatchObject({
      status: 403,
      body: { error: 'A hidden blog cannot be previewed' },
    });
    // Even a token left on a hidden blog (set before this rule) serves nothing.
    await h.db.pool.query("UPDATE blogs SET preview_token_hash = rtrim(translate(encode(sha256(convert_to('left_over_token_123456', 'UTF8')), 'base64'), '+/', '-_'), '=') WHERE id = $1", [blog._id]);
    expect((await post(h.app, '/get-preview', { token: 'left_over_token_123456' })).status).toBe(404);
  });
});

describe('blocking ends following both ways', () => {
  it('the blocked member no longer follows the blocker, nor hears of their new blogs', async () => {
    const alice = await signup(h.app, 'alice');
    const mallory = await signup(h.app, 'mallory');
    await post(h.app, '/follow', { username: alice.username, following: true }, mallory.token);
    await post(h.app, '/block', { username: mallory.username, blocked: true }, alice.token);
    expect((await post(h.app, '/get-profile', { username: alice.username }, mallory.token)).body).toMatchObject({ is_followed: false, followers: 0 });
    await createBlog(h.app, alice.token, { title: 'Not for mallory' });
    expect((await post(h.app, '/get-notifications', { page: 1, filter: 'new_blog' }, mallory.token)).body.notifications).toEqual([]);
    expect((await post(h.app, '/following-blogs', { page: 1 }, mallory.token)).body.blogs).toEqual([]);
  });

  it('a follow left from before blocking both ways brings no new_blog notification', async () => {
    const alice = await signup(h.app, 'alice');
    const mallory = await signup(h.app, 'mallory');
    await post(h.app, '/block', { username: mallory.username, blocked: true }, alice.token);
    await h.db.pool.query('INSERT INTO follows (follower, followee) VALUES ($1, $2)', [mallory.id, alice.id]);
    await createBlog(h.app, alice.token, { title: 'Still not for mallory' });
    expect((await post(h.app, '/get-notifications', { page: 1, filter: 'new_blog' }, mallory.token)).body.notifications).toEqual([]);
  });
});

describe('a suspension stops scheduled blogs and earlier upload URLs', () => {
  it('a suspended author’s scheduled blog stays scheduled; it goes live once the suspension ends', async () => {
    const boss = await admin();
    const bob = await signup(h.app, 'bob');
    const fan = await signup(h.app, 'fan');
    await post(h.app, '/follow', { username: bob.username, following: true }, fan.token);
    const at = new Date(Date.now() + 60_000).toISOString();
    const created = await post(h.app, '/create-blog', blogPayload({ title: 'Scheduled', publish_at: at }), bob.token);
    expect(created.status).toBe(200);
    await post(h.app, '/moderate', { report_id: await reportOn(fan, boss, 'user', bob.id, 'abuse'), action: 'suspend', days: 1 }, boss.token);
    await h.db.pool.query("UPDATE blogs SET scheduled_at = now() - interval '1 second' WHERE blog_id = $1", [created.body.id]);
    await new Promise((r) => setTimeout(r, 1200)); // several scheduler checks (every 200 ms here)
    expect(await latestTitles()).toEqual([]);
    expect((await post(h.app, '/get-notifications', { page: 1, filter: 'new_blog' }, fan.token)).body.notifications).toEqual([]);
    expect((await h.db.pool.query('SELECT draft, scheduled_at IS NOT NULL AS scheduled FROM blogs WHERE blog_id = $1', [created.body.id])).rows[0]).toEqual({ draft: true, scheduled: true });

    await h.db.pool.query("UPDATE users SET suspended_until = now() - interval '1 second' WHERE id = $1", [bob.id]);
    const end = Date.now() + 5000;
    while ((await latestTitles()).length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    expect(await latestTitles()).toEqual(['Scheduled']);
  });

  it('refuses a file on an upload URL issued before its owner was suspended', async () => {
    const boss = await admin();
    const bob = await signup(h.app, 'bob');
    const reader = await signup(h.app, 'reader');
    const url = (await get(h.app, '/get-upload-url', bob.token)).body.uploadURL as string;
    await post(h.app, '/moderate', { report_id: await reportOn(reader, boss, 'user', bob.id, 'abuse'), action: 'suspend', days: 1 }, boss.token);
    const res = await h.app.inject({ method: 'PUT', url, payload: pngBytes(), headers: { 'content-type': 'image/png' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'This account is suspended: it cannot upload', code: 'upload_account_suspended' });
    const key = url.split('?')[0].split('/').pop();
    expect((await h.db.pool.query('SELECT uploaded_at FROM uploads WHERE key = $1', [key])).rows[0].uploaded_at).toBeNull();
  });
});
