import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MailService } from '../mail/index.ts';
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { MESSAGES } from '../../src/contract/index.ts';
import { blogPayload, createBlog, get, post, setupServer, signup, unzip, uploadPng, type TestUser } from './helpers.ts';
import { linkToken, startSmtpReceiver, type SmtpReceiver } from './smtp.ts';

const env: Record<string, string> = { MAIL_POLL_MS: '100', MAIL_FROM: 'Inkwell <mail@inkwell.test>', PUBLIC_URL: 'http://blog.inkwell.test' };
let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  env.SMTP_URL = smtp.url;
});
afterAll(() => smtp.close());
const h = setupServer(env);

const to = (address: string) => (m: ParsedMail) => (Array.isArray(m.to) ? m.to : [m.to]).some((t) => t?.value.some((v) => v.address === address));
const ofKind = (address: string, subject: RegExp) => (m: ParsedMail) => to(address)(m) && subject.test(m.subject ?? '');
/** A header as it was sent (mailparser folds List-* headers into one object). */
const header = (m: ParsedMail, name: string) => m.headerLines.find((l) => l.key === name)?.line.slice(name.length + 1).trim();
const settle = () => new Promise((r) => setTimeout(r, 400));

async function verified(name: string): Promise<TestUser> {
  const u = await signup(h.app, name);
  const [mail] = await smtp.waitFor(ofKind(u.email, /Confirm your e-mail/));
  expect((await post(h.app, '/verify-email', { token: linkToken(mail, 'verify-email') })).body).toEqual({ status: 'verified' });
  return u;
}

describe('password reset', () => {
  it('answers the same for every address and mails a single-use link only to an account', async () => {
    const u = await signup(h.app, 'forgetful');
    const before = smtp.mails.length;
    const unknown = await post(h.app, '/request-password-reset', { email: 'nobody@example.test' });
    const known = await post(h.app, '/request-password-reset', { email: u.email.toUpperCase() });
    expect(unknown).toMatchObject({ status: 200, body: { status: 'sent' } });
    expect(known).toMatchObject({ status: 200, body: { status: 'sent' } });
    const [mail] = await smtp.waitFor(ofKind(u.email, /Reset your Inkwell password/));
    await settle();
    expect(smtp.mails.slice(before).filter(to('nobody@example.test'))).toHaveLength(0);
    // Multipart, from MAIL_FROM, the link on PUBLIC_URL, in both parts.
    expect(mail.from?.value[0]).toMatchObject({ name: 'Inkwell', address: 'mail@inkwell.test' });
    expect(mail.text).toMatch(/http:\/\/blog\.inkwell\.test\/reset-password\/[A-Za-z0-9_-]{40,}/);
    expect(mail.html).toContain('http://blog.inkwell.test/reset-password/');
    expect(mail.html).toContain('prefers-color-scheme: dark');

    const token = linkToken(mail, 'reset-password');
    expect((await post(h.app, '/reset-password', { token, newPassword: 'short' })).body.error).toBe(MESSAGES.passwordRule);
    const reset = await post(h.app, '/reset-password', { token, newPassword: 'NewSecret456' });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ username: u.username, email_verified: true });
    // Every earlier session ends; the new password signs in; the link is used up.
    expect((await get(h.app, '/new-notification', u.token)).status).toBe(401);
    expect((await get(h.app, '/new-notification', reset.body.access_token)).status).toBe(200);
    expect((await post(h.app, '/signin', { email: u.email, password: 'NewSecret456' })).status).toBe(200);
    expect((await post(h.app, '/signin', { email: u.email, password: 'Secret123' })).status).toBe(401);
    expect(await post(h.app, '/reset-password', { token, newPassword: 'Another789A' })).toMatchObject({ status: 400, body: { error: MESSAGES.resetInvalid } });
  });

  it('refuses an expired or unknown token, and sends at most 3 mails per address per hour', async () => {
    const u = await signup(h.app, 'limited');
    // Five at once: the limit holds under concurrency too.
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(h.app, '/request-password-reset', { email: u.email })));
    for (const a of answers) expect(a.body).toEqual({ status: 'sent' });
    await smtp.waitFor(ofKind(u.email, /Reset your/), 3);
    await settle();
    const resets = smtp.mails.filter(ofKind(u.email, /Reset your/));
    expect(resets).toHaveLength(3);
    // A newer link replaces the older ones: one link is open; once expired, none works.
    const open = (await h.db.db.execute(sql`SELECT count(*)::int AS n FROM account_tokens WHERE purpose = 'reset' AND used_at IS NULL`)).rows as { n: number }[];
    expect(open[0].n).toBe(1);
    await h.db.db.execute(sql`UPDATE account_tokens SET expires_at = now() - interval '1 second'`);
    for (const mail of resets) {
      expect(await post(h.app, '/reset-password', { token: linkToken(mail, 'reset-password'), newPassword: 'NewSecret456' })).toMatchObject({ status: 400, body: { error: MESSAGES.resetInvalid } });
    }
    expect(await post(h.app, '/reset-password', { token: 'x'.repeat(43), newPassword: 'NewSecret456' })).toMatchObject({ status: 400, body: { error: MESSAGES.resetInvalid } });
    expect((await post(h.app, '/reset-password', { token: 'bad token!', newPassword: 'NewSecret456' })).status).toBe(400);
  });
});

describe('verification', () => {
  it('sign-up mails a link; it verifies once; the session and own profile say so; resend waits a minute', async () => {
    const u = await signup(h.app, 'newbie');
    expect((await post(h.app, '/signin', { email: u.email, password: 'Secret123' })).body.email_verified).toBe(false);
    expect(await post(h.app, '/resend-verification', {}, u.token)).toMatchObject({ status: 429, body: { error: MESSAGES.verificationWait } });
    const [mail] = await smtp.waitFor(ofKind(u.email, /Confirm your e-mail/));
    const token = linkToken(mail, 'verify-email');
    expect((await post(h.app, '/verify-email', { token })).body).toEqual({ status: 'verified' });
    expect(await post(h.app, '/verify-email', { token })).toMatchObject({ status: 400, body: { error: MESSAGES.verifyInvalid } });
    expect((await post(h.app, '/signin', { email: u.email, password: 'Secret123' })).body.email_verified).toBe(true);
    expect((await post(h.app, '/get-profile', { username: u.username }, u.token)).body.personal_info.email_verified).toBe(true);
    expect((await post(h.app, '/get-profile', { username: u.username })).body.personal_info.email_verified).toBeUndefined();
    expect(await post(h.app, '/resend-verification', {}, u.token)).toMatchObject({ status: 400, body: { error: MESSAGES.alreadyVerified } });
  });

  it('resend sends a new link a minute later, and the old one stops working', async () => {
    const u = await signup(h.app, 'slowpoke');
    const [first] = await smtp.waitFor(ofKind(u.email, /Confirm your e-mail/));
    await h.db.db.execute(sql`UPDATE outbox SET created_at = now() - interval '61 seconds'`);
    expect((await post(h.app, '/resend-verification', {}, u.token)).body).toEqual({ status: 'sent' });
    const both = await smtp.waitFor(ofKind(u.email, /Confirm your e-mail/), 2);
    expect((await post(h.app, '/verify-email', { token: linkToken(first, 'verify-email') })).status).toBe(400);
    expect((await post(h.app, '/verify-email', { token: linkToken(both[1], 'verify-email') })).status).toBe(200);
  });
});

describe('notification mail', () => {
  it('mails a comment and a reply once each, never one’s own action, never to an unproved address; one-click unsubscribe turns that kind off', async () => {
    const author = await verified('author');
    const reader = await verified('reader');
    const stranger = await signup(h.app, 'unproved');
    const blog = await createBlog(h.app, author.token, { title: 'Mail me maybe' });

    const c = await post(h.app, '/add-comment', { _id: blog._id, comment: 'Great <post> & thanks' }, reader.token);
    const [mail] = await smtp.waitFor(ofKind(author.email, /commented on “Mail me maybe”/));
    expect(mail.text).toContain('> Great <post> & thanks');
    // The server's one escapeHtml (server/web/meta.ts) writes numeric references.
    expect(mail.html).toContain('Great &#60;post&#62; &#38; thanks');
    expect(mail.text).toContain(`http://blog.inkwell.test/blogs/${blog.blog_id}`);
    const unsubscribeHeader = String(header(mail, 'list-unsubscribe'));
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    await post(h.app, '/add-comment', { _id: blog._id, comment: 'my own' }, author.token); // own blog: no mail
    await post(h.app, '/add-comment', { _id: blog._id, comment: 'Thank you!', replying_to: c.body._id }, author.token);
    await smtp.waitFor(ofKind(reader.email, /replied to your comment/));
    const strangerComment = await post(h.app, '/add-comment', { _id: blog._id, comment: 'hi' }, stranger.token);
    await post(h.app, '/add-comment', { _id: blog._id, comment: 'reply to unproved', replying_to: strangerComment.body._id }, reader.token);
    await settle();
    // The reader's at once; the stranger's waits for the hour's mail (one comment mail per blog and recipient an hour).
    expect(smtp.mails.filter(to(author.email)).filter((m) => /commented/.test(m.subject ?? ''))).toHaveLength(1);
    expect(smtp.mails.filter(to(stranger.email)).filter((m) => /replied/.test(m.subject ?? ''))).toHaveLength(0);
    expect(smtp.mails.filter(to(reader.email)).filter((m) => /replied/.test(m.subject ?? ''))).toHaveLength(1);

    // RFC 8058: the client POSTs List-Unsubscribe=One-Click as a form to the header's URL.
    const url = new URL(/<([^>]+)>/.exec(unsubscribeHeader)![1]);
    expect(url.origin).toBe('http://blog.inkwell.test');
    const res = await h.app.inject({ method: 'POST', url: url.pathname + url.search, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'unsubscribed' });
    expect((await post(h.app, '/get-email-settings', {}, author.token)).body).toEqual({ comment: false, reply: true, new_blog: true, digest: false, review: true });
    await post(h.app, '/add-comment', { _id: blog._id, comment: 'after unsubscribing' }, reader.token);
    await settle();
    expect(smtp.mails.filter(to(author.email)).filter((m) => /commented/.test(m.subject ?? ''))).toHaveLength(1);
    expect(await post(h.app, '/unsubscribe', { token: url.searchParams.get('token')!.replace(/.$/, 'x') })).toMatchObject({ status: 400, body: { error: MESSAGES.unsubscribeInvalid } });
  });

  it('mails followers about a new blog once, as their settings say', async () => {
    const author = await verified('writer');
    const fan = await verified('fan');
    const quiet = await verified('quiet');
    await post(h.app, '/follow', { username: author.username, following: true }, fan.token);
    await post(h.app, '/follow', { username: author.username, following: true }, quiet.token);
    await post(h.app, '/update-email-settings', { comment: true, reply: true, new_blog: false, digest: false }, quiet.token);
    const blog = await createBlog(h.app, author.token, { title: 'Brand new' });
    // The blog goes out as its newsletter: a following member gets the same whole blog by its title.
    const [mail] = await smtp.waitFor(ofKind(fan.email, /^Brand new$/));
    expect(mail.text).toContain(`http://blog.inkwell.test/blogs/${blog.blog_id}`);
    expect(mail.html).toContain('<div class="content"');
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    await settle();
    expect(smtp.mails.filter(ofKind(fan.email, /Brand new/))).toHaveLength(1);
    expect(smtp.mails.filter(ofKind(quiet.email, /Brand new/))).toHaveLength(0);
    expect(smtp.mails.filter(ofKind(author.email, /Brand new/))).toHaveLength(0);
  });

  it('collects events for a daily digest instead when the member chose it', async () => {
    const author = await verified('digester');
    const reader = await verified('chatty');
    expect((await post(h.app, '/update-email-settings', { comment: true, reply: true, new_blog: false, digest: true }, author.token)).body).toEqual({ comment: true, reply: true, new_blog: false, digest: true, review: true });
    expect((await post(h.app, '/update-email-settings', { comment: 'yes' }, author.token)).status).toBe(400);
    const blog = await createBlog(h.app, author.token, { title: 'Daily things' });
    await post(h.app, '/add-comment', { _id: blog._id, comment: 'one' }, reader.token);
    await post(h.app, '/add-comment', { _id: blog._id, comment: 'two' }, reader.token);
    await settle();
    expect(smtp.mails.filter(to(author.email)).filter((m) => /commented/.test(m.subject ?? ''))).toHaveLength(0);
    // A day later, one mail with both.
    await h.db.db.execute(sql`UPDATE digest_items SET created_at = now() - interval '25 hours'`);
    await h.rebuild(); // a fresh sender looks for due digests at once
    // The subject names the day (in UTC), so that mail readers do not thread every day's digest together.
    const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
    const today = new Date();
    const [digest] = await smtp.waitFor(ofKind(author.email, new RegExp(`^Your Inkwell day, ${months[today.getUTCMonth()]} ${today.getUTCDate()}: 2 updates$`)));
    expect(digest.text?.match(/commented on “Daily things”/g)).toHaveLength(2);
    expect(header(digest, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });
});

describe('the outbox', () => {
  it('is looked at after a write only when the write queued a mail (a busy site does not poll it per write)', async () => {
    const author = await verified('lonely');
    const reader = await verified('visitor');
    const stranger = await signup(h.app, 'nobody');
    const woken = vi.spyOn(MailService.prototype, 'queued');
    try {
      // No followers, one's own comment, an unproved address's blog: nothing to mail, nothing to send.
      const blog = await createBlog(h.app, author.token, { title: 'Nobody follows me' });
      await post(h.app, '/add-comment', { _id: blog._id, comment: 'my own' }, author.token);
      const strangers = await createBlog(h.app, stranger.token, { title: 'Unproved' });
      await post(h.app, '/add-comment', { _id: strangers._id, comment: 'hello' }, reader.token);
      expect(woken).not.toHaveBeenCalled();
      // A comment that does queue a mail wakes the sender at once.
      await post(h.app, '/add-comment', { _id: blog._id, comment: 'a real one' }, reader.token);
      expect(woken).toHaveBeenCalledTimes(1);
      await smtp.waitFor(ofKind(author.email, /commented on “Nobody follows me”/));
    } finally {
      woken.mockRestore();
    }
  });

  it('keeps a mail the mail server refused and delivers it once the server is back', async () => {
    const down = await startSmtpReceiver();
    const port = down.port;
    await down.close();
    await h.rebuild({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const u = await signup(h.app, 'patient');
    await new Promise((r) => setTimeout(r, 500));
    const [row] = (await h.db.db.execute(sql`SELECT attempts, sent_at, last_error FROM outbox WHERE to_email = ${u.email}`)).rows as { attempts: number; sent_at: Date | null; last_error: string | null }[];
    expect(row.attempts).toBeGreaterThanOrEqual(1);
    expect(row.sent_at).toBeNull();
    expect(row.last_error).toBeTruthy();
    const back = await startSmtpReceiver(port);
    try {
      await h.db.db.execute(sql`UPDATE outbox SET next_attempt_at = now()`);
      await back.waitFor(ofKind(u.email, /Confirm your e-mail/));
      await settle();
      expect(back.mails.filter(to(u.email))).toHaveLength(1);
    } finally {
      await back.close();
    }
  });
});

describe('leaving', () => {
  it('deletes everything of an account with counters exact; a comment with replies stays as [deleted]', async () => {
    const leaver = await signup(h.app, 'leaver');
    const stayer = await signup(h.app, 'stayer');
    const theirs = await createBlog(h.app, leaver.token, { title: 'Leaving soon' });
    const mine = await createBlog(h.app, stayer.token, { title: 'Staying here' });
    await post(h.app, '/like-blog', { _id: mine._id, isLikedByUser: false }, leaver.token);
    await post(h.app, '/like-blog', { _id: theirs._id, isLikedByUser: false }, stayer.token);
    const answered = await post(h.app, '/add-comment', { _id: mine._id, comment: 'I will be answered' }, leaver.token);
    await post(h.app, '/add-comment', { _id: mine._id, comment: 'Answer', replying_to: answered.body._id }, stayer.token);
    await post(h.app, '/add-comment', { _id: mine._id, comment: 'Nobody answers this' }, leaver.token);
    const chain = await post(h.app, '/add-comment', { _id: mine._id, comment: 'Only I reply to this' }, leaver.token);
    await post(h.app, '/add-comment', { _id: mine._id, comment: 'me again', replying_to: chain.body._id }, leaver.token);

    expect(await post(h.app, '/delete-account', {}, leaver.token)).toMatchObject({ status: 400, body: { error: MESSAGES.deletePasswordRequired } });
    expect(await post(h.app, '/delete-account', { password: 'Wrong123' }, leaver.token)).toMatchObject({ status: 403, body: { error: MESSAGES.deletePasswordWrong } });
    expect((await post(h.app, '/delete-account', { password: 'Secret123' }, leaver.token)).body).toEqual({ status: 'deleted' });

    expect((await post(h.app, '/signin', { email: leaver.email, password: 'Secret123' })).status).toBe(401);
    expect((await get(h.app, '/new-notification', leaver.token)).status).toBe(401);
    expect((await post(h.app, '/get-profile', { username: leaver.username })).status).toBe(404);
    expect((await post(h.app, '/get-blog', { blog_id: theirs.blog_id })).status).toBe(404);
    const latest = await post(h.app, '/latest-blogs', { page: 1 });
    expect(latest.body.blogs.map((b: { title: string }) => b.title)).toEqual(['Staying here']);
    expect((await post(h.app, '/search-blogs', { query: 'Leaving' })).body.blogs).toEqual([]);

    const comments = (await post(h.app, '/get-blog-comments', { blog_id: mine._id, skip: 0 })).body as { comment: string; commented_by: unknown; children: string[] }[];
    expect(comments.map((c) => [c.comment, c.commented_by === null])).toEqual([[MESSAGES.deletedComment, true]]);
    // Counters equal what is there, computed from the rows.
    const [counts] = (
      await h.db.db.execute(sql`SELECT b.total_likes, b.total_comments, b.total_parent_comments,
        (SELECT count(*)::int FROM likes WHERE blog = b.id) AS likes,
        (SELECT count(*)::int FROM comments WHERE blog = b.id) AS all_comments,
        (SELECT count(*)::int FROM comments WHERE blog = b.id AND NOT is_reply) AS parents
        FROM blogs b WHERE b.id = ${mine._id}`)
    ).rows as Record<string, number>[];
    expect(counts).toEqual({ total_likes: 0, total_comments: 2, total_parent_comments: 1, likes: 0, all_comments: 2, parents: 1 });
    const blog = await post(h.app, '/get-blog', { blog_id: mine.blog_id });
    expect(blog.body.blog.activity).toMatchObject({ total_likes: 0, total_comments: 2, total_parent_comments: 1 });
  });

  it('a Google-only account confirms with its username', async () => {
    const u = await signup(h.app, 'googler');
    await h.db.db.execute(sql`UPDATE users SET password_hash = NULL, google_auth = true WHERE id = ${u.id}`);
    expect(await post(h.app, '/delete-account', { confirm: 'someone-else' }, u.token)).toMatchObject({ status: 400, body: { error: MESSAGES.deleteConfirmWrong } });
    expect((await post(h.app, '/delete-account', { confirm: u.username }, u.token)).body).toEqual({ status: 'deleted' });
  });

  it('exports a ZIP with the profile, every blog as Markdown and JSON, comments and images', async () => {
    const u = await signup(h.app, 'archivist');
    const image = await uploadPng(h.app, u.token);
    const published = await createBlog(h.app, u.token, { title: 'Published one', banner: image });
    await post(h.app, '/create-blog', blogPayload({ title: 'Draft one', draft: true }), u.token);
    await post(h.app, '/add-comment', { _id: published._id, comment: 'A note to self' }, u.token);

    const res = await h.app.inject({ method: 'GET', url: '/api/export-account', headers: { authorization: `Bearer ${u.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="inkwell-${u.username}.zip"`);
    const files = await unzip(res.rawPayload);
    const names = Object.keys(files).sort();
    const key = image.split('/').pop()!;
    expect(names.filter((n) => n.startsWith('blogs/')).length).toBe(4);
    expect(names).toEqual(expect.arrayContaining(['profile.json', 'comments.json', `images/${key}`, `blogs/${published.blog_id}.md`, `blogs/${published.blog_id}.json`]));
    expect(JSON.parse(files['profile.json'].toString())).toMatchObject({ username: u.username, email: u.email });
    expect(files[`blogs/${published.blog_id}.md`].toString()).toMatch(/^---\ntitle: "Published one"\n[\s\S]*draft: false[\s\S]*---\n\n# Published one\n\nHello \*\*world\*\*\n$/);
    const draftMd = names.find((n) => n.endsWith('.md') && n !== `blogs/${published.blog_id}.md`)!;
    expect(files[draftMd].toString()).toContain('draft: true');
    expect(JSON.parse(files['comments.json'].toString())).toMatchObject([{ comment: 'A note to self', blog_id: published.blog_id }]);
    // The image as it is served: written anew (an opaque PNG is a JPEG), never the uploaded bytes.
    expect([...files[`images/${key}`].subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect((await get(h.app, '/export-account')).status).toBe(401);
  });
});
