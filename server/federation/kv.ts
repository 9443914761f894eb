import { sql } from 'drizzle-orm';
import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import { one, rows, type Executor } from '../db/query.ts';

/**
 * Fedify's key-value store in our own database (table federation_kv), so that it works the same on
 * the embedded database and on PostgreSQL, survives a restart and is shared by every instance.
 * `@fedify/postgres` needs another driver and does not run on PGlite. A key (a list of strings) is
 * stored as its JSON text; a list's prefix is matched on that text without the closing bracket.
 */
export class DatabaseKvStore implements KvStore {
  constructor(private readonly db: Executor) {}

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const row = await one<{ value: T }>(this.db, sql`SELECT value FROM federation_kv WHERE key = ${keyText(key)} AND (expires_at IS NULL OR expires_at > now())`);
    return row?.value;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    const expires = expiresAt(options);
    await this.db.execute(
      sql`INSERT INTO federation_kv (key, value, expires_at) VALUES (${keyText(key)}, ${JSON.stringify(value ?? null)}::jsonb, ${expires})
          ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`,
    );
  }

  async delete(key: KvKey): Promise<void> {
    await this.db.execute(sql`DELETE FROM federation_kv WHERE key = ${keyText(key)}`);
  }

  /** Sets `newValue` only if the stored value (absent or expired: undefined) is `expectedValue`, in one statement. */
  async cas(key: KvKey, expectedValue: unknown, newValue: unknown, options?: KvStoreSetOptions): Promise<boolean> {
    const k = keyText(key);
    const value = JSON.stringify(newValue ?? null);
    const expires = expiresAt(options);
    if (expectedValue === undefined) {
      // Absent, or present but expired.
      const row = await one<{ key: string }>(
        this.db,
        sql`INSERT INTO federation_kv (key, value, expires_at) VALUES (${k}, ${value}::jsonb, ${expires})
            ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at
              WHERE federation_kv.expires_at IS NOT NULL AND federation_kv.expires_at <= now()
            RETURNING key`,
      );
      return !!row;
    }
    const row = await one<{ key: string }>(
      this.db,
      sql`UPDATE federation_kv SET value = ${value}::jsonb, expires_at = ${expires}
          WHERE key = ${k} AND value = ${JSON.stringify(expectedValue)}::jsonb AND (expires_at IS NULL OR expires_at > now())
          RETURNING key`,
    );
    return !!row;
  }

  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    const head = prefix && prefix.length ? keyText(prefix).slice(0, -1) : null;
    const found = await rows<{ key: string; value: unknown }>(
      this.db,
      head === null
        ? sql`SELECT key, value FROM federation_kv WHERE expires_at IS NULL OR expires_at > now() ORDER BY key`
        : sql`SELECT key, value FROM federation_kv WHERE (key = ${head + ']'} OR starts_with(key, ${head + ','})) AND (expires_at IS NULL OR expires_at > now()) ORDER BY key`,
    );
    for (const row of found) yield { key: JSON.parse(row.key) as KvKey, value: row.value };
  }

  /** Removes expired entries (a periodic sweep: reads already ignore them). */
  async sweep(): Promise<void> {
    await this.db.execute(sql`DELETE FROM federation_kv WHERE expires_at IS NOT NULL AND expires_at <= now()`);
  }
}

const keyText = (key: KvKey) => JSON.stringify(key);

/** The entry's end, as SQL: a Temporal duration from now, or never. */
function expiresAt(options?: KvStoreSetOptions) {
  const ttl = options?.ttl;
  if (!ttl) return sql`NULL`;
  const ms = ttl.total({ unit: 'millisecond' });
  return sql`now() + make_interval(secs => ${ms / 1000})`;
}
