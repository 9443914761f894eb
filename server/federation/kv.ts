import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import type { Executor } from '../db/query.ts';
import { kvCompareAndSet, kvDelete, kvGet, kvList, kvSet, kvSweep } from '../store/federation.ts';

/**
 * Fedify's key-value store in our own database (table federation_kv, server/store/federation.ts), so
 * that it works the same on the embedded database and on PostgreSQL, survives a restart and is shared
 * by every instance. `@fedify/postgres` needs another driver and does not run on PGlite. A key (a
 * list of strings) is stored as its JSON text; a list's prefix is matched on that text without the
 * closing bracket.
 */
export class DatabaseKvStore implements KvStore {
  constructor(private readonly db: Executor) {}

  get<T = unknown>(key: KvKey): Promise<T | undefined> {
    return kvGet<T>(this.db, keyText(key));
  }

  set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    return kvSet(this.db, keyText(key), JSON.stringify(value ?? null), ttlMs(options));
  }

  delete(key: KvKey): Promise<void> {
    return kvDelete(this.db, keyText(key));
  }

  /** Sets `newValue` only if the stored value (absent or expired: undefined) is `expectedValue`, in one statement. */
  cas(key: KvKey, expectedValue: unknown, newValue: unknown, options?: KvStoreSetOptions): Promise<boolean> {
    return kvCompareAndSet(this.db, keyText(key), expectedValue === undefined ? undefined : JSON.stringify(expectedValue), JSON.stringify(newValue ?? null), ttlMs(options));
  }

  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    const head = prefix && prefix.length ? keyText(prefix).slice(0, -1) : null;
    for (const row of await kvList(this.db, head)) yield { key: JSON.parse(row.key) as KvKey, value: row.value };
  }

  /** Removes expired entries (a periodic sweep: reads already ignore them). */
  sweep(): Promise<void> {
    return kvSweep(this.db);
  }
}

const keyText = (key: KvKey) => JSON.stringify(key);

/** An entry's time to live in ms (a Temporal duration), or null: for ever. */
const ttlMs = (options?: KvStoreSetOptions) => (options?.ttl ? options.ttl.total({ unit: 'millisecond' }) : null);
