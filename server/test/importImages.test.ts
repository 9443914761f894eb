import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { pngBytes, post, setupServer, signup, type TestUser } from './helpers.ts';
import { imported } from './imports.ts';
import { imageSite } from './imageSite.ts';

/**
 * An imported post's images on another site are copied here (readers' browsers load no image from
 * elsewhere, and an old site goes away after a move), from a real HTTP server of the test's own on
 * loopback (FEDERATION_ALLOW_PRIVATE lets the import reach it, as a private network would).
 */
const h = setupServer({ JOBS_POLL_MS: '100', IMPORT_REMOTE_IMAGES: 'copy', FEDERATION_ALLOW_PRIVATE: '1' });

const png = pngBytes(40, 30);
const photos = imageSite((path, res) => {
  if (path.endsWith('.png')) return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
  if (path === '/page.html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>not a picture</p>');
  res.writeHead(404).end();
});
// A site that is down: every fetch fails.
const gone = imageSite((_path, res) => res.writeHead(503).end());

beforeAll(async () => {
  await photos.start();
  await gone.start();
});
afterAll(async () => {
  await photos.stop();
  await gone.stop();
});
beforeEach(() => {
  photos.asked.length = 0;
  gone.asked.length = 0;
});

/** A ZIP of Markdown posts (front matter and body), as a Markdown export is. */
async function markdownZip(posts: Record<string, string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(posts)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}
const postText = (title: string, body: string, banner?: string) => `---\ntitle: ${title}\n${banner ? `banner: ${banner}\n` : ''}---\n\n${body}\n`;

const blogOf = async (user: TestUser, blogId: string) => (await post(h.app, '/get-blog', { blog_id: blogId, mode: 'edit' }, user.token)).body.blog;
const imageUrls = (blog: { content: { blocks: { type: string; data: { file?: { url: string } } }[] }[] }) =>
  blog.content[0].blocks.filter((b) => b.type === 'image').map((b) => b.data.file!.url);
const importZip = async (user: TestUser, posts: Record<string, string>) => imported(h.app, user, await markdownZip(posts), { contentType: 'application/zip' });

describe('import: images on other sites', () => {
  it('copies each into the image pipeline as an upload of the author (banner too), fetching one address once; nothing is reported simplified', async () => {
    const ada = await signup(h.app, 'ada');
    const status = await importZip(ada, {
      'gears.md': postText('Gears', `Before.\n\n![A gear](${photos.origin}/gear.png)\n\nAfter.`, `${photos.origin}/cover.png`),
      'cogs.md': postText('Cogs', `The same gear again.\n\n![The gear](${photos.origin}/gear.png)`),
    });
    expect(status).toMatchObject({ state: 'done', skipped: [] });
    expect(status.simplified ?? []).toEqual([]);
    const blogs = await Promise.all(status.created.map((id: string) => blogOf(ada, id)));
    const gears = blogs.find((b) => b.title === 'Gears');
    const cogs = blogs.find((b) => b.title === 'Cogs');

    const [copied] = imageUrls(gears);
    expect(copied).not.toContain(photos.origin);
    expect(copied).toMatch(/\/uploads\/[A-Za-z0-9_-]+$/);
    expect(gears.banner).toMatch(/\/uploads\/[A-Za-z0-9_-]+$/);
    expect(gears.banner).not.toBe(copied);
    // The same address in a second post of the same author: the same upload, fetched once.
    expect(imageUrls(cogs)).toEqual([copied]);
    expect(photos.asked.sort()).toEqual(['/cover.png', '/gear.png']);

    // Served from here, made by the pipeline (a JPEG or PNG of the image's size).
    const served = await h.app.inject({ url: new URL(copied, 'http://x').pathname });
    expect(served.statusCode).toBe(200);
    expect(String(served.headers['content-type'])).toMatch(/^image\//);
  });

  it('keeps the address of an image it cannot have (missing, not an image) and names its site in the report', async () => {
    const ada = await signup(h.app, 'ada');
    const missing = `${photos.origin}/missing.png.old`;
    const page = `${photos.origin}/page.html`;
    const status = await importZip(ada, { 'lost.md': postText('Lost pictures', `Text.\n\n![One](${missing})\n\n![Two](${page})`) });
    expect(status).toMatchObject({ state: 'done', skipped: [] });
    const blog = await blogOf(ada, status.created[0]);
    expect(imageUrls(blog)).toEqual([missing, page]);
    expect(status.simplified).toEqual([{ item: 'Lost pictures', blog_id: status.created[0], what: [{ kind: 'image_not_copied', count: 2, detail: [new URL(photos.origin).host] }] }]);
  });

  it('stops asking a site that failed three times in a row, and still imports every post', async () => {
    const ada = await signup(h.app, 'ada');
    const posts: Record<string, string> = {};
    for (let i = 1; i <= 6; i++) posts[`p${i}.md`] = postText(`Post ${i}`, `Words ${i}.\n\n![Picture ${i}](${gone.origin}/p${i}.png)\n\n![Kept](${photos.origin}/fine${i}.png)`);
    const status = await importZip(ada, posts);
    expect(status).toMatchObject({ state: 'done', total: 6, done: 6, skipped: [] });
    expect(status.created).toHaveLength(6);
    // Three tries, then none: six images on a site that is down cost three fetches.
    expect(gone.asked).toHaveLength(3);
    // Another site is still asked for every image.
    expect(photos.asked).toHaveLength(6);
    expect(status.simplified.map((s: { what: unknown }) => s.what)).toEqual(Array(6).fill([{ kind: 'image_not_copied', count: 1, detail: [new URL(gone.origin).host] }]));
  });

  it('asks nothing of a private address unless the server is told it may (no request reaches it), and keeps the address', async () => {
    await h.rebuild({ FEDERATION_ALLOW_PRIVATE: '0' });
    const ada = await signup(h.app, 'ada');
    const inside = `${photos.origin}/inside.png`;
    const status = await importZip(ada, { 'inside.md': postText('Inside', `Text.\n\n![Inside](${inside})`) });
    expect(status).toMatchObject({ state: 'done', skipped: [] });
    expect(imageUrls(await blogOf(ada, status.created[0]))).toEqual([inside]);
    expect(photos.asked).toEqual([]);
    expect(status.simplified[0].what).toEqual([{ kind: 'image_not_copied', count: 1, detail: [new URL(photos.origin).host] }]);
  });
});
