/*
 * Ghost's export: its JSON (`{ db: [{ meta, data: { posts, tags, posts_tags } }] }`, or the older
 * `{ meta, data }`), alone or in a ZIP with `content/images/`. Posts are read through their rendered
 * `html` (Ghost keeps Lexical or Mobiledoc beside it); a post without it is skipped with a reason.
 * The JSON is parsed whole, up to GHOST_JSON_MAX: exports of that size are already large sites.
 */
import { IMPORT_REASONS } from '../../src/contract/index.ts';
import { dateOf, type SourceFiles, type SourcePost, type SourceReader } from './source.ts';
import type { ImportZip } from './zip.ts';

export const GHOST_JSON_MAX = 64 * 1024 * 1024;

interface GhostData {
  posts?: Record<string, unknown>[];
  tags?: { id: string; name: string }[];
  posts_tags?: { post_id: string; tag_id: string; sort_order?: number }[];
}

/** The data part of a Ghost export, or null when the JSON is not one. */
export function ghostData(json: unknown): GhostData | null {
  const root = json as { db?: { data?: GhostData }[]; data?: GhostData; meta?: unknown } | null;
  const data = Array.isArray(root?.db) ? root.db[0]?.data : root?.meta !== undefined ? root?.data : undefined;
  return data && Array.isArray(data.posts) ? data : null;
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

export function ghostReader(data: GhostData, zip: ImportZip | null): SourceReader {
  const tagNames = new Map((data.tags ?? []).map((t) => [t.id, t.name]));
  const tagsOf = new Map<string, { name: string; order: number }[]>();
  for (const pt of data.posts_tags ?? []) {
    const name = tagNames.get(pt.tag_id);
    if (!name) continue;
    const list = tagsOf.get(pt.post_id) ?? [];
    list.push({ name, order: pt.sort_order ?? 0 });
    tagsOf.set(pt.post_id, list);
  }
  return {
    format: 'ghost',
    files: ghostFiles(zip),
    close: () => zip?.close(),
    async *posts(): AsyncGenerator<SourcePost> {
      for (const p of data.posts ?? []) {
        const s = (k: string) => (typeof p[k] === 'string' ? (p[k] as string) : '');
        if ((s('type') || 'post') !== 'post') continue;
        const id = s('id') || s('uuid') || s('slug');
        const html = s('html');
        const title = s('title');
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
          skip: html.trim() ? undefined : IMPORT_REASONS.noHtml,
        };
      }
    },
  };
}
