import { Feed } from 'feed';
import type { FeedBlog } from './queries.ts';
import { absoluteUrl, renderBlocks } from './renderBlocks.ts';
import { escapeHtml } from './meta.ts';

/** Characters XML 1.0 does not allow at all (a C0 control in a title would make the feed unreadable). */
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const xmlSafe = (s: string) => s.replace(XML_INVALID, '');

/**
 * The feed library writes text fields as CDATA and splits only the first `]]>` it finds, so a
 * second one would end the section early. HTML fields get `&gt;` (same meaning in HTML); the plain
 * title gets a zero-width space between `]]` and `>`.
 */
const cdataHtml = (s: string) => xmlSafe(s).replace(/]]>/g, ']]&gt;');
const cdataText = (s: string) => xmlSafe(s).replace(/]]>/g, ']]\u200b>');

export interface FeedOptions {
  /** The site's absolute origin, for links. */
  site: string;
  /** This server's absolute origin, for its uploaded images. */
  files: string;
  /** Path of this feed (/rss.xml), for the atom:link self reference. */
  path: string;
  title: string;
  description: string;
  /** The page the feed stands for (site home, a profile). */
  link: string;
}

/** RSS 2.0 with each blog's full content, rendered from its blocks and sanitised. */
export function rssFeed(opts: FeedOptions, items: FeedBlog[]): string {
  // The build date comes from the data, not the clock, so an unchanged feed keeps its ETag.
  const updated = items.reduce<Date>((latest, b) => (b.updatedAt > latest ? b.updatedAt : latest), new Date(0));
  const feed = new Feed({
    title: xmlSafe(opts.title),
    description: xmlSafe(opts.description),
    id: opts.link,
    link: opts.link,
    language: 'en',
    updated: items.length ? updated : new Date(0),
    generator: 'Inkwell',
    feedLinks: { rss: `${opts.site}${opts.path}` },
    ttl: 60,
  });
  for (const b of items) {
    const link = `${opts.site}/blogs/${encodeURIComponent(b.blogId)}`;
    const banner = absoluteUrl(b.banner, opts.files);
    const body = renderBlocks(b.content?.blocks, opts.files);
    const content = (banner ? `<figure><img src="${escapeHtml(banner)}" alt="" /></figure>\n` : '') + body;
    feed.addItem({
      title: cdataText(b.title),
      link,
      date: b.publishedAt,
      description: cdataHtml(escapeHtml(b.des)),
      content: cdataHtml(content),
      category: b.tags.map((t) => ({ name: xmlSafe(t), domain: `${opts.site}/tag/${encodeURIComponent(t)}/rss.xml` })),
      // RSS 2.0's <author> is an e-mail address; Dublin Core's creator is the name readers show.
      extensions: [{ name: 'dc:creator', objects: { _text: xmlSafe(b.fullname) } }],
    });
  }
  return feed.rss2();
}
