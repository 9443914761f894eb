/*
 * WordPress's export (WXR: RSS 2.0 with the wp, content and excerpt namespaces), streamed through
 * saxes from the file: one <item> at a time is held. A document type (where entities are declared)
 * ends the reading: saxes expands no declared entity, and an undeclared one is an error, so nested
 * and external entities never get a chance.
 */
import { createReadStream } from 'node:fs';
import { SaxesParser } from 'saxes';
import { Simplifications } from './html-to-blocks.ts';
import { renderShortcodes, type Attachment } from './shortcodes.ts';
import { autoembed } from './autoembed.ts';
import { classicLineBreaks } from './lineBreaks.ts';
import { dateOf, noFiles, pathOfUrl, type SourcePost, type SourceReader } from './source.ts';

export const REASON_XML_ENTITIES = 'XML entities are not accepted';
export class WxrError extends Error {}

interface Item {
  fields: Map<string, string>;
  categories: { domain: string; name: string }[];
  meta: Map<string, string>;
}

/** What the channel says of the whole site, outside its items. */
interface Channel {
  /** The site's language (`<language>`, e.g. en-US), '' when it names none. */
  language: string;
  /** The site's authors (`<wp:author>`), by login: what an item's `<dc:creator>` names. */
  authors: Map<string, Author>;
}

interface Author {
  email: string;
  login: string;
  name: string;
}

/** The channel's fields kept, by their path, and the author field each fills. */
const AUTHOR_FIELDS: Record<string, keyof Author> = {
  'rss>channel>wp:author>wp:author_login': 'login',
  'rss>channel>wp:author>wp:author_email': 'email',
  'rss>channel>wp:author>wp:author_display_name': 'name',
};

/** Streams the file's items (an item at a time, after each chunk); `channel` is filled as its fields go by. */
async function* items(path: string, channel?: Channel): AsyncGenerator<Item> {
  const parser = new SaxesParser({ fragment: false });
  const ready: Item[] = [];
  let item: Item | null = null;
  let depth = 0;
  let text = '';
  let category: string | null = null;
  let metaKey = '';
  let failure: Error | null = null;
  // The channel's own <language>: its path is rss > channel > language, before or between the items.
  const open: string[] = [];
  let author: Author | null = null;
  parser.on('doctype', () => {
    failure = new WxrError(REASON_XML_ENTITIES);
  });
  parser.on('error', (err) => {
    failure ??= new WxrError(err.message.split('\n')[0]);
  });
  parser.on('opentag', (tag) => {
    if (!item) {
      open.push(tag.name);
      text = '';
      if (tag.name === 'wp:author' && open.length === 3) author = { email: '', login: '', name: '' };
    }
    if (tag.name === 'item' && !item) {
      open.pop();
      item = { fields: new Map(), categories: [], meta: new Map() };
      depth = 0;
    } else if (item) {
      depth++;
      text = '';
      if (tag.name === 'category') category = String(tag.attributes.domain ?? '');
    }
  });
  const onText = (t: string) => {
    if (item || open.at(-1) === 'language' || author) text += t;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag) => {
    if (!item) {
      const path = open.join('>');
      if (channel && tag.name === 'language' && path === 'rss>channel>language') channel.language = text.trim();
      if (author && AUTHOR_FIELDS[path]) author[AUTHOR_FIELDS[path]] = text.trim();
      if (author && path === 'rss>channel>wp:author') {
        if (channel && author.login && channel.authors.size < 10_000) channel.authors.set(author.login, author);
        author = null;
      }
      open.pop();
      text = '';
      return;
    }
    if (tag.name === 'item' && depth === 0) {
      ready.push(item);
      item = null;
      return;
    }
    depth--;
    if (tag.name === 'category') {
      item.categories.push({ domain: category ?? '', name: text.trim() });
      category = null;
    } else if (tag.name === 'wp:meta_key') metaKey = text.trim();
    else if (tag.name === 'wp:meta_value') item.meta.set(metaKey, text.trim());
    else if (depth === 0) item.fields.set(tag.name, text);
    text = '';
  });
  const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: 64 * 1024 });
  try {
    for await (const chunk of stream) {
      parser.write(chunk as string);
      if (failure) throw failure;
      while (ready.length) yield ready.shift()!;
    }
    parser.close();
    if (failure) throw failure;
    while (ready.length) yield ready.shift()!;
  } finally {
    stream.destroy();
  }
}

const IMPORTED_TYPES = new Set(['post']);

/** Whether an item is a post the import reads (not a page, an attachment, or one in the bin). */
function isImported(it: Item): boolean {
  const f = (name: string) => it.fields.get(name)?.trim() ?? '';
  const status = f('wp:status');
  return IMPORTED_TYPES.has(f('wp:post_type') || 'post') && status !== 'trash' && status !== 'auto-draft' && status !== 'inherit';
}

/** An attachment's id and what a banner or a gallery needs of it, when the item is one. */
function attachmentOf(it: Item): [string, Attachment] | undefined {
  const f = (name: string) => it.fields.get(name)?.trim() ?? '';
  if (f('wp:post_type') !== 'attachment') return undefined;
  const url = f('wp:attachment_url');
  if (!url) return undefined;
  const order = Number.parseInt(f('wp:menu_order'), 10);
  return [f('wp:post_id'), { url, parent: f('wp:post_parent'), order: Number.isFinite(order) ? order : 0, caption: f('excerpt:encoded').slice(0, 1000) }];
}

/** The export's attachments by id, and each post's attachments (a gallery with no ids shows those). */
class Attachments {
  readonly byId = new Map<string, Attachment>();
  readonly attachedTo = new Map<string, string[]>();
  add([id, a]: [string, Attachment]) {
    this.byId.set(id, a);
    if (a.parent && a.parent !== '0') {
      const list = this.attachedTo.get(a.parent);
      if (list) list.push(id);
      else this.attachedTo.set(a.parent, [id]);
    }
  }
}

export function wxrReader(path: string): SourceReader {
  /**
   * A first pass keeps the attachments' addresses (a post's banner is its _thumbnail_id's attachment,
   * which may come after it in the file): ids and URLs only.
   */
  let known: Attachments | undefined;
  // The authors too: WordPress lists them before the items, but nothing says it must.
  const site: Channel = { language: '', authors: new Map() };
  const attachmentsOf = async () => {
    // Read once: the job's counting pass and its writing pass both ask.
    if (known) return known;
    const attachments = new Attachments();
    for await (const it of items(path, site)) {
      const a = attachmentOf(it);
      if (a) attachments.add(a);
    }
    known = attachments;
    return attachments;
  };
  return {
    format: 'wordpress',
    files: noFiles,
    close() {},
    // One parse that counts the posts and keeps the attachments, which posts() then need not read again.
    async count() {
      const attachments = new Attachments();
      let n = 0;
      for await (const it of items(path, site)) {
        const a = attachmentOf(it);
        if (a) attachments.add(a);
        else if (isImported(it)) n++;
      }
      known ??= attachments;
      return n;
    },
    async *posts(): AsyncGenerator<SourcePost> {
      const attachments = await attachmentsOf();
      // WordPress names one language for the whole site; its posts carry none of their own.
      const channel: Channel = { language: '', authors: new Map() };
      for await (const it of items(path, channel)) {
        if (!isImported(it)) continue;
        const f = (name: string) => it.fields.get(name)?.trim() ?? '';
        const status = f('wp:status');
        const id = f('wp:post_id') || f('guid') || f('link');
        const gmt = f('wp:post_date_gmt');
        const published = dateOf(gmt && gmt !== '0000-00-00 00:00:00' ? `${gmt.replace(' ', 'T')}Z` : undefined) ?? dateOf(f('pubDate'));
        const link = f('link');
        const title = f('title');
        // Shortcodes rendered as WordPress would; what stays as text is noted for the report.
        const simplified = new Simplifications();
        // Then an address alone on its line shown as WordPress's auto-embed shows it: a player, else a
        // link; then a classic post's single line breaks kept, as its wpautop shows them.
        const html = classicLineBreaks(
          autoembed(renderShortcodes(it.fields.get('content:encoded') ?? '', { postId: f('wp:post_id'), attachments: attachments.byId, attachedTo: attachments.attachedTo }, simplified)),
        );
        yield {
          key: `wordpress:${id}`,
          label: title || link || id,
          title,
          des: f('excerpt:encoded'),
          tags: it.categories.filter((c) => c.domain === 'post_tag' || c.domain === 'category').map((c) => c.name).filter((n) => n && n.toLowerCase() !== 'uncategorized'),
          publishedAt: published,
          draft: status !== 'publish',
          oldPath: status === 'publish' ? pathOfUrl(link) : undefined,
          banner: attachments.byId.get(it.meta.get('_thumbnail_id') ?? '')?.url,
          html,
          simplified,
          language: channel.language || undefined,
          author: site.authors.get(f('dc:creator')),
        };
      }
    },
  };
}
