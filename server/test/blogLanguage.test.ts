import { afterAll, describe, expect, it } from 'vitest';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_MESSAGES } from '../../src/contract/index.ts';
import { blogPayload, call, createBlog, post, setupServer, signup, type TestUser } from './helpers.ts';
import { parseHtml } from '../web/testDom.ts';

/**
 * A blog's own language (API.md, third edition, "Languages and theme"): create-blog's `language`, a
 * well-formed BCP 47 tag kept in its canonical form, by default its author's; get-blog carries it;
 * the blog's page and feed items put it on the blog's own words. Content is never translated.
 */
const distDir = mkdtempSync(join(tmpdir(), 'inkwell-blog-language-dist-'));
copyFileSync(join(import.meta.dirname, '../../index.html'), join(distDir, 'index.html'));
const h = setupServer({ SERVE_APP: 'true', DIST_DIR: distDir, PUBLIC_URL: 'https://ink.example' });
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const create = (u: TestUser, over: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  call(h.app, 'POST', '/api/create-blog', blogPayload(over), u.token, { headers: { authorization: `Bearer ${u.token}`, ...headers } });
const languageOf = async (blogId: string, u?: TestUser) => {
  const answer = await post(h.app, '/get-blog', { blog_id: blogId, ...(u ? { mode: 'edit' } : {}) }, u?.token);
  expect(answer.status).toBe(200);
  return answer.body.blog.language as string;
};
const ownBlogs = async (u: TestUser) => (await post(h.app, '/user-written-blogs', { page: 1, draft: false }, u.token)).body;

describe('a blog’s language', () => {
  it('by default is its author’s setting, else the language the request speaks, else English', async () => {
    const plain = await signup(h.app, 'langplain');
    const first = await create(plain);
    expect(first.status).toBe(200);
    expect(await languageOf(first.body.id)).toBe('en');

    // No setting: the request's language (its cookie, else Accept-Language), one of the interface's.
    const fromHeader = await create(plain, {}, { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(await languageOf(fromHeader.body.id)).toBe('es');
    const fromCookie = await create(plain, {}, { 'accept-language': 'es', cookie: 'lang=ar' });
    expect(await languageOf(fromCookie.body.id)).toBe('ar');
    // A language the interface does not speak is passed over, as for the interface itself.
    const unspoken = await create(plain, {}, { 'accept-language': 'fr-FR' });
    expect(await languageOf(unspoken.body.id)).toBe('en');

    // The author's own setting comes first.
    const setter = await signup(h.app, 'langsetter');
    expect((await post(h.app, '/update-preferences', { language: 'ar' }, setter.token)).status).toBe(200);
    const theirs = await create(setter, {}, { 'accept-language': 'es' });
    expect(await languageOf(theirs.body.id)).toBe('ar');
    // A draft too.
    const draft = await create(setter, { draft: true });
    expect(await languageOf(draft.body.id, setter)).toBe('ar');
  });

  it('takes any well-formed language tag, kept in its canonical form, and get-blog carries it', async () => {
    const u = await signup(h.app, 'langexplicit');
    const cases: [string, string][] = [
      ['pt-br', 'pt-BR'],
      ['ZH-hant-tw', 'zh-Hant-TW'],
      ['ar', 'ar'],
      ['yo', 'yo'],
      ['sr-Latn', 'sr-Latn'],
      ['iw', 'he'],
      ['de-CH-1996', 'de-CH-1996'],
    ];
    for (const [given, stored] of cases) {
      const saved = await create(u, { language: given }, { 'accept-language': 'es' });
      expect(saved.status, given).toBe(200);
      expect(await languageOf(saved.body.id), given).toBe(stored);
      expect(await languageOf(saved.body.id, u), given).toBe(stored);
    }
  });

  it('is on every blog card, in each list a reader sees it in', async () => {
    const u = await signup(h.app, 'langcards');
    const saved = await create(u, { language: 'pt-br', title: 'Um blog em português', tags: ['tech'] });
    expect(saved.status).toBe(200);
    const lists: [string, Record<string, unknown>][] = [
      ['/latest-blogs', { page: 1 }],
      ['/search-blogs', { tag: 'tech', page: 1 }],
      ['/search-blogs', { author: u.id, page: 1 }],
      ['/user-written-blogs', { page: 1, draft: false }],
    ];
    for (const [path, body] of lists) {
      const answer = await post(h.app, path, body, u.token);
      expect(answer.status, path).toBe(200);
      const card = (answer.body.blogs as { blog_id: string; language?: string }[]).find((b) => b.blog_id === saved.body.id);
      expect(card?.language, `${path} ${JSON.stringify(body)}`).toBe('pt-BR');
    }
  });

  it('refuses a tag that is not well-formed with 400 { error, code } and stores nothing', async () => {
    const u = await signup(h.app, 'langbad');
    const kept = await createBlog(h.app, u.token, { language: 'es' });
    const before = await ownBlogs(u);
    const bad: unknown[] = ['', 'english', 'en_US', 'x-private', 'i-klingon', ' en', 'en ', 'a', 'en-' + 'x'.repeat(40), 'de-CH-1996-' + 'abcdefgh-'.repeat(3), 42, null, ['en'], { tag: 'en' }];
    for (const language of bad) {
      for (const over of [{ language }, { language, id: kept.blog_id }, { language, draft: true }]) {
        const answer = await create(u, over);
        expect(answer.status, JSON.stringify(over)).toBe(400);
        expect(answer.body, JSON.stringify(over)).toEqual({ error: SERVER_MESSAGES.blogLanguageInvalid, code: 'blog_language_invalid' });
      }
    }
    // A NUL character is refused as in every text field, before the tag is read.
    expect((await create(u, { language: 'en\u0000' })).body).toMatchObject({ code: 'text_has_nul' });
    expect(await ownBlogs(u)).toEqual(before);
    expect(await languageOf(kept.blog_id)).toBe('es');
  });

  it('is kept by a save that names none: an update, save-edit, a draft published later', async () => {
    const u = await signup(h.app, 'langkeep');
    const blog = await createBlog(h.app, u.token, { language: 'fr' });
    // An update without a language (an older editor) keeps it, whatever the request's language.
    expect((await create(u, { id: blog.blog_id, title: 'Retitled' }, { 'accept-language': 'ar' })).status).toBe(200);
    expect(await languageOf(blog.blog_id)).toBe('fr');
    // Unpublished changes of a published blog, then publishing them.
    const edit = await post(h.app, '/save-edit', { id: blog.blog_id, title: 'Pending', des: 'd', content: { blocks: [{ type: 'paragraph', data: { text: 'x' } }] }, tags: ['tech'] }, u.token);
    expect(edit.status).toBe(200);
    expect(await languageOf(blog.blog_id, u)).toBe('fr');
    // An update that names one changes it.
    expect((await create(u, { id: blog.blog_id, language: 'fr-CA' })).status).toBe(200);
    expect(await languageOf(blog.blog_id)).toBe('fr-CA');

    const draft = await create(u, { draft: true, language: 'ja' });
    expect((await post(h.app, '/save-edit', { id: draft.body.id, title: 'Still a draft' }, u.token)).status).toBe(200);
    expect(await languageOf(draft.body.id, u)).toBe('ja');
    expect((await create(u, { id: draft.body.id })).status).toBe(200);
    expect(await languageOf(draft.body.id)).toBe('ja');
  });

  it('puts the blog’s language on its own words in its page and in the feeds, not on the interface around them', async () => {
    const u = await signup(h.app, 'langpage');
    const arabic = await createBlog(h.app, u.token, { title: 'ملاحظات عن المحرّك', language: 'ar', content: { time: 1, blocks: [{ type: 'paragraph', data: { text: 'يحيك المحرّك أنماطًا' } }, { type: 'paragraph', data: { text: 'A Latin line' } }], version: '2.31.7' } });
    const res = await h.app.inject({ url: `/blogs/${arabic.blog_id}`, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    const doc = parseHtml(res.body);
    // The page speaks the reader's language; the blog, its own.
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    // Drawn for readers without JavaScript (no first screen is built here); jsdom runs no scripts, so it parses <noscript>'s content.
    const article = doc.querySelector('noscript article')!;
    expect(article.querySelector('h1')!.getAttribute('lang')).toBe('ar');
    const body = article.querySelector('div[lang]')!;
    expect(body.getAttribute('lang')).toBe('ar');
    expect(body.getAttribute('dir')).toBe('rtl');
    // Each paragraph reads in its own words' direction.
    expect(Array.from(body.querySelectorAll('p')).map((p) => p.getAttribute('dir'))).toEqual(['auto', 'auto']);
    // The byline is the interface's.
    expect(article.querySelector('h1 + p')!.hasAttribute('lang')).toBe(false);
    const jsonLd = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(jsonLd.inLanguage).toBe('ar');

    const english = await createBlog(h.app, u.token, { title: 'Notes on the engine', language: 'en-GB' });
    const feed = await h.app.inject({ url: `/user/${u.username}/rss.xml` });
    expect(feed.statusCode).toBe(200);
    const items = feed.body.split('<item>').slice(1);
    const itemOf = (title: string) => items.find((i) => i.includes(`<title>${title}</title>`))!;
    expect(itemOf('ملاحظات عن المحرّك')).toContain('<dc:language>ar</dc:language>');
    expect(itemOf('ملاحظات عن المحرّك')).toContain('&lt;div lang=&quot;ar&quot; dir=&quot;rtl&quot;&gt;&lt;p dir=&quot;auto&quot;&gt;يحيك');
    expect(itemOf('Notes on the engine')).toContain('<dc:language>en-GB</dc:language>');
    expect(english.blog_id).toBeTruthy();
  });
});
