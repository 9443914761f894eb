import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { one, rows, type Executor } from '../db/query.ts';
import { claimed } from './claim.ts';
import type { JobLog, JobRunner, Task } from './runner.ts';

/** A job as its screen and its tests read it. */
export interface JobRow {
  id: number;
  kind: string;
  payload: unknown;
  run_at: Date;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  progress: unknown;
  created_at: Date;
  finished_at: Date | null;
  failed_at: Date | null;
}

/** What a handler gets besides the payload. */
export interface JobContext {
  id: number;
  /** This try's number, from 1. */
  attempt: number;
  /** Records how far the job is (its screen reads it); kept after the job ends. */
  progress(value: unknown): Promise<void>;
  /** True once the runner is closing: a long job stops between its steps and throws, to be retried. */
  readonly stopping: boolean;
}

export type JobHandler = (payload: unknown, job: JobContext) => Promise<void>;

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Tries before the job is given up (default 10). */
  maxAttempts?: number;
}

/** The wait before the n-th retry: 10 s, 20 s, 40 s ... at most an hour. */
export const jobRetryDelaySeconds = (attempts: number) => Math.min(10 * 2 ** Math.max(0, attempts - 1), 3600);

/**
 * Adds a job in the caller's transaction (it exists only if that commits); its id. The queue of the
 * instance that enqueued it should be kicked after the commit, or another instance's poll takes it.
 */
export async function enqueue(ex: Executor, kind: string, payload: unknown, opts: EnqueueOptions = {}): Promise<number> {
  const row = await one<{ id: number }>(
    ex,
    sql`INSERT INTO jobs (kind, payload, run_at, max_attempts)
        VALUES (${kind}, ${JSON.stringify(payload ?? {})}::jsonb, ${opts.runAt ? sql`${opts.runAt.toISOString()}::timestamptz` : sql`now()`}, ${opts.maxAttempts ?? 10})
        RETURNING id`,
  );
  return Number(row!.id);
}

export async function jobById(ex: Executor, id: number): Promise<JobRow | undefined> {
  const row = await one<JobRow>(ex, sql`SELECT * FROM jobs WHERE id = ${id}`);
  return row && { ...row, id: Number(row.id) };
}

export interface QueueOptions {
  /** How long a taken job is this worker's before another may take it (a worker that died). */
  leaseSeconds?: number;
  /** Jobs taken per statement. */
  batch?: number;
}

/**
 * The worker of the durable job table for this process: takes due jobs of the kinds it has handlers
 * for (each by one instance: server/jobs claimed), runs them outside any transaction, and records the
 * outcome: finished, or retried with back-off (jobRetryDelaySeconds), or given up after its
 * max_attempts with the last error kept. A job taken when its process died is taken again when its
 * lease ends.
 */
export class JobQueue {
  private handlers = new Map<string, JobHandler>();
  private task: Task | null = null;
  private readonly leaseSeconds: number;
  private readonly batch: number;

  constructor(
    private readonly db: Db,
    private readonly log: JobLog,
    opts: QueueOptions = {},
  ) {
    this.leaseSeconds = opts.leaseSeconds ?? 300;
    this.batch = opts.batch ?? 5;
  }

  /** The handler of one kind of job (register every kind before start). */
  handle(kind: string, handler: JobHandler): this {
    this.handlers.set(kind, handler);
    return this;
  }

  /** Polls every `pollMs` as a task of `jobs`, which stops it (a running job finishes first). */
  start(jobs: JobRunner, pollMs: number) {
    this.task = jobs.every('durable jobs', pollMs, (task) => this.work(task));
  }

  /** Look for jobs now (after this process enqueued one and committed). */
  kick() {
    this.task?.kick();
  }

  /** Resolves when no job is being taken or run. */
  async idle() {
    await this.task?.idle();
  }

  /** Takes and runs due jobs until none is left; how many ran (finished or failed). */
  async work(task?: Pick<Task, 'stopped'>): Promise<number> {
    const kinds = [...this.handlers.keys()];
    if (!kinds.length) return 0;
    let ran = 0;
    for (;;) {
      if (task?.stopped) return ran;
      const due = await this.claim(kinds);
      for (const job of due) {
        await this.runOne(job, task);
        ran++;
      }
      if (due.length < this.batch) return ran;
    }
  }

  private claim(kinds: string[]) {
    return rows<{ id: number; kind: string; payload: unknown; attempts: number; max_attempts: number }>(
      this.db,
      sql`UPDATE jobs j SET attempts = j.attempts + 1, run_at = now() + make_interval(secs => ${this.leaseSeconds})
          WHERE j.id IN (${claimed(sql`SELECT id FROM jobs WHERE finished_at IS NULL AND failed_at IS NULL AND run_at <= now()
                                       AND kind = ANY(${sql.param(kinds)}::text[]) ORDER BY run_at, id LIMIT ${this.batch}`)})
          RETURNING j.id, j.kind, j.payload, j.attempts, j.max_attempts`,
    );
  }

  private async runOne(job: { id: number; kind: string; payload: unknown; attempts: number; max_attempts: number }, task?: Pick<Task, 'stopped'>) {
    const id = Number(job.id);
    const context: JobContext = {
      id,
      attempt: job.attempts,
      progress: async (value) => {
        await this.db.execute(sql`UPDATE jobs SET progress = ${JSON.stringify(value)}::jsonb WHERE id = ${id}`);
      },
      get stopping() {
        return task?.stopped ?? false;
      },
    };
    try {
      await this.handlers.get(job.kind)!(job.payload, context);
      await this.db.execute(sql`UPDATE jobs SET finished_at = now(), last_error = NULL WHERE id = ${id}`);
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      const givenUp = job.attempts >= job.max_attempts;
      const wait = jobRetryDelaySeconds(job.attempts);
      this.log.warn({ err, job: id, kind: job.kind, attempts: job.attempts, ...(givenUp ? {} : { retryInSeconds: wait }) }, givenUp ? `job ${job.kind} failed and was given up` : `job ${job.kind} failed; it will be retried`);
      await this.db
        .execute(
          givenUp
            ? sql`UPDATE jobs SET failed_at = now(), last_error = ${message} WHERE id = ${id}`
            : sql`UPDATE jobs SET run_at = now() + make_interval(secs => ${wait}), last_error = ${message} WHERE id = ${id}`,
        )
        .catch((e) => this.log.warn({ err: e, job: id }, 'durable jobs failed to record a failed try (its lease brings it back)'));
    }
  }
}
