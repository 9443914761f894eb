import { createHash } from 'node:crypto';
import type { MessageQueue, MessageQueueEnqueueOptions, MessageQueueListenOptions } from '@fedify/fedify';
import type { Db } from '../db/client.ts';
import { recordJobFailure, takeDueJobs } from '../store/jobs.ts';
import { deleteJobs, insertMessages, pendingJobs, type QueuedMessage } from '../store/federation.ts';
import type { JobLog, JobRunner, Task } from '../jobs/runner.ts';

/** The job kind of Fedify's messages in the durable job table. */
export const FEDERATION_JOB = 'fediverse';

/** An incoming activity's mark lasts as long as Fedify keeps its own (a day). */
const MARK_TTL_MS = 24 * 3600 * 1000;
/** At most this many messages go in one statement. */
const INSERT_MAX = 200;

/**
 * Fedify's message queue on the durable job table (server/jobs): a message is a job, taken by one
 * instance (the table's claim), run with others of its batch at once (a delivery mostly waits on
 * another server), and deleted when done. Fedify retries failed deliveries and inbox work itself, with
 * its back-off, by enqueueing them again; a message whose handler still throws is kept as failed with
 * its error. A message taken by an instance that died comes back when its lease ends.
 *
 * Messages enqueued while a statement adding others runs wait for it and go together in the next
 * one (at 200 incoming activities a second, a few a statement; alone, one at once, no added wait).
 * An incoming activity (attempt 0) is added together with its idempotence mark, in that one
 * statement, and only if the mark was not there: a replay of an activity this site has (by its id, per
 * origin, as Fedify marks them) is not queued again. This replaces Fedify's own marks (a read in the
 * request, a read and a write when handled: see server/federation/kv.ts), so a mark is written once
 * and never read apart.
 */
export class DatabaseMessageQueue implements MessageQueue {
  readonly nativeRetrial = false;
  private handler: ((message: unknown) => Promise<void> | void) | null = null;
  private task: Task | null = null;
  private waiting: { message: QueuedMessage; done: (err?: unknown) => void }[] = [];
  private adding: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly runner: JobRunner,
    private readonly log: JobLog,
    private readonly opts: { pollMs: number; batch?: number; leaseSeconds?: number },
  ) {}

  enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    return this.add([message], options);
  }

  enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions): Promise<void> {
    return this.add(messages, options);
  }

  private add(messages: readonly unknown[], options?: MessageQueueEnqueueOptions): Promise<void> {
    if (!messages.length) return Promise.resolve();
    const runAt = runAtOf(options);
    return Promise.all(
      messages.map(
        (payload) =>
          new Promise<void>((resolve, reject) => {
            this.waiting.push({ message: { payload, runAt, mark: markOf(payload) }, done: (err) => (err === undefined ? resolve() : reject(err)) });
            this.adding ??= this.addWaiting();
          }),
      ),
    ).then(() => undefined);
  }

  /** Adds what waits, a statement at a time, until nothing does. */
  private async addWaiting() {
    try {
      while (this.waiting.length) {
        const batch = this.waiting.splice(0, INSERT_MAX);
        // One row per mark in a statement: a second message with the same mark is the same activity
        // twice (delivered to two inboxes of this site, or replayed at once), so it is not added.
        const seen = new Set<string>();
        const rows = batch.filter(({ message: { mark } }) => mark === null || (!seen.has(mark) && !!seen.add(mark)));
        try {
          await insertMessages(this.db, FEDERATION_JOB, rows.map((r) => r.message), 3, MARK_TTL_MS);
          for (const b of batch) b.done();
        } catch (err) {
          for (const b of batch) b.done(err ?? new Error('enqueue failed'));
        }
        this.task?.kick();
      }
    } finally {
      this.adding = null;
    }
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

  /**
   * Runs due messages until none is left; how many ran. A batch's done messages are deleted together
   * when the batch ends (an instance dying before that runs them again after the lease: the handlers
   * here are idempotent in the data, keyed by activity and object ids).
   */
  async work(task?: Pick<Task, 'stopped'>): Promise<number> {
    const handler = this.handler;
    if (!handler) return 0;
    const batch = this.opts.batch ?? 16;
    let ran = 0;
    for (;;) {
      if (task?.stopped) return ran;
      const due = await takeDueJobs(this.db, [FEDERATION_JOB], this.opts.leaseSeconds ?? 120, batch);
      const done: number[] = [];
      await Promise.all(
        due.map(async (job) => {
          const id = Number(job.id);
          try {
            await handler(job.payload);
            done.push(id);
          } catch (err) {
            this.log.warn({ err, job: id }, 'a fediverse message failed');
            await recordJobFailure(this.db, id, (err instanceof Error ? err.message : String(err)).slice(0, 1000), null).catch(() => {});
          }
        }),
      );
      await deleteJobs(this.db, done);
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

/**
 * The idempotence mark of a message: an incoming activity's first try (Fedify's inbox message,
 * attempt 0) is marked by its origin and activity id, the key Fedify itself marks a handled activity
 * under; an activity whose id cannot be read here (not a compacted document with an absolute id) by
 * its whole JSON's digest, so an exact replay is still refused. Deliveries and retries: none.
 */
export function markOf(payload: unknown): string | null {
  const m = payload as { type?: unknown; attempt?: unknown; baseUrl?: unknown; activity?: unknown } | null;
  if (!m || m.type !== 'inbox' || m.attempt !== 0 || typeof m.baseUrl !== 'string') return null;
  const activity = m.activity as { id?: unknown; '@id'?: unknown } | null;
  const raw = typeof activity?.id === 'string' ? activity.id : typeof activity?.['@id'] === 'string' ? activity['@id'] : null;
  let id: string;
  try {
    id = raw !== null && URL.canParse(raw) ? new URL(raw).href : `sha256:${createHash('sha256').update(JSON.stringify(m.activity ?? null)).digest('base64url')}`;
    return JSON.stringify([...IDEMPOTENCE_PREFIX, new URL(m.baseUrl).origin, id]);
  } catch {
    return null;
  }
}

/** Where Fedify keeps its idempotence marks (its default `kvPrefixes.activityIdempotence`). */
export const IDEMPOTENCE_PREFIX = ['_fedify', 'activityIdempotence'] as const;
