import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as schema from './schema.ts';
import { PgliteWorker, WorkerConnection } from './workerConnection.ts';
import { ForegroundFirst } from './foregroundFirst.ts';

// Counts and sums come back as int8; every one of ours fits in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

export type Db = NodePgDatabase<typeof schema>;

type QueryFn = (config: unknown, ...rest: unknown[]) => unknown;
const withoutTypes = (config: unknown) =>
  config && typeof config === 'object' && 'types' in config ? { ...(config as object), types: undefined } : config;

/**
 * drizzle hands node-postgres a per-query `types` object (timestamps as strings). PGlite's pg adapter
 * reads `types` as parameter types and fails on it, so both modes drop it: one code path, and dates
 * come back as Date objects from pg's own parsers either way. With `prepared`, a connection's
 * statements are also named (StatementNames).
 */
function uniformTypes(pool: pg.Pool, prepared = false): pg.Pool {
  const patch = (target: { query: QueryFn }, names?: StatementNames) => {
    const original = target.query.bind(target) as QueryFn;
    target.query = names ? (config, ...rest) => original(names.name(withoutTypes(config), rest[0]), ...rest) : (config, ...rest) => original(withoutTypes(config), ...rest);
  };
  patch(pool as unknown as { query: QueryFn });
  pool.on('connect', (client) => {
    // Names belong to the connection (the session that parsed them), which outlives a client here.
    const connection = (client as unknown as { connection: object }).connection;
    let names = prepared ? statementNames.get(connection) : undefined;
    if (prepared && !names) statementNames.set(connection, (names = new StatementNames()));
    patch(client as unknown as { query: QueryFn }, names);
  });
  return pool;
}

/** How many statements a connection keeps prepared, at most; and how many one-off texts it remembers. */
export const MAX_PREPARED = 200;
const MAX_SEEN = 2_000;

/**
 * Names the statements the embedded database runs again and again, so that it parses each once:
 * node-postgres prepares a named statement on its first use and then only binds and executes it. The
 * plan is still made for each execution's values (EMBEDDED_SETTINGS: plan_cache_mode): PostgreSQL's
 * generic plans, which it adopts after five executions, made blog search 4x slower and trending a
 * third slower. On the embedded database every statement waits for the one thread, so what parsing
 * costs is throughput for every cache miss and write (bench/README.md, "The embedded database": with
 * the read cache off, get-blog +46%, a blog page's HTML +45%, search-blogs +26%, search-users +59%).
 * A text is named the second time it is seen, and at most MAX_PREPARED of them (the first to repeat:
 * the hot paths), so one-off texts (lists of ids of every length) take no memory in the session. Values stay
 * parameters: a name is for the text. Not for PostgreSQL: behind a pooler in transaction mode
 * (PgBouncer) a named statement may reach a session that never prepared it.
 */
export class StatementNames {
  private names = new Map<string, string>();
  private seen = new Set<string>();

  /**
   * `config` with a name when its text has earned one: a query object (as drizzle sends every query,
   * `client.query({ text }, values)`) with parameters, in `values` or its own.
   */
  name(config: unknown, values: unknown): unknown {
    if (!config || typeof config !== 'object') return config;
    const c = config as { text?: unknown; values?: unknown; name?: unknown };
    if (typeof c.text !== 'string' || !(Array.isArray(values) || Array.isArray(c.values)) || c.name !== undefined) return config;
    let name = this.names.get(c.text);
    if (name === undefined) {
      if (this.names.size >= MAX_PREPARED) return config;
      if (!this.seen.has(c.text)) {
        if (this.seen.size >= MAX_SEEN) this.seen.clear();
        this.seen.add(c.text);
        return config;
      }
      this.seen.delete(c.text);
      name = `inkwell_${this.names.size}`;
      this.names.set(c.text, name);
    }
    return { ...c, name };
  }
}
const statementNames = new WeakMap<object, StatementNames>();

export interface Database {
  db: Db;
  pool: pg.Pool;
  kind: 'embedded' | 'postgres';
  /** Closes the pool and, for the embedded database, shuts PGlite down cleanly. */
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL; when unset the embedded database in `dataDir` is used. */
  databaseUrl?: string;
  dataDir: string;
  /** Embedded only: keep the database in memory (tests). */
  inMemory?: boolean;
}

export class DatabaseInUseError extends Error {}

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens the database the server uses: PGlite in DATA_DIR by default, PostgreSQL when a URL is given. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  let database: Database;
  if (opts.databaseUrl) {
    const pool = uniformTypes(new pg.Pool({ connectionString: opts.databaseUrl, max: 10 }));
    pool.on('error', () => {}); // an idle client's error is reported on its next use
    database = { db: drizzle(pool, { schema }), pool, kind: 'postgres', close: () => pool.end() };
  } else {
    const creating = !opts.inMemory && !existsSync(join(opts.dataDir, 'db', 'PG_VERSION'));
    if (creating) await createInOwnProcess(opts.dataDir);
    database = await openEmbedded(opts);
  }
  await migrated(database);
  return database;
}

async function migrated(database: Database) {
  try {
    await migrate(database.pool);
  } catch (err) {
    await database.close();
    throw err;
  }
}

/**
 * Creating the embedded database (PGlite's initdb, then the migrations) grows its WebAssembly memory
 * to 750-850 MB resident, and WebAssembly memory never shrinks. It used to be made in a thread of
 * the server, closed, and opened again in a new thread: the WebAssembly memory went with the first
 * thread, but the malloc arena that thread had used kept 25-30 MB of freed memory resident for the
 * server's whole life (an idle server on a fresh data directory 256-270 MB against 232-239 MB
 * restarted on the same files; bench/README.md, "Embedded database: where the idle server's memory
 * goes"). So the files are made by a short-lived process of their own (server/db/createEmbedded.ts),
 * which gives all of it back when it exits, while this process holds the lock on the directory.
 */
async function createInOwnProcess(dataDir: string): Promise<void> {
  const location = join(dataDir, 'db');
  mkdirSync(location, { recursive: true });
  const release = takeLock(join(dataDir, 'db.lock'), location);
  try {
    const here = import.meta.url;
    // From the sources (tsx, the tests) the script is TypeScript beside this file and needs tsx's
    // loader; in the built server it is build/server/createEmbedded.mjs (scripts/build-server.mjs).
    const args = here.endsWith('.ts')
      ? ['--import', pathToFileURL(createRequire(here).resolve('tsx')).href, fileURLToPath(new URL('./createEmbedded.ts', here))]
      : [fileURLToPath(new URL('./createEmbedded.mjs', here))];
    const child = spawn(process.execPath, ['--v8-pool-size=1', ...args, location], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (errors = (errors + chunk).slice(-4_000)));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    if (code !== 0) throw new Error(`Creating the embedded database in ${location} failed (exit code ${code}):\n${errors.trim()}`);
  } finally {
    release();
  }
}

/**
 * What the creating process runs (server/db/createEmbedded.ts): the database's files in `location`,
 * made and migrated, then closed cleanly. No lock: the process that asked holds it.
 */
export async function createEmbeddedFiles(location: string): Promise<void> {
  const worker = await PgliteWorker.start(location, EMBEDDED_SETTINGS);
  const pool = uniformTypes(new pg.Pool({ max: 1, connection: new WorkerConnection(worker) } as unknown as pg.PoolConfig));
  try {
    await migrate(pool);
  } finally {
    await pool.end().catch(() => {});
    await worker.close();
  }
}

/**
 * PostgreSQL settings of the embedded database. PGlite's defaults reserve 160 MB of shared buffers in
 * the server's own memory, all of it resident (zeroed at start); the operating system caches the data
 * files anyway, and the server keeps its answers (server/cache), so a small pool costs reads little:
 * 32 MB took the server from about 450 to about 310 MB resident at 100,000 blogs; 8 MB takes another
 * 20-25 MB off every embedded server, for about a tenth fewer uncached deep pages a second
 * (bench/README.md, "Newsletter on a quiet host, and a smaller pool for the embedded database").
 */
const EMBEDDED_SETTINGS = [
  'shared_buffers=8MB',
  'work_mem=4MB',
  'maintenance_work_mem=16MB',
  // Prepared statements (StatementNames) are planned for their values each time, never generically.
  'plan_cache_mode=force_custom_plan',
];

async function openEmbedded(opts: OpenOptions): Promise<Database> {
  let release = () => {};
  let location = 'memory://';
  if (!opts.inMemory) {
    location = join(opts.dataDir, 'db');
    mkdirSync(location, { recursive: true });
    release = takeLock(join(opts.dataDir, 'db.lock'), location);
  }
  // PGlite runs in a thread of its own (server/db/pgliteWorker.mjs): while a query runs there, this
  // thread goes on answering requests from the cache.
  let worker: PgliteWorker;
  try {
    worker = await PgliteWorker.start(location, EMBEDDED_SETTINGS);
  } catch (err) {
    release();
    throw err;
  }
  const connection = new WorkerConnection(worker);
  // PGlite is one session: one client, which a transaction holds until it ends.
  const pool = uniformTypes(new pg.Pool({ max: 1, connection } as unknown as pg.PoolConfig), true);
  // Its waiters in line for that one client: readers before background work (foregroundFirst.ts).
  (pool as unknown as { _pendingQueue: object[] })._pendingQueue = new ForegroundFirst();
  let closed = false;
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: 'embedded',
    async close() {
      if (closed) return;
      closed = true;
      await pool.end().catch(() => {});
      await worker.close();
      release();
    },
  };
}

/**
 * PGlite admits one process. A lock file with our pid keeps a second process (a seed while the
 * server runs) from opening the same files; a lock left by a dead process is taken over.
 */
function takeLock(file: string, location: string): () => void {
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new DatabaseInUseError(
        `The embedded database in ${location} is in use by another process (pid ${pid}). ` +
          'It admits one process at a time: stop the server first (or point DATABASE_URL at a PostgreSQL server).',
      );
    }
  }
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
    } catch {
      /* already gone */
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Applies the committed SQL migrations in order, each once, under an advisory lock (several instances may start together). */
export async function migrate(pool: pg.Pool): Promise<void> {
  const files = readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(724001)');
    await client.query('CREATE TABLE IF NOT EXISTS _migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await client.query<{ name: string }>('SELECT name FROM _migrations')).rows.map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      const text = readFileSync(join(migrationsDir, file), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await client.query(statement);
      }
      await client.query('INSERT INTO _migrations (name) VALUES ($1)', [file]);
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/**
 * Empties every table of the schema but the migrations' record and restarts every sequence, in one
 * transaction: what each api test starts from. DELETE rather than TRUNCATE: on the few rows a test
 * leaves it is about ten times quicker (TRUNCATE makes new files for every table and index, 70 ms on
 * the embedded database against 8). Foreign keys and triggers are off inside it
 * (session_replication_role, which needs a superuser, as the test databases are), so the order does
 * not matter; the tables and sequences are read from the catalogue, so a new table is emptied too.
 * The sequences go back to their start with setval(..., false), which is what RESTART does, without
 * ALTER SEQUENCE's catalogue change (each one invalidated the session's caches: 24 ms of CPU a call
 * on the embedded database, 3 ms with setval and the names below).
 */
export async function emptyAllTables(database: Database): Promise<void> {
  // Read before taking the connection: the embedded database's pool has one.
  const statements = await emptyingStatements(database);
  const client = await database.pool.connect();
  try {
    // One simple-protocol query (no parameters): several statements, one round trip.
    await client.query(`BEGIN; SET LOCAL session_replication_role = replica; ${statements} COMMIT;`);
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/**
 * The DELETEs and setvals of emptyAllTables, read from the catalogue once per open database (the
 * schema is the migrations', complete when the database opens): two catalogue queries a test were
 * a fifth of its cost.
 */
const emptying = new WeakMap<Database, Promise<string>>();
function emptyingStatements(database: Database): Promise<string> {
  let statements = emptying.get(database);
  if (!statements) {
    statements = (async () => {
      const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
      const tables = (await database.pool.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_migrations'`)).rows;
      const sequences = (await database.pool.query<{ name: string; start: string }>(`SELECT sequencename AS name, start_value::text AS start FROM pg_sequences WHERE schemaname = 'public'`)).rows;
      const deletes = tables.map((t) => `DELETE FROM ${quoted(t.name)};`).join(' ');
      // The sequence's name as a regclass literal: quoted as an identifier, then as a string.
      const restarts = sequences.map((q) => `setval('public.${quoted(q.name).replaceAll("'", "''")}', ${q.start}, false)`).join(', ');
      return `${deletes}${restarts ? ` SELECT ${restarts};` : ''}`;
    })();
    emptying.set(database, statements);
    // A failed read is not kept: the next call reads again.
    statements.catch(() => emptying.delete(database));
  }
  return statements;
}

/** Empties every table (the seed, before it makes the demo community). */
export async function truncateAll(db: Db): Promise<void> {
  await db.execute(sql`TRUNCATE jobs, redirects, import_items, imports, blog_revisions, series, moderation_log, reports, invites, site_settings, blocks, bookmarks, follows, digest_items, outbox, account_tokens, upload_uses, sessions, notifications, comments, likes, blogs, uploads, users RESTART IDENTITY CASCADE`);
}

/** Whether the database answers (health). */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
