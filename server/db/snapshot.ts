import { cp } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Database } from './client.ts';

/**
 * Copies the embedded database's files in `dataDir` to `to` as one consistent snapshot while the
 * server runs: the pool's one client (PGlite is one session) is held for the copy, so no statement
 * runs and no transaction is open meanwhile, and a CHECKPOINT first writes every change to the data
 * files (a restore then replays almost no WAL). Reads the answer cache can serve go on; a read that
 * needs the database waits for the copy (1.6 s at 10,000 blogs: docs/decisions/0022-backups.md).
 * Answers how long the database was held.
 */
export async function snapshotEmbedded(database: Database, dataDir: string, to: string): Promise<number> {
  if (database.kind !== 'embedded') throw new Error('only the embedded database is copied as files; use pg_dump for PostgreSQL');
  const client = await database.pool.connect();
  const started = performance.now();
  try {
    await client.query('CHECKPOINT');
    // postmaster.pid names this process: a restored copy must not carry it.
    await cp(join(dataDir, 'db'), to, { recursive: true, errorOnExist: true, force: false, filter: (src) => basename(src) !== 'postmaster.pid' });
  } finally {
    client.release();
  }
  return performance.now() - started;
}

/** What a restored database holds, for the restore's last line. */
export async function contentCounts(database: Database): Promise<{ users: number; blogs: number; comments: number }> {
  const { rows } = await database.pool.query<{ users: number; blogs: number; comments: number }>(
    'SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM blogs)::int AS blogs, (SELECT count(*) FROM comments)::int AS comments',
  );
  return rows[0];
}
