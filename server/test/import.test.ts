import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import yazl from 'yazl';
import { createBlog, get, pngBytes, post, setupServer, signup, uploadPng, type TestUser } from './helpers.ts';
import { Readable } from 'node:stream';
import { openGhost } from '../import/ghost.ts';
import { importFinished, imported as importedAt, startImport as startImportAt, stoppedAfterFirstPost } from './imports.ts';

/**
 * Imports (API.md third edition, "Import and moved links"): each format from a small export shaped
 * as the real ones, the report, idempotency, moved links, resuming, and hostile files.
 */
const h = setupServer({ JOBS_POLL_MS: '100' });
const FIXTURES = join(import.meta.dirname, 'fixtures/import');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

/** A ZIP of a fixture folder (names relative to it), with extra entries. */
async function zipOf(entries: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of Object.entries(entries)) zip.addBuffer(Buffer.isBuffer(data) ? data : Buffer.from(data), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

function folder(dir: string): Record<string, Buffer> {
  const out: Record<string, Buffer> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out[relative(join(FIXTURES, dir), p)] = readFileSync(p);
    }
  };
  walk(join(FIXTURES, dir));
  return out;
}

const startImport = (user: TestUser, body: Buffer, contentType?: string) => startImportAt(h.app, user, body, { contentType });
const finished = (user: TestUser, id: string) => importFinished(h.app, user, id);
const imported = (user: TestUser, body: Buffer, contentType?: string) => importedAt(h.app, user, body, { contentType });

const blogOf = async (user: TestUser, blogId: string) => (await post(h.app, '/get-blog', { blog_id: blogId, mode: 'edit' }, user.token)).body.blog;
const blocksOf = (blog: { content: { blocks: { type: string; data: Record<string, unknown> }[] }[] }) => blog.content[0].blocks;

describe('import: WordPress WXR', () => {
  it('posts become blogs with their blocks, dates, tags and drafts; pages and attachments are left out', async () => {
    const ada = await signup(h.app, 'ada');
    const status = await imported(ada, fixture('wordpress.xml'), 'text/xml');
    expect(status).toMatchObject({ state: 'done', total: 3, done: 3, skipped: [] });
    expect(status.created).toHaveLength(3);

    const clock = await blogOf(ada, status.created[0]);
    expect(clock.title).toBe('How a clock escapement works');
    expect(clock.des).toBe('What lets a clock tick, one tooth at a time.');
    expect(clock.tags).toEqual(['clocks', 'tech']);
    expect(clock.publishedAt).toBe('2019-05-01T10:00:00.000Z');
    expect(clock.draft).toBe(false);
    expect(clock.banner).toBe('https://gears.example.org/wp-content/uploads/2019/05/anchor.jpg');
    const blocks = blocksOf(clock);
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'header', 'image', 'list', 'code', 'table', 'quote', 'delimiter', 'embed', 'paragraph']);
    expect(blocks[0].data.text).toBe(
      'An escapement lets a clock\'s <b>gear train</b> advance by <i>one tooth</i> at a time. See <a href="https://en.wikipedia.org/wiki/Escapement" rel="noopener noreferrer nofollow">the history</a>.',
    );
    expect(blocks[1].data).toEqual({ text: 'The anchor', level: 2 });
    expect(blocks[2].data).toMatchObject({ file: { url: 'https://gears.example.org/wp-content/uploads/2019/05/anchor.jpg' }, caption: 'The anchor, <i>circa</i> 1670' });
    expect(blocks[3].data).toMatchObject({
      style: 'unordered',
      items: [
        { content: 'Pallets', items: [{ content: 'Entry pallet', items: [] }, { content: 'Exit pallet', items: [] }] },
        { content: 'Escape wheel', items: [] },
      ],
    });
    expect(blocks[4].data).toMatchObject({ language: 'python', code: 'def tick(n):\n    return n + 1 if n < 60 else 0' });
    expect(blocks[5].data).toEqual({ withHeadings: true, content: [['Part', 'Teeth'], ['Escape wheel', '30'], ['Pinion', '8']] });
    expect(blocks[6].data).toMatchObject({ text: 'Time is what a clock measures.', caption: 'A clockmaker' });
    expect(blocks[8].data).toMatchObject({ service: 'youtube', source: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ' });
    // The script is gone; the event handler and the broken image too.
    expect(blocks[9].data.text).toBe('Last words.');
    expect(JSON.stringify(clock.content)).not.toMatch(/alert|onerror|onclick|steal/);

    const classic = await blogOf(ada, status.created[1]);
    expect(blocksOf(classic)).toEqual([
      { type: 'paragraph', data: { text: 'Written in the classic editor, without paragraph tags.' } },
      { type: 'paragraph', data: { text: 'A second paragraph with <b>bold</b> words.' } },
    ]);
    // No excerpt: the text's first words.
    expect(classic.des).toBe('Written in the classic editor, without paragraph tags. A second paragraph with bold words.');
    expect(classic.tags).toEqual([]);

    const draft = await blogOf(ada, status.created[2]);
    expect(draft).toMatchObject({ title: 'Unfinished thoughts', draft: true });
    // Published posts count; followers are not told of imported posts.
    expect((await post(h.app, '/get-profile', { username: ada.username })).body.account_info.total_posts).toBe(2);
  });

  it('the channel’s <language> is every imported blog’s; without one, the importer’s own language', async () => {
    const ada = await signup(h.app, 'ada');
    expect((await post(h.app, '/update-preferences', { language: 'es' }, ada.token)).status).toBe(200);
    const site = await imported(ada, fixture('wordpress.xml'));
    expect((await Promise.all(site.created.map((id: string) => blogOf(ada, id)))).map((b) => b.language)).toEqual(['en-US', 'en-US', 'en-US']);

    const bob = await signup(h.app, 'bob');
    expect((await post(h.app, '/update-preferences', { language: 'ar' }, bob.token)).status).toBe(200);
    // An item's own <language> (none in WordPress's export) is not the channel's.
    const wxr = fixture('wordpress.xml').toString('utf8');
    const unnamed = wxr.replace('<language>en-US</language>', '').replace('<wp:post_id>12</wp:post_id>', '<wp:post_id>12</wp:post_id><language>fr</language>');
    const none = await imported(bob, Buffer.from(unnamed));
    expect((await Promise.all(none.created.map((id: string) => blogOf(bob, id)))).map((b) => b.language)).toEqual(['ar', 'ar', 'ar']);
    // A tag that is no language leaves the importer's too.
    const carol = await signup(h.app, 'carol');
    const odd = await imported(carol, Buffer.from(wxr.replace('<language>en-US</language>', '<language>english</language>')));
    expect((await blogOf(carol, odd.created[0])).language).toBe('en');
  });

  it('a post twice in one file is written once; a file of many posts is written in batches, every post counted', async () => {
    const ada = await signup(h.app, 'ada');
    const wxr = fixture('wordpress.xml').toString('utf8');
    const item = /<item>[\s\S]*?<\/item>/.exec(wxr)![0];
    // The first post, then 59 more with their own ids and paths, then the first again.
    const more = Array.from({ length: 59 }, (_, i) => item.replaceAll('<wp:post_id>12</wp:post_id>', `<wp:post_id>${1000 + i}</wp:post_id>`).replaceAll('clock-escapement', `clock-${i}`));
    const big = wxr.replace(item, [item, ...more, item].join('\n'));
    const status = await imported(ada, Buffer.from(big));
    expect(status).toMatchObject({ state: 'done', total: 63, done: 63, skipped: [] });
    expect(status.created).toHaveLength(62);
    expect(new Set(status.created).size).toBe(62);
    expect((await h.app.inject({ url: '/2019/05/clock-58/' })).headers.location).toBe(`/blogs/${status.created[59]}`);
  });

  it('the same file again creates nothing: every post is skipped as already imported', async () => {
    const ada = await signup(h.app, 'ada');
    await imported(ada, fixture('wordpress.xml'));
    const again = await imported(ada, fixture('wordpress.xml'));
    expect(again).toMatchObject({ state: 'done', total: 3, done: 3, created: [] });
    expect(again.skipped).toEqual([
      { item: 'How a clock escapement works', reason: 'already imported' },
      { item: 'Classic editor notes', reason: 'already imported' },
      { item: 'Unfinished thoughts', reason: 'already imported' },
    ]);
    expect((await post(h.app, '/user-written-blogs-count', { draft: false }, ada.token)).body.totalDocs).toBe(2);
  });

  it('old paths answer a 301 to the new blog; admins list and remove moved links', async () => {
    const admin = await signup(h.app, 'root');
    await h.db.pool.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
    const ada = await signup(h.app, 'ada');
    const { created } = await imported(ada, fixture('wordpress.xml'));
    for (const path of ['/2019/05/clock-escapement/', '/2019/05/clock-escapement', '/2019/05/clock-escapement/?utm_source=x']) {
      const res = await h.app.inject({ url: path });
      expect(res.statusCode, path).toBe(301);
      expect(res.headers.location).toBe(`/blogs/${created[0]}`);
    }
    expect((await h.app.inject({ url: '/2018/11/classic-notes/' })).headers.location).toBe(`/blogs/${created[1]}`);
    expect((await h.app.inject({ url: '/2019/05/no-such-post/' })).statusCode).toBe(404);

    expect((await post(h.app, '/redirects', {}, ada.token)).status).toBe(403);
    const list = await post(h.app, '/redirects', {}, admin.token);
    expect(list.body.redirects).toEqual(
      expect.arrayContaining([
        { from: '/2019/05/clock-escapement', to: `/blogs/${created[0]}` },
        { from: '/2018/11/classic-notes', to: `/blogs/${created[1]}` },
      ]),
    );
    expect(list.body.redirects).toHaveLength(2);
    expect((await post(h.app, '/delete-redirect', { from: '/2019/05/clock-escapement/' }, ada.token)).status).toBe(403);
    expect((await post(h.app, '/delete-redirect', { from: '/2019/05/clock-escapement/' }, admin.token)).body).toEqual({ status: 'done' });
    expect((await h.app.inject({ url: '/2019/05/clock-escapement/' })).statusCode).toBe(404);
    const gone = await post(h.app, '/delete-redirect', { from: '/2019/05/clock-escapement' }, admin.token);
    expect(gone).toMatchObject({ status: 404, body: { code: 'redirect_not_found' } });
  });

  it('an import taken again after a restart goes on after the posts it had written', async () => {
    const ada = await signup(h.app, 'ada');
    const first = await imported(ada, fixture('wordpress.xml'));
    const id = await stoppedAfterFirstPost(h, ada, first.created, join(FIXTURES, 'wordpress.xml'));

    const resumed = await finished(ada, id);
    expect(resumed).toMatchObject({ state: 'done', total: 3, done: 3, skipped: [] });
    expect(resumed.created).toHaveLength(3);
    expect(resumed.created[0]).toBe(first.created[0]);
    expect((await post(h.app, '/user-written-blogs-count', { draft: false }, ada.token)).body.totalDocs).toBe(2);
    expect((await post(h.app, '/user-written-blogs-count', { draft: true }, ada.token)).body.totalDocs).toBe(1);
  });

  it('a second import while one is under way is refused with its code; another member, or one whose job was given up, may import', async () => {
    const ada = await signup(h.app, 'ada');
    const bob = await signup(h.app, 'bob');
    const first = await imported(ada, fixture('wordpress.xml'));
    const { rows } = await h.db.pool.query<{ id: string }>(`SELECT id FROM imports WHERE owner = $1`, [ada.id]);
    // As if the first were still running: its import unfinished and its job still to run.
    await h.db.pool.query(`UPDATE imports SET state = 'running', finished_at = NULL WHERE id = $1`, [rows[0].id]);
    await h.db.pool.query(`INSERT INTO jobs (kind, payload, run_at) VALUES ('import', $1::jsonb, now() + interval '1 day')`, [JSON.stringify({ import_id: rows[0].id })]);

    const refused = await startImport(ada, fixture('wordpress.xml'));
    expect(refused).toMatchObject({ status: 409, body: { code: 'import_running', error: 'Your earlier import is still running: wait for it to finish before starting another' } });
    expect((await h.db.pool.query(`SELECT count(*)::int AS n FROM imports WHERE owner = $1`, [ada.id])).rows[0].n).toBe(1);
    expect(readdirSync(join(h.config.DATA_DIR, 'imports')).filter((f) => f.startsWith('incoming-'))).toEqual([]);

    // Somebody else's import is no business of this one.
    expect((await imported(bob, fixture('wordpress.xml'))).created).toHaveLength(3);
    // A job given up after its tries leaves its import unfinished: it keeps nobody from importing again.
    await h.db.pool.query(`UPDATE jobs SET failed_at = now() WHERE payload->>'import_id' = $1`, [rows[0].id]);
    const again = await imported(ada, fixture('wordpress.xml'));
    expect(again).toMatchObject({ state: 'done', created: [] });
    expect(first.created).toHaveLength(3);
  });

  it('with holding on, a level-0 member may not import (a trusted one, or anyone with holding off, may); nothing is received', async () => {
    const admin = await signup(h.app, 'root');
    await h.db.pool.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
    const newcomer = await signup(h.app, 'ada');
    const member = await signup(h.app, 'bob');
    expect((await post(h.app, '/set-trust', { username: member.username, level: 1 }, admin.token)).status).toBe(200);
    expect((await post(h.app, '/update-site-settings', { hold_new: true }, admin.token)).status).toBe(200);

    const refused = await startImport(newcomer, fixture('wordpress.xml'));
    expect(refused).toMatchObject({ status: 403, body: { code: 'import_new_member' } });
    expect(refused.body.error).toMatch(/^New members cannot import yet/);
    expect((await h.db.pool.query(`SELECT count(*)::int AS n FROM imports`)).rows[0].n).toBe(0);
    expect(readdirSync(join(h.config.DATA_DIR, 'imports')).filter((f) => f.startsWith('incoming-'))).toEqual([]);

    expect((await imported(member, fixture('wordpress.xml'))).created).toHaveLength(3);
    expect((await imported(admin, fixture('wordpress.xml'))).created).toHaveLength(3);
    // Held blogs would be hidden; imported ones by a trusted member are not.
    expect((await h.db.pool.query(`SELECT count(*)::int AS n FROM blogs WHERE held`)).rows[0].n).toBe(0);

    expect((await post(h.app, '/update-site-settings', { hold_new: false }, admin.token)).status).toBe(200);
    expect((await imported(newcomer, fixture('wordpress.xml'))).created).toHaveLength(3);
  });

  it('only its owner reads an import', async () => {
    const ada = await signup(h.app, 'ada');
    const bob = await signup(h.app, 'bob');
    const started = await startImport(ada, fixture('wordpress.xml'));
    await finished(ada, started.body.import_id);
    expect(await post(h.app, '/import-status', { import_id: started.body.import_id }, bob.token)).toMatchObject({ status: 404, body: { code: 'import_not_found' } });
    expect(await post(h.app, '/import-status', { import_id: 'nope' }, ada.token)).toMatchObject({ status: 404, body: { code: 'import_not_found' } });
    expect((await h.app.inject({ method: 'POST', url: '/api/import', payload: fixture('wordpress.xml') })).statusCode).toBe(401);
  });
});

describe('import: Ghost', () => {
  it('a Ghost JSON: posts through their HTML, tags (not internal ones), canonical_url; a post without HTML skipped with a reason', async () => {
    const ada = await signup(h.app, 'ada');
    const status = await imported(ada, fixture('ghost/ghost-export.json'), 'application/json');
    expect(status).toMatchObject({ state: 'done', total: 2, done: 2, skipped: [{ item: 'Lexical only', reason: 'no HTML in the export' }] });
    const blog = await blogOf(ada, status.created[0]);
    expect(blog).toMatchObject({ title: 'Winding a mainspring', des: 'Where a watch keeps its energy.', tags: ['watches'], publishedAt: '2024-05-21T09:30:00.000Z', canonical_url: 'https://watches.example.net/winding-a-mainspring/' });
    // Outside a ZIP the images are not in the file: an address that is no http(s) URL is left out.
    expect(blocksOf(blog).map((b) => b.type)).toEqual(['paragraph', 'header', 'code']);
    expect(blocksOf(blog)[2].data).toMatchObject({ language: 'javascript', code: 'const turns = 12;' });
    expect((await h.app.inject({ url: '/winding-a-mainspring/' })).headers.location).toBe(`/blogs/${status.created[0]}`);
  });

  it('a Ghost JSON is streamed, a post at a time: its first post before a tenth of a 24 MB file is read; 60 posts (three commits) in the older { meta, data } shape, tags after posts, import whole; broken JSON is no export', async () => {
    const ada = await signup(h.app, 'ada');
    const ghost = JSON.parse(fixture('ghost/ghost-export.json').toString('utf8'));
    const data = ghost.db[0].data;
    const html = `<p>${'A long paragraph about springs and gears. '.repeat(200)}</p>`;
    // 3,000 posts of 8 KB each (24 MB), their tags after them as Ghost writes them; the older shape.
    const posts = Array.from({ length: 3000 }, (_, i) => ({ ...data.posts[0], id: `p${i}`, uuid: `u-${i}`, slug: `spring-${i}`, title: `Spring ${i}`, html }));
    const olderShape = (list: typeof posts) => ({ meta: ghost.db[0].meta ?? { version: '0.11' }, data: { posts: list, tags: data.tags, posts_tags: list.map((p, i) => ({ post_id: p.id, tag_id: data.tags[0].id, sort_order: i % 2 })) } });
    const file = Buffer.from(JSON.stringify(olderShape(posts)));
    expect(file.length).toBeGreaterThan(20 * 1024 * 1024);
    // The whole import through the server with a fiftieth of it, past two commits of 25 posts (the
    // 100 MB scale is the bench's).
    const status = await imported(ada, Buffer.from(JSON.stringify(olderShape(posts.slice(0, 60)))), 'application/json');
    expect(status).toMatchObject({ state: 'done', total: 60, done: 60, skipped: [] });
    const last = await blogOf(ada, status.created[59]);
    expect(last).toMatchObject({ title: 'Spring 59', tags: [data.tags[0].name.toLowerCase()] });

    // Its first post comes before most of the file has been read.
    let served = 0;
    const chunks = Array.from({ length: Math.ceil(file.length / 65536) }, (_, i) => file.subarray(i * 65536, (i + 1) * 65536));
    const open = async () => {
      let i = 0;
      served = 0;
      return new Readable({
        read() {
          served++;
          this.push(i < chunks.length ? chunks[i++] : null);
        },
      });
    };
    const reader = (await openGhost(open, null))!;
    const each = reader.posts()[Symbol.asyncIterator]();
    expect((await each.next()).value).toMatchObject({ title: 'Spring 0' });
    expect(served).toBeLessThan(chunks.length / 10);
    await each.return(undefined);

    for (const broken of ['{"db": [{"data": {"posts": [{"title": "x"', '{"meta": {}, "data": {"posts": []}} trailing', '{"data": {"posts": [{"html": "<p>no meta</p>"}]}}']) {
      expect((await startImport(ada, Buffer.from(broken))).body.code, broken).toBe('import_not_an_export');
    }
  }, 120_000);

  it('a Ghost ZIP whose JSON inflates 14 times: read three times (tags, count, posts), it counts once against the archive’s limit', async () => {
    const ada = await signup(h.app, 'ada');
    const ghost = JSON.parse(fixture('ghost/ghost-export.json').toString('utf8'));
    // Random text (which hardly compresses) and a long run of spaces (which all but vanishes).
    ghost.db[0].data.posts[0].custom_excerpt = randomBytes(60_000).toString('base64');
    ghost.db[0].data.posts[0].html += `<p>${' '.repeat(1_200_000)}.</p>`;
    const json = Buffer.from(JSON.stringify(ghost));
    const zip = await zipOf({ 'ghost-export.json': json, 'content/images/x.png': pngBytes(4, 4) });
    const ratio = json.length / zip.length;
    expect(ratio).toBeGreaterThan(10);
    expect(ratio).toBeLessThan(20);
    const status = await imported(ada, zip, 'application/zip');
    expect(status).toMatchObject({ state: 'done', total: 2 });
    expect(status.created).toHaveLength(1);
  });

  it('a Ghost ZIP: its content/images go through the image pipeline and become the importer’s uploads', async () => {
    const ada = await signup(h.app, 'ada');
    const zip = await zipOf({ 'ghost-export.json': fixture('ghost/ghost-export.json'), 'content/images/2024/05/mainspring.png': pngBytes(16, 12) });
    const status = await imported(ada, zip, 'application/zip');
    expect(status.state).toBe('done');
    const blog = await blogOf(ada, status.created[0]);
    const image = blocksOf(blog).find((b) => b.type === 'image')!;
    const file = image.data.file as { url: string; width: number; height: number; placeholder: string };
    expect(file.url).toMatch(/\/uploads\/[A-Za-z0-9_-]+$/);
    expect(file).toMatchObject({ width: 16, height: 12 });
    expect(image.data.caption).toBe('A spring, wound');
    expect(blog.banner).toBe(file.url);
    expect(blog.banner_meta).toMatchObject({ width: 16, height: 12 });
    const served = await h.app.inject({ url: new URL(file.url, 'http://x').pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });
});

describe('import: Medium, Substack, Markdown and this site’s own export', () => {
  it('a Medium ZIP: title, subtitle, date, body without its repeated title; drafts stay drafts', async () => {
    const ada = await signup(h.app, 'ada');
    const status = await imported(ada, await zipOf(folder('medium')));
    expect(status).toMatchObject({ state: 'done', total: 2, skipped: [] });
    const [gears, draft] = await Promise.all(status.created.map((id: string) => blogOf(ada, id)));
    expect(gears).toMatchObject({ title: 'Gear ratios, explained', des: 'Why a small gear turns fast', publishedAt: '2019-05-01T12:00:00.000Z', draft: false });
    expect(blocksOf(gears).map((b) => b.type)).toEqual(['paragraph', 'image', 'header', 'code', 'quote']);
    expect(blocksOf(gears)[0].data.text).toBe('Two gears meshed together turn at <b>inverse</b> speeds.');
    expect(blocksOf(gears)[1].data).toMatchObject({ file: { url: 'https://cdn-images-1.medium.com/max/800/1*abc.png' }, caption: 'Two gears' });
    expect(blocksOf(gears)[2].data).toEqual({ text: 'The formula', level: 3 });
    expect(draft).toMatchObject({ title: 'Half a thought', draft: true });
    expect(blocksOf(draft)).toEqual([{ type: 'paragraph', data: { text: 'Not finished yet.' } }]);
    expect((await h.app.inject({ url: '/@ada/gear-ratios-explained-1a2b3c4d5e6f' })).headers.location).toBe(`/blogs/${status.created[0]}`);
  });

  it('a Substack ZIP: posts.csv with each post’s HTML; a missing body is skipped; /p/<slug> moves', async () => {
    const ada = await signup(h.app, 'ada');
    const status = await imported(ada, await zipOf(folder('substack')));
    expect(status).toMatchObject({ state: 'done', total: 3, done: 3, skipped: [{ item: 'A post whose file is gone', reason: 'its text is not in the file' }] });
    const letter = await blogOf(ada, status.created[0]);
    expect(letter).toMatchObject({ title: 'The first letter', des: 'Hello, readers', publishedAt: '2023-02-01T15:00:00.000Z', draft: false });
    // Substack's subscription form (its call to subscribe there, and the form) is not the letter's.
    expect(blocksOf(letter).map((b) => b.type)).toEqual(['paragraph', 'image', 'header', 'list']);
    expect(blocksOf(letter)[1].data).toMatchObject({ file: { url: 'https://substackcdn.com/image/fetch/w_1456/bench.jpeg' }, caption: 'My workbench' });
    expect(blocksOf(letter)[3].data).toMatchObject({ style: 'ordered', items: [{ content: 'Springs' }, { content: 'Wheels' }] });
    expect(JSON.stringify(letter.content)).not.toContain('input');
    expect((await blogOf(ada, status.created[1])).draft).toBe(true);
    expect((await h.app.inject({ url: '/p/the-first-letter' })).headers.location).toBe(`/blogs/${status.created[0]}`);
  });

  it('a ZIP of Markdown with front matter: its fields, its images from the archive, its raw HTML escaped', async () => {
    const ada = await signup(h.app, 'ada');
    const status = await imported(ada, await zipOf({ ...folder('markdown'), 'images/pic.png': pngBytes(10, 10) }));
    expect(status).toMatchObject({ state: 'done', total: 2, skipped: [] });
    const [draft, hello] = await Promise.all(status.created.map((id: string) => blogOf(ada, id)));
    // `lang` or `language` in the front matter, as a canonical tag.
    expect(draft).toMatchObject({ title: 'Still drafting', draft: true, language: 'pt-BR' });
    expect(hello).toMatchObject({
      language: 'es',
      title: 'Hello, Markdown',
      des: 'A post written in Markdown',
      tags: ['tech', 'writing'],
      publishedAt: '2022-03-04T05:06:07.000Z',
      canonical_url: 'https://notes.example.com/hello-markdown',
    });
    expect(hello.banner).toMatch(/\/uploads\/[A-Za-z0-9_-]+$/);
    const blocks = blocksOf(hello);
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'image', 'table', 'code', 'paragraph', 'list']);
    expect(blocks[0].data.text).toBe('Some <i>emphasis</i>, some <b>strength</b> and <code>code</code>.');
    expect((blocks[1].data.file as { url: string }).url).toBe(hello.banner);
    expect(blocks[3].data).toMatchObject({ language: 'rust', code: 'fn main() {}' });
    // Raw HTML in Markdown is text, never markup.
    expect(blocks[4].data.text).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(blocks[5].data).toMatchObject({ style: 'unordered', items: [{ content: 'one', items: [{ content: 'one and a half' }] }, { content: 'two' }] });
    expect((await h.app.inject({ url: '/notes/hello-markdown/' })).headers.location).toBe(`/blogs/${status.created[1]}`);
  });

  it('this site’s own account export comes back: same blogs, same blog_ids where free, images through the pipeline', async () => {
    const ada = await signup(h.app, 'ada');
    const bob = await signup(h.app, 'bob');
    // Ada's export, made by this server: her imported posts and one blog with her own image.
    const imported1 = await imported(ada, fixture('wordpress.xml'));
    const picture = await uploadPng(h.app, ada.token);
    const own = await createBlog(h.app, ada.token, { title: 'With a picture', banner: picture, language: 'es', content: { blocks: [{ type: 'image', data: { file: { url: picture }, caption: 'Mine' } }] } });
    const created = [...imported1.created, own.blog_id];
    const exported = await h.app.inject({ method: 'GET', url: '/api/export-account', headers: { authorization: `Bearer ${ada.token}` } });
    expect(exported.statusCode).toBe(200);
    // Into Bob's account on this same server: blog_ids are taken, so new ones.
    const status = await imported(bob, exported.rawPayload);
    expect(status).toMatchObject({ state: 'done', total: 4, skipped: [] });
    const blogs = await Promise.all(status.created.map((id: string) => blogOf(bob, id)));
    expect(blogs.map((b) => b.title).sort()).toEqual(['Classic editor notes', 'How a clock escapement works', 'Unfinished thoughts', 'With a picture']);
    expect(status.created.some((id: string) => created.includes(id))).toBe(false);
    // Her image came from the archive's images/ through the pipeline: an upload of Bob's now.
    const withPicture = blogs.find((b) => b.title === 'With a picture');
    expect(withPicture.banner).toMatch(/\/uploads\/[A-Za-z0-9_-]+$/);
    expect(withPicture.banner).not.toBe(picture);
    // Its language came with it (the others are the WordPress file's, its channel's).
    expect(withPicture.language).toBe('es');
    expect(blogs.filter((b) => b !== withPicture).map((b) => b.language)).toEqual(['en-US', 'en-US', 'en-US']);
    expect(blocksOf(withPicture)[0].data).toMatchObject({ file: { url: withPicture.banner, width: 8, height: 8 }, caption: 'Mine' });
    expect((await h.app.inject({ url: new URL(withPicture.banner, 'http://x').pathname })).statusCode).toBe(200);
    // Ada's blogs deleted: importing her export again keeps their blog_ids.
    await post(h.app, '/delete-account', { password: 'Secret123' }, ada.token);
    const carol = await signup(h.app, 'carol');
    const back = await imported(carol, exported.rawPayload);
    expect([...back.created].sort()).toEqual([...created].sort());
  });
});

describe('import: files that are refused', () => {
  it('anything that is no export: 400, and nothing is made', async () => {
    const ada = await signup(h.app, 'ada');
    for (const body of [Buffer.from('just some text'), Buffer.from('{"posts": []}'), Buffer.from('<rss version="2.0"><channel/></rss>'), await zipOf({ 'notes.txt': 'hello' }), pngBytes()]) {
      const res = await startImport(ada, body);
      expect(res).toMatchObject({ status: 400, body: { error: 'This file is not an export we can read', code: 'import_not_an_export' } });
    }
    expect((await startImport(ada, Buffer.alloc(0))).body.code).toBe('import_file_missing');
    expect((await h.db.pool.query('SELECT count(*)::int AS n FROM imports')).rows[0].n).toBe(0);
  });

  it('XML entities, nested or external: refused before anything is read', async () => {
    const ada = await signup(h.app, 'ada');
    for (const name of ['billion-laughs.xml', 'external-entity.xml']) {
      const res = await startImport(ada, fixture(name));
      expect(res, name).toMatchObject({ status: 400, body: { code: 'import_xml_entities' } });
    }
  });

  it('an undeclared entity further in: the import fails with the reason and writes nothing', async () => {
    const ada = await signup(h.app, 'ada');
    const status = await imported(ada, fixture('undeclared-entity.xml'));
    expect(status.state).toBe('failed');
    expect(status.created).toEqual([]);
    expect(status.skipped.at(-1).item).toBe('file');
    expect(status.skipped.at(-1).reason).toMatch(/^The XML is not well-formed/);
    expect((await post(h.app, '/user-written-blogs-count', { draft: false }, ada.token)).body.totalDocs).toBe(0);
  });

  it('a ZIP with entries outside its folder (zip slip): those entries are never read', async () => {
    const ada = await signup(h.app, 'ada');
    // yazl refuses such names, as it should: they are written as xx/ and made ../ in the bytes.
    const zip = await zipOf({ 'posts/safe.md': '---\ntitle: Safe\n---\nFine.', 'xx/xx/evil.md': '---\ntitle: Evil\n---\nNo.', '/abs.md': 'x' }).catch(async () =>
      zipOf({ 'posts/safe.md': '---\ntitle: Safe\n---\nFine.', 'xx/xx/evil.md': '---\ntitle: Evil\n---\nNo.' }),
    );
    const slipped = Buffer.from(zip.toString('latin1').replaceAll('xx/xx/evil.md', '../../evil.md'), 'latin1');
    const status = await imported(ada, slipped);
    expect(status.state).toBe('done');
    const titles = await Promise.all(status.created.map(async (id: string) => (await blogOf(ada, id)).title));
    expect(titles).toEqual(['Safe']);
  });

  it('a ZIP that inflates past 20 times its size: 400, nothing made', async () => {
    const ada = await signup(h.app, 'ada');
    const bomb = await zipOf({ 'posts/a.md': Buffer.alloc(5 * 1024 * 1024, 0x61) });
    expect(bomb.length * 20).toBeLessThan(5 * 1024 * 1024);
    expect(await startImport(ada, bomb)).toMatchObject({ status: 400, body: { code: 'import_inflates' } });
  });

  it('images read from an import leave the member’s hourly upload quota as it was', async () => {
    await h.rebuild({ UPLOAD_URLS_PER_HOUR: '1', JOBS_POLL_MS: '100' });
    const ada = await signup(h.app, 'ada');
    const zip = await zipOf({ 'a/one.md': '![x](p1.png)\n\n![y](p2.png)', 'a/p1.png': pngBytes(4, 4), 'a/p2.png': pngBytes(6, 6) });
    expect((await imported(ada, zip)).state).toBe('done');
    expect((await h.db.pool.query('SELECT count(*)::int AS n FROM uploads WHERE owner = $1', [ada.id])).rows[0].n).toBe(2);
    expect((await get(h.app, '/get-upload-url', ada.token)).status).toBe(200);
    expect((await get(h.app, '/get-upload-url', ada.token)).status).toBe(429);
  });

  it('a file past IMPORT_MAX_MB: 413', async () => {
    await h.rebuild({ IMPORT_MAX_MB: '1', JOBS_POLL_MS: '100' });
    const ada = await signup(h.app, 'ada');
    const big = Buffer.concat([fixture('wordpress.xml'), Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    expect(await startImport(ada, big)).toMatchObject({ status: 413, body: { code: 'import_too_large' } });
  });

  it('the multipart field `file` is read as the body is', async () => {
    const ada = await signup(h.app, 'ada');
    const boundary = '----inkwell-test';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="export.xml"\r\nContent-Type: text/xml\r\n\r\n`),
      fixture('wordpress.xml'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const status = await imported(ada, body, `multipart/form-data; boundary=${boundary}`);
    expect(status).toMatchObject({ state: 'done', total: 3 });
    expect((await get(h.app, '/new-notification', ada.token)).status).toBe(200);
  });
});
