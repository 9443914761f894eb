import { createHash } from 'node:crypto';
import type { MessageQueue, MessageQueueEnqueueOptions, MessageQueueListenOptions } from '@fedify/fedify';
import type { Db } from '../db/client.ts';
import { asBackground } from '../db/foregroundFirst.ts';
import { recordJobFailure, takeDueJobs, type TakenJob } from '../store/jobs.ts';
import { deleteJobs, insertMessages, pendingJobs, releaseJobs, type QueuedMessage } from '../store/federation.ts';
import type { JobLog, JobRunner, Task } from '../jobs/runner.ts';

/** The job kind of Fedify's outgoing messages (deliveries and their fan-out) in the durable job table. */
export const FEDERATION_JOB = 'fediverse';
/** The job kind of incoming activities (Fedify's inbox messages, first tries and retries). */
export const FEDERATION_INBOX_JOB = 'fediverse-inbox';

/** An incoming activity's mark lasts as long as Fedify keeps its own (a day). */
const MARK_TTL_MS = 24 * 3600 * 1000;
/** At most this many messages go in one statement. */
const INSERT_MAX = 200;
/** At most this many messages are taken in one statement (and held by an instance before they run). */
const TAKE_MAX = 16;

/**
 * Messages of some kinds, run by `concurrency` workers at once. Incoming and outgoing messages have a
 * lane each, so a delivery never waits behind the inbox's backlog (a thousand Follows, each fetching
 * its actor) and incoming activities are handled few at a time, each leaving the event loop to the
 * requests between them (at 200 POSTs a second, handling a batch at once held their answers).
 */
interface Lane {
  readonly name: string;
  readonly kind: string;
  readonly concurrency: number;
  task: Task | null;
  /** Messages were added since its workers last took: they take again even if the last take was short. */
  more: boolean;
  /** While its messages run: `count` were added, a worker for each up to `concurrency` at once. */
  wake: ((count: number) => void) | null;
}

/**
 * Fedify's message queue on the durable job table (server/jobs): a message is a job, taken by one
 * instance (the table's claim), run by a lane's workers (a worker takes its next message as soon as
 * its last one ends: none waits for a slower one), and deleted when done. Fedify retries failed
 * deliveries and inbox work itself, with its back-off, by enqueueing them again; a message whose
 * handler still throws is kept as failed with its error. A message taken by an instance that died
 * comes back when its lease ends.
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
  private waiting: { message: QueuedMessage; done: (err?: unknown) => void }[] = [];
  private adding: Promise<void> | null = null;
  private readonly lanes: { inbox: Lane; outgoing: Lane };

  constructor(
    private readonly db: Db,
    private readonly runner: JobRunner,
    private readonly log: JobLog,
    private readonly opts: { pollMs: number; leaseSeconds?: number; inboxConcurrency?: number; outgoingConcurrency?: number },
  ) {
    this.lanes = {
      inbox: { name: 'fediverse inbox', kind: FEDERATION_INBOX_JOB, concurrency: opts.inboxConcurrency ?? 2, task: null, more: false, wake: null },
      outgoing: { name: 'fediverse deliveries', kind: FEDERATION_JOB, concurrency: opts.outgoingConcurrency ?? 16, task: null, more: false, wake: null },
    };
  }

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
            const message = { kind: this.laneOf(payload).kind, payload, runAt, mark: markOf(payload) };
            this.waiting.push({ message, done: (err) => (err === undefined ? resolve() : reject(err)) });
            this.adding ??= this.addWaiting();
          }),
      ),
    ).then(() => undefined);
  }

  private laneOf(payload: unknown): Lane {
    return (payload as { type?: unknown } | null)?.type === 'inbox' ? this.lanes.inbox : this.lanes.outgoing;
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
          await insertMessages(this.db, rows.map((r) => r.message), 3, MARK_TTL_MS);
          for (const b of batch) b.done();
        } catch (err) {
          for (const b of batch) b.done(err ?? new Error('enqueue failed'));
        }
        const added = new Map<Lane, number>();
        for (const r of rows) added.set(this.laneOf(r.message.payload), (added.get(this.laneOf(r.message.payload)) ?? 0) + 1);
        for (const [lane, count] of added) {
          lane.more = true;
          if (lane.wake) lane.wake(count);
          else lane.task?.kick();
        }
      }
    } finally {
      this.adding = null;
    }
  }

  /** Takes messages until `signal` aborts (the app's close stops the runner's tasks too). */
  listen(handler: (message: unknown) => Promise<void> | void, options?: MessageQueueListenOptions): Promise<void> {
    this.handler = handler;
    for (const lane of Object.values(this.lanes)) lane.task = this.runner.every(lane.name, this.opts.pollMs, (task) => this.drain(lane, task));
    return new Promise((resolve) => {
      if (options?.signal?.aborted) return resolve();
      options?.signal?.addEventListener('abort', () => resolve(), { once: true });
    });
  }

  /**
   * Runs a lane's due messages until none is left; how many ran. Its workers share what one take
   * brought; done messages are deleted together with the next take (an instance dying before that
   * runs them again after the lease: the handlers here are idempotent in the data, keyed by activity
   * and object ids). Messages taken and not run when the server stops are handed back at once.
   */
  private async drain(lane: Lane, task: Pick<Task, 'stopped'>): Promise<number> {
    const handler = this.handler;
    if (!handler) return 0;
    const taken: TakenJob[] = [];
    const done: number[] = [];
    let short = false;
    let taking: Promise<void> | null = null;
    let ran = 0;
    const take = async () => {
      lane.more = false;
      await deleteJobs(this.db, done.splice(0));
      const due = await takeDueJobs(this.db, [lane.kind], this.opts.leaseSeconds ?? 120, TAKE_MAX);
      short = due.length < TAKE_MAX;
      taken.push(...due);
    };
    const workers = new Set<Promise<void>>();
    const worker = async () => {
      for (;;) {
        if (task.stopped) return;
        if (!taken.length) {
          if (short && !lane.more && !taking) return;
          await (taking ??= take().finally(() => (taking = null)));
          if (!taken.length) {
            if (short && !lane.more) return;
            continue;
          }
        }
        const job = taken.shift()!;
        const id = Number(job.id);
        try {
          await handler(job.payload);
          done.push(id);
        } catch (err) {
          this.log.warn({ err, job: id }, 'a fediverse message failed');
          await recordJobFailure(this.db, id, (err instanceof Error ? err.message : String(err)).slice(0, 1000), null).catch(() => {});
        }
        ran++;
        // The requests that came meanwhile go before the next message.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const start = () => {
      const running: Promise<void> = worker().finally(() => {
        workers.delete(running);
        // The last worker gone, messages added later start the task's next run.
        if (!workers.size && lane.wake === wake) lane.wake = null;
      });
      workers.add(running);
    };
    // Messages added while some workers run: a worker for each, up to the lane's concurrency (the
    // running ones take the rest as they end). Woken from a request, it is background work all the same.
    const wake = (count: number) => {
      for (let n = Math.min(count, lane.concurrency - workers.size); n > 0 && !task.stopped; n--) asBackground(start);
    };
    lane.wake = wake;
    try {
      for (let n = 0; n < lane.concurrency; n++) start();
      while (workers.size) await Promise.all(workers);
    } finally {
      if (lane.wake === wake) lane.wake = null;
      await deleteJobs(this.db, done.splice(0));
      await releaseJobs(this.db, taken.splice(0).map((job) => Number(job.id)));
    }
    return ran;
  }

  /** Messages of both lanes waiting or running (tests read it). */
  depth(): Promise<number> {
    return pendingJobs(this.db, [FEDERATION_JOB, FEDERATION_INBOX_JOB]);
  }

  /** Resolves once no message is being taken or run. */
  async idle() {
    await Promise.all(Object.values(this.lanes).map((lane) => lane.task?.idle()));
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
