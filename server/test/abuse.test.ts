import { connect } from 'node:net';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanUpUploads } from '../store/uploads.ts';
import { LocalStore, UploadSigner } from '../storage/store.ts';
import { blogPayload, createBlog, get, paragraph, pngBytes, post, setupServer, signup, uploadPng } from './helpers.ts';

const h = setupServer();

/** Writes raw bytes to a listening server and collects what comes back until it closes (or `ms` passes). */
function rawExchange(port: number, chunks: string[], ms: number): Promise<{ text: string; closedAfterMs: number | null }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let text = '';
    const socket = connect(port, '127.0.0.1', () => {
      for (const c of chunks) socket.write(c);
    });
    const done = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closedAfterMs: closed ? Date.now() - started : null });
    };
    const timer = setTimeout(() => done(false), ms);
    socket.on('data', (d) => (text += d.toString()));
    socket.on('close', () => done(true));
    socket.on('error', () => done(true));
  });
}

async function listening(env: Record<string, string> = {}) {
  const app = await h.rebuild(env);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

describe('uploads under abuse', () => {
  it('a PUT to a bad upload URL is refused from its head, before any of its body arrives', async () => {
    const u = await signup(h.app, 'headcheck');
    const { body } = await get(h.app, '/get-upload-url', u.token);
    const good = body.uploadURL as string;
    const port = await listening();
    const forged = good.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    for (const url of [forged, good.replace(/exp=\d+/, 'exp=1'), '/uploads/not-a-key?exp=1&sig=x']) {
      // 10 MB announced, 10 bytes sent, then nothing: the answer must not wait for the rest.
      const res = await rawExchange(port, [`PUT ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: image/png\r\nContent-Length: 10485760\r\n\r\n`, '0123456789'], 3000);
      expect(res.text, url).toMatch(/^HTTP\/1\.1 403/);
      expect(res.text).toContain('"error"');
    }
    // A used URL is refused from its head too.
    expect((await h.app.inject({ method: 'PUT', url: good, payload: pngBytes(), headers: { 'content-type': 'image/png' } })).statusCode).toBe(200);
    const used = await rawExchange(port, [`PUT ${good} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: image/png\r\nContent-Length: 10485760\r\n\r\n`, '0123456789'], 3000);
    expect(used.text).toMatch(/^HTTP\/1\.1 403/);
    expect(used.text).toContain('already been used');
  });

  it('a request whose head or body stalls is ended within the timeout', async () => {
    const port = await listening({ REQUEST_TIMEOUT_MS: '1000' });
    const head = await rawExchange(port, ['GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n'], 6000);
    expect(head.closedAfterMs, 'stalled head').not.toBeNull();
    expect(head.closedAfterMs!).toBeLessThan(4000);
    const body = await rawExchange(port, ['POST /api/latest-blogs HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n', '{"page":'], 6000);
    expect(body.closedAfterMs, 'stalled body').not.toBeNull();
    expect(body.closedAfterMs!).toBeLessThan(4000);
    // A request that arrives whole in time is answered.
    const fine = await rawExchange(port, ['GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'], 6000);
    expect(fine.text).toMatch(/^HTTP\/1\.1 200/);
  });

  it('at most 30 upload URLs per user per hour, counted in the database', async () => {
    const u = await signup(h.app, 'quota');
    const other = await signup(h.app, 'quota2');
    for (let i = 0; i < 30; i++) expect((await get(h.app, '/get-upload-url', u.token)).status).toBe(200);
    const over = await get(h.app, '/get-upload-url', u.token);
    expect(over.status).toBe(429);
    expect(over.body.error).toMatch(/at most 30 images an hour/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await get(h.app, '/get-upload-url', other.token)).status).toBe(200);
    // A rebuilt app (another instance, fresh memory) counts the same rows.
    const again = await h.rebuild();
    expect((await get(again, '/get-upload-url', u.token)).status).toBe(429);
    // An hour later the window has moved.
    await h.db.pool.query("UPDATE uploads SET created_at = created_at - interval '61 minutes' WHERE owner = $1", [u.id]);
    expect((await get(again, '/get-upload-url', u.token)).status).toBe(200);
  });

  it('clean-up deletes uploads no blog or profile uses after a day, and the images of deleted blogs', async () => {
    const u = await signup(h.app, 'cleaner');
    const [banner, figure, avatar, stray, shared] = [await uploadPng(h.app, u.token), await uploadPng(h.app, u.token), await uploadPng(h.app, u.token), await uploadPng(h.app, u.token), await uploadPng(h.app, u.token)];
    const image = (url: string) => ({ type: 'image', data: { file: { url }, caption: '' } });
    const kept = await createBlog(h.app, u.token, { banner: shared, content: { blocks: [paragraph('kept'), image(shared)] } });
    const doomed = await createBlog(h.app, u.token, { banner, content: { blocks: [paragraph('doomed'), image(figure), image(shared)] } });
    expect((await post(h.app, '/update-profile-img', { url: avatar }, u.token)).status).toBe(200);
    const unused = (await get(h.app, '/get-upload-url', u.token)).body.uploadURL as string; // never used at all
    expect((await post(h.app, '/delete-blog', { blog_id: doomed.blog_id }, u.token)).status).toBe(200);
    void kept;

    // An image's variants are a folder of their own (the uploaded file is never kept).
    const file = (url: string) => join(h.dataDir, 'uploads', 'v', url.split('/').pop()!);
    const served = async (url: string) => (await h.app.inject({ url })).statusCode;
    // Within a day nothing goes.
    expect(await cleanUpUploads(h.db.db, storeOf())).toBe(0);
    const later = new Date(Date.now() + 25 * 3600 * 1000);
    const removed = await cleanUpUploads(h.db.db, storeOf(), later);
    expect(removed).toBe(4); // stray, the deleted blog's banner and figure, the unused URL
    for (const url of [stray, banner, figure]) {
      expect(await served(url), url).toBe(404);
      expect(existsSync(file(url)), url).toBe(false);
    }
    for (const url of [shared, avatar]) {
      expect(await served(url), url).toBe(200);
      expect(existsSync(file(url)), url).toBe(true);
    }
    expect((await h.db.pool.query('SELECT 1 FROM uploads WHERE key = $1', [unused.split('?')[0].split('/').pop()])).rowCount).toBe(0);
    // A profile picture that is replaced is no longer used.
    const next = await uploadPng(h.app, u.token);
    await post(h.app, '/update-profile-img', { url: next }, u.token);
    expect(await cleanUpUploads(h.db.db, storeOf(), new Date(Date.now() + 49 * 3600 * 1000))).toBe(1);
    expect(await served(avatar)).toBe(404);
    expect(await served(next)).toBe(200);
  });

  it('update-profile-img takes only an image the caller uploaded', async () => {
    const owner = await signup(h.app, 'pictureowner');
    const thief = await signup(h.app, 'picturethief');
    const url = await uploadPng(h.app, owner.token);
    const res = await post(h.app, '/update-profile-img', { url }, thief.token);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/you uploaded/);
    expect((await post(h.app, '/get-profile', { username: thief.username })).body.personal_info.profile_img).not.toBe(url);
    expect((await post(h.app, '/update-profile-img', { url }, owner.token)).status).toBe(200);
  });
});

/** The same local store the app writes to (files in the test's data directory). */
const storeOf = () => new LocalStore(h.dataDir, new UploadSigner(h.config.jwtSecret), '');

describe('content under abuse', () => {
  it('replies of a comment on a draft answer only the draft’s author', async () => {
    const author = await signup(h.app, 'draftauthor');
    const reader = await signup(h.app, 'draftreader');
    const blog = await createBlog(h.app, author.token);
    const comment = (await post(h.app, '/add-comment', { _id: blog._id, comment: 'top' }, reader.token)).body;
    await post(h.app, '/add-comment', { _id: blog._id, comment: 'a reply', replying_to: comment._id }, author.token);
    expect((await post(h.app, '/get-replies', { _id: comment._id, skip: 0 })).body.replies).toHaveLength(1);
    await post(h.app, '/create-blog', blogPayload({ id: blog.blog_id, draft: true }), author.token);
    for (const token of [undefined, reader.token]) {
      const res = await post(h.app, '/get-replies', { _id: comment._id, skip: 0 }, token);
      expect(res.status).toBe(404);
      expect(res.body.error).toBeTruthy();
    }
    expect((await post(h.app, '/get-replies', { _id: comment._id, skip: 0 }, author.token)).body.replies).toHaveLength(1);
  });

  it('a NUL anywhere in a body is a 400 with a message, and nothing is created', async () => {
    const u = await signup(h.app, 'nulwriter');
    const bodies = [
      blogPayload({ content: { blocks: [paragraph('before\u0000after')] } }),
      blogPayload({ content: { blocks: [{ type: 'list', data: { style: 'unordered', items: ['ok', 'bad\u0000item'] } }] } }),
      blogPayload({ content: { blocks: [{ type: 'list', data: { style: 'ordered', meta: {}, items: [{ content: 'x', meta: {}, items: [{ content: 'deep\u0000', meta: {}, items: [] }] }] } }] } }),
      blogPayload({ title: 'Title\u0000' }),
      blogPayload({ tags: ['tech', 'ta\u0000g'] }),
      { ...blogPayload(), ['key\u0000']: 1 },
    ];
    for (const body of bodies) {
      const res = await post(h.app, '/create-blog', body, u.token);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.body.error).toMatch(/NUL/);
    }
    expect((await post(h.app, '/user-written-blogs-count', { draft: false, query: '' }, u.token)).body.totalDocs).toBe(0);
    expect((await post(h.app, '/add-comment', { _id: '00000000-0000-0000-0000-000000000000', comment: 'x\u0000' }, u.token)).status).toBe(400);
  });

  it('an image block keeps only an absolute http(s) URL that parses, or this server’s upload', async () => {
    const u = await signup(h.app, 'imagewriter');
    const upload = await uploadPng(h.app, u.token);
    const urls: [string, boolean][] = [
      ['https://example.com/x.png" onerror="alert(1)', false],
      ["https://example.com/x.png' onerror='alert(1)", false],
      ['https://example.com/x.png><script>alert(1)</script>', false],
      ['https://example.com/a b.png', false],
      ['https://example.com/x.png\n', false],
      ['javascript:alert(1)', false],
      ['data:image/png;base64,AAAA', false],
      ['//example.com/x.png', false],
      ['https://user:pass@example.com/x.png', false],
      ['https://example.com/ok.png?size=2&v=1', true],
      ['http://example.com/ok.png', true],
      [upload, true],
    ];
    const blocks = urls.map(([url]) => ({ type: 'image', data: { file: { url }, caption: 'c' } }));
    const created = await post(h.app, '/create-blog', blogPayload({ content: { blocks: [paragraph('p'), ...blocks] } }), u.token);
    expect(created.status).toBe(200);
    const stored = (await post(h.app, '/get-blog', { blog_id: created.body.id, mode: 'edit' }, u.token)).body.blog.content[0].blocks;
    expect(stored.filter((b: { type: string }) => b.type === 'image').map((b: { data: { file: { url: string } } }) => b.data.file.url)).toEqual(urls.filter(([, ok]) => ok).map(([url]) => url));
    const banner = await post(h.app, '/create-blog', blogPayload({ banner: 'https://example.com/b.png" onerror="x' }), u.token);
    expect(banner.status).toBe(400);
  });

  it('an embed keeps only the source and embed rebuilt from an anchored pattern', async () => {
    const u = await signup(h.app, 'embedwriter');
    const embed = (source: string, extra: Record<string, unknown> = {}) => ({ type: 'embed', data: { service: 'youtube', source, embed: 'https://evil.example/frame', caption: 'cap', ...extra } });
    const blocks = [
      paragraph('p'),
      embed('https://www.youtube.com/embed/dQw4w9WgXcQ/../../redirect?q=https://evil.example'),
      embed('https://www.youtube.com@evil.example/watch?v=dQw4w9WgXcQ'),
      embed('https://youtu.be/dQw4w9WgXcQ?t=42', { onload: 'alert(1)', width: 99999 }),
    ];
    const created = await post(h.app, '/create-blog', blogPayload({ content: { blocks } }), u.token);
    const stored = (await post(h.app, '/get-blog', { blog_id: created.body.id, mode: 'edit' }, u.token)).body.blog.content[0].blocks;
    const embeds = stored.filter((b: { type: string }) => b.type === 'embed');
    expect(embeds).toHaveLength(1);
    expect(embeds[0].data).toEqual({ service: 'youtube', source: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ', width: 580, height: 320, caption: 'cap' });
  });
});
