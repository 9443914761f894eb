import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD, encodingFor } from '../compression.ts';
import type pg from 'pg';
import { AnswerCache, type Entry } from './answerCache.ts';
import { InvalidationBus } from './bus.ts';
import { ReadCounter } from './readCounter.ts';
import type { CountChange } from './countDeltas.ts';
import type { JobLog } from '../jobs/runner.ts';

export { Slots, type Computed, type Entry } from './answerCache.ts';

/** What invalidates a cached answer. */
export const TAG = {
  /** Every list and count of blogs (cards show titles, authors and counters). */
  lists: 'lists',
  /** One blog's get-blog answer, by the blog's _id. */
  blog: (id: string) => `blog:${id}`,
  /** A blog's notes answer (POST /notes), by the blog's _id: every write of its notes. */
  notes: (id: string) => `notes:${id}`,
  /** search-users answers. */
  users: 'users',
  /** Everything (an author's name or picture appears in every answer). */
  all: '*',
} as const;

/**
 * How long an answer may be served without a write invalidating it (a safety net, and trending's
 * clock), and how long past that a list no write invalidated is still sent while the next one is
 * computed (`listsStale`): writes invalidate lists at once by their tags, so the age alone does not
 * make a reader wait for a search at 100,000 blogs (30-90 ms on the embedded database).
 */
export const TTL = { default: 60_000, trending: 1_000, trendingStale: 5_000, listsStale: 10 * 60_000 } as const;

export interface ServerCacheOptions {
  pool: pg.Pool;
  /** PostgreSQL URL: invalidations travel to other instances through LISTEN/NOTIFY. */
  databaseUrl?: string;
  enabled: boolean;
  flushMs?: number;
  /** Bytes the kept answers may take. */
  maxBytes?: number;
  /** Where a failed flush, refresh or notify says so (server/jobs failure policy). */
  log?: JobLog;
}

/** The server's caches as one (ctx.cache): the kept answers, the batched read counter, live counts and the invalidation bus between instances. */
export class ServerCache {
  readonly reads: ReadCounter;
  readonly answers: AnswerCache;
  private bus: InvalidationBus | null = null;

  private constructor(opts: ServerCacheOptions) {
    this.reads = new ReadCounter(opts.pool, opts.flushMs ?? 500, (totals) => this.bus?.publishReads(totals), opts.log);
    this.answers = new AnswerCache(this.reads, opts.enabled, opts.maxBytes, undefined, opts.log);
  }

  static async create(opts: ServerCacheOptions): Promise<ServerCache> {
    const cache = new ServerCache(opts);
    if (opts.databaseUrl) {
      cache.bus = new InvalidationBus(
        opts.databaseUrl,
        opts.pool,
        (tags) => cache.answers.invalidate(tags),
        // Another instance's reads show live in every kept answer (ReadCounter.shown): none is dropped.
        (totals) => cache.reads.noteTotals(totals),
        opts.log,
      );
      await cache.bus.start();
    }
    return cache;
  }

  /** A write changed what these tags cover: here now, on other instances within a moment. */
  changed(...tags: string[]) {
    this.answers.invalidate(tags);
    this.bus?.publish(tags);
  }

  /**
   * Runs a write that moves one blog's like or comment counts (`moved` says by how much, from its
   * result; null when it changed nothing). Cached cards here show the new counts at once without
   * being recomputed (CountDeltas); the blog's own answer is invalidated, and other instances, which
   * do not see this process's counts, drop their lists as for any write.
   */
  async counting<T>(blog: string, write: () => Promise<T>, moved: (result: T) => Omit<CountChange, 'blog'> | null): Promise<T> {
    const counts = this.answers.counts;
    counts.begin(blog);
    let change: CountChange | null = null;
    try {
      const result = await write();
      const m = moved(result);
      change = m && { blog, ...m };
      return result;
    } finally {
      counts.end(blog, change);
      if (change) {
        this.answers.invalidate([TAG.blog(blog)]);
        this.bus?.publish([TAG.lists, TAG.blog(blog)]);
      }
    }
  }

  /** Sends a cached JSON answer as it is now (its bytes: Fastify neither serialises nor re-encodes them). */
  send(reply: FastifyReply, entry: Entry): Buffer {
    reply.type('application/json; charset=utf-8');
    return this.answers.render(entry);
  }

  /**
   * `send` for a kept answer that Fastify would otherwise compress on every request
   * (@fastify/compress skips an answer that says its encoding): compressed once per rendering, in the
   * encoding that plugin would choose, and sent as it is to every client that accepts it.
   */
  sendEncoded(req: FastifyRequest, reply: FastifyReply, entry: Entry): Buffer {
    const bytes = this.send(reply, entry);
    if (req.headers['x-no-compression'] !== undefined || bytes.length < COMPRESS_THRESHOLD) return bytes;
    const encoding = encodingFor(req.headers['accept-encoding'] ?? '');
    if (!encoding || encoding === 'identity') return bytes;
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'accept-encoding');
    else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${vary}, accept-encoding`);
    reply.header('content-encoding', encoding);
    return this.answers.compressed(entry, bytes, encoding);
  }

  async close() {
    await this.reads.close();
    await this.bus?.close();
  }
}
