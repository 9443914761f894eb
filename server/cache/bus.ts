import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { listen, notify } from '../db/notify.ts';
import { stderrLog, whenFailed, type JobLog } from '../jobs/runner.ts';

const CHANNEL = 'inkwell_cache';
/** NOTIFY payloads must stay under 8,000 bytes. */
const MAX_TAGS = 120;
/** A uuid and a total take about 55 bytes: 100 of them stay well under the limit. */
const READS_PER_MESSAGE = 100;

/**
 * Carries cache invalidations between server instances on one PostgreSQL: every instance LISTENs on
 * one channel and NOTIFYs the tags its writes touched. A lost connection means missed messages, so
 * on reconnect the instance drops its whole cache.
 */
export class InvalidationBus {
  readonly id = randomUUID();
  private client: pg.Client | null = null;
  private closed = false;
  private queued = new Set<string>();
  private scheduled = false;

  constructor(
    private url: string,
    private pool: pg.Pool,
    private onTags: (tags: string[]) => void,
    /** Another instance wrote reads: each blog's total after its flush. */
    private onReads: (totals: [string, number][]) => void = () => {},
    private log: JobLog = stderrLog,
  ) {}

  async start() {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const { from, tags, reads } = JSON.parse(msg.payload) as { from: string; tags?: string[]; reads?: [string, number][] };
        if (from === this.id) return;
        if (Array.isArray(tags)) this.onTags(tags);
        if (Array.isArray(reads)) this.onReads(reads.filter((r) => Array.isArray(r)));
      } catch {
        this.onTags(['*']);
      }
    });
    const reconnect = () => {
      if (this.closed || this.client !== client) return;
      this.client = null;
      client.end().catch(() => {});
      this.onTags(['*']);
      setTimeout(() => void this.start().catch(reconnect), 1000).unref();
    };
    client.on('error', reconnect);
    client.on('end', reconnect);
    this.client = client;
    await client.connect();
    await listen(client, CHANNEL);
  }

  /** Sends the tags to the other instances (coalesced per event-loop turn). */
  publish(tags: string[]) {
    for (const t of tags) this.queued.add(t);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      let tags = [...this.queued];
      this.queued.clear();
      if (tags.includes('*') || tags.length > MAX_TAGS * 10) tags = ['*'];
      for (let i = 0; i < tags.length; i += MAX_TAGS) {
        const payload = JSON.stringify({ from: this.id, tags: tags.slice(i, i + MAX_TAGS) });
        notify(this.pool, CHANNEL, payload).catch(whenFailed(this.log, 'cache invalidation notify'));
      }
    });
  }

  /** Tells the other instances the read totals a flush left (at most a flush's 100 blogs a message). */
  publishReads(totals: [string, number][]) {
    for (let i = 0; i < totals.length; i += READS_PER_MESSAGE) {
      const payload = JSON.stringify({ from: this.id, reads: totals.slice(i, i + READS_PER_MESSAGE) });
      notify(this.pool, CHANNEL, payload).catch(whenFailed(this.log, 'read totals notify'));
    }
  }

  async close() {
    this.closed = true;
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => {});
  }
}
