import type { MessageQueue, MessageQueueEnqueueOptions, MessageQueueListenOptions } from '@fedify/fedify';
import type { Db } from '../db/client.ts';
import { insertJob, recordJobFailure, takeDueJobs } from '../store/jobs.ts';
import { deleteJob, insertJobs, pendingJobs } from '../store/federation.ts';
import type { JobLog, JobRunner, Task } from '../jobs/runner.ts';

/** The job kind of Fedify's messages in the durable job table. */
export const FEDERATION_JOB = 'fediverse';

/**
 * Fedify's message queue on the durable job table (server/jobs): a message is a job, enqueued in its
 * own statement, taken by one instance (the table's claim), run with others of its batch at once (a
 * delivery mostly waits on another server), and deleted when done. Fedify retries failed deliveries
 * and inbox work itself, with its back-off, by enqueueing them again; a message whose handler still
 * throws is kept as failed with its error. A message taken by an instance that died comes back when
 * its lease ends.
 */
export class DatabaseMessageQueue implements MessageQueue {
  readonly nativeRetrial = false;
  private handler: ((message: unknown) => Promise<void> | void) | null = null;
  private task: Task | null = null;

  constructor(
    private readonly db: Db,
    private readonly runner: JobRunner,
    private readonly log: JobLog,
    private readonly opts: { pollMs: number; batch?: number; leaseSeconds?: number },
  ) {}

  async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    await insertJob(this.db, FEDERATION_JOB, message, runAtOf(options), 3);
    this.task?.kick();
  }

  async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions): Promise<void> {
    if (!messages.length) return;
    await insertJobs(this.db, FEDERATION_JOB, messages, runAtOf(options), 3);
    this.task?.kick();
  }

  /** Takes messages until `signal` aborts (the app's close stops the runner's task too). */
  listen(handler: (message: unknown) => Promise<void> | void, options?: MessageQueueListenOptions): Promise<void> {
    this.handler = handler;
    this.task = this.runner.every('fediverse messages', this.opts.pollMs, (task) => this.work(task));
    return new Promise((resolve) => {
      if (options?.signal?.aborted) return resolve();
      options?.signal?.addEventListener('abort', () => resolve(), { once: true });
    });
  }

  /** Runs due messages until none is left; how many ran. */
  async work(task?: Pick<Task, 'stopped'>): Promise<number> {
    const handler = this.handler;
    if (!handler) return 0;
    const batch = this.opts.batch ?? 16;
    let ran = 0;
    for (;;) {
      if (task?.stopped) return ran;
      const due = await takeDueJobs(this.db, [FEDERATION_JOB], this.opts.leaseSeconds ?? 120, batch);
      await Promise.all(
        due.map(async (job) => {
          const id = Number(job.id);
          try {
            await handler(job.payload);
            await deleteJob(this.db, id);
          } catch (err) {
            this.log.warn({ err, job: id }, 'a fediverse message failed');
            await recordJobFailure(this.db, id, (err instanceof Error ? err.message : String(err)).slice(0, 1000), null).catch(() => {});
          }
        }),
      );
      ran += due.length;
      if (due.length < batch) return ran;
    }
  }

  /** Messages waiting (tests and the benchmark read it). */
  depth(): Promise<number> {
    return pendingJobs(this.db, FEDERATION_JOB);
  }

  /** Resolves once no message is being taken or run. */
  async idle() {
    await this.task?.idle();
  }
}

function runAtOf(options?: MessageQueueEnqueueOptions): Date | undefined {
  const delay = options?.delay?.total({ unit: 'millisecond' }) ?? 0;
  return delay > 0 ? new Date(Date.now() + delay) : undefined;
}
