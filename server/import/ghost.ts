/*
 * Ghost's export: its JSON (`{ db: [{ meta, data: { posts, tags, posts_tags } }] }`, or the older
 * `{ meta, data }`), alone or in a ZIP with `content/images/`. Posts are read through their rendered
 * `html` (Ghost keeps Lexical or Mobiledoc beside it); a post without it is skipped with a reason.
 * The JSON is streamed (@streamparser/json), never held whole: a first pass keeps the tags and which
 * post has which (they come after the posts in Ghost's file), then each pass over the posts holds
 * one post at a time.
 */
import type { Readable } from 'node:stream';
import { JSONParser } from '@streamparser/json';
import { IMPORT_REASONS } from '../../src/contract/index.ts';
import { Simplifications } from './html-to-blocks.ts';
import { dateOf, type SourceFiles, type SourcePost, type SourceReader } from './source.ts';
import type { ImportZip } from './zip.ts';

/** The JSON could not be read as JSON. */
export class GhostJsonError extends Error {}

type Part = 'posts' | 'tags' | 'posts_tags' | 'users' | 'posts_authors' | 'meta';
const DATA_PARTS = ['posts', 'tags', 'posts_tags', 'users', 'posts_authors'] as const;
/** Where Ghost puts each part: under db[0].data (Ghost 1.0 and later) or data (older, with meta beside). */
const pathsOf = (parts: readonly Part[]) =>
  parts.flatMap((p) => (p === 'meta' ? ['$.meta', '$.db.*.meta'] : [`$.db.*.data.${p}.*`, `$.data.${p}.*`]));

/**
 * The values at the given parts of a JSON stream, one at a time after each chunk, each with the part
 * it came from and whether it was under `db` (Ghost's newer shape).
 */
async function* jsonParts(open: () => Promise<Readable>, parts: readonly Part[]): AsyncGenerator<{ part: Part; underDb: boolean; value: unknown }> {
  const parser = new JSONParser({ paths: pathsOf(parts), keepStack: false, stringBufferSize: 64 * 1024 });
  const ready: { part: Part; underDb: boolean; value: unknown }[] = [];
  let failure: Error | null = null;
  parser.onValue = ({ value, key, stack }) => {
    const underDb = stack[1]?.key === 'db';
    const part = (key === 'meta' ? 'meta' : stack[stack.length - 1]?.key) as Part;
    ready.push({ part, underDb, value });
  };
  parser.onError = (err) => {
    failure ??= new GhostJsonError(err.message);
  };
  const stream = await open();
  // The parser reports a malformed document to onError, or throws it from write() or end().
  const feed = (f: () => void) => {
    try {
      f();
    } catch (err) {
      failure ??= new GhostJsonError((err as Error).message);
    }
    if (failure) throw failure;
  };
  try {
    for await (const chunk of stream) {
      feed(() => parser.write(chunk as Buffer));
      while (ready.length) yield ready.shift()!;
    }
    feed(() => {
      if (!parser.isEnded) parser.end();
    });
    while (ready.length) yield ready.shift()!;
  } finally {
    stream.destroy();
  }
}

/**
 * The reader of a Ghost export whose JSON `open` streams, or null when the JSON is not Ghost's (no
 * posts where Ghost puts them). GhostJsonError when it is not JSON at all.
 */
export async function openGhost(open: () => Promise<Readable>, zip: ImportZip | null): Promise<SourceReader | null> {
  let postsUnderDb = false;
  let postsInData = false;
  let meta = false;
  const tagNames = new Map<string, string>();
  const links: { post_id: string; tag_id: string; sort_order?: number }[] = [];
  // Who wrote what: Ghost's users, and each post's first author (posts_authors; older exports put author_id on the post).
  const users = new Map<string, Author>();
  // Every author of each post by sort_order: the first gets the post, the others are named in the report.
  const postAuthors = new Map<string, { author: string; order: number }[]>();
  for await (const { part, underDb, value } of jsonParts(open, [...DATA_PARTS, 'meta'])) {
    if (part === 'meta') meta = true;
    else if (part === 'posts') {
      if (underDb) postsUnderDb = true;
      else postsInData = true;
    } else if (part === 'tags') {
      const t = value as { id?: unknown; name?: unknown };
      if (typeof t?.id === 'string' && typeof t.name === 'string') tagNames.set(t.id, t.name);
    } else if (part === 'posts_tags') {
      const pt = value as { post_id?: unknown; tag_id?: unknown; sort_order?: unknown };
      if (typeof pt?.post_id === 'string' && typeof pt.tag_id === 'string') links.push({ post_id: pt.post_id, tag_id: pt.tag_id, sort_order: typeof pt.sort_order === 'number' ? pt.sort_order : 0 });
    } else if (part === 'users') {
      const u = value as { id?: unknown; email?: unknown; slug?: unknown; name?: unknown };
      const str = (v: unknown) => (typeof v === 'string' ? v : '');
      if (typeof u?.id === 'string' && typeof u.email === 'string' && users.size < 10_000) users.set(u.id, { email: u.email, login: str(u.slug), name: str(u.name) });
    } else if (part === 'posts_authors') {
      const pa = value as { post_id?: unknown; author_id?: unknown; sort_order?: unknown };
      const order = typeof pa?.sort_order === 'number' ? pa.sort_order : 0;
      if (typeof pa?.post_id === 'string' && typeof pa.author_id === 'string') {
        const list = postAuthors.get(pa.post_id);
        if (!list) postAuthors.set(pa.post_id, [{ author: pa.author_id, order }]);
        else if (list.length < 50) list.push({ author: pa.author_id, order });
      }
    }
  }
  // The older shape is Ghost's only with its meta beside the data, as the whole-file check asked.
  if (!postsUnderDb && !(postsInData && meta)) return null;
  const tagsOf = new Map<string, { name: string; order: number }[]>();
  for (const pt of links) {
    const name = tagNames.get(pt.tag_id);
    if (!name) continue;
    const list = tagsOf.get(pt.post_id) ?? [];
    list.push({ name, order: pt.sort_order ?? 0 });
    tagsOf.set(pt.post_id, list);
  }
  for (const list of postAuthors.values()) list.sort((a, b) => a.order - b.order);
  const authors: Authors = {
    of: (postId, authorId) => users.get(postAuthors.get(postId)?.[0]?.author ?? authorId),
    others: (postId) =>
      (postAuthors.get(postId) ?? [])
        .slice(1)
        .map((a) => users.get(a.author))
        .map((u) => u?.name || u?.login || '')
        .filter(Boolean),
  };
  return ghostReader(open, postsUnderDb, tagsOf, authors, zip);
}

interface Author {
  email: string;
  login: string;
  name: string;
}

/** A post's author: by its id, or the `author_id` an older export puts on the post. */
interface Authors {
  of(postId: string, authorId: string): Author | undefined;
  /** The post's other authors' names, in Ghost's order (a blog here has one author). */
  others(postId: string): string[];
}

/** Images of a Ghost ZIP: `__GHOST_URL__/content/images/…` or the old site's address of one. */
function ghostFiles(zip: ImportZip | null): SourceFiles {
  if (!zip) return { read: async () => null };
  const byPath = new Map<string, string>();
  for (const name of zip.names()) {
    const at = name.indexOf('content/images/');
    if (at !== -1) byPath.set(name.slice(at), name);
  }
  return {
    async read(ref) {
      const at = ref.indexOf('/content/images/');
      const name = at === -1 ? undefined : byPath.get(decodeURIComponent(ref.slice(at + 1).split(/[?#]/)[0]));
      return name ? zip.read(name, 50 * 1024 * 1024) : null;
    },
  };
}

function ghostReader(open: () => Promise<Readable>, underDb: boolean, tagsOf: Map<string, { name: string; order: number }[]>, authors: Authors, zip: ImportZip | null): SourceReader {
  return {
    format: 'ghost',
    files: ghostFiles(zip),
    close: () => zip?.close(),
    async *posts(): AsyncGenerator<SourcePost> {
      for await (const { part, underDb: at, value } of jsonParts(open, ['posts'])) {
        if (part !== 'posts' || at !== underDb || !value || typeof value !== 'object') continue;
        const p = value as Record<string, unknown>;
        const s = (k: string) => (typeof p[k] === 'string' ? (p[k] as string) : '');
        if ((s('type') || 'post') !== 'post') continue;
        const id = s('id') || s('uuid') || s('slug');
        const html = s('html');
        const title = s('title');
        const simplified = new Simplifications();
        for (const name of authors.others(id)) simplified.note('coauthors', name);
        yield {
          key: `ghost:${s('uuid') || id}`,
          label: title || s('slug') || id,
          title,
          des: s('custom_excerpt'),
          tags: (tagsOf.get(id) ?? []).sort((a, b) => a.order - b.order).map((t) => t.name).filter((n) => !n.startsWith('#')),
          publishedAt: dateOf(p.published_at) ?? dateOf(p.created_at),
          draft: s('status') !== 'published',
          canonicalUrl: s('canonical_url') || undefined,
          oldPath: s('status') === 'published' && s('slug') ? `/${s('slug')}` : undefined,
          banner: s('feature_image') || undefined,
          html,
          author: authors.of(id, s('author_id')),
          simplified,
          skip: html.trim() ? undefined : IMPORT_REASONS.noHtml,
        };
      }
    },
  };
}
