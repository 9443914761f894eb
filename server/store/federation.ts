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

/** Adds several jobs of one kind in one statement (Fedify's fan-out enqueues a message per inbox). */
export async function insertJobs(ex: Executor, kind: string, payloads: readonly unknown[], runAt: Date | undefined, maxAttempts: number) {
  const at = runAt ? sql`${runAt.toISOString()}::timestamptz` : sql`now()`;
  const values = sql.join(payloads.map((p) => sql`(${kind}, ${JSON.stringify(p)}::jsonb, ${at}, ${maxAttempts})`), sql`, `);
  await ex.execute(sql`INSERT INTO jobs (kind, payload, run_at, max_attempts) VALUES ${values}`);
}

/** A message done: its row goes (deliveries would fill the table otherwise). */
export async function deleteJob(ex: Executor, id: number) {
  await ex.execute(sql`DELETE FROM jobs WHERE id = ${id}`);
}

/** Jobs of a kind still to do or running. */
export async function pendingJobs(ex: Executor, kind: string): Promise<number> {
  return (await one<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM jobs WHERE kind = ${kind} AND finished_at IS NULL AND failed_at IS NULL`))!.n;
}
