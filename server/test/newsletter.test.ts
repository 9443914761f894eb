import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import { call, createBlog, get, paragraph, pngBytes, post, setupServer, signup, until, type TestUser } from './helpers.ts';
import { loggedPath } from '../accessLog.ts';
import { linkToken, sentTo, startSmtpReceiver, type SmtpReceiver } from './smtp.ts';

// The newsletter (API.md, "Newsletter: readers who follow by e-mail"): subscribing without an
// account, double opt-in, the blog sent as a mail through the outbox at MAIL_RATE, one-click
// unsubscribe, the author's list. Mail goes through real SMTP servers in this process.
const env: Record<string, string> = { MAIL_POLL_MS: '100', JOBS_POLL_MS: '100', MAIL_FROM: 'Inkwell <mail@inkwell.test>', PUBLIC_URL: 'http://blog.inkwell.test', MAIL_RATE: '60000' };
let smtp: SmtpReceiver;
/** A mail server that refuses one mailbox for good (550), as when an address no longer exists. */
let refusing: SmtpReceiver & { rejected: string[] };
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  refusing = await startSmtpReceiver(0, { rejectRecipient: (a) => a === 'gone@example.test' });
  env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  await smtp.close();
  await refusing.close();
});
const h = setupServer(env);

const subject = (re: RegExp | string) => (m: ParsedMail) => (typeof re === 'string' ? m.subject === re : re.test(m.subject ?? ''));
const both = (...ms: ((m: ParsedMail) => boolean)[]) => (m: ParsedMail) => ms.every((f) => f(m));
const header = (m: ParsedMail, name: string) => m.headerLines.find((l) => l.key === name)?.line.replace(/^[^:]+:\s*/, '');
const sql = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => (await h.db.pool.query(text, values)).rows as T[];
const subscribers = async (u: TestUser) => (await post(h.app, '/get-profile', { username: u.username })).body.subscribers as number;

/** Every durable job is done (finished or given up): a newsletter job that sends nothing has still run. */
const jobsDone = () => until(async () => (await sql(`SELECT 1 FROM jobs WHERE finished_at IS NULL AND failed_at IS NULL`)).length === 0, 'the jobs to finish');
/** Every job is done and the outbox has sent (or given up) every mail: what was going to arrive has. */
async function allSent() {
  await jobsDone();
  await until(async () => (await sql(`SELECT 1 FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL`)).length === 0, 'the outbox to empty');
}

async function subscribeAndConfirm(author: TestUser, email: string, headers: Record<string, string> = {}) {
  const res = await call(h.app, 'POST', '/api/subscribe', { username: author.username, email }, undefined, { headers });
  expect(res.body).toEqual({ status: 'check-your-inbox' });
  const [mail] = await smtp.waitFor(both(sentTo(email.trim().toLowerCase()), (m) => (m.text ?? '').includes('/subscribe/confirm/')));
  expect((await post(h.app, '/confirm-subscription', { token: linkToken(mail, 'subscribe/confirm') })).body).toEqual({ status: 'confirmed', username: author.username });
  return mail;
}

async function verifiedMember(name: string): Promise<TestUser> {
  const u = await signup(h.app, name);
  const [mail] = await smtp.waitFor(both(sentTo(u.email), subject(/Confirm your e-mail/)));
  expect((await post(h.app, '/verify-email', { token: linkToken(mail, 'verify-email') })).status).toBe(200);
  return u;
}

/** A PNG uploaded through the signed URL flow, `width` x `height`. */
async function upload(token: string, width: number, height: number) {
  const { body } = await get(h.app, '/get-upload-url', token);
  const res = await h.app.inject({ method: 'PUT', url: body.uploadURL, payload: pngBytes(width, height), headers: { 'content-type': 'image/png' } });
  expect(res.statusCode).toBe(200);
  return body.uploadURL.split('?')[0] as string;
}

describe('a reader follows an author by e-mail', () => {
  it('subscribes, confirms only by POST, gets the whole blog as a mail for mail clients, and unsubscribes in one click', async () => {
    const alice = await signup(h.app, 'alice');
    expect(await subscribers(alice)).toBe(0);

    const res = await post(h.app, '/subscribe', { username: alice.username, email: '  Reader@Example.TEST ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'check-your-inbox' });
    const [confirmMail] = await smtp.waitFor(both(sentTo('reader@example.test'), subject(`Confirm your subscription to ${alice.fullname}`)));
    const token = linkToken(confirmMail, 'subscribe/confirm');
    expect(confirmMail.text).toContain(`http://blog.inkwell.test/subscribe/confirm/${token}`);

    // A link scanner opening the page confirms nothing; logs never show the page's token.
    // The page as the server draws it for the built app: its own head, never indexed, no canonical address.
    const distDir = mkdtempSync(join(tmpdir(), 'inkwell-newsletter-dist-'));
    copyFileSync(join(import.meta.dirname, '../../index.html'), join(distDir, 'index.html'));
    await h.rebuild({ SERVE_APP: 'true', DIST_DIR: distDir });
    const page = await h.app.inject({ method: 'GET', url: `/subscribe/confirm/${token}`, headers: { 'accept-language': 'es' } });
    rmSync(distDir, { recursive: true, force: true });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="robots" content="noindex"');
    expect(page.body).not.toContain('rel="canonical"');
    expect(page.body).toContain('Confirma tu suscripción');
    expect(page.body).not.toContain(token);
    expect(loggedPath(`/subscribe/confirm/${token}`)).toBe('/subscribe/confirm/[redacted]');
    expect(await subscribers(alice)).toBe(0);
    const pending = await post(h.app, '/subscribers', { page: 1 }, alice.token);
    expect(pending.body).toMatchObject({ total: 1, subscribers: [{ email: 'reader@example.test', state: 'pending' }] });

    expect((await post(h.app, '/confirm-subscription', { token })).body).toEqual({ status: 'confirmed', username: alice.username });
    const again = await post(h.app, '/confirm-subscription', { token });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('subscription_link_invalid');
    expect(await subscribers(alice)).toBe(1);
    // Subscribing a confirmed address again answers the same and mails nothing (checked below).
    expect((await post(h.app, '/subscribe', { username: alice.username, email: 'reader@example.test' })).body).toEqual({ status: 'check-your-inbox' });

    const image = await upload(alice.token, 1280, 640);
    const content = {
      time: 1,
      version: '2.31.7',
      blocks: [
        paragraph('An opening with <a href="https://example.org/page">a link</a>.'),
        { type: 'header', data: { text: 'A section', level: 2 } },
        { type: 'image', data: { file: { url: image }, caption: 'A wide picture' } },
        { type: 'code', data: { code: 'const answer = 42;\nconsole.log("answer");', language: 'javascript' } },
        { type: 'table', data: { withHeadings: true, content: [['Name', 'Count'], ['apples', '3']] } },
        paragraph('The closing words.'),
      ],
    };
    const banner = await upload(alice.token, 1600, 800);
    const blog = await createBlog(h.app, alice.token, { title: 'Letters from the garden', content, banner });

    const [mail] = await smtp.waitFor(both(sentTo('reader@example.test'), subject('Letters from the garden')));
    const html = String(mail.html);
    expect(Buffer.byteLength(html)).toBeLessThan(100_000);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('An opening with');
    expect(html).toContain('The closing words.');
    expect(html).toContain(`By ${alice.fullname}`);
    // Links as written (no rewriting), the blog's page, and no tracking pixel: the one image is the blog's.
    expect(html).toContain('href="https://example.org/page"');
    expect(html).toContain(`href="http://blog.inkwell.test/blogs/${blog.blog_id}"`);
    const images = html.match(/<img [^>]*>/g)!;
    expect(images).toHaveLength(2);
    // The banner and the image at 640 px, each with the size it shows at (its own scaled to 640 wide).
    expect(images[0]).toContain(`src="${banner}?w=640&amp;format=jpeg"`);
    expect(images[0]).toContain('width="640" height="320"');
    expect(images[1]).toContain(`src="${image}?w=640&amp;format=jpeg"`);
    expect(images[1]).toContain('width="640" height="320"');
    // Code coloured inline, the table kept, styles inline, a dark-mode block for the clients that keep <style>.
    expect(html).toMatch(/<pre dir="ltr" style="[^"]+"><code [^>]*>.*<span style="color:#[0-9a-f]{3,6}">const<\/span>/s);
    expect(html).toMatch(/<table style="[^"]+"><thead><tr><th style="[^"]+" scope="col" dir="auto">Name<\/th>/);
    expect(html).toMatch(/<p style="[^"]*font-size:17px/);
    expect(html).toContain('@media (prefers-color-scheme: dark)');
    expect(html).not.toContain('Read the rest');
    expect(mail.text).toContain('The closing words.');

    // One-click unsubscribe (RFC 8058): the mail client POSTs the header's URL with that form.
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const listUnsubscribe = /^<([^>]+)>$/.exec(header(mail, 'list-unsubscribe') ?? '')![1]!;
    expect(listUnsubscribe).toMatch(/^http:\/\/blog\.inkwell\.test\/api\/unsubscribe\?token=/);
    const oneClick = await h.app.inject({
      method: 'POST',
      url: listUnsubscribe.replace('http://blog.inkwell.test', ''),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.json()).toEqual({ status: 'unsubscribed' });
    expect(await subscribers(alice)).toBe(0);
    expect((await post(h.app, '/subscribers', { page: 1 }, alice.token)).body.subscribers[0]).toMatchObject({ email: 'reader@example.test', state: 'unsubscribed' });
    // The visible link in the mail names the same unsubscribe (the app's page posts its token).
    expect(html).toContain(`href="http://blog.inkwell.test/unsubscribe/${decodeURIComponent(listUnsubscribe.split('token=')[1]!)}"`);

    // The next blog goes to a new subscriber, not to the one who left; the confirmed address got one confirmation mail.
    await subscribeAndConfirm(alice, 'second@example.test');
    await createBlog(h.app, alice.token, { title: 'More letters' });
    await smtp.waitFor(both(sentTo('second@example.test'), subject('More letters')));
    await allSent();
    expect(smtp.mails.filter(both(sentTo('reader@example.test'), subject('More letters')))).toHaveLength(0);
    expect(smtp.mails.filter(both(sentTo('reader@example.test'), subject(/Confirm your subscription/)))).toHaveLength(1);
  });

  it('each address gets a blog once (a following member gets the same whole blog, one mail even when subscribed too), in its language else the author’s; newsletter: false, updates, blocked and suspended authors send nothing', async () => {
    const author = await verifiedMember('writer');
    const bob = await verifiedMember('bob');
    expect((await post(h.app, '/follow', { username: author.username, following: true }, bob.token)).status).toBe(200);
    expect((await post(h.app, '/update-preferences', { language: 'en' }, bob.token)).status).toBe(200);
    await subscribeAndConfirm(author, bob.email);
    const spanish = await subscribeAndConfirm(author, 'lector@example.test', { 'accept-language': 'es-ES,es;q=0.9' });
    expect(spanish.html).toContain('<html lang="es" dir="ltr">');
    expect(spanish.subject).toBe(`Confirma tu suscripción a ${author.fullname}`);
    await subscribeAndConfirm(author, 'quiet@example.test');
    // A member who subscribed by e-mail and then blocked the author gets nothing from them.
    const carl = await signup(h.app, 'carl');
    await subscribeAndConfirm(author, carl.email);
    expect((await post(h.app, '/block', { username: author.username, blocked: true }, carl.token)).status).toBe(200);
    const dora = await verifiedMember('dora');
    expect((await post(h.app, '/follow', { username: author.username, following: true }, dora.token)).status).toBe(200);
    const erin = await verifiedMember('erin');
    expect((await post(h.app, '/follow', { username: author.username, following: true }, erin.token)).status).toBe(200);
    expect((await post(h.app, '/update-email-settings', { comment: true, reply: true, new_blog: true, digest: true }, erin.token)).status).toBe(200);
    // The author's interface language is Arabic: a subscriber who said none reads that.
    expect((await post(h.app, '/update-preferences', { language: 'ar' }, author.token)).status).toBe(200);

    await createBlog(h.app, author.token, { title: 'Not for the list', newsletter: false });
    // The choice is kept with a draft: published later without saying it again, it still sends nothing.
    const quiet = await createBlog(h.app, author.token, { title: 'Quiet draft', draft: true, newsletter: false });
    await createBlog(h.app, author.token, { title: 'Quiet draft', id: quiet.blog_id });
    const sent = await createBlog(h.app, author.token, { title: 'For the list', language: 'en' });
    const [toSpanish] = await smtp.waitFor(both(sentTo('lector@example.test'), subject('For the list')));
    expect(toSpanish.html).toContain('<html lang="es" dir="ltr">');
    expect(toSpanish.html).toContain('>Cancelar la suscripción</a>');
    const [toQuiet] = await smtp.waitFor(both(sentTo('quiet@example.test'), subject('For the list')));
    expect(toQuiet.html).toContain('<html lang="ar" dir="rtl">');
    expect(toQuiet.html).toContain('>إلغاء الاشتراك</a>');
    // The blog's own words keep their language and direction inside the Arabic mail.
    expect(toQuiet.html).toContain('<div class="content" lang="en" dir="ltr"');
    await allSent();
    // bob follows with new-blog mail on and subscribed: one mail about it, the whole blog, as a follower's
    // (its unsubscribe turns off his new-blog mail, not a subscription he may not remember).
    const toBob = smtp.mails.filter(both(sentTo(bob.email), subject(/For the list/)));
    expect(toBob).toHaveLength(1);
    expect(toBob[0]!.subject).toBe('For the list');
    expect(toBob[0]!.html).toContain('<div class="content" lang="en" dir="ltr"');
    expect(toBob[0]!.html).toContain('You get this e-mail because you follow this author.');
    expect(header(toBob[0]!, 'list-unsubscribe')).toMatch(new RegExp(`/api/unsubscribe\\?token=v1\\.${bob.id}\\.new_blog\\.`));
    // dora only follows (new-blog mail on): the same whole blog. erin follows with the daily digest: a line there, no mail now.
    // She chose no language: the author's, as for a subscriber.
    const toDora = smtp.mails.filter(both(sentTo(dora.email), subject('For the list')));
    expect(toDora).toHaveLength(1);
    expect(toDora[0]!.html).toContain('<html lang="ar" dir="rtl">');
    expect(toDora[0]!.html).toContain('تصلك هذه الرسالة لأنك تتابع هذا الكاتب.');
    expect(smtp.mails.filter(both(sentTo(erin.email), subject(/For the list/)))).toHaveLength(0);
    expect(await sql(`SELECT line FROM digest_items WHERE user_id = $1 AND line LIKE '%“For the list”%'`, [erin.id])).toHaveLength(1);
    // A blog sent without its newsletter still tells the followers who asked for new-blog mail, in a short mail.
    expect(smtp.mails.filter(subject('Not for the list'))).toHaveLength(0);
    expect(smtp.mails.filter(both(sentTo(dora.email), subject(/published “Not for the list”/)))).toHaveLength(1);
    expect(smtp.mails.filter(subject('Quiet draft'))).toHaveLength(0);
    expect(smtp.mails.filter(both(sentTo(carl.email), subject('For the list')))).toHaveLength(0);
    const newsletterRows = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE kind = 'newsletter'`);
    expect(newsletterRows[0]!.n).toBe(2);
    // One body per language and audience, shared by the mails of that language.
    expect(await sql(`SELECT audience, language FROM newsletter_copies WHERE blog = $1 ORDER BY audience, language`, [sent._id])).toEqual([
      { audience: 'follower', language: 'ar' },
      { audience: 'follower', language: 'en' },
      { audience: 'subscriber', language: 'ar' },
      { audience: 'subscriber', language: 'es' },
    ]);

    // An update sends nothing; neither does a job run again (a restart after a crash): each address once.
    const update = await post(h.app, '/create-blog', { title: 'For the list', banner: 'https://images.example.test/banner.png', des: 'Changed', content: { blocks: [paragraph('Edited')] }, tags: ['tech'], id: sent.blog_id }, author.token);
    expect(update.status).toBe(200);
    await sql(`INSERT INTO jobs (kind, payload) VALUES ('newsletter', $1)`, [JSON.stringify({ blog: sent._id })]);
    await post(h.app, '/create-blog', { title: 'Kick', banner: 'https://images.example.test/banner.png', des: 'x', content: { blocks: [paragraph('x')] }, tags: ['tech'], draft: true }, author.token);
    await until(async () => (await sql(`SELECT 1 FROM jobs WHERE finished_at IS NULL`)).length === 0, 'the repeated job');
    expect((await sql<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE kind = 'newsletter'`))[0]!.n).toBe(2);

    // A suspended author: no confirmation mail, no newsletter.
    await sql(`UPDATE users SET suspended_until = now() + interval '3 days' WHERE id = $1`, [author.id]);
    expect((await post(h.app, '/subscribe', { username: author.username, email: 'late@example.test' })).body).toEqual({ status: 'check-your-inbox' });
    await sql(`UPDATE blogs SET draft = false WHERE title = 'Kick'`);
    await sql(`INSERT INTO jobs (kind, payload) SELECT 'newsletter', jsonb_build_object('blog', id) FROM blogs WHERE title = 'Kick'`);
    await until(async () => (await sql(`SELECT 1 FROM jobs WHERE finished_at IS NULL`)).length === 0, 'the suspended author’s job');
    expect((await sql<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE kind LIKE 'newsletter%' AND (to_email = 'late@example.test' OR subject = 'Kick')`))[0]!.n).toBe(0);
  });

  it('limits: three confirmation mails an address a day, the same answer for everyone, strict addresses, a per-client rate', async () => {
    const one = await signup(h.app, 'one');
    const two = await signup(h.app, 'two');
    for (const author of [one, one, two, two]) {
      expect((await post(h.app, '/subscribe', { username: author.username, email: 'flood@example.test' })).body).toEqual({ status: 'check-your-inbox' });
    }
    await smtp.waitFor(both(sentTo('flood@example.test'), subject(/Confirm your subscription/)), 3);
    expect((await sql<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE to_email = 'flood@example.test'`))[0]!.n).toBe(3);

    const bad = await post(h.app, '/subscribe', { username: one.username, email: 'not an address' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('email_invalid');
    expect((await post(h.app, '/subscribe', { username: one.username, email: '' })).body.code).toBe('email_missing');
    const nobody = await post(h.app, '/subscribe', { username: 'nobody-here', email: 'x@example.test' });
    expect([nobody.status, nobody.body.code]).toEqual([404, 'user_not_found']);
    expect((await post(h.app, '/confirm-subscription', { token: 'x'.repeat(43) })).body.code).toBe('subscription_link_invalid');

    await h.rebuild({ AUTH_RATE_LIMIT: '2' });
    expect((await post(h.app, '/subscribe', { username: one.username, email: 'a@example.test' })).status).toBe(200);
    expect((await post(h.app, '/subscribe', { username: one.username, email: 'b@example.test' })).status).toBe(200);
    const limited = await post(h.app, '/subscribe', { username: one.username, email: 'c@example.test' });
    expect([limited.status, limited.body.code]).toEqual([429, 'rate_limited']);
  });

  it('the author’s list: imports from Substack, Ghost and Buttondown with or without consent, search, CSV export, remove', async () => {
    const author = await signup(h.app, 'lister');
    expect((await post(h.app, '/subscribers', { page: 1 })).status).toBe(401);

    const substack = ['email,active_subscription,expiry,plan,email_disabled,created_at', 'ann@example.test,false,,free,false,2024-01-02', 'left@example.test,false,,free,true,2024-01-03', 'not-an-address,false,,free,false,2024-01-04'].join('\n');
    expect((await post(h.app, '/import-subscribers', { csv: substack, consent: true }, author.token)).body).toEqual({ added: 1, skipped: 2 });

    const ghost = ['id,email,name,note,subscribed_to_emails,complimentary_plan,stripe_customer_id,created_at,deleted_at,labels,tiers', '1,Cat@Example.test,Cat,,true,,,2024-01-01T00:00:00.000Z,,,', '2,dan@example.test,Dan,,false,,,2024-01-01T00:00:00.000Z,,,'].join('\r\n');
    expect((await post(h.app, '/import-subscribers', { csv: ghost, consent: false }, author.token)).body).toEqual({ added: 1, skipped: 1 });
    // Without consent: a confirmation mail, and pending until it is confirmed.
    const [catMail] = await smtp.waitFor(both(sentTo('cat@example.test'), subject(/Confirm your subscription/)));

    const buttondown = ['\uFEFFemail,notes,metadata,tags,subscriber_type', 'eve@example.test,,{},"a,b",regular', 'fay@example.test,,{},,unsubscribed', 'ann@example.test,,{},,regular', `"=cmd|'/Ccalc'!A0@example.test",,{},,regular`].join('\n');
    expect((await post(h.app, '/import-subscribers', { csv: buttondown, consent: true }, author.token)).body).toEqual({ added: 2, skipped: 2 });
    const noColumn = await post(h.app, '/import-subscribers', { csv: 'name\nann', consent: true }, author.token);
    expect([noColumn.status, noColumn.body.code]).toEqual([400, 'subscribers_csv_no_email']);

    const all = await post(h.app, '/subscribers', { page: 1 }, author.token);
    expect(all.body.total).toBe(4);
    expect(all.body.subscribers.map((s: { email: string }) => s.email)).toEqual(["=cmd|'/ccalc'!a0@example.test", 'eve@example.test', 'cat@example.test', 'ann@example.test']);
    const found = await post(h.app, '/subscribers', { page: 1, query: 'CAT@' }, author.token);
    expect(found.body).toMatchObject({ total: 1, subscribers: [{ email: 'cat@example.test', state: 'pending' }] });
    expect(await subscribers(author)).toBe(3);

    const csv = await get(h.app, '/export-subscribers', author.token);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines[0]).toBe('email,state,since');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual(['ann@example.test,confirmed', 'cat@example.test,pending', 'eve@example.test,confirmed', "'=cmd|'/ccalc'!a0@example.test,confirmed"]);
    // The export imports again as it is: every address known, none added.
    expect((await post(h.app, '/import-subscribers', { csv: String(csv.body), consent: true }, author.token)).body).toEqual({ added: 0, skipped: 4 });

    expect((await post(h.app, '/remove-subscriber', { email: 'ann@example.test' }, author.token)).body).toEqual({ status: 'done' });
    const gone = await post(h.app, '/remove-subscriber', { email: 'ann@example.test' }, author.token);
    expect([gone.status, gone.body.code]).toEqual([404, 'subscriber_not_found']);
    expect(await subscribers(author)).toBe(2);
    // The imported address's own confirmation makes it a subscriber.
    expect((await post(h.app, '/confirm-subscription', { token: linkToken(catMail, 'subscribe/confirm') })).body).toEqual({ status: 'confirmed', username: author.username });
    expect(await subscribers(author)).toBe(3);
  });
});

describe('sending', () => {
  it('goes at MAIL_RATE, gives up a refused address at once and marks it bounced at the third refusal', async () => {
    // 240 a minute: each newsletter mail is planned a quarter of a second after the one before.
    await h.rebuild({ SMTP_URL: refusing.url, MAIL_RATE: '240' });
    const author = await signup(h.app, 'sender');
    const csv = ['email', 'gone@example.test', 'r1@example.test', 'r2@example.test'].join('\n');
    expect((await post(h.app, '/import-subscribers', { csv, consent: true }, author.token)).body).toEqual({ added: 3, skipped: 0 });

    const state = async () => (await sql<{ state: string; bounce_count: number }>(`SELECT state, bounce_count FROM subscribers WHERE email = 'gone@example.test'`))[0]!;
    for (let i = 1; i <= 3; i++) {
      const blog = await createBlog(h.app, author.token, { title: `Issue ${i}` });
      await refusing.waitFor(both(sentTo('r2@example.test'), subject(`Issue ${i}`)));
      await until(async () => (await sql(`SELECT 1 FROM outbox WHERE kind = 'newsletter' AND event_key LIKE $1 AND sent_at IS NULL AND failed_at IS NULL`, [`newsletter:${blog._id}:%`])).length === 0, `issue ${i} sent`);
      expect(await state()).toEqual({ state: i < 3 ? 'confirmed' : 'bounced', bounce_count: i });
      if (i === 1) {
        const rows = await sql<{ due: number; sent: number | null; attempts: number; failed: boolean }>(
          `SELECT extract(epoch FROM due_at)::float8 AS due, extract(epoch FROM sent_at)::float8 AS sent, attempts, failed_at IS NOT NULL AS failed FROM outbox WHERE kind = 'newsletter' ORDER BY due_at`,
        );
        expect(rows).toHaveLength(3);
        expect(rows[1]!.due - rows[0]!.due).toBeCloseTo(0.25, 2);
        expect(rows[2]!.due - rows[1]!.due).toBeCloseTo(0.25, 2);
        for (const r of rows) if (r.sent !== null) expect(r.sent).toBeGreaterThanOrEqual(r.due - 0.01);
        // The refused mail was tried once and given up (a 5xx is not retried).
        expect(rows.filter((r) => r.failed).map((r) => r.attempts)).toEqual([1]);
        // Sent or given up, a mail keeps no body and no unsubscribe token.
        expect(await sql(`SELECT 1 FROM outbox WHERE kind = 'newsletter' AND (unsubscribe_url IS NOT NULL OR newsletter_copy IS NOT NULL OR html_body <> '' OR headers <> '{}')`)).toEqual([]);
      }
    }
    expect(refusing.rejected).toEqual(['gone@example.test', 'gone@example.test', 'gone@example.test']);
    await createBlog(h.app, author.token, { title: 'Issue 4' });
    await refusing.waitFor(both(sentTo('r2@example.test'), subject('Issue 4')));
    await allSent();
    expect(refusing.rejected).toHaveLength(3);
    expect((await post(h.app, '/subscribers', { page: 1, query: 'gone' }, author.token)).body.subscribers[0].state).toBe('bounced');

    // One mail a minute: the second waits; deleting the blog meanwhile drops what was not sent.
    await h.rebuild({ SMTP_URL: refusing.url, MAIL_RATE: '1' });
    const doomed = await createBlog(h.app, author.token, { title: 'Issue 5' });
    await refusing.waitFor(subject('Issue 5'));
    const waiting = `SELECT 1 FROM outbox WHERE event_key LIKE 'newsletter:${doomed._id}:%' AND sent_at IS NULL AND failed_at IS NULL`;
    await until(async () => (await sql(waiting)).length === 1, 'the second mail to wait');
    expect((await post(h.app, '/delete-blog', { blog_id: doomed.blog_id }, author.token)).status).toBe(200);
    expect(await sql(waiting)).toEqual([]);
    expect(refusing.mails.filter(subject('Issue 5'))).toHaveLength(1);
  });

  it('marks the mails sent while one mark waits for the database with one statement, and each goes once', async () => {
    // All eight due at once (a tenth of a millisecond apart), so the sender takes them in one round.
    await h.rebuild({ MAIL_RATE: '600000' });
    const author = await signup(h.app, 'marker');
    const readers = Array.from({ length: 8 }, (_, i) => `marked${i}@example.test`);
    expect((await post(h.app, '/import-subscribers', { csv: ['email', ...readers].join('\n'), consent: true }, author.token)).body).toEqual({ added: 8, skipped: 0 });
    await allSent(); // the author's verification mail
    // The sender's statements that mark mails sent, counted; the first is held until every mail has
    // arrived, as a mark waits behind readers on a busy embedded database while the other connections send.
    const got = () => smtp.mails.filter(subject('Marked together'));
    const pool = h.db.pool;
    const query = pool.query;
    let marks = 0;
    pool.query = (async (...args: unknown[]) => {
      const first = args[0] as string | { text?: string };
      if (/^update "outbox" set .*"sent_at" = now\(\)/is.test(typeof first === 'string' ? first : (first?.text ?? ''))) {
        if (++marks === 1) await until(async () => got().length === readers.length, 'every mail to arrive').catch(() => {});
      }
      return (query as (...a: unknown[]) => unknown).apply(pool, args);
    }) as typeof pool.query;
    try {
      await createBlog(h.app, author.token, { title: 'Marked together' });
      await allSent();
    } finally {
      pool.query = query;
    }
    expect(got().map((m) => (m.to && 'value' in m.to ? m.to.value[0]!.address : '')).sort()).toEqual([...readers].sort());
    // One statement a mail before: 8.
    expect(marks).toBeGreaterThan(0);
    expect(marks).toBeLessThan(readers.length);
  });

  it('cuts a blog past 100 KB of HTML at a block boundary, with a link to the rest', async () => {
    const author = await signup(h.app, 'long');
    await post(h.app, '/import-subscribers', { csv: 'email\nlong-reader@example.test', consent: true }, author.token);
    const blocks = Array.from({ length: 200 }, (_, i) => paragraph(`Paragraph ${i + 1} ${'words '.repeat(160)}end ${i + 1}.`));
    const blog = await createBlog(h.app, author.token, { title: 'A very long blog', content: { time: 1, version: '2.31.7', blocks } });
    const [mail] = await smtp.waitFor(both(sentTo('long-reader@example.test'), subject('A very long blog')));
    const html = String(mail.html);
    expect(Buffer.byteLength(html)).toBeLessThan(100_000);
    expect(Buffer.byteLength(html)).toBeGreaterThan(90_000);
    expect(html).toContain('Read the rest');
    expect(html).toContain(`http://blog.inkwell.test/blogs/${blog.blog_id}`);
    // Whole paragraphs only: the last one shown ends, and the next is absent.
    const shown = [...html.matchAll(/Paragraph (\d+) /g)].map((m) => Number(m[1]));
    const last = Math.max(...shown);
    expect(last).toBeLessThan(200);
    expect(html).toContain(`end ${last}.</p>`);
    expect(html).not.toContain(`Paragraph ${last + 1} `);
    expect(mail.text).toContain(`Read the rest: http://blog.inkwell.test/blogs/${blog.blog_id}`);
  });
});

describe('"Send me a test" (docs/API.md, decisions)', () => {
  const content = (text: string) => ({ time: 1, version: '2.31.7', blocks: [paragraph(text)] });

  it("mails the blog as the publish form holds it to the author's own verified address, in their language, and to nobody else", async () => {
    const author = await verifiedMember('tester');
    await post(h.app, '/import-subscribers', { csv: 'email\ntest-reader@example.test', consent: true }, author.token);
    const draft = await createBlog(h.app, author.token, { title: 'Saved draft', draft: true });

    const res = await call(h.app, 'POST', '/api/send-test-newsletter', { id: draft.blog_id, title: 'Not saved yet', des: 'What the form holds', content: content('Words typed in the form.') }, author.token, {
      headers: { authorization: `Bearer ${author.token}`, 'accept-language': 'es' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: true });
    const [mail] = await smtp.waitFor(both(sentTo(author.email), subject(/Not saved yet/)));
    // The same renderer as the subscribers' mail, in the author's language, named a test.
    expect(mail.subject).toBe('Prueba: Not saved yet');
    const html = String(mail.html);
    expect(html).toContain('Words typed in the form.');
    expect(html).toContain(`http://blog.inkwell.test/blogs/${draft.blog_id}`);
    expect(html).toContain('prefers-color-scheme: dark');
    expect(html).toContain('http://blog.inkwell.test/dashboard/subscribers');
    // A new blog, never saved: the link is the author's profile.
    expect((await post(h.app, '/send-test-newsletter', { title: 'Brand new', content: content('Fresh.') }, author.token)).body).toEqual({ sent: true });
    const [fresh] = await smtp.waitFor(both(sentTo(author.email), subject(/Brand new/)));
    expect(String(fresh.html)).toContain(`http://blog.inkwell.test/user/${author.username}`);
    await allSent();
    expect(smtp.mails.filter(sentTo('test-reader@example.test'))).toEqual([]);
  });

  it("answers another member's blog as unknown, refuses an unverified address and an empty blog, and allows 5 tests an hour", async () => {
    const author = await verifiedMember('tester2');
    const other = await verifiedMember('other2');
    const theirs = await createBlog(h.app, other.token, { title: 'Their draft', draft: true });
    const foreign = await post(h.app, '/send-test-newsletter', { id: theirs.blog_id, title: 'Theirs', content: content('x') }, author.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('blog_not_found');
    expect((await post(h.app, '/send-test-newsletter', { title: 'x', content: content('x') })).status).toBe(401);
    const unverified = await signup(h.app, 'unverified2');
    const refused = await post(h.app, '/send-test-newsletter', { title: 'x', content: content('x') }, unverified.token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('newsletter_test_unverified');
    const empty = await post(h.app, '/send-test-newsletter', { title: 'Empty', content: { blocks: [] } }, author.token);
    expect(empty.status).toBe(400);

    for (let i = 1; i <= 5; i++) expect((await post(h.app, '/send-test-newsletter', { title: `Try ${i}`, content: content('x') }, author.token)).status).toBe(200);
    const sixth = await post(h.app, '/send-test-newsletter', { title: 'Try 6', content: content('x') }, author.token);
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('newsletter_tests_per_hour');
    expect(sixth.headers['retry-after']).toBe('3600');
    await allSent();
    expect(smtp.mails.filter(both(sentTo(author.email), subject(/^Test: Try/)))).toHaveLength(5);
    expect(smtp.mails.filter(subject(/Theirs/))).toEqual([]);
  });
});

describe("the Subscribers page's growth chart (docs/API.md, decisions)", () => {
  it('answers confirmed subscribers at the end of each of the last 12 weeks, oldest first', async () => {
    const author = await signup(h.app, 'grower');
    const csv = ['email', ...Array.from({ length: 5 }, (_, i) => `grow${i}@example.test`)].join('\n');
    await post(h.app, '/import-subscribers', { csv, consent: true }, author.token);
    await post(h.app, '/import-subscribers', { csv: 'email\ngrow-pending@example.test', consent: false }, author.token);
    // Confirmed 20 weeks ago (before the chart), 5 weeks ago, 3 weeks ago twice; one confirmed then left.
    const back = async (email: string, days: number) => sql(`UPDATE subscribers SET confirmed_at = now() - make_interval(days => $1) WHERE email = $2`, [days, email]);
    await back('grow0@example.test', 140);
    await back('grow1@example.test', 35);
    await back('grow2@example.test', 21);
    await back('grow3@example.test', 21);
    await sql(`UPDATE subscribers SET state = 'unsubscribed' WHERE email = 'grow4@example.test'`);

    const { growth } = (await post(h.app, '/subscribers', { page: 1 }, author.token)).body as { growth: { week: string; confirmed: number }[] };
    expect(growth).toHaveLength(12);
    const mondays = growth.map((g) => new Date(`${g.week}T00:00:00Z`));
    expect(mondays.every((d) => d.getUTCDay() === 1)).toBe(true);
    expect(mondays.slice(1).every((d, i) => d.getTime() - mondays[i]!.getTime() === 7 * 86_400_000)).toBe(true);
    expect(Date.now() - mondays[11]!.getTime()).toBeLessThan(7 * 86_400_000);
    const counts = growth.map((g) => g.confirmed);
    expect(counts[0]).toBe(1);
    expect(counts[11]).toBe(4);
    expect(counts.slice(1).every((n, i) => n >= counts[i]!)).toBe(true);
    // A date n whole weeks ago is in the week 11 - n, whatever today's weekday.
    expect(counts.slice(5, 9)).toEqual([1, 2, 2, 4]);
    // Another author's list is not counted; the search does not change the chart.
    const other = await signup(h.app, 'grower2');
    expect(((await post(h.app, '/subscribers', { page: 1 }, other.token)).body.growth as { confirmed: number }[]).every((g) => g.confirmed === 0)).toBe(true);
    expect((await post(h.app, '/subscribers', { page: 1, query: 'nobody' }, author.token)).body.growth).toEqual(growth);
  });
});

describe('the record of what a blog was sent to (docs/API.md, decisions)', () => {
  it('is pruned a week after its send completed, never while its job or its mails are still to do', async () => {
    const { pruneOutbox } = await import('../store/mail.ts');
    const author = await signup(h.app, 'pruner');
    await post(h.app, '/import-subscribers', { csv: 'email\nprune1@example.test\nprune2@example.test', consent: true }, author.token);
    const done = await createBlog(h.app, author.token, { title: 'Sent and done' });
    await allSent();
    const marks = async (blog: string) => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM newsletter_sends WHERE blog = $1`, [blog]))[0]!.n;
    expect(await marks(done._id)).toBe(2);
    // A second blog whose job is still to do (as if the server stopped mid-queue), and a third whose mails still wait.
    const queuing = await createBlog(h.app, author.token, { title: 'Still queuing', newsletter: false });
    await sql(`INSERT INTO newsletter_sends (blog, email) VALUES ($1, 'prune1@example.test')`, [queuing._id]);
    await sql(`INSERT INTO jobs (kind, payload, run_at) VALUES ('newsletter', $1, now() + interval '1 hour')`, [JSON.stringify({ blog: queuing._id })]);
    const waiting = await createBlog(h.app, author.token, { title: 'Mails waiting', newsletter: false });
    await sql(`INSERT INTO newsletter_sends (blog, email) VALUES ($1, 'prune1@example.test')`, [waiting._id]);
    await sql(
      `INSERT INTO outbox (to_email, kind, event_key, subject, text_body, html_body, headers, due_at, next_attempt_at) VALUES ('prune1@example.test', 'newsletter', $1, 's', 't', 'h', '{}', now() + interval '1 hour', now() + interval '1 hour')`,
      [`newsletter:${waiting._id}:00000000-0000-0000-0000-000000000001`],
    );

    await pruneOutbox(h.db.db);
    expect([await marks(done._id), await marks(queuing._id), await marks(waiting._id)]).toEqual([2, 1, 1]);
    await sql(`UPDATE newsletter_sends SET created_at = now() - interval '8 days'`);
    await pruneOutbox(h.db.db);
    expect([await marks(done._id), await marks(queuing._id), await marks(waiting._id)]).toEqual([0, 1, 1]);
  });
});
