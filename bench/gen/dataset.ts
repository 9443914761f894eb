import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { openDatabase } from '../../server/db/client.ts';
import { rng } from '../lib/rng.ts';
import { generate, SIZES, type GenStats, type Size } from './generate.ts';
import { WORDS } from './words.ts';

export const BENCH_DIR = dirname(dirname(fileURLToPath(import.meta.url)));
export const DATA_ROOT = join(BENCH_DIR, '.data');
export const PG_BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';

/** What the load scripts rotate over, read from the generated data. */
export interface Meta {
  size: Size;
  /** The migrations the data was generated under (see schemaStamp). */
  schema?: string[];
  stats: GenStats;
  blogIds: string[];
  blogUuids: string[];
  userIds: string[];
  searchTerms: string[];
  userQueries: string[];
}

async function sampleMeta(pool: pg.Pool, size: Size, stats: GenStats): Promise<Meta> {
  const blogs = (await pool.query<{ id: string; blog_id: string }>(`SELECT id, blog_id FROM blogs WHERE NOT draft ORDER BY md5(id::text) LIMIT 1000`)).rows;
  const users = (await pool.query<{ id: string; username: string; fullname: string }>(`SELECT id, username, fullname FROM users ORDER BY md5(id::text) LIMIT 500`)).rows;
  const r = rng(99);
  const searchTerms: string[] = [];
  for (let i = 0; i < 40; i++) searchTerms.push(r.pick(WORDS));
  for (let i = 0; i < 20; i++) {
    const w = r.pick(WORDS.filter((x) => x.length >= 6));
    searchTerms.push(w.slice(0, r.int(3, w.length - 2)));
  }
  for (let i = 0; i < 20; i++) searchTerms.push(`${r.pick(WORDS)} ${r.pick(WORDS).slice(0, 4)}`);
  searchTerms.push('cafe', 'naive resume', 'CRÈME');
  const userQueries = users.slice(0, 60).map((u, i) => (i % 3 === 0 ? u.username.slice(0, 4) : i % 3 === 1 ? u.fullname.split(' ')[1].toLowerCase() : u.fullname.slice(2, 6)));
  return { size, stats, blogIds: blogs.map((b) => b.blog_id), blogUuids: blogs.map((b) => b.id), userIds: users.map((u) => u.id), searchTerms, userQueries };
}

/**
 * The server's migrations, each by name and content. A dataset made under other migrations (or an
 * edited one) is made again: the server would migrate it on start, but a migrated table keeps the old
 * rows' layout (a dropped column's bytes), and the figures would not be those of a database created
 * by the current code.
 */
const schemaStamp = () => {
  const dir = join(dirname(BENCH_DIR), 'server/db/migrations');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => `${f}:${createHash('sha1').update(readFileSync(join(dir, f))).digest('hex').slice(0, 12)}`);
};

/** The embedded dataset of a size, generated once per schema and kept under bench/.data/. */
export async function embeddedDataset(size: Size, log: (m: string) => void = console.log): Promise<{ dir: string; meta: Meta }> {
  const dir = join(DATA_ROOT, `embedded-${size}`);
  const metaFile = join(dir, 'meta.json');
  if (existsSync(metaFile)) {
    const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as Meta;
    if (JSON.stringify(meta.schema) === JSON.stringify(schemaStamp())) return { dir, meta };
    log(`the embedded ${size} dataset was made under other migrations: making it again`);
  }
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  log(`generating the embedded ${size} dataset in ${dir} ...`);
  const db = await openDatabase({ dataDir: tmp });
  let meta: Meta;
  try {
    const stats = await generate(db.pool, SIZES[size], (m) => log(`  ${m}`));
    meta = { ...(await sampleMeta(db.pool, size, stats)), schema: schemaStamp() };
  } finally {
    await db.close();
  }
  writeFileSync(join(tmp, 'meta.json'), JSON.stringify(meta));
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
  log(`  done in ${meta.stats.seconds.toFixed(1)} s`);
  return { dir, meta };
}

/** A throw-away copy of a cached dataset (runs write to it). */
export function workingCopy(dir: string): { dir: string; remove(): void } {
  const copy = join(DATA_ROOT, `work-${process.pid}-${Date.now()}`);
  cpSync(dir, copy, { recursive: true });
  rmSync(join(copy, 'db.lock'), { force: true });
  return { dir: copy, remove: () => rmSync(copy, { recursive: true, force: true }) };
}

export function psql(sqlText: string, db = 'postgres') {
  execFileSync('psql', [`${PG_BASE}/${db}`, '-qAtc', sqlText], { stdio: ['ignore', 'pipe', 'pipe'] });
}

/** A PostgreSQL database of its own, migrated, optionally filled; drop() removes it. */
export async function postgresDatabase(name: string): Promise<{ url: string; drop(): void }> {
  psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  psql(`CREATE DATABASE ${name}`);
  const url = `${PG_BASE}/${name}`;
  const db = await openDatabase({ databaseUrl: url, dataDir: DATA_ROOT });
  await db.close();
  return { url, drop: () => psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A PostgreSQL dataset of a size in a database of its own (generated each run: it is fast there). */
export async function postgresDataset(size: Size, log: (m: string) => void = console.log): Promise<{ url: string; meta: Meta; drop(): void }> {
  const pgdb = await postgresDatabase(`inkwell_bench_${size}_${process.pid}`);
  log(`generating the PostgreSQL ${size} dataset ...`);
  const db = await openDatabase({ databaseUrl: pgdb.url, dataDir: DATA_ROOT });
  try {
    const stats = await generate(db.pool, SIZES[size], (m) => log(`  ${m}`));
    const meta = await sampleMeta(db.pool, size, stats);
    log(`  done in ${stats.seconds.toFixed(1)} s`);
    return { url: pgdb.url, meta, drop: pgdb.drop };
  } finally {
    await db.close();
  }
}
