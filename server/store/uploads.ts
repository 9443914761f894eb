import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { one, rows, type Executor } from '../db/query.ts';
import { uploadUses, uploads } from '../db/schema.ts';
import type { UploadStore } from '../storage/store.ts';
import type { ImageRecord } from '../media/pipeline.ts';

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
export async function recordBlogUses(ex: Executor, blog: string, keys: string[], fresh = false) {
  // A blog just inserted has no uses to replace.
  if (!fresh) await ex.delete(uploadUses).where(eq(uploadUses.blog, blog));
  if (keys.length) {
    await ex.insert(uploadUses).select(ex.select({ key: uploads.key, blog: sql<string>`${blog}::uuid`.as('blog'), userId: sql<null>`NULL::uuid`.as('user_id'), remoteActor: sql<null>`NULL::uuid`.as('remote_actor'), comment: sql<null>`NULL::uuid`.as('comment') }).from(uploads).where(inArray(uploads.key, keys)));
  }
}

/** Records the upload that is now the user's profile picture. */
export async function recordProfileUse(ex: Executor, userId: string, key: string) {
  await ex.delete(uploadUses).where(eq(uploadUses.userId, userId));
  await ex.insert(uploadUses).select(ex.select({ key: uploads.key, blog: sql<null>`NULL::uuid`.as('blog'), userId: sql<string>`${userId}::uuid`.as('user_id'), remoteActor: sql<null>`NULL::uuid`.as('remote_actor'), comment: sql<null>`NULL::uuid`.as('comment') }).from(uploads).where(eq(uploads.key, key)));
}

/*
 * The clean-up and the quota stay raw SQL: a DELETE ... IN (SELECT ... LIMIT) batch, and an INSERT
 * ... SELECT guarded by a count with interval arithmetic, read more plainly than the builder says them.
 */

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

/* Upload URLs and their files */

/** A URL not used yet and not expired. */
const isOpen = (key: string) => and(eq(uploads.key, key), isNull(uploads.uploadedAt), gt(uploads.expiresAt, sql`now()`));

/** The upload row of a key: whether its file arrived and who asked for its URL. */
export const uploadOf = async (db: Executor, key: string): Promise<{ uploaded_at: Date | null; owner: string | null } | undefined> =>
  (await db.select({ uploaded_at: uploads.uploadedAt, owner: uploads.owner }).from(uploads).where(eq(uploads.key, key)))[0];

/**
 * Records a new upload URL for the user while they are under `limit` URLs in the last hour, in one
 * statement (no gap between the count and the insert). False: over the quota.
 */
export async function addUploadUnderQuota(db: Executor, key: string, owner: string, expiresAtSeconds: number, limit: number): Promise<boolean> {
  const added = await one<{ key: string }>(
    db,
    sql`INSERT INTO uploads (key, owner, expires_at)
        SELECT ${key}, ${owner}, to_timestamp(${expiresAtSeconds})
        WHERE (SELECT count(*) FROM uploads WHERE owner = ${owner} AND NOT imported AND created_at > now() - interval '1 hour') < ${limit}
        RETURNING key`,
  );
  return !!added;
}

/** Seconds until the user's oldest upload URL of the last hour leaves the window. */
export async function secondsUntilQuotaFrees(db: Executor, owner: string): Promise<number> {
  const row = await one<{ wait: number | null }>(
    db,
    sql`SELECT ceil(extract(epoch FROM min(created_at) + interval '1 hour' - now()))::int AS wait
        FROM uploads WHERE owner = ${owner} AND created_at > now() - interval '1 hour'`,
  );
  return Math.max(1, row?.wait ?? 3600);
}

/** Whether the URL of `key` is still unused and unexpired. */
export const isUploadOpen = async (db: Executor, key: string) => (await db.select({ key: uploads.key }).from(uploads).where(isOpen(key))).length > 0;

/** Whether the member who asked for the URL of `key` is suspended now (their earlier URLs take no file). */
export const uploadOwnerSuspended = async (db: Executor, key: string) =>
  (await db.select({ key: uploads.key }).from(uploads).where(and(eq(uploads.key, key), OWNER_SUSPENDED))).length > 0;

const OWNER_SUSPENDED = sql`EXISTS (SELECT 1 FROM users s WHERE s.id = ${uploads.owner} AND s.suspended_until > now())`;

/** Claims an open upload URL for the checked file (single use). False: used or expired meanwhile, or its owner suspended since. */
export async function claimUpload(db: Executor, key: string, contentType: string, size: number): Promise<boolean> {
  const claimed = await db
    .update(uploads)
    .set({ uploadedAt: sql`now()`, contentType, size })
    .where(and(isOpen(key), sql`NOT ${OWNER_SUSPENDED}`))
    .returning({ key: uploads.key });
  return claimed.length > 0;
}

/** Gives a claimed URL back (the file could not be written). */
export async function releaseUpload(db: Executor, key: string) {
  await db.update(uploads).set({ uploadedAt: null, contentType: null, size: null }).where(eq(uploads.key, key));
}

/** The content type of a stored upload, or undefined. */
export const storedUploadType = async (db: Executor, key: string) =>
  (await db.select({ type: uploads.contentType }).from(uploads).where(and(eq(uploads.key, key), isNotNull(uploads.uploadedAt))))[0]?.type ?? undefined;

/* What the image pipeline made of an upload (server/media) */

const recordColumns = {
  width: uploads.width,
  height: uploads.height,
  placeholder: uploads.placeholder,
  alpha: uploads.alpha,
  animated: uploads.animated,
  widths: uploads.widths,
};

const recordSet = (r: ImageRecord) => ({ width: r.width, height: r.height, placeholder: r.placeholder, alpha: r.alpha, animated: r.animated, widths: r.widths, processedAt: sql`now()`, imageError: null });

/**
 * Claims an open upload URL for an image the pipeline made (single use), recording what it is. False:
 * used or expired meanwhile, or its owner suspended since.
 */
export async function claimImageUpload(db: Executor, key: string, size: number, record: ImageRecord): Promise<boolean> {
  const claimed = await db
    .update(uploads)
    .set({ uploadedAt: sql`now()`, contentType: record.animated ? 'image/gif' : record.alpha ? 'image/png' : 'image/jpeg', size, ...recordSet(record) })
    .where(and(isOpen(key), sql`NOT ${OWNER_SUSPENDED}`))
    .returning({ key: uploads.key });
  return claimed.length > 0;
}

/** Records the variants of an upload made after it was stored (uploads from before the pipeline, S3). */
export async function recordImage(db: Executor, key: string, record: ImageRecord) {
  await db
    .update(uploads)
    .set({ uploadedAt: sql`coalesce(${uploads.uploadedAt}, now())`, ...recordSet(record) })
    .where(eq(uploads.key, key));
}

/** The upload's file could not be made into an image: kept out of the background job's list. */
export async function recordImageError(db: Executor, key: string, message: string) {
  await db.update(uploads).set({ imageError: message.slice(0, 500) }).where(eq(uploads.key, key));
}

export interface UploadImageRow {
  key: string;
  owner: string | null;
  stored: boolean;
  record: ImageRecord | null;
  image_error: string | null;
}

/** An upload's row: whether its file arrived, and what the pipeline made of it (null: not yet). */
export async function uploadImageOf(db: Executor, key: string): Promise<UploadImageRow | undefined> {
  const [row] = await db
    .select({ key: uploads.key, owner: uploads.owner, uploadedAt: uploads.uploadedAt, processedAt: uploads.processedAt, imageError: uploads.imageError, ...recordColumns })
    .from(uploads)
    .where(eq(uploads.key, key));
  if (!row) return undefined;
  const record = row.processedAt && row.width && row.height && row.widths?.length ? { width: row.width, height: row.height, placeholder: row.placeholder ?? '', alpha: row.alpha, animated: row.animated, widths: row.widths } : null;
  return { key: row.key, owner: row.owner, stored: row.uploadedAt !== null, record, image_error: row.imageError };
}

/** Sizes and placeholders of processed uploads, by key (image blocks and banners carry them). */
export async function imageMetaOf(db: Executor, keys: string[]): Promise<Map<string, { width: number; height: number; placeholder: string }>> {
  const found = new Map<string, { width: number; height: number; placeholder: string }>();
  if (!keys.length) return found;
  const list = await db
    .select({ key: uploads.key, width: uploads.width, height: uploads.height, placeholder: uploads.placeholder })
    .from(uploads)
    .where(and(inArray(uploads.key, keys), isNotNull(uploads.processedAt)));
  for (const r of list) if (r.width && r.height) found.set(r.key, { width: r.width, height: r.height, placeholder: r.placeholder ?? '' });
  return found;
}

/**
 * Uploads whose variants are still to be made, after `afterKey` in key order: stored ones (a file
 * came through this server) and, with S3 where the server never saw the PUT, the ones a blog or
 * profile uses.
 */
export async function unprocessedUploads(db: Executor, afterKey: string, limit: number): Promise<string[]> {
  const list = await rows<{ key: string }>(
    db,
    sql`SELECT x.key FROM uploads x
        WHERE x.processed_at IS NULL AND x.image_error IS NULL AND x.key > ${afterKey}
          AND (x.uploaded_at IS NOT NULL OR EXISTS (SELECT 1 FROM upload_uses s WHERE s.key = x.key))
        ORDER BY x.key LIMIT ${limit}`,
  );
  return list.map((r) => r.key);
}

/** The blogs that show an upload (their kept answers change when its sizes become known). */
export async function blogsUsingUpload(db: Executor, key: string): Promise<string[]> {
  const list = await db.select({ blog: uploadUses.blog }).from(uploadUses).where(and(eq(uploadUses.key, key), isNotNull(uploadUses.blog)));
  return list.flatMap((r) => (r.blog ? [r.blog] : []));
}
