import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory holding an embedded database with every migration applied ('' with DATABASE_URL). */
    dbTemplate: string;
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
    return;
  }
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
