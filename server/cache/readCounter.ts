import type pg from 'pg';
import { addReads } from '../store/reads.ts';
import { stderrLog, whenFailed, type JobLog } from '../jobs/runner.ts';

const CHUNK = 100;
/** How long a flush lets counter-reading queries in flight finish first. */
const FLUSH_PATIENCE_MS = 1_000;

interface Tally {
  /** Reads this process has counted. */
  counted: number;
  /** Of those, the ones written to the database. */
  committed: number;
  /**
   * The highest total the database had after a flush of this blog's reads that this process knows
   * of: its own flushes' and, through the bus, other instances' (0: none known).
   */
  floor: number;
}

/**
 * Counts blog reads in memory and writes them in one statement every `intervalMs` (and on close),
 * instead of a transaction per read. Answers stay exact: whatever shows a counter adds the reads this
 * process counted but has not written yet (`uncommitted`).
 *
 * A query whose snapshot might straddle a flush cannot tell whether it saw those reads, so callers
 * take a `mark()` before the query and check `valid(mark)` after it (retrying when a flush ran).
 */
export class ReadCounter {
  private blogs = new Map<string, Tally>();
  private authors = new Map<string, Tally>();
  private pending = new Map<string, { n: number; author: string }>();
  private started = 0;
  private done = 0;
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  /** Queries reading counters in flight (see stable): a flush waits for them, they wait for a flush. */
  private readers = 0;
  private readersDone: (() => void)[] = [];

  constructor(
    private pool: pg.Pool,
    private intervalMs: number,
    /** Called with each blog whose reads were written and its total after (other instances learn of them). */
    private onFlushed: (totals: [string, number][]) => void = () => {},
    private log: JobLog = stderrLog,
  ) {}

  /** A flush in `ms`, unless one is already due (the timer never keeps the process alive). */
  private scheduleFlush(ms = this.intervalMs) {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush().catch(whenFailed(this.log, 'read flush'));
    }, ms);
    this.timer.unref();
  }

  /** Moves on every counted read: an answer rendered at the same version shows the same counts. */
  version = 0;

  count(blogId: string, authorId: string) {
    this.version++;
    const t = this.tally(this.blogs, blogId);
    t.counted++;
    this.tally(this.authors, authorId).counted++;
    const p = this.pending.get(blogId);
    if (p) p.n++;
    else this.pending.set(blogId, { n: 1, author: authorId });
    this.scheduleFlush();
  }

  private tally(map: Map<string, Tally>, id: string): Tally {
    let t = map.get(id);
    if (!t) map.set(id, (t = { counted: 0, committed: 0, floor: 0 }));
    return t;
  }

  /**
   * A blog's read count as an answer shows it now. `base` is the count a query read and `tallyAtRead` this
   * process's committed reads then (valid: no flush straddled it). Two lower bounds of the database's
   * total now (totals only grow): the query's count plus this process's flushes since, and the highest
   * total a flush reported. The larger is exact once the last flush's report has arrived (the last
   * flush's total is the row's). Reads counted here and not yet
   * written come on top. Another instance's flush thus shows in a kept answer without recomputing it
   * (dropping the answers at every flush cost get-blog two thirds of its rate with 2 workers).
   */
  shown(blogId: string, base: number, tallyAtRead: number): number {
    const t = this.blogs.get(blogId);
    if (!t) return base;
    const committed = base + (t.committed - tallyAtRead);
    return (committed > t.floor ? committed : t.floor) + (t.counted - t.committed);
  }

  /** Totals other instances' flushes reported (the bus): kept answers show them from now on. */
  noteTotals(totals: [string, number][]) {
    this.raiseFloors(totals);
    this.version++;
  }

  /** Each blog's floor becomes the reported total when that is higher (a report may come late). */
  private raiseFloors(totals: [string, number][]) {
    for (const [id, total] of totals) {
      if (typeof id !== 'string' || !Number.isSafeInteger(total)) continue;
      const t = this.tally(this.blogs, id);
      if (total > t.floor) t.floor = total;
    }
  }

  /** Reads of a blog counted here and not yet in the database (valid while no flush runs). */
  uncommitted(blogId: string): number {
    const t = this.blogs.get(blogId);
    return t ? t.counted - t.committed : 0;
  }

  committed(blogId: string): number {
    return this.blogs.get(blogId)?.committed ?? 0;
  }

  authorUncommitted(userId: string): number {
    const t = this.authors.get(userId);
    return t ? t.counted - t.committed : 0;
  }

  /** Taken before a query that reads counters: -1 while a flush is running. */
  mark(): number {
    return this.started === this.done ? this.started : -1;
  }

  /** True when no flush ran between `mark()` and now: the query saw exactly the committed reads. */
  valid(mark: number): boolean {
    return mark >= 0 && this.started === mark && this.done === mark;
  }

  /**
   * Runs a query until its snapshot did not straddle a flush (at most 3 tries), then `after`
   * synchronously. Queries and flushes take turns, so a retry is rare: a query waits for a running
   * flush, and a flush waits (up to FLUSH_PATIENCE_MS) for the queries in flight. Without the turns,
   * reads of many different blogs keep a flush running all the time, and every cache miss ran two or
   * three times.
   */
  async stable<T, R>(query: () => Promise<T>, after: (value: T) => R): Promise<R> {
    for (let attempt = 0; ; attempt++) {
      while (this.running) await this.running.catch(() => {});
      this.readers++;
      try {
        const m = this.mark();
        const value = await query();
        if (this.valid(m) || attempt >= 2) return after(value);
      } finally {
        if (--this.readers === 0) for (const wake of this.readersDone.splice(0)) wake();
      }
    }
  }

  /**
   * Blog rows read by `query` (uncached answers: the author's editor and lists, a member's own
   * lists), each with its read count as a kept answer shows it now (`shown`): the reads counted here
   * and not yet written included, so that no answer trails another by a flush. `rowsOf` picks the
   * blog rows out of what the query read (default: the rows it read).
   */
  withReads<T>(query: () => Promise<T>, rowsOf: (value: T) => ({ id: string; total_reads: number } | null | undefined)[] = (v) => v as { id: string; total_reads: number }[]): Promise<T> {
    return this.stable(query, (value) => {
      // No flush ran since the query's snapshot (stable): this process's committed reads are the query's.
      for (const r of rowsOf(value)) if (r) r.total_reads = this.shown(r.id, r.total_reads, this.committed(r.id));
      return value;
    });
  }

  /** Resolves when no counter-reading query is in flight, or after `ms` (a flush is not put off for ever). */
  private noReaders(ms: number): Promise<void> {
    if (this.readers === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.readersDone.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Writes every pending read now; resolves when they are in the database. */
  async flush(): Promise<void> {
    const since = Date.now();
    for (;;) {
      while (this.running) await this.running.catch(() => {});
      const patience = FLUSH_PATIENCE_MS - (Date.now() - since);
      if (this.readers === 0 || patience <= 0 || this.closed) break;
      await this.noReaders(patience);
    }
    if (this.pending.size === 0) return;
    // At most CHUNK blogs per statement: the embedded database has one connection, and one update of
    // a thousand rows would hold it (and every query queued behind) for a second. The rest waits for
    // the next turn.
    const batch = [...this.pending.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).slice(0, CHUNK);
    for (const [id] of batch) this.pending.delete(id);
    if (this.pending.size) this.scheduleFlush(5);
    this.started++;
    this.running = this.write(batch);
    try {
      await this.running;
    } finally {
      this.running = null;
    }
  }

  private async write(batch: [string, { n: number; author: string }][]) {
    let totals: [string, number][];
    try {
      totals = await addReads(this.pool, batch.map(([id, p]) => ({ id, n: p.n })));
    } catch (err) {
      // Not written (a deadlock with another instance, a lost connection): back in the queue.
      for (const [id, p] of batch) {
        const q = this.pending.get(id);
        if (q) q.n += p.n;
        else this.pending.set(id, { ...p });
      }
      this.done++;
      this.scheduleFlush();
      throw err;
    }
    for (const [id, p] of batch) {
      this.tally(this.blogs, id).committed += p.n;
      this.tally(this.authors, p.author).committed += p.n;
    }
    this.raiseFloors(totals);
    this.done++;
    if (totals.length) this.onFlushed(totals);
  }

  /** Graceful shutdown: the last reads are written before the database closes. */
  async close() {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (let failures = 0; failures < 3 && (this.pending.size || this.running); ) await this.flush().catch(() => failures++);
  }
}
