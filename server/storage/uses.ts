import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../db/query.ts';
import type { UploadStore } from './store.ts';

/** An upload nobody uses this long after it was made (or its URL expired unused) is deleted. */
export const UNUSED_UPLOAD_MS = 24 * 3600 * 1000;
/** How often the clean-up runs in each server process. */
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/** The keys of this server's uploads a blog shows: its banner and its image blocks. */
export function blogUploadKeys(store: UploadStore, banner: string, blocks: unknown[]): string[] {
  const keys = new Set<string>();
  const add = (url: unknown) => {
    const key = typeof url === 'string' ? store.keyOf(url) : null;
    if (key) keys.add(key);
  };
  add(banner);
  for (const b of blocks) {
    const block = b as { type?: string; data?: { file?: { url?: unknown } } };
    if (block?.type === 'image') add(block.data?.file?.url);
  }
  return [...keys];
}

/** Records which uploads a blog uses now (replacing what it used before). Keys of unknown uploads are skipped. */
export async function recordBlogUses(ex: Executor, blog: string, keys: string[]) {
  await ex.execute(sql`DELETE FROM upload_uses WHERE blog = ${blog}`);
  if (keys.length) {
    await ex.execute(sql`INSERT INTO upload_uses (key, blog) SELECT key, ${blog}::uuid FROM uploads WHERE key = ANY(${sql.param(keys)}::text[])`);
  }
}

/** Records the upload that is now the user's profile picture. */
export async function recordProfileUse(ex: Executor, userId: string, key: string) {
  await ex.execute(sql`DELETE FROM upload_uses WHERE user_id = ${userId}`);
  await ex.execute(sql`INSERT INTO upload_uses (key, user_id) SELECT key, ${userId}::uuid FROM uploads WHERE key = ${key}`);
}

/**
 * Deletes uploads no blog or profile uses, made more than a day before `now` (and URLs never used),
 * rows first and then their files. Safe with several instances: each row is deleted by one of them.
 * Returns how many uploads went.
 */
export async function cleanUpUploads(db: Executor, store: UploadStore, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNUSED_UPLOAD_MS).toISOString();
  let total = 0;
  for (;;) {
    const gone = await rows<{ key: string; stored: boolean }>(
      db,
      sql`DELETE FROM uploads WHERE key IN (
            SELECT x.key FROM uploads x
            WHERE coalesce(x.uploaded_at, x.expires_at) < ${before}::timestamptz
              AND NOT EXISTS (SELECT 1 FROM upload_uses s WHERE s.key = x.key)
            LIMIT 500)
          RETURNING key, uploaded_at IS NOT NULL AS stored`,
    );
    for (const g of gone) if (g.stored) await store.remove?.(g.key);
    total += gone.length;
    if (gone.length < 500) return total;
  }
}
