import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { MAX_PREPARED, openDatabase, type Database } from './client.ts';

/**
 * The embedded database names the statements it runs again and again (client.ts, StatementNames), so
 * PostgreSQL parses and plans them once. What it must never change: the answers. What it must bound:
 * the statements a session keeps.
 */
describe('prepared statements on the embedded database', () => {
  let dir: string;
  let database: Database;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'inkwell-names-'));
    database = await openDatabase({ dataDir: dir, inMemory: true });
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The session's prepared statements whose text contains `marker`. */
  const prepared = async (marker: string) =>
    (await database.pool.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).rows.filter((r) => r.statement.includes(marker));

  it('a statement run again is prepared once, and answers as before with each value', async () => {
    const sum = async (a: number, b: number) => (await database.db.execute<{ n: number; marker: string }>(sql`SELECT ${a}::int + ${b}::int AS n, 'sum-marker' AS marker`)).rows[0].n;
    expect(await sum(1, 2)).toBe(3);
    expect(await prepared('sum-marker')).toHaveLength(0); // once: not named
    expect(await sum(20, 22)).toBe(42);
    expect(await sum(-5, 5)).toBe(0);
    expect(await prepared('sum-marker')).toHaveLength(1);
  });

  it('a prepared statement is planned for its values each time, not with a generic plan', async () => {
    // Generic plans (PostgreSQL adopts one after five executions) made blog search 4x slower.
    expect((await database.pool.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode')).rows[0].plan_cache_mode).toBe('force_custom_plan');
  });

  it('values keep their types through a prepared statement (dates, arrays, nulls)', async () => {
    const at = new Date('2026-11-26T10:00:00.000Z');
    const read = async () =>
      (await database.db.execute<{ t: Date; tags: string[]; nothing: null }>(sql`SELECT ${at.toISOString()}::timestamptz AS t, string_to_array(${'a,b'}, ',') AS tags, NULL::text AS nothing, 'types-marker' AS m`)).rows[0];
    const answers = [await read(), await read(), await read()];
    expect(await prepared('types-marker')).toHaveLength(1);
    for (const r of answers) {
      expect(r.t).toBeInstanceOf(Date);
      expect(r.t.toISOString()).toBe(at.toISOString());
      expect(r.tags).toEqual(['a', 'b']);
      expect(r.nothing).toBeNull();
    }
  });

  it('a prepared statement that fails inside a transaction leaves it usable afterwards', async () => {
    const divide = (d: number) => database.db.execute<{ q: number }>(sql`SELECT 10 / ${d}::int AS q, 'divide-marker' AS m`);
    await divide(2);
    await divide(5); // named now
    await expect(database.db.transaction(async (tx) => tx.execute(sql`SELECT 10 / ${0}::int AS q, 'divide-marker' AS m`))).rejects.toThrow();
    expect((await divide(2)).rows[0].q).toBe(5);
    expect(await prepared('divide-marker')).toHaveLength(1);
  });

  it(`a session keeps at most ${MAX_PREPARED} statements; texts past that still run, unnamed`, async () => {
    for (let i = 0; i < MAX_PREPARED + 30; i++) {
      for (let round = 0; round < 2; round++) {
        // A text of its own for each i (the marker is part of the text, the number a parameter).
        const { rows } = await database.db.execute<{ v: number }>(sql`SELECT ${i}::int AS v, ${sql.raw(`'bound-marker-${i}'`)} AS m`);
        expect(rows[0].v).toBe(i);
      }
    }
    const all = (await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0].n;
    expect(all).toBe(MAX_PREPARED);
    expect((await prepared('bound-marker')).length).toBeLessThan(MAX_PREPARED);
  });
});
