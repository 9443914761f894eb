import { describe, expect, it } from 'vitest';
import { get, pngBytes, post, signup, uploadPng, setupServer } from './helpers.ts';

const h = setupServer();

const put = (url: string, payload: Buffer | string, contentType = 'image/png') =>
  h.app.inject({ method: 'PUT', url, payload, headers: { 'content-type': contentType } });

function multipart(field: string, filename: string, bytes: Buffer, type = 'image/png') {
  const boundary = '----inkwell' + Math.random().toString(16).slice(2);
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('uploads', () => {
  it('signs a single-use URL; a real PNG is stored and served back written anew, with its type, nosniff and a long cache', async () => {
    const u = await signup(h.app, 'uploader');
    expect((await get(h.app, '/get-upload-url')).status).toBe(401);
    const { body } = await get(h.app, '/get-upload-url', u.token);
    expect(body.uploadURL).toMatch(/^\/uploads\/[A-Za-z0-9_-]+\?exp=\d+&sig=[A-Za-z0-9_-]+$/);
    const png = pngBytes(16, 9);
    const mp = multipart('file', 'banner.png', png);
    const res = await put(body.uploadURL, mp.payload, mp.contentType);
    expect(res.statusCode).toBe(200);
    const url = body.uploadURL.split('?')[0];
    expect(res.json()).toMatchObject({ url, width: 16, height: 9 });
    const served = await h.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    // An opaque image's address answers a JPEG (API.md, "Images"), never the uploaded bytes.
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.rawPayload.equals(png)).toBe(false);
    // Single use.
    expect((await put(body.uploadURL, pngBytes())).statusCode).toBe(403);
    // Raw body works too.
    const second = await uploadPng(h.app, u.token);
    expect((await h.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('refuses SVG, HTML named .png, a bad signature and an 11 MiB body; nothing is stored', async () => {
    const u = await signup(h.app, 'uploader2');
    const url = async () => (await get(h.app, '/get-upload-url', u.token)).body.uploadURL as string;
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const a = await url();
    expect((await put(a, svg, 'image/svg+xml')).statusCode).toBe(415);
    const mp = multipart('file', 'evil.png', Buffer.from('<html><script>alert(1)</script></html>'));
    const b = await url();
    const html = await put(b, mp.payload, mp.contentType);
    expect(html.statusCode).toBe(415);
    expect(html.json().error).toBeTruthy();
    const c = await url();
    const big = Buffer.concat([pngBytes(), Buffer.alloc(11 * 1024 * 1024)]);
    expect((await put(c, big)).statusCode).toBe(413);
    const bigMp = multipart('file', 'big.png', big);
    expect((await put(await url(), bigMp.payload, bigMp.contentType)).statusCode).toBe(413);
    const d = await url();
    expect((await put(d.replace(/sig=[^&]+/, 'sig=forged'), pngBytes())).statusCode).toBe(403);
    expect((await put(d.replace(/exp=\d+/, 'exp=9999999999'), pngBytes())).statusCode).toBe(403);
    for (const u2 of [a, b, c]) expect((await h.app.inject({ method: 'GET', url: u2.split('?')[0] })).statusCode).toBe(404);
    // The refused URLs are still unused: a real image can follow.
    expect((await put(a, pngBytes())).statusCode).toBe(200);
  });

  it('update-profile-img accepts only images this server stored', async () => {
    const u = await signup(h.app, 'pic');
    const url = await uploadPng(h.app, u.token);
    const ok = await post(h.app, '/update-profile-img', { url }, u.token);
    expect(ok).toMatchObject({ status: 200, body: { profile_img: url } });
    expect((await post(h.app, '/get-profile', { username: u.username })).body.personal_info.profile_img).toBe(url);
    const unused = (await get(h.app, '/get-upload-url', u.token)).body.uploadURL.split('?')[0];
    for (const bad of ['https://evil.test/x.png', unused, '/uploads/../../etc/passwd', 'javascript:alert(1)']) {
      expect((await post(h.app, '/update-profile-img', { url: bad }, u.token)).status, bad).toBe(400);
    }
    expect((await post(h.app, '/update-profile-img', { url })).status).toBe(401);
  });
});

describe('server basics', () => {
  it('health, openapi, security headers, JSON 404s', async () => {
    const health = await get(h.app, '/health');
    expect(health).toMatchObject({ status: 200, body: { status: 'ok' } });
    const doc = await get(h.app, '/openapi.json');
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/signin', '/create-blog', '/get-notifications', '/delete-blog', '/get-upload-url']));
    expect(doc.body.paths['/signup'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('fullname');
    // The app's policy is its pages' (server/web/staticApp.test.ts); an API answer's is "nothing".
    expect(health.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(health.headers['x-request-id']).toBeTruthy();
    const missing = await post(h.app, '/no-such-call', {});
    expect(missing).toMatchObject({ status: 404, body: { error: expect.any(String) } });
    expect(health.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('CORS allows only the configured app origin, never *', async () => {
    const app = await h.rebuild({ APP_ORIGIN: 'https://app.example.test' });
    const ok = await app.inject({ method: 'OPTIONS', url: '/api/latest-blogs', headers: { origin: 'https://app.example.test', 'access-control-request-method': 'POST' } });
    expect(ok.headers['access-control-allow-origin']).toBe('https://app.example.test');
    const bad = await app.inject({ method: 'POST', url: '/api/latest-blogs', payload: {}, headers: { origin: 'https://evil.test' } });
    expect(bad.headers['access-control-allow-origin']).toBeUndefined();
  });
});
