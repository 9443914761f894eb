import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { PgliteWorker, WorkerConnection } from './workerConnection.ts';

/**
 * The embedded database's connection (PGlite in its own thread), through node-postgres and drizzle as
 * the server uses it. A transaction's BEGIN travels with its first statement; what a transaction
 * does, commits or undoes must be exactly what PostgreSQL does.
 */
describe('WorkerConnection', () => {
  let worker: PgliteWorker;
  let connection: WorkerConnection;
  let pool: pg.Pool;
  let db: ReturnType<typeof drizzle>;

  beforeAll(async () => {
    worker = await PgliteWorker.start('memory://', []);
    connection = new WorkerConnection(worker);
    pool = new pg.Pool({ max: 1, connection } as unknown as pg.PoolConfig);
    db = drizzle(pool);
    await db.execute(sql`CREATE TABLE t (id int PRIMARY KEY, v text NOT NULL)`);
  }, 60_000);

  afterAll(async () => {
    await pool.end();
    await worker.close();
  });

  const values = async () => (await db.execute<{ id: number; v: string }>(sql`SELECT id, v FROM t ORDER BY id`)).rows.map((r) => `${r.id}:${r.v}`);
  const txStatus = async () => (await db.execute<{ open: boolean }>(sql`SELECT now() <> statement_timestamp() AS open`)).rows[0].open;

  it('a committed transaction keeps its rows, with one round trip between threads per statement and the COMMIT', async () => {
    const before = connection.exchanges;
    await db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO t VALUES (1, 'one')`);
      await tx.execute(sql`INSERT INTO t VALUES (2, 'two')`);
    });
    // BEGIN went with the first INSERT: 2 statements + COMMIT (it had been 4 exchanges, BEGIN on its own).
    expect(connection.exchanges - before).toBe(3);
    expect(await values()).toEqual(['1:one', '2:two']);
    // Outside a transaction again: now() and the statement's time differ only inside one.
    expect(await txStatus()).toBe(false);
  });

  it('the statements of a transaction see one another and one snapshot (they are in the same transaction)', async () => {
    const seen = await db.transaction(async (tx) => {
      const a = (await tx.execute<{ t: string }>(sql`SELECT now()::text AS t`)).rows[0].t;
      await tx.execute(sql`SELECT pg_sleep(0.01)`);
      const b = (await tx.execute<{ t: string }>(sql`SELECT now()::text AS t`)).rows[0].t;
      return { a, b };
    });
    expect(seen.a).toBe(seen.b); // now() is the transaction's start: the same in every statement of it
  });

  it('a transaction that throws leaves nothing behind, and the connection goes on working', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO t VALUES (3, 'three')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await values()).toEqual(['1:one', '2:two']);
    expect(await txStatus()).toBe(false);
  });

  it('a failing first statement (the one BEGIN travels with) rolls the transaction back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO t VALUES (1, 'duplicate')`);
      }),
    ).rejects.toSatisfy((err: Error) => /duplicate key/.test(String((err.cause as Error | undefined)?.message)));
    await db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO t VALUES (4, 'four')`);
    });
    expect(await values()).toEqual(['1:one', '2:two', '4:four']);
  });

  it('an empty transaction and a nested one (a savepoint) work', async () => {
    await db.transaction(async () => {});
    await db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO t VALUES (5, 'five')`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO t VALUES (6, 'six')`);
          throw new Error('inner only');
        }),
      ).rejects.toThrow('inner only');
    });
    expect(await values()).toEqual(['1:one', '2:two', '4:four', '5:five']);
  });

  it('a statement outside a transaction costs one round trip and is not in a transaction', async () => {
    const before = connection.exchanges;
    await db.execute(sql`INSERT INTO t VALUES (7, 'seven')`);
    expect(connection.exchanges - before).toBe(1);
    expect(await txStatus()).toBe(false);
    expect(await values()).toContain('7:seven');
  });
});
