import { describe, expect, it } from 'vitest';
import { blogPayload, createBlog, get, post, setupServer, signup, until, type TestUser } from './helpers.ts';

// Trust (API.md, "Trust"): levels, holding a new member's first writing until a trusted member
// vouches, the vouch queue, a quorum of trusted reports, and the vouchers' cool-down.
const h = setupServer({ ADMIN_EMAILS: 'boss@example.test', SCHEDULER_MS: '60000' });

const admin = () => signup(h.app, 'boss');
/** A member an admin made trusted (level 2). */
async function trusted(boss: TestUser, name: string) {
  const u = await signup(h.app, name);
  expect((await post(h.app, '/set-trust', { username: u.username, level: 2 }, boss.token)).body).toEqual({ username: u.username, trust_level: 2 });
  return u;
}
const holdNew = async (boss: TestUser, on = true) => expect((await post(h.app, '/update-site-settings', { hold_new: on }, boss.token)).status).toBe(200);
const level = async (u: TestUser) => (await post(h.app, '/get-profile', { username: u.username })).body.trust_level as number;
const addComment = async (u: TestUser, blog: string, text: string, replyingTo?: string) => {
  const res = await post(h.app, '/add-comment', { _id: blog, comment: text, ...(replyingTo ? { replying_to: replyingTo } : {}) }, u.token);
  expect(res.status).toBe(200);
  return res.body as { _id: string; held?: boolean };
};
const queue = async (u: TestUser) => (await post(h.app, '/vouch-queue', { page: 1 }, u.token)).body.items as { target: string; id: string; author: { username: string }; preview: string }[];
const sql = async (text: string, params: unknown[] = []) => (await h.db.pool.query(text, params)).rows as Record<string, unknown>[];

describe('levels', () => {
  it('a new member is 0, an admin 2; an admin’s level sticks; only an admin sets it', async () => {
    const boss = await admin();
    const newbie = await signup(h.app, 'newbie');
    const other = await signup(h.app, 'other');
    expect(await level(newbie)).toBe(0);
    expect(await level(boss)).toBe(2);
    expect(await post(h.app, '/set-trust', { username: newbie.username, level: 2 }, other.token)).toMatchObject({ status: 403, body: { code: 'admins_only' } });
    expect((await post(h.app, '/set-trust', { username: newbie.username, level: 2 })).status).toBe(401);
    expect(await post(h.app, '/set-trust', { username: newbie.username, level: 3 }, boss.token)).toMatchObject({ status: 400, body: { code: 'trust_level_unknown' } });
    expect(await post(h.app, '/set-trust', { username: 'nobody-here', level: 1 }, boss.token)).toMatchObject({ status: 404 });
    expect((await post(h.app, '/set-trust', { username: newbie.username, level: 1 }, boss.token)).body).toEqual({ username: newbie.username, trust_level: 1 });
    expect(await level(newbie)).toBe(1);
    // The owner sees what the next level needs; nobody else does.
    expect((await post(h.app, '/get-profile', { username: newbie.username }, newbie.token)).body.trust_progress).toEqual({ days: 0, blogs: 0, comments: 0, likes: 0, upheld_reports: 0 });
    expect((await post(h.app, '/get-profile', { username: newbie.username }, other.token)).body.trust_progress).toBeUndefined();
  });

  it('age, published blogs and visible comments reach level 1 by the site’s thresholds; likes reach 2', async () => {
    const boss = await admin();
    const author = await signup(h.app, 'author');
    await createBlog(h.app, author.token, { title: 'First words' });
    // One day old by default: a new account is 0 whatever it wrote.
    expect(await level(author)).toBe(0);
    await sql(`UPDATE users SET joined_at = now() - interval '2 days' WHERE id = $1`, [author.id]);
    expect(await level(author)).toBe(1);
    // The thresholds are site settings.
    const trust = { level1: { days: 1, blogs: 2, comments: 3 }, level2: { days: 1, blogs: 1, likes: 1 } };
    expect((await post(h.app, '/update-site-settings', { trust }, boss.token)).body).toEqual({ signup: 'open', hold_new: false, trust });
    expect(await level(author)).toBe(0);
    const blog = await createBlog(h.app, author.token, { title: 'Second words' });
    await post(h.app, '/like-blog', { _id: blog._id, isLikedByUser: false }, boss.token);
    expect(await level(author)).toBe(2);
    // A report upheld against them in 30 days keeps them from 2.
    await sql(`INSERT INTO reports (reporter, target, target_id, against, reason, status, outcome, closed_at) VALUES ($1, 'user', $2, $2, 'x', 'closed', 'upheld', now())`, [boss.id, author.id]);
    expect(await level(author)).toBe(1);
  });

  it('site settings: holding is off for a new site; only an admin changes it', async () => {
    const boss = await admin();
    const member = await signup(h.app, 'member');
    const settings = (await post(h.app, '/get-site-settings', {})).body;
    expect(settings).toMatchObject({ signup: 'open', hold_new: false, trust: { level1: { days: 1, blogs: 1, comments: 3 }, level2: { days: 14, blogs: 3, likes: 10 } } });
    expect((await post(h.app, '/update-site-settings', { hold_new: true }, member.token)).status).toBe(403);
    expect((await post(h.app, '/update-site-settings', { hold_new: true }, boss.token)).body).toMatchObject({ signup: 'open', hold_new: true });
    expect((await post(h.app, '/get-site-settings', {})).body.hold_new).toBe(true);
  });
});

/**
 * Every read a held blog or comment could leak through, for a reader who is not its author. Each
 * answers whether the held item shows. Before the vouch all must say false, after it all true (so
 * that no probe passes by looking at nothing). The server-rendered pages are the kept get-blog and
 * list answers (firstScreen.ts), which this harness does not render without the built app.
 */
interface World {
  boss: TestUser;
  newbie: TestUser;
  reader: TestUser;
  host: { blog_id: string; _id: string };
  held: { blog_id: string; _id: string };
  heldComment: string;
  heldReply: string;
  readerComment: string;
}
const TITLE = 'Zanzibarish ledger';
const COMMENT = 'a held remark on the host';
const REPLY = 'a held reply to the reader';
const titles = (body: { blogs: { title: string }[] }) => body.blogs.map((b) => b.title);
const comments = (body: { comment: string }[]) => body.map((c) => c.comment);
/** After a vouch, the followers' mail of the released blog is queued by the newsletter job, after the vouch's answer. */
const newsletterJobsDone = () =>
  until(async () => (await sql(`SELECT 1 FROM jobs WHERE kind = 'newsletter' AND finished_at IS NULL AND failed_at IS NULL`)).length === 0, 'the newsletter job to finish');

const outbox = async (to: TestUser, kind: string) => Number((await sql(`SELECT count(*)::int AS n FROM outbox WHERE to_email = $1 AND kind = $2`, [to.email, kind]))[0].n);

const READS: [string, (w: World) => Promise<boolean>][] = [
  ['latest-blogs', async () => titles((await post(h.app, '/latest-blogs', { page: 1 })).body).includes(TITLE)],
  ['latest-blogs signed in', async (w) => titles((await post(h.app, '/latest-blogs', { page: 1 }, w.reader.token)).body).includes(TITLE)],
  ['all-latest-blogs-count', async () => (await post(h.app, '/all-latest-blogs-count', {})).body.totalDocs === 2],
  ['trending-blogs', async () => titles((await get(h.app, '/trending-blogs')).body).includes(TITLE)],
  ['search-blogs by tag', async () => titles((await post(h.app, '/search-blogs', { tag: 'ledgers', page: 1 })).body).includes(TITLE)],
  ['search-blogs by words', async () => titles((await post(h.app, '/search-blogs', { query: 'zanzibarish', page: 1 })).body).includes(TITLE)],
  ['search-blogs by author', async (w) => titles((await post(h.app, '/search-blogs', { author: w.newbie.id, page: 1 })).body).includes(TITLE)],
  ['search-blogs-count by tag', async () => (await post(h.app, '/search-blogs-count', { tag: 'ledgers' })).body.totalDocs === 1],
  ['search-blogs-count by words', async () => (await post(h.app, '/search-blogs-count', { query: 'zanzibarish' })).body.totalDocs === 1],
  ['get-blog for a visitor', async (w) => (await post(h.app, '/get-blog', { blog_id: w.held.blog_id })).status === 200],
  ['get-blog for a member', async (w) => (await post(h.app, '/get-blog', { blog_id: w.held.blog_id }, w.reader.token)).status === 200],
  ['get-blog for a moderator', async (w) => (await post(h.app, '/get-blog', { blog_id: w.held.blog_id }, w.boss.token)).status === 200],
  ['count-read', async (w) => (await post(h.app, '/count-read', { blog_id: w.held.blog_id })).status === 200],
  ['the blog’s comments', async (w) => (await post(h.app, '/get-blog-comments', { blog_id: w.held._id, skip: 0 })).status === 200],
  ['get-profile total_posts', async (w) => (await post(h.app, '/get-profile', { username: w.newbie.username })).body.account_info.total_posts === 1],
  ['following-blogs', async (w) => titles((await post(h.app, '/following-blogs', { page: 1 }, w.reader.token)).body).includes(TITLE)],
  ['a follower’s notifications', async (w) => ((await post(h.app, '/get-notifications', { page: 1, filter: 'all' }, w.reader.token)).body.notifications as { type: string }[]).some((n) => n.type === 'new_blog')],
  ['a follower’s mail', async (w) => (await outbox(w.reader, 'new_blog')) === 1],
  ['the newsletter job', async (w) => Number((await sql(`SELECT count(*)::int AS n FROM jobs WHERE kind = 'newsletter' AND payload->>'blog' = $1`, [w.held._id]))[0].n) === 1],
  ['rss.xml', async (w) => (await h.app.inject({ url: '/rss.xml' })).body.includes(w.held.blog_id)],
  ['the author’s rss', async (w) => (await h.app.inject({ url: `/user/${w.newbie.username}/rss.xml` })).body.includes(w.held.blog_id)],
  ['the tag’s rss', async (w) => (await h.app.inject({ url: '/tag/ledgers/rss.xml' })).body.includes(w.held.blog_id)],
  ['sitemap.xml', async (w) => (await h.app.inject({ url: '/sitemap.xml' })).body.includes(w.held.blog_id)],
  ['get-blog-comments', async (w) => comments((await post(h.app, '/get-blog-comments', { blog_id: w.host._id, skip: 0 }, w.reader.token)).body).includes(COMMENT)],
  ['get-blog-comments for a moderator', async (w) => comments((await post(h.app, '/get-blog-comments', { blog_id: w.host._id, skip: 0 }, w.boss.token)).body).includes(COMMENT)],
  ['get-replies', async (w) => comments((await post(h.app, '/get-replies', { _id: w.readerComment, skip: 0 })).body.replies).includes(REPLY)],
  ['a comment’s children', async (w) => ((await post(h.app, '/get-blog-comments', { blog_id: w.host._id, skip: 0 })).body as { _id: string; children: string[] }[]).find((c) => c._id === w.readerComment)!.children.length === 1],
  ['the host’s comment count', async (w) => (await post(h.app, '/get-blog', { blog_id: w.host.blog_id })).body.blog.activity.total_comments === 3],
  ['the host’s card count', async () => ((await post(h.app, '/latest-blogs', { page: 1 })).body.blogs as { title: string; activity: { total_comments: number } }[]).find((b) => b.title === 'Host')!.activity.total_comments === 3],
  ['the host author’s notifications', async (w) => ((await post(h.app, '/get-notifications', { page: 1, filter: 'all' }, w.boss.token)).body.notifications as { type: string }[]).some((n) => n.type === 'comment')],
  ['the host author’s notification count', async (w) => (await post(h.app, '/all-notifications-count', { filter: 'all' }, w.boss.token)).body.totalDocs === 1],
  ['the host author’s new-notification dot', async (w) => (await get(h.app, '/new-notification', w.boss.token)).body.new_notification_available === true],
  ['the parent author’s notifications', async (w) => ((await post(h.app, '/get-notifications', { page: 1, filter: 'all' }, w.reader.token)).body.notifications as { type: string }[]).some((n) => n.type === 'reply')],
  ['the host author’s mail', async (w) => (await outbox(w.boss, 'comment')) === 1],
];

describe('a held blog and comment are invisible through every read until vouched', () => {
  it('every read path, before and after the vouch', async () => {
    const boss = await admin();
    const reader = await signup(h.app, 'reader');
    const newbie = await signup(h.app, 'newbie');
    const voucher = await trusted(boss, 'voucher');
    await post(h.app, '/set-trust', { username: reader.username, level: 1 }, boss.token);
    await holdNew(boss);
    // Mail goes to proved addresses only.
    await sql(`UPDATE users SET email_verified = true`);
    await post(h.app, '/follow', { username: newbie.username, following: true }, reader.token);
    const host = await createBlog(h.app, boss.token, { title: 'Host' });
    const readerComment = (await addComment(reader, host._id, 'the reader’s comment'))._id;
    const mailsBefore = { bossComment: await outbox(boss, 'comment') };
    expect(mailsBefore.bossComment).toBe(1);
    await sql(`DELETE FROM outbox`);
    await sql(`DELETE FROM notifications`);

    const held = await createBlog(h.app, newbie.token, { title: TITLE, tags: ['tech', 'ledgers'] });
    const c = await addComment(newbie, host._id, COMMENT);
    const r = await addComment(newbie, host._id, REPLY, readerComment);
    expect(c.held).toBe(true);
    expect(r.held).toBe(true);
    const w: World = { boss, newbie, reader, host, held, heldComment: c._id, heldReply: r._id, readerComment };

    // Its author sees them, marked held.
    expect((await post(h.app, '/get-blog', { blog_id: held.blog_id }, newbie.token)).body.blog).toMatchObject({ title: TITLE, held: true });
    expect((await post(h.app, '/user-written-blogs', { page: 1, draft: false }, newbie.token)).body.blogs).toMatchObject([{ title: TITLE, held: true }]);
    expect((await post(h.app, '/get-blog-comments', { blog_id: host._id, skip: 0 }, newbie.token)).body).toContainEqual(expect.objectContaining({ comment: COMMENT, held: true }));

    const before = await Promise.all(READS.map(async ([name, shows]) => [name, await shows(w)] as const));
    expect(before.filter(([, shown]) => shown).map(([name]) => name)).toEqual([]);

    // A trusted member's queue holds all three, oldest first; approving releases each as if just published.
    const items = await queue(voucher);
    expect(items.map((i) => i.target)).toEqual(['blog', 'comment', 'comment']);
    expect(items[0]).toMatchObject({ id: held._id, author: { username: newbie.username } });
    for (const item of items) expect((await post(h.app, '/vouch', { target: item.target, id: item.id, approve: true }, voucher.token)).body).toEqual({ status: 'done' });
    expect(await queue(voucher)).toEqual([]);
    await newsletterJobsDone();

    const after = await Promise.all(READS.map(async ([name, shows]) => [name, await shows(w)] as const));
    expect(after.filter(([, shown]) => !shown).map(([name]) => name)).toEqual([]);
    expect((await post(h.app, '/get-blog', { blog_id: held.blog_id }, newbie.token)).body.blog.held).toBeUndefined();
    // Who vouched for whom is kept.
    expect(await sql(`SELECT target, approve FROM vouches WHERE voucher = $1 AND vouchee = $2 ORDER BY seq`, [voucher.id, newbie.id])).toEqual([
      { target: 'blog', approve: true },
      { target: 'comment', approve: true },
      { target: 'comment', approve: true },
    ]);
  });

  it('holds only the first 2 blogs and 3 comments of a level-0 member, and nothing with holding off or from level 1', async () => {
    const boss = await admin();
    const newbie = await signup(h.app, 'newbie');
    const member = await signup(h.app, 'member');
    await post(h.app, '/set-trust', { username: member.username, level: 1 }, boss.token);
    const host = await createBlog(h.app, boss.token, { title: 'Host' });
    // Off: nothing held.
    expect((await addComment(newbie, host._id, 'before holding')).held).toBeUndefined();
    await holdNew(boss);
    expect((await addComment(member, host._id, 'a member speaks')).held).toBeUndefined();
    const held = [await addComment(newbie, host._id, 'one'), await addComment(newbie, host._id, 'two'), await addComment(newbie, host._id, 'three')];
    // Its first comment was before holding: two more are its first three.
    expect(held.map((c) => !!c.held)).toEqual([true, true, false]);
    // A draft published later is held as it goes live.
    const draft = await post(h.app, '/create-blog', blogPayload({ title: 'Draft first', draft: true }), newbie.token);
    expect(draft.status).toBe(200);
    const published = await post(h.app, '/create-blog', blogPayload({ id: draft.body.id, title: 'Draft first' }), newbie.token);
    expect(published.status).toBe(200);
    expect((await post(h.app, '/get-blog', { blog_id: draft.body.id }, newbie.token)).body.blog.held).toBe(true);
    expect((await post(h.app, '/get-blog', { blog_id: draft.body.id })).status).toBe(404);
    await createBlog(h.app, newbie.token, { title: 'Second' });
    await createBlog(h.app, newbie.token, { title: 'Third' });
    expect(titles((await post(h.app, '/latest-blogs', { page: 1 })).body)).toEqual(['Third', 'Host']);
    expect((await post(h.app, '/get-profile', { username: newbie.username })).body.account_info.total_posts).toBe(1);
  });
});

describe('a scheduled blog', () => {
  it('of a level-0 member is held when its minute comes; a member’s goes live', async () => {
    const boss = await admin();
    const newbie = await signup(h.app, 'newbie');
    const member = await signup(h.app, 'member');
    const reader = await signup(h.app, 'reader');
    await post(h.app, '/set-trust', { username: member.username, level: 1 }, boss.token);
    await post(h.app, '/follow', { username: newbie.username, following: true }, reader.token);
    await holdNew(boss);
    const at = new Date(Date.now() + 1500).toISOString();
    const mine = await post(h.app, '/create-blog', blogPayload({ title: 'Scheduled newcomer', publish_at: at }), newbie.token);
    expect((await post(h.app, '/create-blog', blogPayload({ title: 'Scheduled member', publish_at: at }), member.token)).status).toBe(200);
    const latest = async () => titles((await post(h.app, '/latest-blogs', { page: 1 })).body);
    const end = Date.now() + 10_000;
    while (!(await latest()).includes('Scheduled member') && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    expect(await latest()).toEqual(['Scheduled member']);
    expect((await post(h.app, '/get-blog', { blog_id: mine.body.id }, newbie.token)).body.blog).toMatchObject({ draft: false, held: true });
    expect((await post(h.app, '/get-profile', { username: newbie.username })).body.account_info.total_posts).toBe(0);
    expect((await post(h.app, '/get-notifications', { page: 1, filter: 'all' }, reader.token)).body.notifications).toEqual([]);
    expect((await queue(boss)).map((i) => i.preview)).toEqual([expect.stringContaining('Scheduled newcomer')]);
  });
});

describe('new members’ limits', () => {
  it('at most 3 blogs and 20 comments a day and 2 links a comment, with holding on, for level 0 only', async () => {
    const boss = await admin();
    const newbie = await signup(h.app, 'newbie');
    const host = await createBlog(h.app, boss.token, { title: 'Host' });
    await holdNew(boss);
    const links = 'see https://a.example and www.b.example and http://c.example';
    expect(await post(h.app, '/add-comment', { _id: host._id, comment: links }, newbie.token)).toMatchObject({ status: 400, body: { code: 'comment_links_max', error: 'A new member’s comment can hold at most 2 links' } });
    expect((await post(h.app, '/add-comment', { _id: host._id, comment: 'two: https://a.example www.b.example' }, newbie.token)).status).toBe(200);
    for (let i = 0; i < 3; i++) await createBlog(h.app, newbie.token, { title: `Blog ${i}` });
    expect(await post(h.app, '/create-blog', blogPayload({ title: 'One more' }), newbie.token)).toMatchObject({
      status: 429,
      body: { code: 'blogs_per_day', error: 'New members can publish at most 3 blogs a day. Try again tomorrow.' },
    });
    // A draft is not publishing: it is not counted.
    expect((await post(h.app, '/create-blog', blogPayload({ title: 'A draft', draft: true }), newbie.token)).status).toBe(200);
    // 19 more comments make 20 today (the per-minute limit aside: their times moved back).
    for (let i = 0; i < 19; i++) {
      await sql(`UPDATE comments SET commented_at = commented_at - interval '2 minutes' WHERE commented_by = $1`, [newbie.id]);
      expect((await post(h.app, '/add-comment', { _id: host._id, comment: `c${i}` }, newbie.token)).status).toBe(200);
    }
    await sql(`UPDATE comments SET commented_at = commented_at - interval '2 minutes' WHERE commented_by = $1`, [newbie.id]);
    expect(await post(h.app, '/add-comment', { _id: host._id, comment: 'twenty-first' }, newbie.token)).toMatchObject({ status: 429, body: { code: 'comments_per_day' } });
    // Level 1 has no such limits.
    await post(h.app, '/set-trust', { username: newbie.username, level: 1 }, boss.token);
    expect((await post(h.app, '/add-comment', { _id: host._id, comment: links }, newbie.token)).status).toBe(200);
  });
});

describe('vouching', () => {
  it('only level 2 sees the queue and vouches; never for oneself; once per item', async () => {
    const boss = await admin();
    const newbie = await signup(h.app, 'newbie');
    const member = await signup(h.app, 'member');
    await post(h.app, '/set-trust', { username: member.username, level: 1 }, boss.token);
    await holdNew(boss);
    const held = await createBlog(h.app, newbie.token, { title: 'Held' });
    expect(await post(h.app, '/vouch-queue', { page: 1 }, member.token)).toMatchObject({ status: 403, body: { code: 'trusted_only' } });
    expect(await post(h.app, '/vouch', { target: 'blog', id: held._id, approve: true }, member.token)).toMatchObject({ status: 403, body: { code: 'trusted_only' } });
    expect((await post(h.app, '/vouch', { target: 'blog', id: held._id, approve: true })).status).toBe(401);
    expect(await post(h.app, '/vouch', { target: 'post', id: held._id, approve: true }, boss.token)).toMatchObject({ status: 400, body: { code: 'vouch_target_unknown' } });
    expect(await post(h.app, '/vouch', { target: 'user', id: 'not-an-id', approve: true }, boss.token)).toMatchObject({ status: 404, body: { code: 'user_not_found' } });
    expect(await post(h.app, '/vouch', { target: 'comment', id: 'not-an-id', approve: true }, boss.token)).toMatchObject({ status: 404, body: { code: 'not_held' } });
    // A trusted member never sees or vouches for their own held writing.
    await post(h.app, '/set-trust', { username: newbie.username, level: 2 }, boss.token);
    expect(await queue(newbie)).toEqual([]);
    expect(await post(h.app, '/vouch', { target: 'blog', id: held._id, approve: true }, newbie.token)).toMatchObject({ status: 403, body: { code: 'vouch_for_self' } });
    expect((await post(h.app, '/vouch', { target: 'blog', id: held._id, approve: true }, boss.token)).status).toBe(200);
    expect(await post(h.app, '/vouch', { target: 'blog', id: held._id, approve: true }, boss.token)).toMatchObject({ status: 404, body: { code: 'not_held' } });
  });

  it('declining hides the item and reports it to the moderators; it never shows', async () => {
    const boss = await admin();
    const newbie = await signup(h.app, 'newbie');
    const voucher = await trusted(boss, 'voucher');
    await holdNew(boss);
    const held = await createBlog(h.app, newbie.token, { title: 'Spammy' });
    expect((await post(h.app, '/vouch', { target: 'blog', id: held._id, approve: false }, voucher.token)).body).toEqual({ status: 'done' });
    expect(await queue(voucher)).toEqual([]);
    expect((await post(h.app, '/get-blog', { blog_id: held.blog_id })).status).toBe(404);
    // Its author sees it hidden now, no longer waiting; the moderators have the report.
    expect((await post(h.app, '/get-blog', { blog_id: held.blog_id }, newbie.token)).body.blog).toMatchObject({ hidden: true });
    const reports = (await post(h.app, '/moderation-queue', { page: 1 }, boss.token)).body.reports as { target_id: string; reporter: { username: string } }[];
    expect(reports).toMatchObject([{ target_id: held._id, reporter: { username: voucher.username } }]);
    expect(titles((await post(h.app, '/latest-blogs', { page: 1 })).body)).toEqual([]);
    // The moderator decides: hiding keeps it hidden; had they dismissed the report, it would show.
    const second = await createBlog(h.app, newbie.token, { title: 'Misjudged' });
    await post(h.app, '/vouch', { target: 'blog', id: second._id, approve: false }, voucher.token);
    const open = (await post(h.app, '/moderation-queue', { page: 1 }, boss.token)).body.reports as { _id: string; target_id: string }[];
    expect((await post(h.app, '/moderate', { report_id: open.find((r) => r.target_id === held._id)!._id, action: 'hide' }, boss.token)).status).toBe(200);
    expect((await post(h.app, '/moderate', { report_id: open.find((r) => r.target_id === second._id)!._id, action: 'dismiss' }, boss.token)).status).toBe(200);
    expect(titles((await post(h.app, '/latest-blogs', { page: 1 })).body)).toEqual(['Misjudged']);
  });

  it('two trusted members vouching raise a new member to 1; a held item cannot be shown by unhide', async () => {
    const boss = await admin();
    const newbie = await signup(h.app, 'newbie');
    const a = await trusted(boss, 'vouchera');
    const b = await trusted(boss, 'voucherb');
    await holdNew(boss);
    const held = await createBlog(h.app, newbie.token, { title: 'Held' });
    expect(await post(h.app, '/unhide', { target: 'blog', id: held._id }, boss.token)).toMatchObject({ status: 409, body: { code: 'held_not_hidden' } });
    expect((await post(h.app, '/vouch', { target: 'user', id: newbie.id, approve: true }, a.token)).status).toBe(200);
    expect(await post(h.app, '/vouch', { target: 'user', id: newbie.id, approve: true }, a.token)).toMatchObject({ status: 409, body: { code: 'already_vouched' } });
    expect(await level(newbie)).toBe(0);
    expect((await post(h.app, '/vouch', { target: 'user', id: newbie.id, approve: true }, b.token)).status).toBe(200);
    expect(await level(newbie)).toBe(1);
    // A level-1 member's next writing is not held.
    expect((await addComment(newbie, (await createBlog(h.app, boss.token, { title: 'Host' }))._id, 'now a member')).held).toBeUndefined();
  });

  it('a voucher whose vouchee is suspended within 30 days cannot vouch for 30 days', async () => {
    const boss = await admin();
    const voucher = await trusted(boss, 'voucher');
    const bad = await signup(h.app, 'bad');
    const next = await signup(h.app, 'next');
    await holdNew(boss);
    const held = await createBlog(h.app, bad.token, { title: 'Looks fine' });
    expect((await post(h.app, '/vouch', { target: 'blog', id: held._id, approve: true }, voucher.token)).status).toBe(200);
    // A report on the member, and a moderator suspends them.
    await post(h.app, '/report', { target: 'user', id: bad.id, reason: 'spam ring' }, next.token);
    const report = ((await post(h.app, '/moderation-queue', { page: 1 }, boss.token)).body.reports as { _id: string }[])[0]._id;
    expect((await post(h.app, '/moderate', { report_id: report, action: 'suspend', days: 7 }, boss.token)).status).toBe(200);
    const nextHeld = await createBlog(h.app, next.token, { title: 'Next one' });
    const refused = await post(h.app, '/vouch', { target: 'blog', id: nextHeld._id, approve: true }, voucher.token);
    expect(refused).toMatchObject({ status: 429, body: { code: 'vouch_cooldown', error: 'Someone you vouched for was suspended. You can vouch again in 30 days.' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(29 * 24 * 3600);
    // A suspension more than 30 days after the vouch says nothing of the voucher; nor one 30 days old.
    await sql(`UPDATE users SET suspended_at = now() - interval '31 days' WHERE id = $1`, [bad.id]);
    expect((await post(h.app, '/vouch', { target: 'blog', id: nextHeld._id, approve: true }, voucher.token)).status).toBe(200);
  });

  it('an invite by a trusted member starts the newcomer at level 1', async () => {
    const boss = await admin();
    await post(h.app, '/update-site-settings', { signup: 'invite' }, boss.token);
    const invite = (await post(h.app, '/create-invite', { max_uses: 1, expires_in_days: 7 }, boss.token)).body.code as string;
    const res = await post(h.app, '/signup', { fullname: 'Invited One', email: 'invited@example.test', password: 'Secret123', invite });
    expect(res.status).toBe(200);
    expect((await post(h.app, '/get-profile', { username: res.body.username })).body.trust_level).toBe(1);
  });
});

describe('the vouch tree', () => {
  it('moderators see who vouched for a member and whom they vouched for (approvals only, by person, newest first)', async () => {
    const boss = await admin();
    const mod = await signup(h.app, 'treemod');
    await post(h.app, '/set-role', { username: mod.username, role: 'moderator' }, boss.token);
    const a = await trusted(boss, 'elder');
    const b = await trusted(boss, 'senior');
    const newbie = await signup(h.app, 'sprout');
    const other = await signup(h.app, 'shoot');
    await holdNew(boss);
    const first = await createBlog(h.app, newbie.token, { title: 'First' });
    const second = await createBlog(h.app, newbie.token, { title: 'Second' });
    const declined = await createBlog(h.app, other.token, { title: 'Declined' });
    await post(h.app, '/vouch', { target: 'blog', id: first._id, approve: true }, a.token);
    await post(h.app, '/vouch', { target: 'blog', id: second._id, approve: true }, a.token);
    await post(h.app, '/vouch', { target: 'user', id: newbie.id, approve: true }, b.token);
    await post(h.app, '/vouch', { target: 'blog', id: declined._id, approve: false }, a.token);

    const tree = (await post(h.app, '/vouch-tree', { username: newbie.username }, mod.token)).body;
    expect(tree.member).toMatchObject({ username: newbie.username, suspended: false });
    expect(tree.vouched_by.map((r: { username: string; vouches: number }) => [r.username, r.vouches])).toEqual([
      [b.username, 1],
      [a.username, 2],
    ]);
    expect(tree.vouched_for).toEqual([]);
    const fromA = (await post(h.app, '/vouch-tree', { username: a.username }, boss.token)).body;
    // A decline is a report, not a vouch.
    expect(fromA.vouched_for.map((r: { username: string }) => r.username)).toEqual([newbie.username]);
    expect(fromA.vouched_for[0]).toMatchObject({ vouches: 2, suspended: false });

    expect(await post(h.app, '/vouch-tree', { username: newbie.username }, a.token)).toMatchObject({ status: 403, body: { code: 'moderators_only' } });
    expect((await post(h.app, '/vouch-tree', { username: newbie.username })).status).toBe(401);
    expect(await post(h.app, '/vouch-tree', { username: 'nobody-here' }, mod.token)).toMatchObject({ status: 404, body: { code: 'user_not_found' } });
  });
});

describe('a quorum of trusted reports', () => {
  it('three trusted members’ reports hide a blog at once (logged quorum); a dismissal shows it again and the reporters weigh nothing after', async () => {
    const boss = await admin();
    const author = await signup(h.app, 'author');
    const [a, b, c] = [await trusted(boss, 'ta'), await trusted(boss, 'tb'), await trusted(boss, 'tc')];
    const plain = await signup(h.app, 'plain');
    const blog = await createBlog(h.app, author.token, { title: 'Contested' });
    const report = (u: TestUser) => post(h.app, '/report', { target: 'blog', id: blog._id, reason: `${u.username} says so` }, u.token);
    // A member below 2 does not count toward the quorum.
    await report(plain);
    await report(a);
    await report(b);
    expect(titles((await post(h.app, '/latest-blogs', { page: 1 })).body)).toEqual(['Contested']);
    await report(c);
    expect(titles((await post(h.app, '/latest-blogs', { page: 1 })).body)).toEqual([]);
    expect((await post(h.app, '/get-blog', { blog_id: blog.blog_id })).status).toBe(404);
    const log = (await post(h.app, '/moderation-log', { page: 1 }, boss.token)).body.entries as { action: string; hidden: boolean; moderator: string }[];
    expect(log).toMatchObject([{ action: 'quorum', hidden: true, moderator: [a, b, c].map((u) => u.username).join(', ') }]);

    // The moderator decides: a dismissal shows it again.
    const open = (await post(h.app, '/moderation-queue', { page: 1 }, boss.token)).body.reports as { _id: string }[];
    expect(open).toHaveLength(4);
    expect((await post(h.app, '/moderate', { report_id: open[0]._id, action: 'dismiss' }, boss.token)).status).toBe(200);
    expect(titles((await post(h.app, '/latest-blogs', { page: 1 })).body)).toEqual(['Contested']);

    // The same three reporting another blog no longer make a quorum.
    const next = await createBlog(h.app, author.token, { title: 'Next contested' });
    for (const u of [a, b, c]) await post(h.app, '/report', { target: 'blog', id: next._id, reason: 'again' }, u.token);
    expect(titles((await post(h.app, '/latest-blogs', { page: 1 })).body)).toEqual(['Next contested', 'Contested']);
  });

  it('a quorum hides a comment; the moderator’s hide keeps it hidden', async () => {
    const boss = await admin();
    const author = await signup(h.app, 'author');
    const [a, b, c] = [await trusted(boss, 'ta'), await trusted(boss, 'tb'), await trusted(boss, 'tc')];
    const host = await createBlog(h.app, boss.token, { title: 'Host' });
    const comment = (await addComment(author, host._id, 'rude words'))._id;
    for (const u of [a, b, c]) expect((await post(h.app, '/report', { target: 'comment', id: comment, reason: 'rude' }, u.token)).status).toBe(200);
    expect(comments((await post(h.app, '/get-blog-comments', { blog_id: host._id, skip: 0 })).body)).toEqual([]);
    expect((await post(h.app, '/get-blog', { blog_id: host.blog_id })).body.blog.activity.total_comments).toBe(0);
    const open = (await post(h.app, '/moderation-queue', { page: 1 }, boss.token)).body.reports as { _id: string }[];
    expect((await post(h.app, '/moderate', { report_id: open[0]._id, action: 'hide' }, boss.token)).status).toBe(200);
    expect(comments((await post(h.app, '/get-blog-comments', { blog_id: host._id, skip: 0 })).body)).toEqual([]);
    expect(((await post(h.app, '/moderation-log', { page: 1 }, boss.token)).body.entries as { action: string }[]).map((e) => e.action)).toEqual(['hide', 'quorum']);
  });
});
