import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory holding an embedded database with every migration applied ('' with DATABASE_URL). */
    dbTemplate: string;
    /** With DATABASE_URL: the name of a PostgreSQL database with every migration applied, that each file copies. */
    pgTemplate: string;
  }
}

/** Memory-backed files where the system has them: the copies are written and read by every test. */
export const scratchBase = () => (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());

/**
 * The api project's global setup: one embedded database, created and migrated once, that each test
 * file copies (openFromTemplate). Creating one (PGlite's initdb, then the migrations) cost 6-7 s of CPU;
 * a copy and its opening cost about 1.5 s, and there are twenty files with a database.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('dbTemplate', '');
    const name = `${databaseName(process.env.DATABASE_URL)}_tpl`;
    await adminQuery(process.env.DATABASE_URL, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await adminQuery(process.env.DATABASE_URL, `CREATE DATABASE "${name}"`);
    const db = await openDatabase({ databaseUrl: withDatabase(process.env.DATABASE_URL, name), dataDir: tmpdir(), inMemory: true });
    await db.close();
    project.provide('pgTemplate', name);
    // The files' copies are dropped here, once every file has ended: dropped as each file ended, a
    // connection something of the file still held was cut (WITH FORCE) and its reset surfaced as an
    // error in the next file of that worker.
    return async () => {
      const url = process.env.DATABASE_URL!;
      for (const copy of await adminQuery(url, `SELECT datname FROM pg_database WHERE datname LIKE '${name.replace(/_tpl$/, '')}\\_f\\_%'`)) {
        await adminQuery(url, `DROP DATABASE IF EXISTS "${copy.datname}" WITH (FORCE)`);
      }
      await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    };
  }
  project.provide('pgTemplate', '');
  const dir = mkdtempSync(join(scratchBase(), 'inkwell-test-template-'));
  const db = await openDatabase({ dataDir: dir });
  await db.close();
  project.provide('dbTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

/** A database of the test file's own in `dataDir`: a copy of the template, opened from there. */
export async function openFromTemplate(template: string, dataDir: string): Promise<Database> {
  cpSync(join(template, 'db'), join(dataDir, 'db'), { recursive: true });
  return openDatabase({ dataDir });
}

/**
 * On PostgreSQL, each test file has a database of its own, copied from the migrated template, so
 * that two files run at once (a file empties every table before each of its tests). Made when the
 * file starts (server/test/setupApi.ts), which points DATABASE_URL at it for the file's code, and
 * dropped with the template when the run ends (setup's teardown).
 */
export async function fileDatabase(serverUrl: string, template: string): Promise<string> {
  const name = `${template.replace(/_tpl$/, '')}_f_${process.pid}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  // Two copies of one template at the same moment can meet PostgreSQL's "being accessed" check.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      break;
    } catch (err) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(err))) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
  return withDatabase(serverUrl, name);
}

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(name)}`;
  return u.toString();
};

/** One statement on its own connection to the server of `url` (CREATE and DROP DATABASE run outside a transaction). */
async function adminQuery(url: string, sql: string): Promise<Record<string, string>[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}
