/*
 * This site's own account export (GET /export-account, server/routes/account.ts): `profile.json`,
 * `blogs/<blog_id>.json` (the editor's JSON of each blog, drafts too) and `images/<key>` (the
 * member's uploads). Read back, the blogs come in with their blocks as they were, their blog_ids
 * where they are free here, and their images through this server's pipeline.
 */
import { IMPORT_REASONS } from '../../src/contract/index.ts';
import { dateOf, type SourcePost, type SourceReader } from './source.ts';
import type { ImportZip } from './zip.ts';

export const isOwnExport = (zip: ImportZip) => zip.has('profile.json') && zip.names().some((n) => /^blogs\/[^/]+\.json$/.test(n));

const UPLOAD_KEY = /\/uploads\/([A-Za-z0-9_-]{1,100})(?:[?#].*)?$/;

export function ownReader(zip: ImportZip): SourceReader {
  return {
    format: 'inkwell',
    files: {
      async read(ref) {
        const key = UPLOAD_KEY.exec(ref)?.[1];
        return key && zip.has(`images/${key}`) ? zip.read(`images/${key}`, 50 * 1024 * 1024) : null;
      },
    },
    close: () => zip.close(),
    async *posts(): AsyncGenerator<SourcePost> {
      for (const name of zip.names().filter((n) => /^blogs\/[^/]+\.json$/.test(n)).sort()) {
        let b: Record<string, unknown>;
        try {
          b = JSON.parse(await zip.text(name)) as Record<string, unknown>;
        } catch {
          yield { key: `inkwell:${name}`, label: name, title: '', des: '', tags: [], draft: true, skip: IMPORT_REASONS.unreadable };
          continue;
        }
        const s = (k: string) => (typeof b[k] === 'string' ? (b[k] as string) : '');
        const content = b.content as { blocks?: unknown } | undefined;
        const blogId = s('blog_id') || name.slice('blogs/'.length, -'.json'.length);
        yield {
          key: `inkwell:${blogId}`,
          label: s('title') || blogId,
          title: s('title'),
          des: s('des'),
          tags: Array.isArray(b.tags) ? b.tags.filter((t): t is string => typeof t === 'string') : [],
          publishedAt: dateOf(b.published_at),
          draft: b.draft === true,
          canonicalUrl: s('canonical_url') || undefined,
          language: s('language') || undefined,
          banner: s('banner') || undefined,
          blocks: Array.isArray(content?.blocks) ? content.blocks : [],
          blogId,
        };
      }
    },
  };
}
