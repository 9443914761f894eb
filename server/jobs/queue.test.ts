import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, emptyAllTables, type Database } from '../db/client.ts';
import { openFromTemplate, scratchBase } from '../test/dbTemplate.ts';
import { JobQueue, enqueue, jobById, jobRetryDelaySeconds } from './queue.ts';
import { JobRunner } from './runner.ts';

// The durable job table on the real database: the embedded one (a copy of the migrated template),
// or the PostgreSQL of DATABASE_URL, where a second pool stands for a second instance.
let dir: string;
let db: Database;
let other: Database;

beforeAll(async () => {
  dir = mkdtempSync(join(scratchBase(), 'inkwell-jobs-'));
  const template = process.env.DATABASE_URL ? '' : inject('dbTemplate');
  db = template ? await openFromTemplate(template, dir) : await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: dir, inMemory: true });
  other = process.env.DATABASE_URL ? await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: dir, inMemory: true }) : db;
});
afterAll(async () => {
  if (other !== db) await other.close();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => emptyAllTables(db));

function memoryLog() {
  const lines: string[] = [];
  return { lines, warn: (_obj: object, msg: string) => void lines.push(msg) };
}

describe('durable jobs', () => {
  it('runs an enqueued job once, records it finished with its progress, and leaves a later one waiting', async () => {
    const seen: unknown[] = [];
    const queue = new JobQueue(db.db, memoryLog()).handle('export', async (payload, job) => {
      seen.push(payload);
      await job.progress({ done: 3, of: 3 });
    });
    const now = await enqueue(db.db, 'export', { user: 'u1' });
    const later = await enqueue(db.db, 'export', { user: 'u2' }, { runAt: new Date(Date.now() + 3_600_000) });
    expect(await queue.work()).toBe(1);
    expect(await queue.work()).toBe(0);
    expect(seen).toEqual([{ user: 'u1' }]);
    const done = (await jobById(db.db, now))!;
    expect(done.finished_at).toBeInstanceOf(Date);
    expect(done.attempts).toBe(1);
    expect(done.progress).toEqual({ done: 3, of: 3 });
    expect((await jobById(db.db, later))!.finished_at).toBeNull();
  });

  it('a job enqueued in a transaction that rolls back does not exist', async () => {
    const queue = new JobQueue(db.db, memoryLog()).handle('export', async () => {});
    await db.db
      .transaction(async (tx) => {
        await enqueue(tx, 'export', {});
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await queue.work()).toBe(0);
    expect((await db.db.execute(sql`SELECT count(*)::int AS n FROM jobs`)).rows[0].n).toBe(0);
  });

  it('a failed try is retried with back-off, its error kept, and given up after max_attempts', async () => {
    const log = memoryLog();
    const queue = new JobQueue(db.db, log).handle('deliver', async () => {
      throw new Error('inbox unreachable');
    });
    const id = await enqueue(db.db, 'deliver', {}, { maxAttempts: 2 });
    const before = Date.now();
    expect(await queue.work()).toBe(1);
    let row = (await jobById(db.db, id))!;
    expect(row.attempts).toBe(1);
    expect(row.last_error).toBe('inbox unreachable');
    expect(row.failed_at).toBeNull();
    // 10 s for the first retry (by the database's clock, which may differ from ours by a little).
    expect(row.run_at.getTime() - before).toBeGreaterThan(8_000);
    expect(row.run_at.getTime() - before).toBeLessThan(12_000);
    expect(await queue.work()).toBe(0);
    await db.db.execute(sql`UPDATE jobs SET run_at = now() WHERE id = ${id}`);
    expect(await queue.work()).toBe(1);
    row = (await jobById(db.db, id))!;
    expect(row.attempts).toBe(2);
    expect(row.failed_at).toBeInstanceOf(Date);
    expect(log.lines).toEqual(['job deliver failed; it will be retried', 'job deliver failed and was given up']);
  });

  it('back-off doubles from 10 s to at most an hour', () => {
    expect([1, 2, 3, 4, 9, 10, 30].map(jobRetryDelaySeconds)).toEqual([10, 20, 40, 80, 2560, 3600, 3600]);
  });

  it('a job taken by a worker that died is taken again when its lease ends (a restart)', async () => {
    const ran: number[] = [];
    const id = await enqueue(db.db, 'import', {});
    let release!: () => void;
    const hung = new JobQueue(db.db, memoryLog(), { leaseSeconds: 60 }).handle('import', () => new Promise<void>((r) => (release = r)));
    const working = hung.work();
    // The first worker holds it: a second one finds nothing.
    const second = new JobQueue(other.db, memoryLog(), { leaseSeconds: 60 }).handle('import', async (_p, job) => void ran.push(job.attempt));
    while (!release) await new Promise((r) => setTimeout(r, 10));
    expect(await second.work()).toBe(0);
    // Its lease ends (the process died): the next worker takes it, as its second try.
    await db.db.execute(sql`UPDATE jobs SET run_at = now() WHERE id = ${id}`);
    expect(await second.work()).toBe(1);
    expect(ran).toEqual([2]);
    release();
    await working;
  });

  it('two workers on one database run each job once', async () => {
    const ran: number[] = [];
    const handler = async (payload: unknown) => {
      ran.push((payload as { n: number }).n);
      await new Promise((r) => setTimeout(r, 2));
    };
    for (let n = 0; n < 30; n++) await enqueue(db.db, 'send', { n });
    const a = new JobQueue(db.db, memoryLog(), { batch: 3 }).handle('send', handler);
    const b = new JobQueue(other.db, memoryLog(), { batch: 3 }).handle('send', handler);
    const [byA, byB] = await Promise.all([a.work(), b.work()]);
    expect(byA + byB).toBe(30);
    expect(ran.sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    expect((await db.db.execute(sql`SELECT count(*)::int AS n FROM jobs WHERE finished_at IS NULL`)).rows[0].n).toBe(0);
  });

  it('as a task of the runner: kicked after an enqueue, and close waits for the running job', async () => {
    const runner = new JobRunner(memoryLog());
    let finish!: () => void;
    const events: string[] = [];
    const queue = new JobQueue(db.db, memoryLog()).handle('archive', async () => {
      events.push('started');
      await new Promise<void>((r) => (finish = r));
      events.push('finished');
    });
    queue.start(runner, 3_600_000);
    await queue.idle();
    const id = await enqueue(db.db, 'archive', {});
    queue.kick();
    while (!finish) await new Promise((r) => setTimeout(r, 10));
    const closing = runner.close().then(() => events.push('closed'));
    finish();
    await closing;
    expect(events).toEqual(['started', 'finished', 'closed']);
    expect((await jobById(db.db, id))!.finished_at).toBeInstanceOf(Date);
  });
});
