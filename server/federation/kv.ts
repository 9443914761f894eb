import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import type { Executor } from '../db/query.ts';
import { IDEMPOTENCE_PREFIX } from './queue.ts';
import { kvCompareAndSet, kvDelete, kvGet, kvList, kvSet, kvSweep } from '../store/federation.ts';

/**
 * Fedify's key-value store in our own database (table federation_kv, server/store/federation.ts), so
 * that it works the same on the embedded database and on PostgreSQL, survives a restart and is shared
 * by every instance. `@fedify/postgres` needs another driver and does not run on PGlite. A key (a
 * list of strings) is stored as its JSON text; a list's prefix is matched on that text without the
 * closing bracket.
 */
export class DatabaseKvStore implements KvStore {
  /** Copies of other servers' documents and keys read lately (see COPIES), as JSON text. */
  private readonly copies = new Map<string, { text: string; until: number }>();

  constructor(private readonly db: Executor) {}

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const text = keyText(key);
    if (text.startsWith(MARKS)) return undefined;
    if (!isCopy(text)) return kvGet<T>(this.db, text);
    const kept = this.copies.get(text);
    // Parsed anew each time: a caller may change what it gets.
    if (kept && kept.until > Date.now()) return JSON.parse(kept.text) as T;
    const value = await kvGet<T>(this.db, text);
    if (value !== undefined) this.keep(text, JSON.stringify(value), COPY_MS);
    return value;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    const text = keyText(key);
    if (text.startsWith(MARKS)) return;
    const json = JSON.stringify(value ?? null);
    const ttl = ttlMs(options);
    await kvSet(this.db, text, json, ttl);
    if (isCopy(text)) this.keep(text, json, Math.min(COPY_MS, ttl ?? COPY_MS));
  }

  async delete(key: KvKey): Promise<void> {
    const text = keyText(key);
    this.copies.delete(text);
    await kvDelete(this.db, text);
  }

  private keep(key: string, text: string, ms: number) {
    this.copies.delete(key);
    this.copies.set(key, { text, until: Date.now() + ms });
    // The oldest kept goes first (a Map iterates in insertion order).
    if (this.copies.size > COPIES_MAX) this.copies.delete(this.copies.keys().next().value!);
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

/**
 * Fedify's idempotence marks of incoming activities: it reads one in the request (under a key that,
 * with a queue, it never writes: that read always missed), then reads and writes another when the
 * queued activity is handled. The queue sets each mark itself, in the statement that adds the
 * activity, and adds nothing for an activity already marked (server/federation/queue.ts): here they
 * are neither read nor written, three statements fewer an activity.
 */
const MARKS = keyText([...IDEMPOTENCE_PREFIX]).slice(0, -1) + ',';

/**
 * Fedify keeps fetched documents (actors, objects) and verified public keys under these prefixes: a
 * few minutes' copies of what other servers publish, read for every incoming activity. They are kept
 * in memory too for COPY_MS (another instance's newer copy is seen after at most that), so checking a
 * signature and reading its actor asks the database nothing. Everything else (idempotence marks,
 * nonces, our own keys) is read from the database every time: it must agree between instances.
 */
const COPY_PREFIXES = [keyText(['_fedify', 'remoteDocument']).slice(0, -1) + ',', keyText(['_fedify', 'publicKey']).slice(0, -1) + ','];
const isCopy = (key: string) => COPY_PREFIXES.some((p) => key.startsWith(p));
const COPY_MS = 60_000;
const COPIES_MAX = 5_000;

/** An entry's time to live in ms (a Temporal duration), or null: for ever. */
const ttlMs = (options?: KvStoreSetOptions) => (options?.ttl ? options.ttl.total({ unit: 'millisecond' }) : null);
