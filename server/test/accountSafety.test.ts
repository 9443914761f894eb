import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import type { ParsedMail } from 'mailparser';
import { MESSAGES } from '../../src/contract/index.ts';
import { blogPayload, createBlog, get, post, setupServer, signup } from './helpers.ts';
import { linkToken, startSmtpReceiver, type SmtpReceiver } from './smtp.ts';

/* Who holds an account once an address is proved, which addresses mail goes to, and what the server keeps. */

const projectId = 'inkwell-test';
const env: Record<string, string> = { MAIL_POLL_MS: '100', MAIL_FROM: 'Inkwell <mail@inkwell.test>', PUBLIC_URL: 'http://blog.inkwell.test', FIREBASE_PROJECT_ID: projectId };
let smtp: SmtpReceiver;
let jwks: Server;
let key: CryptoKey;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  env.SMTP_URL = smtp.url;
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwks = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((r) => jwks.listen(0, '127.0.0.1', r));
  env.GOOGLE_JWKS_URL = `http://127.0.0.1:${(jwks.address() as { port: number }).port}/jwks`;
});
afterAll(async () => {
  await smtp.close();
  await new Promise<void>((r) => jwks.close(() => r()));
});
const h = setupServer(env);

const googleToken = (email: string, claims: Record<string, unknown> = {}) =>
  new SignJWT({ email, email_verified: true, name: 'Google Person', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(`https://securetoken.google.com/${projectId}`)
    .setAudience(projectId)
    .setSubject(`uid-${email}`)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + 3600)
    .sign(key);

const to = (address: string) => (m: ParsedMail) => (Array.isArray(m.to) ? m.to : [m.to]).some((t) => t?.value.some((v) => v.address === address));
const ofKind = (address: string, subject: RegExp) => (m: ParsedMail) => to(address)(m) && subject.test(m.subject ?? '');
const settle = () => new Promise((r) => setTimeout(r, 400));
const verifyMailOf = async (email: string) => (await smtp.waitFor(ofKind(email, /Confirm your e-mail/)))[0];

describe('a verification link opened by someone else than the password holder', () => {
  it('the owner of the address, signing in with Google afterwards, takes the account: the earlier password and tokens end', async () => {
    // 1. Someone signs up with the victim's address.
    const attacker = await post(h.app, '/signup', { fullname: 'Attacker B', email: 'victor@probe.test', password: 'Attack3rPw' });
    expect(attacker.status).toBe(200);
    // 2. The victim opens the link of the mail the site sent them (not signed in).
    const mail = await verifyMailOf('victor@probe.test');
    expect((await post(h.app, '/verify-email', { token: linkToken(mail, 'verify-email') })).body).toEqual({ status: 'verified' });
    // 3. Later, the victim signs in with Google.
    const victim = await post(h.app, '/google-auth', { access_token: await googleToken('victor@probe.test') });
    expect(victim.status).toBe(200);
    // 4. The victim writes a draft.
    expect((await post(h.app, '/create-blog', blogPayload({ title: 'Victor private draft', draft: true }), victim.body.access_token)).status).toBe(200);
    // 5. The one who signed up first is out: token and password.
    expect((await post(h.app, '/user-written-blogs', { page: 1, draft: true }, attacker.body.access_token)).status).toBe(401);
    expect((await post(h.app, '/signin', { email: 'victor@probe.test', password: 'Attack3rPw' })).status).toBe(401);
    expect((await post(h.app, '/user-written-blogs', { page: 1, draft: true }, victim.body.access_token)).body.blogs).toHaveLength(1);
  });

  it('a member who opens their own link while signed in keeps password and sessions, also after a Google sign-in', async () => {
    const u = await signup(h.app, 'honest');
    const mail = await verifyMailOf(u.email);
    const verify = await h.app.inject({ method: 'POST', url: '/api/verify-email', payload: { token: linkToken(mail, 'verify-email') }, headers: { authorization: `Bearer ${u.token}` } });
    expect(verify.json()).toEqual({ status: 'verified' });
    const google = await post(h.app, '/google-auth', { access_token: await googleToken(u.email) });
    expect(google.body.username).toBe(u.username);
    expect((await get(h.app, '/new-notification', u.token)).status).toBe(200);
    expect((await post(h.app, '/signin', { email: u.email, password: 'Secret123' })).status).toBe(200);
  });

  it('a member who opens their own link on another device keeps signing in with the password', async () => {
    const u = await signup(h.app, 'twodevices');
    const mail = await verifyMailOf(u.email);
    expect((await post(h.app, '/verify-email', { token: linkToken(mail, 'verify-email') })).status).toBe(200);
    expect((await get(h.app, '/new-notification', u.token)).status).toBe(200);
    const again = await post(h.app, '/signin', { email: u.email, password: 'Secret123' });
    expect(again.body).toMatchObject({ username: u.username, email_verified: true });
  });

  it('a reset proves both: a Google sign-in afterwards keeps the new password', async () => {
    const u = await signup(h.app, 'resetter');
    await post(h.app, '/request-password-reset', { email: u.email });
    const [mail] = await smtp.waitFor(ofKind(u.email, /Reset your/));
    const reset = await post(h.app, '/reset-password', { token: linkToken(mail, 'reset-password'), newPassword: 'NewSecret456' });
    expect(reset.status).toBe(200);
    expect((await post(h.app, '/google-auth', { access_token: await googleToken(u.email) })).body.username).toBe(u.username);
    expect((await post(h.app, '/signin', { email: u.email, password: 'NewSecret456' })).status).toBe(200);
    expect((await get(h.app, '/new-notification', reset.body.access_token)).status).toBe(200);
  });
});

describe('e-mail addresses', () => {
  it('refuses every spelling that is not one plain address', async () => {
    const bad = [
      '<victim@target.test>',
      'victim@target.test,x',
      'victim@target.test>,<x',
      'attacker@evil.test,victim.test',
      'Victim <victim@target.test>',
      '"a b"@target.test',
      'a..b@target.test',
      '.ab@target.test',
      'ab.@target.test',
      'a(b)@target.test',
      'a@target',
      'a@-target.test',
      'a@target-.test',
      'a@tar_get.test',
      'a@target..test',
      `${'a'.repeat(65)}@target.test`,
      `a@${'b'.repeat(64)}.test`,
      `a@${Array.from({ length: 50 }, () => 'abcd').join('.')}.test`,
      'a@target.test\r\nBcc: x@y.test',
    ];
    for (const email of bad) {
      const res = await post(h.app, '/signup', { fullname: 'Odd Person', email, password: 'Passw0rd1' });
      expect([email, res.status, res.body.error]).toEqual([email, 400, MESSAGES.invalidEmail]);
    }
    expect((await h.db.pool.query('SELECT count(*)::int AS n FROM users')).rows[0].n).toBe(0);
    for (const email of ["o'brien+blog@mail.example.test", 'x_y-z@a-b.example.co', 'UPPER.Case@Example.TEST']) {
      expect((await post(h.app, '/signup', { fullname: 'Fine Person', email, password: 'Passw0rd1' })).status).toBe(200);
    }
  });

  it('one mailbox is one account whatever its case or surrounding spaces; sign-in takes any case', async () => {
    const first = await post(h.app, '/signup', { fullname: 'Mixed Case', email: '  Mixed.Case@Example.TEST ', password: 'Passw0rd1' });
    expect(first.status).toBe(200);
    expect(await post(h.app, '/signup', { fullname: 'Mixed Case', email: 'mixed.case@example.test', password: 'Passw0rd1' })).toMatchObject({ status: 409, body: { error: MESSAGES.emailExists } });
    expect((await h.db.pool.query('SELECT email FROM users')).rows).toEqual([{ email: 'mixed.case@example.test' }]);
    expect((await post(h.app, '/signin', { email: 'MIXED.CASE@example.test', password: 'Passw0rd1' })).status).toBe(200);
    await smtp.waitFor(ofKind('mixed.case@example.test', /Confirm your e-mail/));
  });

  it('never sends to a stored address that is not exactly one address', async () => {
    await h.db.db.execute(sql`INSERT INTO outbox (to_email, kind, event_key, subject, text_body, html_body)
      VALUES ('<listed@target.test>', 'verify', 'odd:1', 'Odd', 'text', '<p>html</p>'), ('listed@target.test,other@target.test', 'verify', 'odd:2', 'Odd', 'text', '<p>html</p>')`);
    const u = await signup(h.app, 'plain'); // wakes the sender
    await smtp.waitFor(ofKind(u.email, /Confirm your e-mail/));
    await settle();
    expect(smtp.mails.filter((m) => to('listed@target.test')(m) || to('other@target.test')(m))).toHaveLength(0);
    const rows = (await h.db.pool.query(`SELECT sent_at, failed_at FROM outbox WHERE event_key LIKE 'odd:%'`)).rows as { sent_at: Date | null; failed_at: Date | null }[];
    expect(rows.map((r) => [r.sent_at, r.failed_at !== null])).toEqual([
      [null, true],
      [null, true],
    ]);
  });

  it('sends at most 5 verification mails a day to an account, then says so', async () => {
    const u = await signup(h.app, 'resender');
    for (let i = 1; i < 5; i++) {
      await h.db.db.execute(sql`UPDATE outbox SET created_at = created_at - interval '61 seconds'`);
      expect((await post(h.app, '/resend-verification', {}, u.token)).body).toEqual({ status: 'sent' });
    }
    await h.db.db.execute(sql`UPDATE outbox SET created_at = created_at - interval '61 seconds'`);
    const refused = await post(h.app, '/resend-verification', {}, u.token);
    expect(refused).toMatchObject({ status: 429, body: { error: MESSAGES.verificationDailyLimit } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A day later it may ask again.
    await h.db.db.execute(sql`UPDATE outbox SET created_at = created_at - interval '1 day'`);
    expect((await post(h.app, '/resend-verification', {}, u.token)).status).toBe(200);
  });

  it('sends at most 5 verification mails a day to one address, across accounts', async () => {
    // Five sign-ups with the address, each account deleted after its mail: the sixth gets no mail.
    for (let i = 0; i < 6; i++) {
      const res = await post(h.app, '/signup', { fullname: 'Again Person', email: 'again@target.test', password: 'Passw0rd1' });
      expect(res.status).toBe(200);
      if (i < 5) await smtp.waitFor(to('again@target.test'), i + 1);
      expect((await post(h.app, '/delete-account', { password: 'Passw0rd1' }, res.body.access_token)).status).toBe(200);
    }
    await settle();
    expect(smtp.mails.filter(to('again@target.test'))).toHaveLength(5);
  });
});

describe('the outbox', () => {
  it('keeps no body or link of a mail once it is sent, and forgets old mail', async () => {
    const u = await signup(h.app, 'forgotten');
    await smtp.waitFor(ofKind(u.email, /Confirm your e-mail/));
    await settle();
    const [row] = (await h.db.pool.query('SELECT kind, to_email, subject, text_body, html_body, headers, sent_at FROM outbox')).rows;
    expect(row).toMatchObject({ kind: 'verify', to_email: u.email, text_body: '', html_body: '', headers: {} });
    expect(row.sent_at).not.toBeNull();
  });

  it('keeps no body of a mail it gave up on', async () => {
    const down = await startSmtpReceiver();
    const port = down.port;
    await down.close();
    await h.rebuild({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    await h.db.db.execute(sql`INSERT INTO outbox (to_email, kind, event_key, subject, text_body, html_body, headers, created_at)
      VALUES ('late@target.test', 'reset', 'late:1', 'Reset', 'http://x/reset-password/secret', '<a>secret</a>', '{"X":"1"}', now() - interval '23 hours 59 minutes 55 seconds')`);
    await h.rebuild({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    await new Promise((r) => setTimeout(r, 800));
    const [row] = (await h.db.pool.query(`SELECT text_body, html_body, headers, failed_at FROM outbox WHERE event_key = 'late:1'`)).rows;
    expect(row.failed_at).not.toBeNull();
    expect(row).toMatchObject({ text_body: '', html_body: '', headers: {} });
  });

  it('mail not yet sent to a member who deletes their account is never sent; their sent mail still counts for the limits', async () => {
    const u = await signup(h.app, 'goner');
    await smtp.waitFor(ofKind(u.email, /Confirm your e-mail/));
    await settle();
    await h.db.db.execute(sql`INSERT INTO outbox (user_id, to_email, kind, event_key, subject, text_body, html_body, next_attempt_at)
      VALUES (${u.id}, ${u.email}, 'comment', 'later:1', 'Later', 'text', 'html', now() + interval '1 hour')`);
    expect((await post(h.app, '/delete-account', { password: 'Secret123' }, u.token)).status).toBe(200);
    const left = (await h.db.pool.query('SELECT kind, user_id FROM outbox')).rows;
    expect(left).toEqual([{ kind: 'verify', user_id: null }]);
  });

  it('the sweep deletes finished mail older than the longest limit window, keeping what the limits count', async () => {
    const { pruneOutbox } = await import('../store/mail.ts');
    await h.db.db.execute(sql`INSERT INTO outbox (to_email, kind, event_key, subject, text_body, html_body, created_at, sent_at, failed_at) VALUES
      ('old@target.test', 'verify', 'old:sent', 's', '', '', now() - interval '3 days', now() - interval '3 days', NULL),
      ('old@target.test', 'verify', 'old:failed', 's', '', '', now() - interval '3 days', NULL, now() - interval '2 days'),
      ('new@target.test', 'verify', 'new:sent', 's', '', '', now() - interval '23 hours', now() - interval '23 hours', NULL),
      ('new@target.test', 'verify', 'new:waiting', 's', 't', 'h', now() - interval '3 days', NULL, NULL)`);
    await pruneOutbox(h.db.db);
    const left = (await h.db.pool.query('SELECT event_key FROM outbox ORDER BY event_key')).rows.map((r) => r.event_key);
    expect(left).toEqual(['new:sent', 'new:waiting']);
  });
});

describe('reset on a suspended account', () => {
  it('answers as sign-in does and keeps the sign-in lock', async () => {
    const u = await signup(h.app, 'suspendee');
    await h.db.db.execute(sql`UPDATE users SET suspended_until = now() + interval '3 days' WHERE id = ${u.id}`);
    for (let i = 0; i < 10; i++) await post(h.app, '/signin', { email: u.email, password: 'Wrong1234' });
    expect((await post(h.app, '/signin', { email: u.email, password: 'Secret123' })).status).toBe(429);
    await post(h.app, '/request-password-reset', { email: u.email });
    const [mail] = await smtp.waitFor(ofKind(u.email, /Reset your/));
    const reset = await post(h.app, '/reset-password', { token: linkToken(mail, 'reset-password'), newPassword: 'NewSecret456' });
    expect(reset.status).toBe(403);
    expect(reset.body.error).toMatch(/^Your account is suspended until \d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(reset.body.access_token).toBeUndefined();
    expect((await post(h.app, '/signin', { email: u.email, password: 'NewSecret456' })).status).toBe(429);
  });
});

describe('answers that carry a token or a draft are not kept by caches', () => {
  it('reset-password and get-preview send Cache-Control: no-store', async () => {
    const u = await signup(h.app, 'cacheless');
    await post(h.app, '/request-password-reset', { email: u.email });
    const [mail] = await smtp.waitFor(ofKind(u.email, /Reset your/));
    const reset = await post(h.app, '/reset-password', { token: linkToken(mail, 'reset-password'), newPassword: 'NewSecret456' });
    expect(reset.status).toBe(200);
    expect(reset.headers['cache-control']).toBe('no-store');
    const blog = await createBlog(h.app, reset.body.access_token, { title: 'Previewed' });
    const link = await post(h.app, '/preview-link', { blog_id: blog.blog_id, enabled: true }, reset.body.access_token);
    const preview = await post(h.app, '/get-preview', { token: String(link.body.url).split('/').pop() });
    expect(preview.status).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
  });
});

describe('one-line fields', () => {
  it('refuse line breaks and other control characters with a clear message', async () => {
    const forged = await post(h.app, '/signup', { fullname: 'Eve\r\nBcc: spy@evil.test', email: 'eve@target.test', password: 'Passw0rd1' });
    expect(forged).toMatchObject({ status: 400, body: { error: MESSAGES.oneLine('Full name') } });
    expect((await post(h.app, '/signup', { fullname: 'Eve\tTab', email: 'eve@target.test', password: 'Passw0rd1' })).body.error).toBe(MESSAGES.oneLine('Full name'));
    const u = await signup(h.app, 'titler');
    for (const payload of [blogPayload({ title: 'Two\nlines' }), blogPayload({ title: 'Bell\u0007', draft: true })]) {
      expect(await post(h.app, '/create-blog', payload, u.token)).toMatchObject({ status: 400, body: { error: MESSAGES.oneLine('Title') } });
    }
    const blog = await createBlog(h.app, u.token, { title: 'One line' });
    expect(await post(h.app, '/set-series', { blog_id: blog.blog_id, series: 'My\rseries' }, u.token)).toMatchObject({ status: 400, body: { error: MESSAGES.oneLine('Series name') } });
    expect((await post(h.app, '/signup', { fullname: 'Ünïcode Ñame', email: 'uni@target.test', password: 'Passw0rd1' })).status).toBe(200);
  });
});

describe('unsubscribe tokens', () => {
  it('carry a key version; a token of an earlier version or with extra segments is refused; tokens made before versions still work', async () => {
    const { UnsubscribeTokens } = await import('../mail/mails.ts');
    const { createHmac } = await import('node:crypto');
    const u = await signup(h.app, 'leaving');
    const secret = h.config.jwtSecret;
    const current = new UnsubscribeTokens(secret, 1).make(u.id, 'comment');
    expect(current.startsWith('v1.')).toBe(true);
    expect(await post(h.app, '/unsubscribe', { token: `${current}.x` })).toMatchObject({ status: 400, body: { error: MESSAGES.unsubscribeInvalid } });
    // A token as mails carried it before versions: userId.kind.signature.
    const before = `${u.id}.reply.${createHmac('sha256', secret).update(`unsubscribe:${u.id}:reply`).digest('base64url')}`;
    expect(await post(h.app, '/unsubscribe', { token: `${before}.x` })).toMatchObject({ status: 400 });
    expect((await post(h.app, '/unsubscribe', { token: before })).body).toEqual({ status: 'unsubscribed' });
    expect((await post(h.app, '/unsubscribe', { token: current })).body).toEqual({ status: 'unsubscribed' });
    // Rotated: every token of the earlier key stops working; the new key's work.
    await h.rebuild({ UNSUBSCRIBE_KEY_VERSION: '2' });
    expect((await post(h.app, '/unsubscribe', { token: current })).status).toBe(400);
    expect((await post(h.app, '/unsubscribe', { token: before })).status).toBe(400);
    expect((await post(h.app, '/unsubscribe', { token: current.replace(/^v1\./, 'v2.') })).status).toBe(400);
    const next = new UnsubscribeTokens(secret, 2).make(u.id, 'new_blog');
    expect((await post(h.app, '/unsubscribe', { token: next })).body).toEqual({ status: 'unsubscribed' });
    expect((await post(h.app, '/get-email-settings', {}, u.token)).body).toEqual({ comment: false, reply: false, new_blog: false, digest: false, review: true });
  });
});

describe('mail written to files (no SMTP_URL)', () => {
  it('logs where the .eml file is, not the address or the links, and the file has the links', async () => {
    const { mkdtempSync, readFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { createMailer } = await import('../mail/transport.ts');
    const dir = mkdtempSync(join(tmpdir(), 'inkwell-mail-'));
    try {
      const lines: string[] = [];
      const mailer = createMailer({ from: 'Inkwell <mail@inkwell.test>', dataDir: dir, log: (l) => lines.push(l) });
      await mailer.send({ to: 'someone@target.test', subject: 'Reset your Inkwell password', text: 'Go to http://x.test/reset-password/SECRETTOKEN now', html: '<a href="http://x.test/reset-password/SECRETTOKEN">go</a>', headers: {}, kind: 'reset' });
      mailer.close();
      expect(lines).toHaveLength(1);
      expect(lines[0]).not.toContain('someone@target.test');
      expect(lines[0]).not.toContain('SECRETTOKEN');
      const file = /(\S+\.eml)/.exec(lines[0])![1];
      expect(file.startsWith(join(dir, 'mail'))).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain('http://x.test/reset-password/SECRETTOKEN');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('deleting a Google-only account with a fresh Google sign-in', () => {
  const signedInAt = (email: string, authTime: number) => googleToken(email, { auth_time: authTime });
  const now = () => Math.floor(Date.now() / 1000);
  const again = { error: 'To delete this account, sign in with Google again first', code: 'google_sign_in_again' };

  it('refuses a Google sign-in older than 5 minutes, another address’s, or a forged one; a fresh one deletes', async () => {
    const session = await post(h.app, '/google-auth', { access_token: await googleToken('gina@probe.test') });
    expect(session.status).toBe(200);
    const token = session.body.access_token as string;
    const refused = async (google_token: string) => {
      const res = await post(h.app, '/delete-account', { confirm: session.body.username, google_token }, token);
      expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: again });
    };
    // An hour-old Google token (still unexpired) is not a fresh sign-in, even with the username.
    await refused(await signedInAt('gina@probe.test', now() - 10 * 60));
    await refused(await googleToken('gina@probe.test'));
    await refused(await signedInAt('someone@probe.test', now()));
    await refused('not.a.token');
    expect((await post(h.app, '/get-profile', { username: session.body.username })).status).toBe(200);
    const done = await post(h.app, '/delete-account', { confirm: session.body.username, google_token: await signedInAt('gina@probe.test', now() - 30) }, token);
    expect(done.body).toEqual({ status: 'deleted' });
    expect((await post(h.app, '/get-profile', { username: session.body.username })).status).toBe(404);
  });

  it('a password account still needs its password: a Google token is no substitute', async () => {
    const u = await signup(h.app, 'pwkeeper');
    const res = await post(h.app, '/delete-account', { google_token: await signedInAt(u.email, now()) }, u.token);
    expect(res.status).toBe(400);
    expect((await post(h.app, '/get-profile', { username: u.username })).status).toBe(200);
  });
});
