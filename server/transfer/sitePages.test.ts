import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ArchiveZip, type ArchivedBlog } from './siteArchive.ts';
import { SITE_PAGE_SIZE, sitePages, slugOf } from './sitePages.ts';

/** site/ drawn into a ZIP whose bytes go nowhere: the entries it made, by path. */
async function draw(blogs: number) {
  const zip = new ArchiveZip();
  const drained = pipeline(zip.zip.outputStream, new Writable({ write: (_c, _e, cb) => cb() }));
  const site = sitePages({ siteName: 'Test' })(zip);
  await site.users([{ username: 'ana', fullname: 'Ana', bio: '', profile_img: '', joined_at: '2024-01-01T00:00:00Z' }]);
  const rows = Array.from({ length: blogs }, (_, i) => ({
    _id: `id-${i}`,
    blog_id: `blog-${i}`,
    title: `Blog ${i}`,
    des: '',
    banner: '',
    tags: ['Ünïcode tag', 'plain'],
    content: { blocks: [] },
    author: 'ana',
    series: null,
    published_at: new Date(Date.UTC(2024, 0, 1 + i)).toISOString(),
    language: 'en',
  })) as unknown as ArchivedBlog[];
  await site.blogs(rows, []);
  await site.finish();
  zip.zip.end();
  await drained;
  return zip.files;
}

describe('site/ pages', () => {
  it('pages long lists, newest first, each page linking the next by a relative file name', async () => {
    const files = await draw(SITE_PAGE_SIZE * 2 + 1);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['site/index.html', 'site/pages/2.html', 'site/pages/3.html', 'site/authors/ana/page-3.html', 'site/tags/plain/page-2.html']));
    expect(Object.keys(files)).not.toContain('site/pages/4.html');
  });

  it('names a tag or username that is not plainly safe by a hash, never a path of its own', () => {
    expect(slugOf('plain')).toBe('plain');
    expect(slugOf('Ünïcode tag')).toMatch(/^x-[0-9a-f]{12}$/);
    expect(slugOf('../etc')).toMatch(/^x-/);
    expect(slugOf('a/b')).toMatch(/^x-/);
  });
});
