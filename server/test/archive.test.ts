import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { hideCommentTree } from '../store/moderation.ts';
import { createBlog, get, post, setupServer, signup, unzip as unzipFiles, uploadPng, paragraph, type TestUser } from './helpers.ts';

const unzip = async (bytes: Buffer) => new Map(Object.entries(await unzipFiles(bytes)));

/**
 * The community's archive (API.md third edition, "The community's archive and backups"): who may ask
 * for it and download it, a manifest that checks out, counts that match the database, and a public
 * archive that carries nothing private.
 */
const h = setupServer({ JOBS_POLL_MS: '100' });

/** Every entry of a ZIP, inflated. */

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const lines = (b: Buffer | undefined) => (b ? b.toString('utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>) : []);
const count = async (q: string) => Number((await h.db.pool.query<{ n: string }>(q)).rows[0].n);

interface Community {
  admin: TestUser;
  alice: TestUser;
  bob: TestUser;
  carol: TestUser;
  published: { blog_id: string; _id: string };
  draftTitle: string;
  hiddenComment: string;
  heldComment: string;
}

/** A small community with something of every kind, public and private. */
async function community(): Promise<Community> {
  const admin = await signup(h.app, 'archivist');
  await h.db.pool.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
  const alice = await signup(h.app, 'alice');
  const bob = await signup(h.app, 'bob');
  const carol = await signup(h.app, 'carol');
  const banner = await uploadPng(h.app, alice.token);
  const published = await createBlog(h.app, alice.token, { title: 'Clocks and their escapements', banner, tags: ['tech', 'clocks'] });
  const picture = await uploadPng(h.app, bob.token);
  const blocks = [paragraph(`They cluster, as <a href="/blogs/${published.blog_id}">clocks</a> tick.`), { type: 'image', data: { file: { url: picture }, caption: 'A hive' } }, { type: 'image', data: { file: { url: 'https://images.example.test/far.png' }, caption: 'Far away' } }];
  await createBlog(h.app, bob.token, { title: 'Bees in winter', content: { time: 1, blocks, version: '2.31.7' } });
  const draftTitle = 'Secret draft about the surprise party';
  await createBlog(h.app, alice.token, { title: draftTitle, draft: true });
  expect((await post(h.app, '/set-series', { blog_id: published.blog_id, series: 'Horology' }, alice.token)).status).toBe(200);

  const top = await post(h.app, '/add-comment', { _id: published._id, comment: 'Lovely gears' }, bob.token);
  expect(top.status).toBe(200);
  expect((await post(h.app, '/add-comment', { _id: published._id, comment: 'Thank you, Bob', replying_to: top.body._id }, alice.token)).status).toBe(200);
  const hiddenComment = 'This hidden comment must never leave';
  const hidden = await post(h.app, '/add-comment', { _id: published._id, comment: hiddenComment }, carol.token);
  // A reply under a hidden comment goes with it (as a moderator's hiding does).
  const under = await post(h.app, '/add-comment', { _id: published._id, comment: 'A reply under the hidden one', replying_to: hidden.body._id }, bob.token);
  expect(under.status).toBe(200);
  await hideCommentTree(h.db.db, hidden.body._id);
  const heldComment = 'A held comment waiting for a vouch';
  const held = await post(h.app, '/add-comment', { _id: published._id, comment: heldComment }, carol.token);
  await hideCommentTree(h.db.db, held.body._id);
  await h.db.pool.query(`UPDATE comments SET held = true WHERE id = $1`, [held.body._id]);

  expect((await post(h.app, '/like-blog', { _id: published._id, isLikedByUser: false }, bob.token)).status).toBe(200);
  expect((await post(h.app, '/like-blog', { _id: published._id, isLikedByUser: false }, carol.token)).status).toBe(200);
  expect((await post(h.app, '/follow', { username: alice.username, following: true }, bob.token)).status).toBe(200);

  // Secrets of every table that keeps one.
  await h.db.pool.query(`INSERT INTO subscribers (author, email, state, confirm_token_hash) VALUES ($1, 'reader-subscriber@example.test', 'pending', 'subscriber-token-hash-0123456789')`, [alice.id]);
  await h.db.pool.query(`INSERT INTO account_tokens (token_hash, user_id, purpose, expires_at) VALUES ('reset-token-hash-0123456789', $1, 'reset', now() + interval '1 hour')`, [bob.id]);
  await h.db.pool.query(`UPDATE blogs SET preview_token_hash = 'preview-token-hash-0123456789', preview_nonce = 'preview-nonce-0123456789' WHERE title = $1`, [draftTitle]);
  expect((await post(h.app, '/create-invite', {}, admin.token)).status).toBe(200);
  return { admin, alice, bob, carol, published, draftTitle, hiddenComment, heldComment };
}

async function startExport(token: string | undefined, mode: string, extra: Record<string, unknown> = {}) {
  return post(h.app, '/export-site', { mode, ...extra }, token);
}

async function finishedExport(token: string, jobId: string) {
  for (let i = 0; i < 600; i++) {
    const res = await post(h.app, '/export-site-status', { job_id: jobId }, token);
    expect(res.status).toBe(200);
    if (res.body.state === 'done' || res.body.state === 'failed') return res.body as { state: string; done: number; total: number; url: string | null };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the archive was not made');
}

async function download(url: string, token?: string) {
  return h.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

async function archiveOf(admin: TestUser, mode: 'public' | 'full', extra: Record<string, unknown> = {}) {
  const started = await startExport(admin.token, mode, extra);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const status = await finishedExport(admin.token, started.body.job_id);
  expect(status.state).toBe('done');
  expect(status.done).toBe(status.total);
  expect(status.url).toMatch(/^\/api\/export-site-file\?job_id=\d+$/);
  const res = await download(status.url!, admin.token);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  return { jobId: started.body.job_id as string, url: status.url!, files: await unzip(res.rawPayload) };
}

/** Every file but the manifest is in it with its sha256; every file it names is in the ZIP. */
function checkManifest(files: Map<string, Buffer>) {
  const manifest = JSON.parse(files.get('data/manifest.json')!.toString('utf8'));
  const named = Object.keys(manifest.files).sort();
  const present = [...files.keys()].filter((n) => n !== 'data/manifest.json' && !n.endsWith('/')).sort();
  expect(named).toEqual(present);
  for (const name of present) expect(manifest.files[name].sha256, name).toBe(sha256(files.get(name)!));
  for (const name of present.filter((n) => n.endsWith('.jsonl'))) expect(manifest.files[name].count, name).toBe(lines(files.get(name)).length);
  return manifest as { mode: string; counts: Record<string, number> };
}

describe('the community archive', () => {
  it('only admins start it, follow it and download it', async () => {
    const c = await community();
    expect((await startExport(undefined, 'public')).status).toBe(401);
    const member = await startExport(c.alice.token, 'public');
    expect(member.status).toBe(403);
    expect(member.body.code).toBe('admins_only');
    const wrong = await startExport(c.admin.token, 'everything');
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('site_export_mode_unknown');

    const { jobId, url } = await archiveOf(c.admin, 'public');
    expect((await post(h.app, '/export-site-status', { job_id: jobId }, c.alice.token)).status).toBe(403);
    expect((await post(h.app, '/export-site-status', { job_id: jobId })).status).toBe(401);
    expect((await post(h.app, '/export-site-status', { job_id: '999999' }, c.admin.token)).body.code).toBe('site_export_not_found');
    expect((await post(h.app, '/export-site-status', { job_id: 'x; DROP TABLE jobs' }, c.admin.token)).status).toBe(404);

    const visitor = await download(url);
    expect(visitor.statusCode).toBe(401);
    const member2 = await download(url, c.bob.token);
    expect(member2.statusCode).toBe(403);
    expect(member2.json().error).toBe('Only admins can do this');
    const unknown = await download('/api/export-site-file?job_id=999999', c.admin.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Export not found', code: 'site_export_not_found' });
    // Another kind of job is no archive.
    const other = await h.db.pool.query<{ id: string }>(`INSERT INTO jobs (kind, payload, finished_at) VALUES ('import', '{}', now()) RETURNING id`);
    expect((await download(`/api/export-site-file?job_id=${other.rows[0].id}`, c.admin.token)).statusCode).toBe(404);
  });

  it('public: the manifest checks out and the counts are what anyone may read', async () => {
    const c = await community();
    const { files } = await archiveOf(c.admin, 'public');
    const manifest = checkManifest(files);
    expect(manifest.mode).toBe('public');
    for (const name of ['site.json', 'users.jsonl', 'blogs.jsonl', 'comments.jsonl', 'likes.jsonl', 'follows.jsonl', 'series.jsonl', 'redirects.jsonl']) expect(files.has(`data/${name}`), name).toBe(true);
    expect(files.has('data/subscribers.jsonl')).toBe(false);

    const publicBlogs = await count(`SELECT count(*) AS n FROM blogs WHERE draft = false AND hidden = false AND held = false`);
    expect(manifest.counts.blogs).toBe(publicBlogs);
    expect(manifest.counts.blogs).toBe(2);
    expect(manifest.counts.users).toBe(await count(`SELECT count(*) AS n FROM users`));
    // Two shown comments: the top one and its reply; the hidden, the held and the reply under the hidden one stay out.
    expect(lines(files.get('data/comments.jsonl')).map((x) => x.comment)).toEqual(['Lovely gears', 'Thank you, Bob']);
    expect(manifest.counts.likes).toBe(await count(`SELECT count(*) AS n FROM likes`));
    expect(manifest.counts.follows).toBe(await count(`SELECT count(*) AS n FROM follows`));
    expect(manifest.counts.series).toBe(1);
    expect(manifest.counts.images).toBe(2);

    const blog = lines(files.get('data/blogs.jsonl')).find((b) => b.blog_id === c.published.blog_id)!;
    expect(blog).toMatchObject({ title: 'Clocks and their escapements', author: c.alice.username, tags: ['tech', 'clocks'], series: 'horology', total_likes: 2, total_parent_comments: 1 });
    expect((blog.content as { blocks: unknown[] }).blocks.length).toBeGreaterThan(0);
    const key = String(blog.banner).split('/uploads/')[1];
    expect(files.has(`data/images/${key}`)).toBe(true);
  });

  it('public: no e-mail, password hash, token, draft, hidden item or subscriber anywhere in it', async () => {
    const c = await community();
    const { files } = await archiveOf(c.admin, 'public');
    const all = Buffer.concat([...files.entries()].flatMap(([name, bytes]) => [Buffer.from(name), bytes]));
    const found = (needle: string) => all.includes(Buffer.from(needle));

    const users = (await h.db.pool.query<{ email: string; password_hash: string | null }>(`SELECT email, password_hash FROM users`)).rows;
    const secrets: string[] = [];
    for (const u of users) {
      secrets.push(u.email);
      if (u.password_hash) secrets.push(u.password_hash);
    }
    for (const u of [c.admin, c.alice, c.bob, c.carol]) secrets.push(u.token);
    const tokenRows = async (q: string) => (await h.db.pool.query<{ t: string }>(q)).rows.map((r) => r.t).filter(Boolean);
    secrets.push(...(await tokenRows(`SELECT token_hash AS t FROM account_tokens`)));
    secrets.push(...(await tokenRows(`SELECT confirm_token_hash AS t FROM subscribers`)));
    secrets.push(...(await tokenRows(`SELECT email AS t FROM subscribers`)));
    secrets.push(...(await tokenRows(`SELECT preview_token_hash AS t FROM blogs`)));
    secrets.push(...(await tokenRows(`SELECT preview_nonce AS t FROM blogs`)));
    secrets.push(...(await tokenRows(`SELECT id::text AS t FROM sessions`)));
    secrets.push(...(await tokenRows(`SELECT code AS t FROM invites`)));
    secrets.push(...(await tokenRows(`SELECT title AS t FROM blogs WHERE draft OR hidden OR held`)));
    secrets.push(...(await tokenRows(`SELECT comment AS t FROM comments WHERE hidden OR held`)));
    expect(secrets).toContain(c.draftTitle);
    expect(secrets).toContain(c.hiddenComment);
    expect(secrets).toContain(c.heldComment);
    expect(secrets.length).toBeGreaterThan(15);
    expect(secrets.filter(found)).toEqual([]);
    // Hidden is told from shown: the reply under the hidden comment is not there either.
    expect(found('A reply under the hidden one')).toBe(false);
    expect(found('Lovely gears')).toBe(true);
  });

  it('site/: pages whose every link and image is a file of the ZIP, threaded comments, a search index', async () => {
    const c = await community();
    const { files } = await archiveOf(c.admin, 'public');
    const pages = [...files.keys()].filter((n) => n.startsWith('site/') && n.endsWith('.html'));
    expect(pages).toContain('site/index.html');
    expect(pages).toContain(`site/blogs/${c.published.blog_id}/index.html`);
    expect(pages).toContain(`site/authors/${c.alice.username}/index.html`);
    expect(pages).toContain('site/tags/clocks/index.html');
    expect(pages).toContain(`site/series/${c.alice.username}/horology/index.html`);
    expect(pages).toContain('site/search.html');
    const broken: string[] = [];
    for (const page of pages) {
      const html = files.get(page)!.toString('utf8');
      for (const m of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
        const [, attr, raw] = m;
        const to = raw.replace(/&amp;/g, '&');
        // A link to another site is followed only if the reader chooses; nothing is loaded from one.
        if (attr === 'href' && /^(https?:|mailto:)/.test(to) && !to.includes('localhost')) continue;
        if (/^[a-z]+:/i.test(to) || to.startsWith('/') || to === '' || to.endsWith('/')) {
          broken.push(`${page}: ${attr}="${raw}"`);
          continue;
        }
        const target = posix.normalize(posix.join(posix.dirname(page), to.split('#')[0]));
        if (!files.has(target)) broken.push(`${page}: ${attr}="${raw}" -> ${target}`);
      }
    }
    expect(broken).toEqual([]);
    // The stylesheet's fonts are files of the ZIP too (no font host).
    const css = files.get('site/assets/site.css')!.toString('utf8');
    const fonts = [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => posix.join('site/assets', m[1]));
    expect(fonts.length).toBe(4);
    expect(fonts.filter((f) => !files.has(f))).toEqual([]);

    const blogPage = files.get(`site/blogs/${c.published.blog_id}/index.html`)!.toString('utf8');
    // The reply sits inside its comment's item.
    expect(blogPage).toMatch(/Lovely gears<\/p><ol><li class="comment"[^]*Thank you, Bob/);
    expect(blogPage).toContain('Horology');
    const bees = files.get('site/index.html')!.toString('utf8');
    expect(bees).toContain('Bees in winter');
    const beesPage = pages.find((p) => p.startsWith('site/blogs/') && files.get(p)!.toString('utf8').includes('<h1 lang="en" dir="ltr">Bees in winter'))!;
    const beesHtml = files.get(beesPage)!.toString('utf8');
    expect(beesHtml).toContain(`href="../${c.published.blog_id}/index.html"`);
    expect(beesHtml).toMatch(/<img [^>]*src="\.\.\/\.\.\/images\/[A-Za-z0-9_-]+"/);
    expect(beesHtml).not.toMatch(/src="https?:/);
    const search = files.get('site/assets/search-index.js')!.toString('utf8');
    expect(search).toContain('Clocks and their escapements');
    expect(search).not.toContain(c.draftTitle);
  });

  it("site/ speaks the language asked for, else the admin's: Arabic right to left, Spanish; content as written", async () => {
    const c = await community();
    const arabic = (await archiveOf(c.admin, 'public', { language: 'ar' })).files;
    const home = arabic.get('site/index.html')!.toString('utf8');
    expect(home).toMatch(/<html lang="ar" dir="rtl">/);
    expect(home).toContain('<h1>الأحدث</h1>');
    expect(home).toContain('>بحث</a>');
    const blog = arabic.get(`site/blogs/${c.published.blog_id}/index.html`)!.toString('utf8');
    expect(blog).toMatch(/<html lang="ar" dir="rtl">/);
    expect(blog).toContain('<h2>التعليقات</h2>');
    expect(blog).toContain('جزء من سلسلة');
    expect(blog).toContain('<h1 lang="en" dir="ltr">Clocks and their escapements</h1>');
    expect(blog).toContain('Lovely gears');
    expect(arabic.get('site/search.html')!.toString('utf8')).toContain('ابحث في التدوينات');

    // No language asked for: the admin's own.
    await h.db.pool.query(`UPDATE users SET language = 'es' WHERE id = $1`, [c.admin.id]);
    const spanish = (await archiveOf(c.admin, 'public')).files;
    const blogEs = spanish.get(`site/blogs/${c.published.blog_id}/index.html`)!.toString('utf8');
    expect(blogEs).toMatch(/<html lang="es" dir="ltr">/);
    expect(blogEs).toContain('<h2>Comentarios</h2>');

    const refused = await startExport(c.admin.token, 'public', { language: 'fr' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('language_invalid');
  });

  it('full: everything needed to move the community, counts equal to the tables', async () => {
    const c = await community();
    const { files } = await archiveOf(c.admin, 'full');
    const manifest = checkManifest(files);
    expect(manifest.mode).toBe('full');
    expect(manifest.counts.users).toBe(await count(`SELECT count(*) AS n FROM users`));
    expect(manifest.counts.blogs).toBe(await count(`SELECT count(*) AS n FROM blogs`));
    expect(manifest.counts.comments).toBe(await count(`SELECT count(*) AS n FROM comments`));
    expect(manifest.counts.likes).toBe(await count(`SELECT count(*) AS n FROM likes`));
    expect(manifest.counts.follows).toBe(await count(`SELECT count(*) AS n FROM follows`));
    expect(manifest.counts.series).toBe(await count(`SELECT count(*) AS n FROM series`));
    expect(manifest.counts.subscribers).toBe(1);
    const users = lines(files.get('data/users.jsonl'));
    const alice = users.find((u) => u.username === c.alice.username)!;
    expect(alice.email).toBe(c.alice.email);
    expect(String(alice.password_hash)).toMatch(/^\$(argon2id|2[aby])\$/);
    expect(lines(files.get('data/blogs.jsonl')).find((b) => b.title === c.draftTitle)).toMatchObject({ draft: true });
    expect(lines(files.get('data/comments.jsonl')).find((x) => x.comment === c.hiddenComment)).toMatchObject({ hidden: true });
  });

  it('leaves only the finished ZIP in DATA_DIR/exports, also after a try that died half-way', async () => {
    const c = await community();
    const job = await h.db.pool.query<{ id: string }>(`INSERT INTO jobs (kind, payload, max_attempts) VALUES ('site-export', $1, 3) RETURNING id`, [JSON.stringify({ mode: 'public', by: c.admin.id })]);
    const id = String(job.rows[0].id);
    const dir = join(h.dataDir, 'exports');
    mkdirSync(join(dir, `.site-${id}.zip-parts-dead`), { recursive: true });
    writeFileSync(join(dir, `.site-${id}.zip-parts-dead`, 'users.jsonl'), 'half');
    writeFileSync(join(dir, `site-${id}.zip.partial`), 'half a zip');
    const status = await finishedExport(c.admin.token, id);
    expect(status.state).toBe('done');
    expect(readdirSync(dir).filter((n) => n.includes(`-${id}.`))).toEqual([`site-${id}.zip`]);
  });

  it('a job that is no archive, or an archive not finished, has no download', async () => {
    const c = await community();
    const queued = await h.db.pool.query<{ id: string }>(`INSERT INTO jobs (kind, payload, run_at) VALUES ('site-export', '{"mode":"public"}', now() + interval '1 day') RETURNING id`);
    const id = String(queued.rows[0].id);
    expect((await post(h.app, '/export-site-status', { job_id: id }, c.admin.token)).body).toEqual({ state: 'queued', done: 0, total: 0, url: null });
    expect((await get(h.app, `/export-site-file?job_id=${id}`, c.admin.token)).status).toBe(404);
  });
});
