import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { pngBytes, post, setupServer, signup } from './helpers.ts';
import { imageSite } from './imageSite.ts';

/**
 * POST /copy-image: an image address pasted in the editor becomes an upload of the author, fetched by
 * the server from a real HTTP server of the test (FEDERATION_ALLOW_PRIVATE lets it reach loopback,
 * as a private network would), so readers load it from here.
 */
const h = setupServer({ FEDERATION_ALLOW_PRIVATE: '1', UPLOAD_URLS_PER_HOUR: '5' });

const png = pngBytes(40, 30);
const site = imageSite((path, res) => {
  if (path === '/gear.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
  if (path === '/page.html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>not a picture</p>');
  if (path === '/huge.png') return res.writeHead(200, { 'content-length': String(11 * 1024 * 1024) }).end();
  res.writeHead(404).end();
});
beforeAll(() => site.start());
afterAll(() => site.stop());
beforeEach(() => {
  site.asked.length = 0;
});

describe('copy-image', () => {
  it('makes the image at the address an upload of the caller, answered as a PUT is, and serves it from here', async () => {
    const ada = await signup(h.app, 'ada');
    const res = await post(h.app, '/copy-image', { url: `${site.origin}/gear.png` }, ada.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ width: 40, height: 30 });
    expect(res.body.url).toMatch(/\/uploads\/[A-Za-z0-9_-]+$/);
    expect(site.asked).toEqual(['/gear.png']);
    const served = await h.app.inject({ url: new URL(res.body.url, 'http://x').pathname });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 40, height: 30 });
    // Its own upload: a profile picture may be made of it (only a member's own uploads may).
    expect((await post(h.app, '/update-profile-img', { url: res.body.url }, ada.token)).status).toBe(200);
  });

  it('refuses what is not an image, is not there, is too large, or is no web address, each with its reason', async () => {
    const ada = await signup(h.app, 'ada');
    const copy = (url: string) => post(h.app, '/copy-image', { url }, ada.token);
    expect(await copy(`${site.origin}/missing.png`)).toMatchObject({ status: 400, body: { code: 'image_not_fetched' } });
    expect(await copy(`${site.origin}/page.html`)).toMatchObject({ status: 415, body: { code: 'image_type_unsupported' } });
    expect(await copy(`${site.origin}/huge.png`)).toMatchObject({ status: 413, body: { code: 'image_too_large' } });
    expect(await copy('javascript:alert(1)')).toMatchObject({ status: 400, body: { code: 'image_address_invalid' } });
    expect(await copy('file:///etc/passwd')).toMatchObject({ status: 400, body: { code: 'image_address_invalid' } });
    expect((await post(h.app, '/copy-image', { url: `${site.origin}/gear.png` })).status).toBe(401);
  });

  it('asks nothing of a private address unless the server is told it may', async () => {
    await h.rebuild({ FEDERATION_ALLOW_PRIVATE: '0' });
    const ada = await signup(h.app, 'ada');
    expect(await post(h.app, '/copy-image', { url: `${site.origin}/gear.png` }, ada.token)).toMatchObject({ status: 400, body: { code: 'image_not_fetched' } });
    expect(site.asked).toEqual([]);
  });

  it('counts in the hourly upload quota, with upload URLs', async () => {
    const ada = await signup(h.app, 'ada');
    for (let i = 0; i < 3; i++) expect((await post(h.app, '/copy-image', { url: `${site.origin}/gear.png` }, ada.token)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await h.app.inject({ url: '/api/get-upload-url', headers: { authorization: `Bearer ${ada.token}` } })).statusCode).toBe(200);
    const over = await post(h.app, '/copy-image', { url: `${site.origin}/gear.png` }, ada.token);
    expect(over).toMatchObject({ status: 429, body: { code: 'uploads_per_hour' } });
    expect(site.asked).toHaveLength(3);
  });
});
