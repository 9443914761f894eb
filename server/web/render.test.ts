import { describe, expect, it } from 'vitest';
import { renderBlocks } from './renderBlocks.ts';
import { compileTemplate, jsonForScript, textOf, truncate } from './meta.ts';
import { rssFeed } from './feeds.ts';
import { sitemapXml } from './sitemap.ts';
import { catalogueTags, hintTags } from './hints.ts';
import { parseHtml, parseXmlStrict } from './testDom.ts';

const wellFormed = (xml: string) => parseXmlStrict(xml) !== null;
const BASE = 'https://ink.example.test';

describe('renderBlocks', () => {
  it('writes an upload as a <picture> on pages, the 1280 JPEG in feeds and the 640 JPEG in mail, with its size', () => {
    const key = 'AbCdEfGhIjKlMnOpQrStUvWx';
    const blocks = [{ type: 'image', data: { file: { url: `/uploads/${key}`, width: 1000, height: 750, placeholder: 'x' }, caption: 'Home' } }];
    const page = renderBlocks(blocks, BASE);
    const u = `${BASE}/uploads/${key}`;
    expect(page).toBe(
      '<figure><picture>' +
        `<source srcset="${u}?w=320&amp;format=avif 320w, ${u}?w=640&amp;format=avif 640w, ${u}?w=960&amp;format=avif 960w, ${u}?w=1280&amp;format=avif 1000w" sizes="(max-width: 700px) 100vw, 650px" type="image/avif" />` +
        `<source srcset="${u}?w=320&amp;format=webp 320w, ${u}?w=640&amp;format=webp 640w, ${u}?w=960&amp;format=webp 960w, ${u}?w=1280&amp;format=webp 1000w" sizes="(max-width: 700px) 100vw, 650px" type="image/webp" />` +
        `<img srcset="${u}?w=320&amp;format=jpeg 320w, ${u}?w=640&amp;format=jpeg 640w, ${u}?w=960&amp;format=jpeg 960w, ${u}?w=1280&amp;format=jpeg 1000w" sizes="(max-width: 700px) 100vw, 650px" width="1000" height="750" loading="lazy" decoding="async" src="${u}" alt="Home" />` +
        '</picture><figcaption dir="auto">Home</figcaption></figure>',
    );
    expect(renderBlocks(blocks, BASE, 'feed')).toBe(`<figure><img width="1000" height="750" src="${u}?w=1280&amp;format=jpeg" alt="Home" /><figcaption dir="auto">Home</figcaption></figure>`);
    expect(renderBlocks(blocks, BASE, 'mail')).toBe(`<figure><img width="640" height="480" src="${u}?w=640&amp;format=jpeg" alt="Home" /><figcaption dir="auto">Home</figcaption></figure>`);
  });

  it('renders each block type as plain HTML', () => {
    const html = renderBlocks(
      [
        { type: 'paragraph', data: { text: 'a <mark>b</mark> <code>c</code>' } },
        { type: 'header', data: { text: 'H', level: 7 } },
        { type: 'list', data: { style: 'unordered', items: ['x', '', 'y'] } },
        { type: 'image', data: { file: { url: 'https://img.example.test/i.png' }, caption: '' } },
        { type: 'quote', data: { text: 'q', caption: 'who' } },
        { type: 'embed', data: { service: 'twitch-video', source: 'https://www.twitch.tv/videos/123', caption: '' } },
        { type: 'unknown', data: { text: 'dropped' } },
        null,
      ],
      BASE,
    );
    expect(html).toBe(
      [
        // Each text block reads in the direction of its own words (an Arabic line in a Latin blog, and the reverse).
        '<p dir="auto">a <mark>b</mark> <code>c</code></p>',
        '<h2 dir="auto">H</h2>',
        '<ul><li dir="auto">x</li><li dir="auto">y</li></ul>',
        '<figure><img src="https://img.example.test/i.png" alt="" /></figure>',
        '<figure><blockquote dir="auto"><p>q</p></blockquote><figcaption dir="auto">who</figcaption></figure>',
        '<p><a href="https://www.twitch.tv/videos/123" rel="noopener noreferrer nofollow">twitch video: https://www.twitch.tv/videos/123</a></p>',
        '',
        '',
      ].join('\n'),
    );
  });

  it('drops scripts, handlers and unsafe URLs even from unsanitised rows', () => {
    const html = renderBlocks(
      [
        { type: 'paragraph', data: { text: '<script>x()</script><svg onload=x()></svg><a href="javascript:x()">j</a><a href="data:text/html,x">d</a>ok' } },
        { type: 'image', data: { file: { url: 'javascript:x()' } } },
        { type: 'embed', data: { source: 'javascript:x()' } },
        { type: 'header', data: { text: '<img src=x onerror=x()>' } },
      ],
      BASE,
    );
    expect(html).not.toMatch(/script|onload|onerror|javascript|data:|<img|<svg/i);
    expect(html).toContain('ok');
  });
});

describe('escaping', () => {
  it('JSON for a script element cannot close it and still parses', () => {
    const value = { t: '</script><!-- & \u2028\u2029' };
    const out = jsonForScript(value);
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual(value);
  });

  it('the template replaces the title and description, and escapes every value', () => {
    const t = compileTemplate('<html><head><title>Site</title><meta name="description" content="Site &amp; more" /></head><body></body></html>');
    expect(t.defaults).toEqual({ title: 'Site', description: 'Site & more' });
    const html = t.render({ title: `</title><script>`, description: `"'<>&`, type: 'website', siteName: 'S', feeds: [] });
    const doc = parseHtml(html);
    expect(doc.title).toBe('</title><script>');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(`"'<>&`);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
  });

  it('textOf and truncate', () => {
    expect(textOf('a <b>b</b>&amp;<br>c &#x41;&#66;')).toBe('a b& c AB');
    // Every named reference of HTML, not a handful (the entities package's table).
    expect(textOf('caf&eacute; &hellip; &mdash; it&apos;s &nbsp;x')).toBe('café … — it\'s x');
    expect(truncate('one two three', 9)).toBe('one two…');
  });
});

describe('XML', () => {
  it('a feed stays well-formed with CDATA terminators and control characters anywhere', () => {
    const nasty = 'a ]]> b ]]> c \u0001 <x> & "';
    const xml = rssFeed({ language: 'en', site: BASE, files: BASE, path: '/rss.xml', title: nasty, description: nasty, link: `${BASE}/` }, [
      {
        id: '00000000-0000-4000-8000-000000000000',
        blogId: 'x',
        canonicalUrl: null,
        title: nasty,
        des: nasty,
        banner: '',
        tags: [nasty],
        publishedAt: new Date(0),
        updatedAt: new Date(0),
        language: 'en',
        fullname: nasty,
        username: 'u',
        content: { blocks: [{ type: 'paragraph', data: { text: nasty } }] },
      },
    ]);
    expect(wellFormed(xml)).toBe(true);
    const doc = parseXmlStrict(xml)!;
    expect(doc.querySelector('item > title')?.textContent?.replace(/\u200b/g, '')).toBe('a ]]> b ]]> c  <x> & "');
  });

  it('a sitemap escapes its addresses', () => {
    expect(wellFormed(sitemapXml([{ loc: `${BASE}/?a=1&b=<2>` }, { loc: BASE, lastmod: new Date(0) }]))).toBe(true);
  });
});

describe('hintTags', () => {
  it('links built assets only, escaped, stylesheets first', () => {
    const tags = hintTags({ home: { js: ['/assets/a-1.js', '/assets/x.css', '/assets/"><script>.js', '//evil/x.js', 3], css: ['/assets/a-1.css', '/assets/y.js'] } });
    expect(tags.home).toBe('<link rel="stylesheet" crossorigin href="/assets/a-1.css" />\n    <link rel="modulepreload" crossorigin href="/assets/a-1.js" />');
    expect(tags.blog).toBe('');
    expect(hintTags(null)).toEqual({ home: '', blog: '' });
    expect(hintTags({ blog: 'nonsense' })).toEqual({ home: '', blog: '' });
  });
});

describe('catalogueTags', () => {
  it('preloads each language’s catalogue chunk, and nothing that is not a built asset', () => {
    const tags = catalogueTags({ catalogues: { en: '/assets/messages-a.js', es: '//evil/x.js', ar: '/assets/messages-c.js', fr: '/assets/x.js' } });
    expect(tags).toEqual({ en: '<link rel="modulepreload" crossorigin href="/assets/messages-a.js" />', es: '', ar: '<link rel="modulepreload" crossorigin href="/assets/messages-c.js" />' });
    expect(catalogueTags(null)).toEqual({ en: '', es: '', ar: '' });
  });
});
