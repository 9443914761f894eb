import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { CountDeltas, type CountKind } from './countDeltas.ts';
import type { ReadCounter } from './readCounter.ts';
import { compress, type Encoding } from '../compression.ts';
import { stderrLog, whenFailed, type JobLog } from '../jobs/runner.ts';

/** Which count a slot shows. */
export type SlotKind = 'reads' | CountKind;

/** The activity keys a tracked card's counts are written under, and the count each one shows. */
const SLOT_KEYS: Record<string, SlotKind> = { total_reads: 'reads', total_likes: 'likes', total_comments: 'comments', total_parent_comments: 'parents' };

/**
 * A place in an answer that shows one of a blog's counts: the database value plus what this process
 * counted since (reads not yet written, likes and comments written since the answer was computed).
 */
interface Slot {
  blog: string;
  kind: SlotKind;
  base: number;
  /** This process's tally of that count already in `base` (when the answer was read). */
  tallyAtRead: number;
}

/** What a route computes for the cache: the answer's text cut at its read counts, what invalidates it. */
export interface Computed<M = unknown> {
  /** The JSON text around the live counts: one more part than there are slots. */
  json: string[];
  slots: { blog: string; kind: SlotKind; base: number }[];
  tags: string[];
  meta?: M;
  /** False for answers only some callers may see (drafts). */
  store?: boolean;
  /**
   * Its counts move with nearly every send (get-blog counts a read of its blog on each): its
   * renderings are not kept for the next send. Kept, each became garbage that lived long enough to
   * reach the old generation, and its collections paused the server for 4-9 ms every second.
   */
  volatile?: boolean;
}

export interface Entry<M = unknown> {
  /**
   * The answer's UTF-8 bytes around its live counts, encoded once when it is computed: a hit is then
   * a copy of bytes (or, without counts, the same bytes), not a string to measure and encode again.
   */
  parts: Buffer[];
  slots: Slot[];
  tags: string[];
  gens: number[];
  global: number;
  expires: number;
  meta?: M;
  /** Computed.volatile: no rendering is kept. */
  volatile: boolean;
  /**
   * The last rendering of an answer with counts, with the counters' versions and the counts it showed:
   * sent again as it is while they have not moved (a card list has 80 counts to write).
   */
  last?: { out: Buffer; reads: number; counts: number; values: number[] };
  /** The weak ETag of an answer without read counts (pages, feeds), computed on its first send. */
  etag?: string;
  /** Its latest rendering compressed, per encoding: made once for every client that accepts it. */
  compressed?: { source: Buffer; by: Partial<Record<Encoding, Buffer>> };
}

const isPlainObject = (v: object) => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/**
 * Builds a cached answer whose counts stay live. A route marks the `activity` objects that hold a
 * blog's counts (`track`: total_reads, total_likes, total_comments, total_parent_comments); `done`
 * then writes the JSON itself, walking the data, and cuts the text exactly where each count goes. The answer's text is never searched,
 * so no title, description or tag can be mistaken for a count (a sentinel number did exactly that).
 */
export class Slots {
  private marks = new WeakMap<object, string>();

  /** `activity`'s counts are those of `blog` (their database values): shown live when sent. */
  track<A extends { total_reads: number }>(activity: A, blog: string): A {
    this.marks.set(activity, blog);
    return activity;
  }

  done<M>(answer: unknown, tags: string[], meta?: M, store = true, volatile = false): Computed<M> {
    const json: string[] = [];
    const slots: { blog: string; kind: SlotKind; base: number }[] = [];
    let text = '';
    const marks = this.marks;
    // The same text JSON.stringify gives for plain data (its own output for every leaf and key).
    const write = (v: unknown): void => {
      if (v === null || typeof v !== 'object') {
        text += JSON.stringify(v) ?? 'null';
        return;
      }
      if (Array.isArray(v)) {
        text += '[';
        for (let i = 0; i < v.length; i++) {
          if (i) text += ',';
          const x = v[i];
          if (x === undefined || typeof x === 'function' || typeof x === 'symbol') text += 'null';
          else write(x);
        }
        text += ']';
        return;
      }
      if (!isPlainObject(v)) {
        text += JSON.stringify(v); // Dates and other values with their own toJSON
        return;
      }
      const blog = marks.get(v);
      text += '{';
      let first = true;
      for (const k of Object.keys(v)) {
        const x = (v as Record<string, unknown>)[k];
        if (x === undefined || typeof x === 'function' || typeof x === 'symbol') continue;
        if (!first) text += ',';
        first = false;
        text += JSON.stringify(k) + ':';
        const kind = blog !== undefined && typeof x === 'number' ? SLOT_KEYS[k] : undefined;
        if (kind !== undefined) {
          json.push(text);
          text = '';
          slots.push({ blog: blog!, kind, base: x as number });
        } else write(x);
      }
      text += '}';
    };
    write(answer);
    json.push(text);
    return { json, slots, tags, meta, store, volatile };
  }
}

/** What an entry costs in memory: its bytes and a little for its bookkeeping. */
const entrySize = (e: Entry) => {
  let n = 256 + e.slots.length * 64 + e.tags.length * 32;
  for (const p of e.parts) n += p.byteLength;
  // A volatile answer keeps nothing besides its parts. Another with counts also keeps its last
  // rendering, about as large as its parts; a compressed rendering is a fifth to a quarter of its
  // bytes, and there may be one per encoding.
  if (e.volatile) return n;
  return Math.ceil((e.slots.length ? 2 * n : n) + n / 2);
};

/**
 * An answer's pieces as views of one buffer of exactly their size. Buffer.from of a short string is a
 * slice of an 8 KB block of Node's shared pool, and a kept slice keeps its whole block (with whatever
 * else was cut from it) alive: kept answers held 20 times their size, outside the cache's budget.
 */
function packed(texts: string[]): Buffer[] {
  let length = 0;
  for (const t of texts) length += Buffer.byteLength(t, 'utf8');
  const all = Buffer.allocUnsafeSlow(length);
  const parts: Buffer[] = new Array(texts.length);
  let at = 0;
  for (let i = 0; i < texts.length; i++) {
    const n = all.write(texts[i], at, 'utf8');
    parts[i] = all.subarray(at, at + n);
    at += n;
  }
  return parts;
}

/**
 * Public answers kept in this process as JSON text, keyed by call and payload, bounded by their size
 * in bytes (least recently used go first). Writes invalidate them by tag (`lists`, `blog:<_id>`,
 * `users`, or everything); an answer computed while an invalidation happened is not kept. Concurrent
 * misses of one key share one computation.
 */
export class AnswerCache {
  private entries: LRUCache<string, Entry>;
  private tagGen = new Map<string, number>();
  private global = 0;
  private epoch = 0;
  /** Computations under way, with the epoch they began in: one begun before a write is not joined after it. */
  private inflight = new Map<string, { p: Promise<Entry | null>; epoch: number }>();

  constructor(
    private reads: ReadCounter,
    private enabled: boolean,
    /** The most the kept answers may take, in bytes. */
    readonly maxBytes = 32 * 1024 * 1024,
    /** Likes and comments this process wrote since (ServerCache.counting). */
    readonly counts = new CountDeltas(),
    private log: JobLog = stderrLog,
  ) {
    counts.onReset = () => this.invalidate(['*']);
    // One answer may take at most a quarter of the budget, so a few huge pages cannot evict the rest.
    this.entries = new LRUCache<string, Entry>({ maxSize: maxBytes, maxEntrySize: Math.max(1, Math.floor(maxBytes / 4)), sizeCalculation: entrySize });
  }

  get size() {
    return this.entries.size;
  }

  /** Bytes the kept answers take now (as entrySize counts them). */
  get bytes() {
    return this.entries.calculatedSize;
  }

  invalidate(tags: string[]) {
    this.epoch++;
    if (tags.includes('*')) {
      this.global++;
      this.entries.clear();
      return;
    }
    for (const t of tags) this.tagGen.set(t, (this.tagGen.get(t) ?? 0) + 1);
  }

  /** No write invalidated it (its age aside). */
  private current(e: Entry): boolean {
    if (e.global !== this.global) return false;
    for (let i = 0; i < e.tags.length; i++) if ((this.tagGen.get(e.tags[i]) ?? 0) !== e.gens[i]) return false;
    return true;
  }

  private fresh(e: Entry): boolean {
    return e.expires >= Date.now() && this.current(e);
  }

  /** The kept answer of `key` when it is fresh (no write invalidated it, not past its ttl); never computes. */
  peek(key: string): Entry | undefined {
    const hit = this.entries.get(key);
    return hit && this.fresh(hit) ? hit : undefined;
  }

  /**
   * The cached answer of `key`, or the one `compute` makes (null: nothing to answer, e.g. not found).
   * With `staleMs`, an answer that only aged past its ttl (no write invalidated it) is still sent for
   * that long while the next one is computed in the background: nobody waits for a refresh that the
   * clock alone asks for (trending's ranking, which moves with the hours).
   */
  async fetch<M>(key: string, ttlMs: number, compute: () => Promise<Computed<M> | null>, staleMs = 0): Promise<Entry<M> | null> {
    const hit = this.entries.get(key);
    if (hit) {
      if (this.fresh(hit)) return hit as Entry<M>;
      if (staleMs > 0 && hit.expires + staleMs >= Date.now() && this.current(hit)) {
        // The kept answer stays until the new one replaces it (a failed refresh leaves it as it is).
        if (!this.inflight.has(key)) void this.run(key, ttlMs, compute).catch(whenFailed(this.log, 'answer refresh'));
        return hit as Entry<M>;
      }
      this.entries.delete(key);
    }
    const running = this.inflight.get(key);
    if (running && running.epoch === this.epoch) return running.p as Promise<Entry<M> | null>;
    return this.run(key, ttlMs, compute);
  }

  /** Computes `key` once for everyone who asks meanwhile. */
  private async run<M>(key: string, ttlMs: number, compute: () => Promise<Computed<M> | null>): Promise<Entry<M> | null> {
    const p = this.compute(key, ttlMs, compute);
    const mine = { p: p as Promise<Entry | null>, epoch: this.epoch };
    this.inflight.set(key, mine);
    try {
      return await p;
    } finally {
      if (this.inflight.get(key) === mine) this.inflight.delete(key);
    }
  }

  /** This process's tally of a count when an answer is computed (reads: those written; likes and comments: the deltas). */
  private tally(kind: SlotKind, blog: string): number {
    return kind === 'reads' ? this.reads.committed(blog) : this.counts.of(blog, kind);
  }

  private async compute<M>(key: string, ttlMs: number, compute: () => Promise<Computed<M> | null>): Promise<Entry<M> | null> {
    const epoch = this.epoch;
    const countsSince = this.counts.generation;
    return this.reads.stable(compute, (c) => {
      if (!c) return null;
      const entry: Entry<M> = {
        parts: packed(c.json),
        slots: c.slots.map((s) => ({ ...s, tallyAtRead: this.tally(s.kind, s.blog) })),
        tags: c.tags,
        gens: c.tags.map((t) => this.tagGen.get(t) ?? 0),
        global: this.global,
        expires: Date.now() + ttlMs,
        meta: c.meta,
        volatile: c.volatile === true,
      };
      // Kept only when nothing it shows could have moved while it was read (see CountDeltas.settled).
      const settled = this.counts.settled(
        entry.slots.filter((s) => s.kind !== 'reads').map((s) => s.blog),
        countsSince,
      );
      if (this.enabled && c.store !== false && epoch === this.epoch && settled) {
        this.entries.set(key, entry);
      }
      return entry;
    });
  }

  /** Each slot's count as it is now. */
  private values(e: Entry): number[] {
    const { slots } = e;
    const values: number[] = new Array(slots.length);
    for (let i = 0; i < slots.length; i++) {
      const s = slots[i];
      values[i] = s.kind === 'reads' ? this.reads.shown(s.blog, s.base, s.tallyAtRead) : s.base + (this.counts.of(s.blog, s.kind) - s.tallyAtRead);
    }
    return values;
  }

  /** The answer's bytes with every count as it is now. */
  render(e: Entry): Buffer {
    const { parts, slots } = e;
    if (slots.length === 0) return parts[0];
    const readsVersion = this.reads.version;
    const countsVersion = this.counts.generation;
    const last = e.last;
    // Nothing counted anywhere since the last rendering: the same bytes (Fastify only reads them).
    if (last && last.reads === readsVersion && last.counts === countsVersion) return last.out;
    const values = this.values(e);
    if (last && values.every((v, i) => v === last.values[i])) {
      last.reads = readsVersion;
      last.counts = countsVersion;
      return last.out;
    }
    // One buffer of the exact size, filled in place: the counts are ASCII digits.
    const counts: string[] = new Array(slots.length);
    let length = parts[0].length;
    for (let i = 0; i < slots.length; i++) {
      counts[i] = String(values[i]);
      length += counts[i].length + parts[i + 1].length;
    }
    // A rendering that is kept gets memory of its own; one sent once may come from Node's pool.
    const out = e.volatile ? Buffer.allocUnsafe(length) : Buffer.allocUnsafeSlow(length);
    let at = parts[0].copy(out, 0);
    for (let i = 0; i < slots.length; i++) {
      at += out.write(counts[i], at, 'latin1');
      at += parts[i + 1].copy(out, at);
    }
    if (!e.volatile) e.last = { out, reads: readsVersion, counts: countsVersion, values };
    return out;
  }

  /**
   * The answer as it is now in pieces to send one after the other (a socket writes them together).
   * A volatile answer (get-blog, whose read count moves with every send) is its kept parts with each
   * count between them: nothing is copied. Rendered into one new buffer instead, each send of a
   * 20 KB blog made a buffer outside V8's heap that only a collection frees, and collections took
   * 10% of the main thread under get-blog's load (docs/decisions/0013-first-screens-and-kept-answers.md).
   */
  pieces(e: Entry): Buffer[] {
    if (!e.volatile || e.slots.length === 0) return [this.render(e)];
    const values = this.values(e);
    const out: Buffer[] = [e.parts[0]];
    for (let i = 0; i < values.length; i++) out.push(Buffer.from(String(values[i]), 'latin1'), e.parts[i + 1]);
    return out;
  }

  /** The weak ETag of an answer without counts (pages, feeds): a hash of its bytes, made once. */
  etag(e: Entry): string {
    return (e.etag ??= `W/"${createHash('sha1').update(e.parts[0]).digest('base64')}"`);
  }

  /** `bytes`, the latest rendering of `e`, in `encoding`: compressed once while it stays the latest. */
  compressed(e: Entry, bytes: Buffer, encoding: Exclude<Encoding, 'identity'>): Buffer {
    if (e.volatile) return compress(bytes, encoding);
    let kept = e.compressed;
    if (!kept || kept.source !== bytes) kept = e.compressed = { source: bytes, by: {} };
    return (kept.by[encoding] ??= compress(bytes, encoding));
  }

  /** The answer as text (for a caller's personal copy of a shared answer). */
  text(e: Entry): string {
    return this.render(e).toString('utf8');
  }
}
