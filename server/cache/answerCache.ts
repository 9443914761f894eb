import type { ReadCounter } from './readCounter.ts';

/** A place in an answer that shows a blog's read count: the database value plus later reads. */
interface Slot {
  blog: string;
  base: number;
  /** The reads of this process already in `base` (committed when the answer was read). */
  c0: number;
}

/** What a route computes for the cache: the answer, its read-count places, what invalidates it. */
export interface Computed<M = unknown> {
  json: string[];
  slots: { blog: string; base: number }[];
  tags: string[];
  meta?: M;
  /** False for answers only some callers may see (drafts). */
  store?: boolean;
}

export interface Entry<M = unknown> {
  parts: string[];
  slots: Slot[];
  tags: string[];
  gens: number[];
  global: number;
  expires: number;
  meta?: M;
}

const SENTINEL = -8_000_000_000_000_000;

/** Builds an answer whose read counts are filled in when it is sent (see AnswerCache.render). */
export class Slots {
  private list: { blog: string; base: number }[] = [];
  /** The value to put where the blog's total_reads goes. */
  add(blog: string, base: number): number {
    this.list.push({ blog, base });
    return SENTINEL - this.list.length + 1;
  }
  done<M>(answer: unknown, tags: string[], meta?: M, store = true): Computed<M> {
    const text = JSON.stringify(answer);
    const json: string[] = [];
    let from = 0;
    for (let i = 0; i < this.list.length; i++) {
      const mark = String(SENTINEL - i);
      const at = text.indexOf(mark, from);
      json.push(text.slice(from, at));
      from = at + mark.length;
    }
    json.push(text.slice(from));
    return { json, slots: this.list, tags, meta, store };
  }
}

/**
 * Public answers kept in this process as JSON text, keyed by call and payload. Writes invalidate them
 * by tag (`lists`, `blog:<_id>`, `users`, or everything); an answer computed while an invalidation
 * happened is not kept. Concurrent misses of one key share one computation.
 */
export class AnswerCache {
  private entries = new Map<string, Entry>();
  private tagGen = new Map<string, number>();
  private global = 0;
  private epoch = 0;
  private inflight = new Map<string, Promise<Entry | null>>();

  constructor(
    private reads: ReadCounter,
    private enabled: boolean,
    private maxEntries = 5_000,
  ) {}

  get size() {
    return this.entries.size;
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

  private fresh(e: Entry): boolean {
    if (e.global !== this.global || e.expires < Date.now()) return false;
    for (let i = 0; i < e.tags.length; i++) if ((this.tagGen.get(e.tags[i]) ?? 0) !== e.gens[i]) return false;
    return true;
  }

  /** The cached answer of `key`, or the one `compute` makes (null: nothing to answer, e.g. not found). */
  async fetch<M>(key: string, ttlMs: number, compute: () => Promise<Computed<M> | null>): Promise<Entry<M> | null> {
    const hit = this.entries.get(key);
    if (hit) {
      if (this.fresh(hit)) return hit as Entry<M>;
      this.entries.delete(key);
    }
    const running = this.inflight.get(key);
    if (running) return running as Promise<Entry<M> | null>;
    const p = this.compute(key, ttlMs, compute);
    this.inflight.set(key, p);
    try {
      return await p;
    } finally {
      this.inflight.delete(key);
    }
  }

  private async compute<M>(key: string, ttlMs: number, compute: () => Promise<Computed<M> | null>): Promise<Entry<M> | null> {
    const epoch = this.epoch;
    return this.reads.stable(compute, (c) => {
      if (!c) return null;
      const entry: Entry<M> = {
        parts: c.json,
        slots: c.slots.map((s) => ({ ...s, c0: this.reads.committed(s.blog) })),
        tags: c.tags,
        gens: c.tags.map((t) => this.tagGen.get(t) ?? 0),
        global: this.global,
        expires: Date.now() + ttlMs,
        meta: c.meta,
      };
      if (this.enabled && c.store !== false && epoch === this.epoch) {
        if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        this.entries.set(key, entry);
      }
      return entry;
    });
  }

  /** The answer's JSON with every read count as it is now. */
  render(e: Entry): string {
    if (e.slots.length === 0) return e.parts[0];
    let out = e.parts[0];
    for (let i = 0; i < e.slots.length; i++) {
      const s = e.slots[i];
      out += s.base + (this.reads.counted(s.blog) - s.c0) + e.parts[i + 1];
    }
    return out;
  }
}
