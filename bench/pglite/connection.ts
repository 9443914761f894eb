/**
 * Evaluates the embedded database's connection: the
 * product's worker connection (server/db/workerConnection.ts: node-postgres speaking the wire
 * protocol over a MessagePort to PGlite's thread) against PGlite's own socket server
 * (@electric-sql/pglite-socket) in a worker thread with node-postgres connecting over a Unix socket.
 * Same PGlite, same settings, same pool (one client: PGlite is one session), same queries.
 *
 *   npm i --no-save --legacy-peer-deps @electric-sql/pglite-socket@0.2.17   (not a dependency)
 *   npx tsx bench/pglite/connection.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { PgliteWorker, WorkerConnection } from '../../server/db/workerConnection.ts';

const SETTINGS = ['shared_buffers=32MB', 'work_mem=4MB', 'maintenance_work_mem=16MB'];

interface Candidate {
  name: string;
  pool: pg.Pool;
  close(): Promise<void>;
}

async function workerConnection(): Promise<Candidate> {
  const worker = await PgliteWorker.start('memory://', SETTINGS);
  const pool = new pg.Pool({ max: 1, connection: new WorkerConnection(worker) } as unknown as pg.PoolConfig);
  return { name: 'worker connection (ours)', pool, close: async () => (await pool.end(), await worker.close()) };
}

async function socketServer(): Promise<Candidate> {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-socket-'));
  const worker = new Worker(new URL('./socketWorker.mjs', import.meta.url), { workerData: { path: join(dir, '.s.PGSQL.5432'), postgresqlconf: SETTINGS }, execArgv: [] });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  const pool = new pg.Pool({ max: 1, host: dir, port: 5432, user: 'postgres', database: 'template1' });
  return {
    name: 'pglite-socket',
    pool,
    close: async () => {
      await pool.end();
      worker.postMessage('close');
      await new Promise((r) => worker.once('message', r));
      await worker.terminate();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function measure(label: string, n: number, one: (i: number) => Promise<unknown>, concurrency = 1) {
  const times: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        const t = performance.now();
        await one(i);
        times.push(performance.now() - t);
      }
    }),
  );
  const total = performance.now() - start;
  times.sort((a, b) => a - b);
  return { label, opsPerSecond: Math.round((n / total) * 1000), p50: +quantile(times, 0.5).toFixed(3), p99: +quantile(times, 0.99).toFixed(3) };
}

async function run(c: Candidate) {
  const q = (text: string, values?: unknown[]) => c.pool.query(text, values);
  await q(`CREATE TABLE items (id serial PRIMARY KEY, title text NOT NULL, body text NOT NULL)`);
  await q(`INSERT INTO items (title, body) SELECT 'title ' || g, repeat('word ', 200) FROM generate_series(1, 10000) g`);
  const rounds = [];
  for (let warm = 0; warm < 2; warm++) {
    rounds.length = 0;
    rounds.push(await measure('SELECT $1 (round trip)', 5000, (i) => q('SELECT $1::int AS n', [i])));
    rounds.push(await measure('point read by id', 5000, (i) => q('SELECT id, title, body FROM items WHERE id = $1', [(i % 10000) + 1])));
    rounds.push(await measure('200 rows of 1 KB', 300, (i) => q('SELECT id, title, body FROM items WHERE id > $1 ORDER BY id LIMIT 200', [(i * 37) % 9000])));
    rounds.push(
      await measure('write transaction', 1000, async (i) => {
        const client = await c.pool.connect();
        try {
          await client.query('BEGIN');
          await client.query('INSERT INTO items (title, body) VALUES ($1, $2)', [`new ${i}`, 'x']);
          await client.query('UPDATE items SET title = title WHERE id = $1', [(i % 10000) + 1]);
          await client.query('COMMIT');
        } finally {
          client.release();
        }
      }),
    );
    rounds.push(await measure('point read, 50 callers', 5000, (i) => q('SELECT id, title FROM items WHERE id = $1', [(i % 10000) + 1]), 50));
  }
  return rounds;
}

const results: Record<string, unknown[]> = {};
for (const make of [workerConnection, socketServer, workerConnection, socketServer]) {
  const c = await make();
  try {
    results[`${c.name}`] = await run(c);
  } finally {
    await c.close();
  }
}
for (const [name, rounds] of Object.entries(results)) {
  console.log(`\n${name}`);
  console.table(rounds);
}
