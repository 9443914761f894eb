import { sql } from 'drizzle-orm';
import { one, rows, type Executor } from '../db/query.ts';

/**
 * Fedify's key-value store (table federation_kv, migration 0025) and its messages in the durable job
 * table: what server/federation/kv.ts and queue.ts ask of the database. A key is its JSON text; an
 * entry past its `expires_at` is gone for every read.
 */

const live = sql`(expires_at IS NULL OR expires_at > now())`;
/** An entry's end: `ttlMs` from now, or never. */
const endOf = (ttlMs: number | null) => (ttlMs === null ? sql`NULL` : sql`now() + make_interval(secs => ${ttlMs / 1000})`);

export async function kvGet<T>(ex: Executor, key: string): Promise<T | undefined> {
  return (await one<{ value: T }>(ex, sql`SELECT value FROM federation_kv WHERE key = ${key} AND ${live}`))?.value;
}

export async function kvSet(ex: Executor, key: string, value: string, ttlMs: number | null) {
  await ex.execute(
    sql`INSERT INTO federation_kv (key, value, expires_at) VALUES (${key}, ${value}::jsonb, ${endOf(ttlMs)})
        ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`,
  );
}

export async function kvDelete(ex: Executor, key: string) {
  await ex.execute(sql`DELETE FROM federation_kv WHERE key = ${key}`);
}

/** Sets `value` only if the key is absent or expired (`expected` undefined) or holds `expected`, in one statement; whether it did. */
export async function kvCompareAndSet(ex: Executor, key: string, expected: string | undefined, value: string, ttlMs: number | null): Promise<boolean> {
  const row =
    expected === undefined
      ? await one<{ key: string }>(
          ex,
          sql`INSERT INTO federation_kv (key, value, expires_at) VALUES (${key}, ${value}::jsonb, ${endOf(ttlMs)})
              ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at
                WHERE federation_kv.expires_at IS NOT NULL AND federation_kv.expires_at <= now()
              RETURNING key`,
        )
      : await one<{ key: string }>(
          ex,
          sql`UPDATE federation_kv SET value = ${value}::jsonb, expires_at = ${endOf(ttlMs)}
              WHERE key = ${key} AND value = ${expected}::jsonb AND ${live} RETURNING key`,
        );
  return !!row;
}

/** Live entries whose key is `head`'s list or starts with it (`head`: a key's JSON without its closing bracket; null: all). */
export function kvList(ex: Executor, head: string | null) {
  return rows<{ key: string; value: unknown }>(
    ex,
    head === null
      ? sql`SELECT key, value FROM federation_kv WHERE ${live} ORDER BY key`
      : sql`SELECT key, value FROM federation_kv WHERE (key = ${head + ']'} OR starts_with(key, ${head + ','})) AND ${live} ORDER BY key`,
  );
}

export async function kvSweep(ex: Executor) {
  await ex.execute(sql`DELETE FROM federation_kv WHERE expires_at IS NOT NULL AND expires_at <= now()`);
}

/** A message for the job table: its job kind, its payload, when it is due (undefined: now), and its mark (below). */
export interface QueuedMessage {
  kind: string;
  payload: unknown;
  runAt: Date | undefined;
  /**
   * An incoming activity's idempotence mark (a federation_kv key): the message is added only if the
   * mark is absent or expired, and the mark is set for `markTtlMs` in the same statement. null: added
   * as it is.
   */
  mark: string | null;
}

/**
 * Adds messages in one statement, each added only if its mark (if any) was not set yet, and their
 * marks set; how many were added. Marks must differ within one call (a row cannot be written twice in
 * one statement).
 */
export async function insertMessages(ex: Executor, messages: readonly QueuedMessage[], maxAttempts: number, markTtlMs: number): Promise<number> {
  if (!messages.length) return 0;
  const values = sql.join(
    messages.map((m, i) => sql`(${i}::int, ${m.kind}::text, ${m.mark}::text, ${JSON.stringify(m.payload ?? {})}::jsonb, ${m.runAt ? m.runAt.toISOString() : null}::timestamptz)`),
    sql`, `,
  );
  const row = await one<{ n: number }>(
    ex,
    sql`WITH input (ord, kind, mark, payload, run_at) AS (VALUES ${values}),
         marked AS (INSERT INTO federation_kv (key, value, expires_at)
                    SELECT mark, 'true'::jsonb, ${endOf(markTtlMs)} FROM input WHERE mark IS NOT NULL
                    ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at
                      WHERE federation_kv.expires_at IS NOT NULL AND federation_kv.expires_at <= now()
                    RETURNING key),
         added AS (INSERT INTO jobs (kind, payload, run_at, max_attempts)
                   SELECT kind, payload, coalesce(run_at, now()), ${maxAttempts} FROM input
                   WHERE mark IS NULL OR mark IN (SELECT key FROM marked) ORDER BY ord
                   RETURNING id)
        SELECT count(*)::int AS n FROM added`,
  );
  return row!.n;
}

/** Messages done: their rows go (deliveries would fill the table otherwise). */
export async function deleteJobs(ex: Executor, ids: readonly number[]) {
  if (ids.length === 1) await ex.execute(sql`DELETE FROM jobs WHERE id = ${ids[0]}`);
  else if (ids.length) await ex.execute(sql`DELETE FROM jobs WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}

/** Jobs taken and not run (the server stopped): due again now, their take not counted as a try. */
export async function releaseJobs(ex: Executor, ids: readonly number[]) {
  if (ids.length) await ex.execute(sql`UPDATE jobs SET run_at = now(), attempts = greatest(attempts - 1, 0) WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}

/** Jobs of these kinds still to do or running. */
export async function pendingJobs(ex: Executor, kinds: readonly string[]): Promise<number> {
  return (await one<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM jobs WHERE kind = ANY(${sql.param([...kinds])}::text[]) AND finished_at IS NULL AND failed_at IS NULL`))!.n;
}
