import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract/index.ts';
import { get, post, setupServer, signup } from './helpers.ts';

const h = setupServer();

/**
 * Each kind of refusal the server makes, from the framework up to a service, answers `{ error, code }`
 * with the English of SPEC.md / API.md and the code docs/error-codes.md lists for that text. (Every
 * other API test's errors are checked for a listed code by the harness, server/test/helpers.ts.)
 */
describe('error answers carry a stable code', () => {
  it('requests the server cannot read', async () => {
    const raw = (payload: string, type = 'application/json') => h.app.inject({ method: 'POST', url: '/api/latest-blogs', payload, headers: { 'content-type': type } });
    expect((await raw('{')).json()).toEqual({ error: 'The request body is not valid JSON', code: 'invalid_json' });
    expect((await raw('<page>1</page>', 'application/xml')).json()).toEqual({ error: 'Send the request as application/json', code: 'unsupported_media_type' });
    expect((await raw('[1]')).json()).toEqual({ error: 'The request body must be a JSON object', code: 'body_not_object' });
    const big = await raw(JSON.stringify({ page: 1, pad: 'x'.repeat(3 * 1024 * 1024) }));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: 'The request is too large', code: 'request_too_large' });
    const nul = await h.app.inject({ method: 'GET', url: '/api/get-profile%00' });
    expect(nul.json()).toEqual({ error: 'Text cannot contain a NUL character', code: 'text_has_nul' });
    const malformed = await h.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(malformed.json()).toEqual({ error: 'The address of this request is malformed', code: 'malformed_address' });
  });

  it('addresses that name nothing', async () => {
    const call = await h.app.inject({ method: 'POST', url: '/api/no-such-call', payload: {} });
    expect(call.statusCode).toBe(404);
    expect(call.json()).toEqual({ error: 'No such call', code: 'no_such_call' });
    const file = await h.app.inject({ method: 'POST', url: '/somewhere' });
    expect(file.statusCode).toBe(404);
    expect(file.json()).toEqual({ error: 'Not found', code: 'not_found' });
    expect((await post(h.app, '/get-blog', { blog_id: 'nope' })).body).toEqual({ error: 'Blog not found', code: 'blog_not_found' });
    expect((await post(h.app, '/get-profile', { username: 'nobody_here' })).body).toEqual({ error: 'User not found', code: 'user_not_found' });
  });

  it('signing in and who may do what', async () => {
    const none = await post(h.app, '/create-blog', { title: 'x', draft: true });
    expect(none).toMatchObject({ status: 401, body: { error: 'Please sign in to continue', code: 'sign_in_required' } });
    const stale = await post(h.app, '/create-blog', { title: 'x', draft: true }, 'not.a.token');
    expect(stale).toMatchObject({ status: 401, body: { error: 'Your session has expired or is invalid. Please sign in again', code: 'session_invalid' } });
    const wrong = await post(h.app, '/signin', { email: 'nobody@example.test', password: 'Secret123' });
    expect(wrong).toMatchObject({ status: 401, body: { error: 'Invalid email or password', code: 'credentials_invalid' } });
    const u = await signup(h.app);
    const twice = await post(h.app, '/signup', { fullname: 'Some One', email: u.email, password: 'Secret123' });
    expect(twice.body).toEqual({ error: 'Email already exists', code: 'email_exists' });
    expect((await post(h.app, '/moderation-queue', {}, u.token)).body).toEqual({ error: 'Only moderators can do this', code: 'moderators_only' });
    expect((await post(h.app, '/follow', { username: u.username, following: true }, u.token)).body).toEqual({ error: 'You cannot follow yourself', code: 'follow_self' });
  });

  it('payloads the contract refuses carry the code of their message', async () => {
    const u = await signup(h.app);
    const publish = await post(h.app, '/create-blog', { title: 'A title', des: 'About it', tags: ['tech'], content: { blocks: [{ type: 'paragraph', data: { text: 'x' } }] } }, u.token);
    expect(publish.body).toEqual({ error: 'Please upload a blog banner before publishing', code: 'blog_banner_missing' });
    // A text with values in it carries its ICU twin and the values, for the app to say in the reader's language.
    expect((await post(h.app, '/latest-blogs', { page: 'one' })).body).toEqual({ error: 'page must be a number', code: 'not_number', wording: { message: '{what} must be a number', values: { what: 'page' } } });
    expect((await post(h.app, '/like-blog', { _id: 'x', isLikedByUser: 'yes' }, u.token)).body).toEqual({
      error: 'isLikedByUser must be true or false',
      code: 'not_true_or_false',
      wording: { message: '{what} must be true or false', values: { what: 'isLikedByUser' } },
    });
    expect((await post(h.app, '/create-blog', { title: 'T'.repeat(5000), draft: true }, u.token)).body.code).toBe('text_too_long');
  });

  it('limits', async () => {
    const app = await h.rebuild({ API_RATE_LIMIT: '2' });
    await get(app, '/health');
    await get(app, '/health');
    const over = await get(app, '/health');
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('rate_limited');
    expect(over.body.error).toMatch(/^Too many requests\. Try again in \d+ seconds?\.$/);
    const seconds = Number(/in (\d+) second/.exec(over.body.error as string)![1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(over.body.wording).toEqual({ message: 'Too many requests. Try again in {seconds, plural, one {# second} other {# seconds}}.', values: { seconds } });
  });

  it('a limit whose values only the server knows carries them with its wording', async () => {
    const u = await signup(h.app);
    let last = await post(h.app, '/signin', { email: u.email, password: 'Wrong1234' });
    for (let i = 0; i < 20 && last.status !== 429; i++) last = await post(h.app, '/signin', { email: u.email, password: 'Wrong1234' });
    expect(last.status).toBe(429);
    const body = last.body as { error: string; code: string; wording: { message: string; values: Record<string, number> } };
    const minutes = Number(/in (\d+) minutes/.exec(body.error)![1]);
    expect(body.wording).toEqual({ message: expect.stringContaining('{minutes} minutes') as string, values: { minutes } });
  });

  it('uploads', async () => {
    const u = await signup(h.app);
    const { uploadURL } = (await get(h.app, '/get-upload-url', u.token)).body as { uploadURL: string };
    const forged = await h.app.inject({ method: 'PUT', url: uploadURL.replace(/sig=[^&]+/, 'sig=forged'), payload: Buffer.from('x'), headers: { 'content-type': 'image/png' } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ error: 'This upload URL is not valid', code: 'upload_url_invalid' });
    const empty = await h.app.inject({ method: 'PUT', url: uploadURL, payload: Buffer.alloc(0), headers: { 'content-type': 'image/png' } });
    expect(empty.statusCode).toBe(400);
    expect(ERROR_CODES).toContain(empty.json().code);
  });
});
