import { FEED_BLOCKS, type FeedBlog } from '../store/public.ts';
import { absoluteUrl, contentLanguageAttributes, renderBlocks } from './renderBlocks.ts';
import { escapeHtml } from './meta.ts';
import { tr } from '../i18n/index.ts';
import type { Language } from '../../src/contract/index.ts';
import { fittedSize, imageVariantUrl, isUploadAddress } from '../../src/contract/index.ts';

/** Characters XML 1.0 does not allow at all (a C0 control in a title would make the feed unreadable). */
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const xmlSafe = (s: string) => s.replace(XML_INVALID, '');

/** Text and attribute values, escaped; what an XML parser reads back is the text itself. */
const xmlText = (s: string) =>
  xmlSafe(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export interface FeedOptions {
  /** The language the feed itself speaks (its <language>, "Continue reading"); the blogs keep their own words. */
  language: Language;
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

/**
 * RSS 2.0 with each blog's first blocks (then a link to the rest), rendered from its blocks and
 * sanitised. Written here rather than with a feed library: the shape is small and fixed, and links
 * must be allowed to be relative when the request's host is not trusted (origin.ts), which the
 * libraries refuse.
 */
export function rssFeed(opts: FeedOptions, items: (FeedBlog & { bannerSize?: { width: number; height: number } })[]): string {
  // The build date comes from the data, not the clock, so an unchanged feed keeps its ETag.
  const updated = items.reduce<Date>((latest, b) => (b.updatedAt > latest ? b.updatedAt : latest), new Date(0));
  const out = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xmlText(opts.title)}</title>`,
    `<link>${xmlText(opts.link)}</link>`,
    `<description>${xmlText(opts.description)}</description>`,
    `<lastBuildDate>${updated.toUTCString()}</lastBuildDate>`,
    `<language>${opts.language}</language>`,
    '<generator>Inkwell</generator>',
    '<ttl>60</ttl>',
    `<atom:link href="${xmlText(`${opts.site}${opts.path}`)}" rel="self" type="application/rss+xml"/>`,
  ];
  const continueReading = escapeHtml(tr(opts.language, /*i18n*/ 'Continue reading'));
  for (const b of items) {
    const link = `${opts.site}/blogs/${encodeURIComponent(b.blogId)}`;
    // A reader takes one address: the 1280 px JPEG of an upload (API.md, "Images").
    const upload = isUploadAddress(b.banner);
    const banner = absoluteUrl(upload ? imageVariantUrl(b.banner, 1280, 'jpeg') : b.banner, opts.files);
    // Its size at that width, so that a reader lays the item out before the image arrives.
    const size = upload && b.bannerSize ? fittedSize(b.bannerSize, 1280) : null;
    const body = renderBlocks(b.content?.blocks?.slice(0, FEED_BLOCKS), opts.files, 'feed');
    const more = b.moreBlocks || (b.content?.blocks?.length ?? 0) > FEED_BLOCKS;
    // The blog's words in its own language; "Continue reading" is the feed's.
    const content =
      (banner ? `<figure><img src="${escapeHtml(banner)}" alt=""${size ? ` width="${size.width}" height="${size.height}"` : ''} /></figure>\n` : '') +
      (body ? `<div${contentLanguageAttributes(b.language)}>${body}</div>` : '') +
      (more ? `\n<p><a href="${escapeHtml(link)}">${continueReading}</a></p>` : '');
    out.push(
      '<item>',
      `<title>${xmlText(b.title)}</title>`,
      // The item's link is the original address of a blog first published elsewhere; its guid stays ours.
      `<link>${xmlText(b.canonicalUrl ?? link)}</link>`,
      `<guid isPermaLink="${link.startsWith('/') ? 'false' : 'true'}">${xmlText(link)}</guid>`,
      `<pubDate>${b.publishedAt.toUTCString()}</pubDate>`,
      `<description>${xmlText(escapeHtml(b.des))}</description>`,
      `<content:encoded>${xmlText(content)}</content:encoded>`,
      ...b.tags.map((t) => `<category domain="${xmlText(`${opts.site}/tag/${encodeURIComponent(t)}/rss.xml`)}">${xmlText(t)}</category>`),
      // RSS 2.0's <author> is an e-mail address; Dublin Core's creator is the name readers show.
      `<dc:creator>${xmlText(b.fullname)}</dc:creator>`,
      // RSS 2.0 has one <language> for the channel; Dublin Core gives each item its own.
      `<dc:language>${xmlText(b.language)}</dc:language>`,
      '</item>',
    );
  }
  out.push('</channel>', '</rss>', '');
  return out.join('\n');
}
