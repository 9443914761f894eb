import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asBackground, ForegroundFirst, MAX_GIVE_WAY_MS } from './foregroundFirst.ts';
import { openDatabase, type Database } from './client.ts';
import { JobRunner } from '../jobs/runner.ts';

const waiter = (name: string) => ({ name });
const names = (line: { name: string }[]) => line.map((w) => w.name);

describe('ForegroundFirst: the line for the embedded connection', () => {
  it('puts a reader before background work that joined the line recently, and keeps order otherwise', () => {
    let now = 1_000;
    const line = new ForegroundFirst<{ name: string }>(() => now);
    line.push(waiter('reader 1'));
    asBackground(() => line.push(waiter('job 1')));
    now += 5;
    asBackground(() => line.push(waiter('job 2')));
    line.push(waiter('reader 2'));
    line.push(waiter('reader 3'));
    // Readers keep their own order, and go before both jobs; reader 1 was there first.
    expect(names(line)).toEqual(['reader 1', 'reader 2', 'reader 3', 'job 1', 'job 2']);
    expect(line.shift()?.name).toBe('reader 1');
    expect(line.length).toBe(4);
  });

  it('lets background work that has waited MAX_GIVE_WAY_MS keep its place', () => {
    let now = 0;
    const line = new ForegroundFirst<{ name: string }>(() => now);
    asBackground(() => line.push(waiter('old job')));
    now += MAX_GIVE_WAY_MS - 1;
    asBackground(() => line.push(waiter('new job')));
    line.push(waiter('reader 1'));
    expect(names(line)).toEqual(['reader 1', 'old job', 'new job']);
    now += 1; // the old job has waited MAX_GIVE_WAY_MS now
    line.push(waiter('reader 2'));
    expect(names(line)).toEqual(['reader 1', 'old job', 'reader 2', 'new job']);
  });

  it('is still a plain array to remove from (a waiter that timed out)', () => {
    const line = new ForegroundFirst<{ name: string }>();
    line.push(waiter('a'), waiter('b'), waiter('c'));
    const i = line.findIndex((w) => w.name === 'b');
    const removed = line.splice(i, 1);
    expect(names(removed)).toEqual(['b']);
    expect(Array.isArray(removed) && !(removed instanceof ForegroundFirst)).toBe(true);
    expect(names(line)).toEqual(['a', 'c']);
  });
});

describe('the embedded database: a reader does not wait behind a job task’s queued queries', () => {
  let dir: string;
  let database: Database;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'inkwell-foreground-'));
    database = await openDatabase({ dataDir: dir, inMemory: true });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a reader before the statements a job task asked for earlier', async () => {
    const done: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    // A transaction holds the one connection (as a job's batch does) until released.
    const holding = database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      await held;
    });
    await new Promise((r) => setTimeout(r, 20));
    const runner = new JobRunner({ warn: () => {} });
    let queued!: () => void;
    const jobWaiting = new Promise<void>((r) => (queued = r));
    const task = runner.every('test job', 60_000, () => {
      // Three statements queued at once by background work, each waiting for the connection.
      const queries = Promise.all([1, 2, 3].map((n) => database.db.execute(sql`SELECT ${n}::int AS n`).then(() => done.push(`job ${n}`))));
      queued();
      return queries;
    });
    await jobWaiting;
    const reader = database.db.execute(sql`SELECT 'reader' AS r`).then(() => done.push('reader'));
    release();
    await Promise.all([holding, reader, task.idle()]);
    await runner.close();
    expect(done[0]).toBe('reader');
    expect(done.slice(1).sort()).toEqual(['job 1', 'job 2', 'job 3']);
  });
});
