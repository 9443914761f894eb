import type { Context } from '../context.ts';
import type { Db } from '../db/client.ts';
import type { CountChange } from '../cache/countDeltas.ts';

/** A transaction of the database (what `db.transaction` hands its work). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the helper uses of the app's context (a test may hand it a smaller one). */
export type CommitContext = Pick<Context, 'db' | 'cache' | 'mail' | 'scheduler' | 'sessions'> & Partial<Pick<Context, 'jobs'>>;

/**
 * What must happen once a write is in the database, declared inside its transaction. Nothing runs
 * before the commit (a reader would see answers the database does not have yet), nothing when the
 * transaction rolls back, and each effect once however often it was declared.
 */
export interface After {
  /** Cached answers under these tags go, here and on other instances. */
  changed(...tags: string[]): void;
  /** A mail was queued in this transaction: the sender looks at the outbox now, not at its next poll. */
  mailQueued(): void;
  /** A durable job was enqueued in this transaction: this process's queue looks now, not at its next poll. */
  jobQueued(): void;
  /** A blog was scheduled for `at`: the scheduler checks no later than that. */
  nudge(at: Date): void;
  /** The user's sessions changed: this process stops using its kept lookups of them. */
  forgetSessions(userId: string): void;
  /** How the write moved the counts of the blog named in `counts` (see CommitOptions). */
  counted(change: Omit<CountChange, 'blog'>): void;
}

export interface CommitOptions {
  /**
   * Write the reads counted in memory before the transaction: a delete then takes exactly the reads
   * it removes off its author's total, and no read of a deleted row is written after it is gone.
   */
  flushReads?: boolean;
  /**
   * The blog (its _id, as the database writes it) whose like or comment counts the write may move:
   * kept cards show the new counts without being recomputed (ServerCache.counting). The work says by
   * how much with `after.counted`.
   */
  counts?: string;
}

/** The effects one transaction declared, each kept once. */
class Effects implements After {
  readonly tags = new Set<string>();
  mail = false;
  job = false;
  /** The earliest time nudged: the scheduler's next check at that time covers every later one. */
  nudgeAt: Date | null = null;
  readonly sessions = new Set<string>();
  countChange: Omit<CountChange, 'blog'> | null = null;

  changed(...tags: string[]) {
    for (const tag of tags) this.tags.add(tag);
  }
  mailQueued() {
    this.mail = true;
  }
  jobQueued() {
    this.job = true;
  }
  nudge(at: Date) {
    if (!this.nudgeAt || at < this.nudgeAt) this.nudgeAt = at;
  }
  forgetSessions(userId: string) {
    this.sessions.add(userId);
  }
  counted(change: Omit<CountChange, 'blog'>) {
    this.countChange = change;
  }

  run(ctx: CommitContext) {
    if (this.tags.size) ctx.cache.changed(...this.tags);
    for (const userId of this.sessions) ctx.sessions.forgetUser(userId);
    if (this.mail) ctx.mail.queued();
    if (this.job) ctx.jobs?.kick();
    if (this.nudgeAt) ctx.scheduler.nudge(this.nudgeAt);
  }
}

/**
 * Runs `work` in one transaction, then, only once it has committed, the effects it declared on
 * `after`. The transaction's result is returned; its error (a rollback) is thrown with no effect run.
 */
export function commit<T>(ctx: CommitContext, work: (tx: Tx, after: After) => Promise<T>, opts: CommitOptions = {}): Promise<T> {
  return withEffects(ctx, (after) => ctx.db.transaction((tx) => work(tx, after)), opts);
}

/**
 * `commit` for a write that is one statement, atomic by itself (a like's data-modifying CTEs): it
 * runs without BEGIN and COMMIT, two more round trips that every statement on the embedded database
 * would wait behind. Its effects run once it has succeeded, none when it fails.
 */
export function commitStatement<T>(ctx: CommitContext, work: (db: Db, after: After) => Promise<T>, opts: CommitOptions = {}): Promise<T> {
  return withEffects(ctx, (after) => work(ctx.db, after), opts);
}

async function withEffects<T>(ctx: CommitContext, write: (after: After) => Promise<T>, opts: CommitOptions): Promise<T> {
  if (opts.flushReads) await ctx.cache.reads.flush();
  const effects = new Effects();
  const blog = opts.counts;
  const result = blog === undefined ? await write(effects) : await ctx.cache.counting(blog, () => write(effects), () => effects.countChange);
  effects.run(ctx);
  return result;
}
