import { describe, expect, it } from 'vitest';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Language } from '../../src/contract/index.ts';
import { ArchiveZip, type ArchivedBlog, type ArchivedComment } from './siteArchive.ts';
import { SITE_PAGE_SIZE, sitePages, slugOf } from './sitePages.ts';

/** site/ drawn into a ZIP whose bytes go nowhere: the entries it made, by path, and its pages' HTML. */
async function draw(blogs: number, language?: Language) {
  const zip = new ArchiveZip();
  const pages = new Map<string, string>();
  const addStream = zip.addStream.bind(zip);
  zip.addStream = async (path, stream, opts) => {
    if (!path.endsWith('.html')) return addStream(path, stream, opts);
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    pages.set(path, Buffer.concat(chunks).toString('utf8'));
    return addStream(path, Readable.from(chunks), opts);
  };
  const drained = pipeline(zip.zip.outputStream, new Writable({ write: (_c, _e, cb) => cb() }));
  const site = sitePages({ siteName: 'Test', language })(zip);
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
    series: i === 0 ? 'notes' : null,
    series_name: 'Notes',
    total_likes: 3,
    total_comments: 2,
    total_reads: 11,
    published_at: new Date(Date.UTC(2024, 0, 1 + i)).toISOString(),
    language: 'en',
  })) as unknown as ArchivedBlog[];
  const comments: ArchivedComment[] = blogs ? [{ _id: 'c1', blog_id: 'blog-0', comment: 'Nice', commented_by: null, is_reply: false, parent: null, commented_at: '2024-02-01T00:00:00Z' }] : [];
  await site.blogs(rows, comments);
  await site.series([{ author: 'ana', name: 'Notes', slug: 'notes', blogs: ['blog-0'] }]);
  await site.finish();
  zip.zip.end();
  await drained;
  return Object.assign(zip.files, { pages });
}

/** The words a person reads on a page: its text and its title, without the markup, scripts or what people wrote. */
const wordsOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/Blog \d+|Ünïcode tag|plain|Ana|Nice|Notes|Test|@ana/g, ' ');

describe('site/ pages', () => {
  it('pages long lists, newest first, each page linking the next by a relative file name', async () => {
    const files = await draw(SITE_PAGE_SIZE * 2 + 1);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['site/index.html', 'site/pages/2.html', 'site/pages/3.html', 'site/authors/ana/page-3.html', 'site/tags/plain/page-2.html']));
    expect(Object.keys(files)).not.toContain('site/pages/4.html');
  });

  it('writes its own words in the language chosen at export: Arabic from the catalogue, right to left', async () => {
    const { pages } = await draw(SITE_PAGE_SIZE + 1, 'ar');
    const home = pages.get('site/index.html')!;
    expect(home).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">/);
    expect(home).toContain('<h1>الأحدث</h1>');
    expect(home).toContain('>بحث</a>');
    expect(home).toContain('>أقدم</a>');
    expect(home).toMatch(/<footer>أرشيف ⁨Test⁩، أُنشئ في ⁨.+⁩\.<\/footer>/);
    const blog = pages.get('site/blogs/blog-0/index.html')!;
    expect(blog).toContain('<h2>التعليقات</h2>');
    expect(blog).toContain('[محذوف]');
    expect(blog).toContain('جزء من سلسلة <a href="../../series/ana/notes/index.html">Notes</a>');
    expect(blog).toContain('3 إعجابات · تعليقان · 11 قراءة');
    // What people wrote keeps its own language and direction.
    expect(blog).toContain('<h1 lang="en" dir="ltr">Blog 0</h1>');
    expect(pages.get('site/search.html')).toContain('<label for="q">ابحث في التدوينات</label>');
    expect(pages.get('site/authors/ana/index.html')).toContain('انضم في ⁨');
    // No English word of the pages' own is left on any of them.
    for (const [path, html] of pages) expect(wordsOf(html), path).not.toMatch(/[A-Za-z]{2,}/);
  });

  it('writes English when no language is chosen', async () => {
    const { pages } = await draw(2);
    const home = pages.get('site/index.html')!;
    expect(home).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(home).toContain('<h1>Latest</h1>');
    expect(pages.get('site/blogs/blog-0/index.html')).toContain('3 likes · 2 comments · 11 reads');
    expect(pages.get('site/authors/ana/index.html')).toContain('Joined 1 Jan 2024');
  });

  it('names a tag or username that is not plainly safe by a hash, never a path of its own', () => {
    expect(slugOf('plain')).toBe('plain');
    expect(slugOf('Ünïcode tag')).toMatch(/^x-[0-9a-f]{12}$/);
    expect(slugOf('../etc')).toMatch(/^x-/);
    expect(slugOf('a/b')).toMatch(/^x-/);
  });
});
