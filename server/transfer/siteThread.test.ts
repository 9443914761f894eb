import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ArchiveZip, type ArchivedBlog, type ArchivedComment, type SiteContext, type SiteWriter } from './siteArchive.ts';
import { sitePages } from './sitePages.ts';
import { sitePagesInThread } from './siteThread.ts';

const users = [
  { username: 'ana', fullname: 'Ana', bio: 'Writes about clocks', profile_img: '/uploads/abcdefghijklmnop0123', joined_at: '2024-01-01T00:00:00Z' },
  { username: 'bo', fullname: 'Bo', bio: '', profile_img: '', joined_at: '2024-02-01T00:00:00Z' },
];
const blogsPage = (from: number, n: number) =>
  Array.from({ length: n }, (_, k) => {
    const i = from + k;
    return {
      _id: `id-${i}`,
      blog_id: `blog-${i}`,
      title: `Blog ${i}`,
      des: `About ${i}`,
      banner: i === 0 ? '/uploads/bannerkey0123456789' : '',
      tags: i % 2 ? ['clocks'] : ['gears', 'clocks'],
      content: { blocks: [{ type: 'paragraph', data: { text: `Paragraph of blog ${i}, see <a href="/blogs/blog-0">the first</a>.` } }] },
      author: i % 3 ? 'ana' : 'bo',
      series: i < 2 ? 'notes' : null,
      series_name: 'Notes',
      total_likes: i,
      total_comments: 1,
      total_reads: 10 * i,
      published_at: new Date(Date.UTC(2024, 0, 1 + i)).toISOString(),
      language: 'en',
    };
  }) as unknown as ArchivedBlog[];
const comments: ArchivedComment[] = [
  { _id: 'c1', blog_id: 'blog-0', comment: 'Nice', commented_by: 'bo', is_reply: false, parent: null, commented_at: '2024-02-01T00:00:00Z' },
  { _id: 'c2', blog_id: 'blog-0', comment: 'Thanks', commented_by: 'ana', is_reply: true, parent: 'c1', commented_at: '2024-02-02T00:00:00Z' },
];

/** site/ of the same community drawn by `site` into a ZIP whose bytes go nowhere: each entry's hash and size, and which images it asked for. */
async function drawn(site: (zip: ArchiveZip, context: SiteContext) => SiteWriter, parts: string) {
  const zip = new ArchiveZip();
  const drained = pipeline(zip.zip.outputStream, new Writable({ write: (_c, _e, cb) => cb() }));
  const writer = site(zip, { users: users.length, blogs: 45, parts });
  try {
    await writer.users(users);
    await writer.blogs(blogsPage(0, 30), comments);
    await writer.blogs(blogsPage(30, 15), []);
    await writer.series([{ author: 'ana', name: 'Notes', slug: 'notes', blogs: ['blog-0', 'blog-1'] }]);
    const wanted = [];
    for (const key of ['abcdefghijklmnop0123', 'bannerkey0123456789', 'notshownkey000000000']) wanted.push(await writer.wantsImage(key));
    await writer.finish();
    zip.zip.end();
    await drained;
    return { files: zip.files, wanted };
  } finally {
    await writer.close?.();
  }
}

describe('site/ drawn in a worker thread', () => {
  it('makes the same pages, byte for byte, as drawn on the main thread, and leaves no file of its own behind', async () => {
    const parts = mkdtempSync(join(tmpdir(), 'inkwell-site-thread-'));
    try {
      const here = await drawn(sitePages({ siteName: 'Test', language: 'ar' }), parts);
      const there = await drawn(sitePagesInThread({ siteName: 'Test', language: 'ar' }), parts);
      expect(Object.keys(there.files).length).toBeGreaterThan(20);
      expect(there.files).toEqual(here.files);
      expect(there.wanted).toEqual([true, true, false]);
      expect(readdirSync(parts)).toEqual([]);
    } finally {
      rmSync(parts, { recursive: true, force: true });
    }
  });

  it('fails the archive, rather than hangs it, when the thread ends', async () => {
    const parts = mkdtempSync(join(tmpdir(), 'inkwell-site-thread-'));
    try {
      const zip = new ArchiveZip();
      const writer = sitePagesInThread()(zip, { users: 1, blogs: 1, parts });
      await writer.close?.();
      await expect(writer.blogs(blogsPage(0, 1), [])).rejects.toThrow(/site\/ pages/);
    } finally {
      rmSync(parts, { recursive: true, force: true });
    }
  });
});
