import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { MESSAGES, type ErrorCode } from '../../src/contract/index.ts';
import { Tokens } from '../auth/tokens.ts';
import { get, post, signup, setupServer } from './helpers.ts';
import { SESSION_LOOKUP_MS } from '../auth/sessionCache.ts';

const h = setupServer();

describe('sign-up and sign-in', () => {
  it('signs up and answers the session object', async () => {
    const res = await post(h.app, '/signup', { fullname: 'Ada Lovelace', email: 'Ada.L+blog@Example.test', password: 'Secret123' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['access_token', 'email_verified', 'fullname', 'profile_img', 'username']);
    expect(res.body.email_verified).toBe(false);
    expect(res.body.fullname).toBe('Ada Lovelace');
    expect(res.body.username).toBe('ada.lblog');
    expect(res.body.profile_img).toMatch(/^\/api\/avatar\/[A-Za-z0-9_-]+\.svg$/);
    const avatar = await h.app.inject({ method: 'GET', url: res.body.profile_img });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toContain('image/svg+xml');
    // Same local part: a suffix keeps usernames unique.
    const again = await post(h.app, '/signup', { fullname: 'Ada Two', email: 'ada.lblog@other.test', password: 'Secret123' });
    expect(again.body.username).toMatch(/^ada\.lblog[a-z0-9]+$/);
  });

  it('checks the rules in SPEC order with SPEC messages', async () => {
    const cases: [Record<string, unknown>, string, ErrorCode][] = [
      [{ fullname: 'Al', email: 'a@b.co', password: 'Secret123' }, MESSAGES.fullnameShort, 'fullname_too_short'],
      [{ fullname: 'Alan', email: '', password: 'Secret123' }, MESSAGES.allFieldsRequired, 'all_fields_required'],
      [{ fullname: 'Alan', email: 'not-an-email', password: 'Secret123' }, MESSAGES.invalidEmail, 'email_invalid'],
      [{ fullname: 'Alan', email: 'a@b.co', password: 'secret' }, MESSAGES.passwordRule, 'password_rule'],
      [{ fullname: 'Alan', email: 'a@b.co', password: 'Secret1234567890123456' }, MESSAGES.passwordRule, 'password_rule'],
      [{ fullname: 'Alan', email: 'a@b.co' }, MESSAGES.passwordRule, 'password_rule'],
      [{ fullname: 'A'.repeat(61), email: 'a@b.co', password: 'Secret123' }, MESSAGES.tooLong('Full name', 60), 'text_too_long'],
      [{ fullname: 'Alan\u0000', email: 'a@b.co', password: 'Secret123' }, MESSAGES.textHasNul, 'text_has_nul'],
    ];
    for (const [body, message, code] of cases) {
      const res = await post(h.app, '/signup', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      // A message with values carries its wording too (checked in errorCodes.test.ts); here the text and code.
      expect({ ...(res.body as object), wording: undefined }).toEqual({ error: message, code, wording: undefined });
    }
  });

  it('refuses a taken e-mail with 409, in any case', async () => {
    await post(h.app, '/signup', { fullname: 'Grace', email: 'grace@example.test', password: 'Secret123' });
    const res = await post(h.app, '/signup', { fullname: 'Grace', email: 'GRACE@example.test', password: 'Secret123' });
    expect(res).toMatchObject({ status: 409, body: { error: MESSAGES.emailExists } });
  });

  it('signs in, with one message for a wrong e-mail or password', async () => {
    await post(h.app, '/signup', { fullname: 'Grace', email: 'grace@example.test', password: 'Secret123' });
    const ok = await post(h.app, '/signin', { email: 'grace@example.test', password: 'Secret123' });
    expect(ok.status).toBe(200);
    expect(ok.body.username).toBe('grace');
    const wrongPassword = await post(h.app, '/signin', { email: 'grace@example.test', password: 'Secret124' });
    const unknown = await post(h.app, '/signin', { email: 'nobody@example.test', password: 'Secret123' });
    expect(wrongPassword).toMatchObject({ status: 401, body: { error: MESSAGES.invalidCredentials } });
    expect(unknown).toMatchObject({ status: 401, body: { error: MESSAGES.invalidCredentials } });
  });

  it('answers bad bodies with a 400 JSON error, never a crash', async () => {
    const bad = [
      { payload: '{"email":', headers: { 'content-type': 'application/json' } },
      { payload: '[1,2]', headers: { 'content-type': 'application/json' } },
      { payload: '"text"', headers: { 'content-type': 'application/json' } },
      { payload: JSON.stringify({ email: { $gt: '' }, password: ['x'] }), headers: { 'content-type': 'application/json' } },
      { payload: '{"__proto__":{"x":1}}', headers: { 'content-type': 'application/json' } },
    ];
    for (const b of bad) {
      const res = await h.app.inject({ method: 'POST', url: '/api/signin', ...b });
      expect(res.statusCode, b.payload).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    const huge = await h.app.inject({ method: 'POST', url: '/api/signin', payload: JSON.stringify({ email: 'x'.repeat(3 * 1024 * 1024) }), headers: { 'content-type': 'application/json' } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBeTruthy();
    const wrongType = await h.app.inject({ method: 'POST', url: '/api/signin', payload: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error).toBeTruthy();
  });
});

describe('tokens', () => {
  it('refuses no token, a bad token, an expired token and a deleted user', async () => {
    const u = await signup(h.app, 'tok');
    expect((await get(h.app, '/new-notification', u.token)).status).toBe(200);
    const none = await get(h.app, '/new-notification');
    expect(none.status).toBe(401);
    expect(none.body.error).toBeTruthy();
    expect((await get(h.app, '/new-notification', 'not.a.token')).status).toBe(401);
    expect((await get(h.app, '/new-notification', u.token.slice(0, -3) + 'abc')).status).toBe(401);
    const res = await h.app.inject({ method: 'GET', url: '/api/new-notification', headers: { authorization: 'Basic abc' } });
    expect(res.statusCode).toBe(401);
    // The same user and session as a valid token: only the expiry or the key differs.
    const sessionId = JSON.parse(Buffer.from(u.token.split('.')[1], 'base64url').toString()).sid as string;
    const expired = await new Tokens(h.config.jwtSecret).sign({ userId: u.id, version: 0, sessionId }, -10);
    expect((await get(h.app, '/new-notification', expired)).status).toBe(401);
    const otherSecret = await new Tokens('another-secret-another-secret-another-secret').sign({ userId: u.id, version: 0, sessionId });
    expect((await get(h.app, '/new-notification', otherSecret)).status).toBe(401);
    // Deleted behind the server's back (not by delete-account, which forgets at once): refused once
    // the session's kept lookup is older than SESSION_LOOKUP_MS (server/auth/sessionCache.ts).
    await h.db.pool.query('DELETE FROM users WHERE id = $1', [u.id]);
    await new Promise((resolve) => setTimeout(resolve, SESSION_LOOKUP_MS));
    expect((await get(h.app, '/new-notification', u.token)).status).toBe(401);
  });

  it('a password change ends older tokens and checks the current password', async () => {
    const u = await signup(h.app, 'pw', 'Secret123');
    const missing = await post(h.app, '/change-password', { currentPassword: 'Secret123' }, u.token);
    expect(missing).toMatchObject({ status: 400, body: { error: MESSAGES.passwordsBoth } });
    const weak = await post(h.app, '/change-password', { currentPassword: 'Secret123', newPassword: 'weak' }, u.token);
    expect(weak).toMatchObject({ status: 400, body: { error: MESSAGES.passwordsRule } });
    const wrong = await post(h.app, '/change-password', { currentPassword: 'Wrong1234', newPassword: 'Better123' }, u.token);
    expect(wrong).toMatchObject({ status: 403, body: { error: MESSAGES.currentPasswordWrong } });
    const ok = await post(h.app, '/change-password', { currentPassword: 'Secret123', newPassword: 'Better123' }, u.token);
    expect(ok.status).toBe(200);
    expect(typeof ok.body.status).toBe('string');
    expect((await get(h.app, '/new-notification', u.token)).status).toBe(401);
    expect((await get(h.app, '/new-notification', ok.body.access_token)).status).toBe(200);
    expect((await post(h.app, '/signin', { email: u.email, password: 'Secret123' })).status).toBe(401);
    expect((await post(h.app, '/signin', { email: u.email, password: 'Better123' })).status).toBe(200);
  });
});

describe('Google sign-in', () => {
  const projectId = 'inkwell-test';
  let server: Server;
  let jwksUrl = '';
  let key: CryptoKey;
  let strangerKey: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    key = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    server = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const addr = server.address() as { port: number };
    jwksUrl = `http://127.0.0.1:${addr.port}/jwks`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const token = (claims: Record<string, unknown> = {}, opts: { kid?: string; signer?: CryptoKey; iss?: string; aud?: string; exp?: number } = {}) =>
    new SignJWT({ email: 'linus@example.test', email_verified: true, name: 'Linus Google', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? 'test-key' })
      .setIssuer(opts.iss ?? `https://securetoken.google.com/${projectId}`)
      .setAudience(opts.aud ?? projectId)
      .setSubject('google-uid-1')
      .setIssuedAt()
      .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 3600)
      .sign(opts.signer ?? key);

  it('is off with a clear error when no project is configured', async () => {
    const res = await post(h.app, '/google-auth', { access_token: await token() });
    expect(res.status).toBe(503);
    expect(res.body.error).toMatch(/Google sign-in is not enabled/);
  });

  it('accepts a valid token, creates the account once, and signs into a password account with that e-mail', async () => {
    const app = await h.rebuild({ FIREBASE_PROJECT_ID: projectId, GOOGLE_JWKS_URL: jwksUrl });
    const first = await post(app, '/google-auth', { access_token: await token() });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ username: 'linus', fullname: 'Linus Google' });
    const second = await post(app, '/google-auth', { access_token: await token() });
    expect(second.body.username).toBe('linus');
    // Google-only accounts cannot change a password.
    const change = await post(app, '/change-password', { currentPassword: 'Secret123', newPassword: 'Better123' }, first.body.access_token);
    expect(change.status).toBe(403);
    const pw = await signup(app, 'grace');
    const linked = await post(app, '/google-auth', { access_token: await token({ email: pw.email }) });
    expect(linked.body.username).toBe(pw.username);
  });

  it('refuses wrong audience, issuer, expired, unverified e-mail and unknown keys', async () => {
    const app = await h.rebuild({ FIREBASE_PROJECT_ID: projectId, GOOGLE_JWKS_URL: jwksUrl });
    const bad = [
      await token({}, { aud: 'other-project' }),
      await token({}, { iss: 'https://securetoken.google.com/other-project' }),
      await token({}, { exp: Math.floor(Date.now() / 1000) - 60 }),
      await token({ email_verified: false }),
      await token({}, { kid: 'unknown-kid' }),
      await token({}, { signer: strangerKey }),
      'garbage',
    ];
    for (const t of bad) {
      const res = await post(app, '/google-auth', { access_token: t });
      expect(res.status).toBe(401);
      expect(res.body.error).toBeTruthy();
    }
    expect((await h.db.pool.query('SELECT count(*)::int AS n FROM users')).rows[0].n).toBe(0);
  });
});

describe('rate limits', () => {
  it('limits sign-in calls per client address with 429 and Retry-After', async () => {
    const app = await h.rebuild({ AUTH_RATE_LIMIT: '5' });
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 6; i++) {
      last = await post(app, '/signin', { email: `x${i}@example.test`, password: 'Secret123' });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(last!.status).toBe(429);
    expect(last!.headers['retry-after']).toBeTruthy();
    expect(last!.body.error).toBeTruthy();
  });

  it('locks an e-mail after 10 failed tries, even with the right password', async () => {
    const u = await signup(h.app, 'locked', 'Secret123');
    for (let i = 0; i < 10; i++) expect((await post(h.app, '/signin', { email: u.email, password: 'Wrong1234' })).status).toBe(401);
    const locked = await post(h.app, '/signin', { email: u.email, password: 'Secret123' });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same address is not locked.
    const other = await signup(h.app, 'free', 'Secret123');
    expect((await post(h.app, '/signin', { email: other.email, password: 'Secret123' })).status).toBe(200);
  });
});
