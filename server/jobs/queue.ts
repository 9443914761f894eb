import type { Db } from '../db/client.ts';
import type { Executor } from '../db/query.ts';
import { finishJob, insertJob, recordJobFailure, setJobProgress, takeDueJobs, type TakenJob } from '../store/jobs.ts';
import type { JobLog, JobRunner, Task } from './runner.ts';

export { jobById, type JobRow } from '../store/jobs.ts';

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
export function enqueue(ex: Executor, kind: string, payload: unknown, opts: EnqueueOptions = {}): Promise<number> {
  return insertJob(ex, kind, payload, opts.runAt, opts.maxAttempts ?? 10);
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
    return takeDueJobs(this.db, kinds, this.leaseSeconds, this.batch);
  }

  private async runOne(job: TakenJob, task?: Pick<Task, 'stopped'>) {
    const id = Number(job.id);
    const context: JobContext = {
      id,
      attempt: job.attempts,
      progress: (value) => setJobProgress(this.db, id, value),
      get stopping() {
        return task?.stopped ?? false;
      },
    };
    try {
      await this.handlers.get(job.kind)!(job.payload, context);
      await finishJob(this.db, id);
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      const givenUp = job.attempts >= job.max_attempts;
      const wait = jobRetryDelaySeconds(job.attempts);
      this.log.warn({ err, job: id, kind: job.kind, attempts: job.attempts, ...(givenUp ? {} : { retryInSeconds: wait }) }, givenUp ? `job ${job.kind} failed and was given up` : `job ${job.kind} failed; it will be retried`);
      await recordJobFailure(this.db, id, message, givenUp ? null : wait).catch((e) => this.log.warn({ err: e, job: id }, 'durable jobs failed to record a failed try (its lease brings it back)'));
    }
  }
}
