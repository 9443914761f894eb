import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { get, post, setupServer, signup } from './helpers.ts';

const h = setupServer();
const ok = async (token: string) => (await get(h.app, '/new-notification', token)).status;
const signin = async (email: string, password = 'Secret123') => post(h.app, '/signin', { email, password });
const redisReachable = await (async () => {
  try {
    const { Redis } = await import('ioredis');
    const r = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    await r.connect();
    await r.ping();
    r.disconnect();
    return true;
  } catch {
    return false;
  }
})();

describe('locks', () => {
  it('sign-ups with a registered e-mail never lock its sign-in', async () => {
    const u = await signup(h.app, 'victim');
    for (let i = 0; i < 12; i++) {
      expect((await post(h.app, '/signup', { fullname: 'Someone Else', email: u.email, password: 'Other123' })).status).toBe(409);
    }
    expect((await signin(u.email)).status).toBe(200);
  });

  for (const store of ['memory', 'redis'] as const) {
    it.skipIf(store === 'redis' && !redisReachable)(`10 wrong current passwords lock change-password for that user only (${store} store); sign-in still works`, async () => {
      const app = store === 'redis' ? await h.rebuild({ REDIS_URL: 'redis://127.0.0.1:6379' }) : h.app;
      const u = await signup(app, `guesser${store}`);
      const other = await signup(app, `bystander${store}`);
      // Addresses change between tries: the lock is the user's, not the address's.
      for (let i = 0; i < 10; i++) {
        const res = await app.inject({ method: 'POST', url: '/api/change-password', remoteAddress: `10.1.0.${i}`, headers: { authorization: `Bearer ${u.token}` }, payload: { currentPassword: `Wrong${i}23`, newPassword: 'Better123' } });
        expect(res.statusCode).toBe(403);
      }
      const locked = await post(app, '/change-password', { currentPassword: 'Secret123', newPassword: 'Better123' }, u.token);
      expect(locked.status).toBe(429);
      expect(locked.body.error).toMatch(/Too many wrong passwords/);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      expect((await post(app, '/signin', { email: u.email, password: 'Secret123' })).status).toBe(200); // the right password was never changed
      expect((await post(app, '/change-password', { currentPassword: 'Secret123', newPassword: 'Better123' }, other.token)).status).toBe(200);
    });
  }
});

describe('sign-out', () => {
  it('/signout ends the token it was called with; the other devices stay signed in', async () => {
    const u = await signup(h.app, 'twodevices');
    const phone = (await signin(u.email)).body.access_token as string;
    const laptop = (await signin(u.email)).body.access_token as string;
    expect(await ok(phone)).toBe(200);
    const out = await post(h.app, '/signout', {}, phone);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ status: 'done' });
    expect(await ok(phone)).toBe(401);
    expect((await post(h.app, '/signout', {}, phone)).status).toBe(401);
    expect(await ok(laptop)).toBe(200);
    expect(await ok(u.token)).toBe(200);
  });

  it('/signout-everywhere ends every token of the user, and only theirs', async () => {
    const u = await signup(h.app, 'everywhere');
    const other = await signup(h.app, 'neighbour');
    const second = (await signin(u.email)).body.access_token as string;
    expect((await post(h.app, '/signout-everywhere', {}, second)).body).toEqual({ status: 'done' });
    expect(await ok(second)).toBe(401);
    expect(await ok(u.token)).toBe(401);
    expect(await ok(other.token)).toBe(200);
    const again = (await signin(u.email)).body.access_token as string;
    expect(await ok(again)).toBe(200);
  });

  it('a password change ends the other sessions and the caller keeps a working token', async () => {
    const u = await signup(h.app, 'changer');
    const other = (await signin(u.email)).body.access_token as string;
    const res = await post(h.app, '/change-password', { currentPassword: 'Secret123', newPassword: 'Better123' }, u.token);
    expect(res.status).toBe(200);
    expect(await ok(res.body.access_token)).toBe(200);
    expect(await ok(other)).toBe(401);
    expect(await ok(u.token)).toBe(401);
  });
});

describe('Google sign-in into an unverified password account', () => {
  const projectId = 'inkwell-test';
  let server: Server;
  let jwksUrl = '';
  let key: CryptoKey;
  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    key = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    server = createServer((_req, res) => res.setHeader('content-type', 'application/json').end(JSON.stringify({ keys: [jwk] })));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    jwksUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/jwks`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  const googleToken = (email: string) =>
    new SignJWT({ email, email_verified: true, name: 'Real Owner' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(`https://securetoken.google.com/${projectId}`)
      .setAudience(projectId)
      .setSubject('uid-owner')
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 3600)
      .sign(key);

  it('the owner of the address takes the account over: the squatter’s password and tokens end', async () => {
    const app = await h.rebuild({ FIREBASE_PROJECT_ID: projectId, GOOGLE_JWKS_URL: jwksUrl });
    const squatter = await signup(app, 'victim.address');
    expect((await post(app, '/signup', { fullname: 'Squatter', email: 'x@example.test', password: 'Secret123' })).body.email_verified).toBe(false);
    const owner = await post(app, '/google-auth', { access_token: await googleToken(squatter.email) });
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ username: squatter.username, email_verified: true });
    expect((await get(app, '/new-notification', squatter.token)).status).toBe(401);
    expect((await post(app, '/signin', { email: squatter.email, password: 'Secret123' })).status).toBe(401);
    expect((await get(app, '/new-notification', owner.body.access_token)).status).toBe(200);
    // Once verified, a later Google sign-in is a sign-in like any other: earlier devices stay signed in.
    const later = await post(app, '/google-auth', { access_token: await googleToken(squatter.email) });
    expect(later.body.username).toBe(squatter.username);
    expect((await get(app, '/new-notification', owner.body.access_token)).status).toBe(200);
  });
});

describe('Cache-Control', () => {
  it('answers of authenticated calls, and answers carrying a token, are no-store; public answers are not', async () => {
    const u = await signup(h.app, 'nostore');
    const checks: [string, Awaited<ReturnType<typeof get>>][] = [
      ['signup', await post(h.app, '/signup', { fullname: 'No Store', email: 'nostore2@example.test', password: 'Secret123' })],
      ['signin', await signin(u.email)],
      ['signin refused', await signin(u.email, 'Wrong1234')],
      ['new-notification', await get(h.app, '/new-notification', u.token)],
      ['new-notification without token', await get(h.app, '/new-notification')],
      ['get-upload-url', await get(h.app, '/get-upload-url', u.token)],
      ['user-written-blogs', await post(h.app, '/user-written-blogs', { page: 1, draft: false, query: '', deletedDocCount: 0 }, u.token)],
      ['own profile', await post(h.app, '/get-profile', { username: u.username }, u.token)],
      ['change-password refused', await post(h.app, '/change-password', { currentPassword: 'Wrong1234', newPassword: 'Better123' }, u.token)],
      ['bad body with token', await post(h.app, '/create-blog', { title: 5 }, u.token)],
    ];
    for (const [name, res] of checks) expect(res.headers['cache-control'], name).toBe('no-store');
    expect((await post(h.app, '/latest-blogs', { page: 1 })).headers['cache-control']).toBeUndefined();
  });
});
