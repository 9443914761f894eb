import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { JobRunner } from '../jobs/runner.ts';
import { backupsDir, namesIn, nextBackupInMs, takeBackup, writeStatus } from './backups.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Asks for a backup of the embedded database now (`npm run backup` while the server runs); false on PostgreSQL. */
    backupNow(): boolean;
  }
}

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** No backup in the first minutes after a start: a server restarting in a loop is not slowed by one each time. */
export const FIRST_BACKUP_DELAY_MS = 5 * 60_000;

/**
 * The backup task of the process's job runner: every BACKUP_HOURS from the newest backup in
 * DATA_DIR/backups (a restart does not postpone it), on the embedded database only. It is a periodic
 * task rather than a job of the durable table on purpose: that table is inside the database being
 * copied, and a backup cut short needs no retry (the next start finds the newest one old and takes one).
 * Each run's outcome goes to DATA_DIR/backups/last-backup.json, which `npm run backup` waits on.
 */
export function scheduleBackups(jobs: JobRunner, db: Database, config: Config, log: Log): { kick(): boolean; abort(): void } | null {
  if (db.kind !== 'embedded') {
    log.info({ task: 'backup' }, 'backups: this server uses PostgreSQL (DATABASE_URL), which the server does not back up: use pg_dump (README.md, "Backups")');
    return null;
  }
  const intervalMs = config.BACKUP_HOURS * 3_600_000;
  // A stop does not wait minutes for a large backup's packing: it is abandoned, the earlier ones stay.
  const stopping = new AbortController();
  const run = async () => {
    const startedAt = new Date().toISOString();
    try {
      const r = await takeBackup({ database: db, dataDir: config.dataDir, keep: config.BACKUP_KEEP, signal: stopping.signal });
      writeStatus(config.dataDir, { startedAt, finishedAt: new Date().toISOString(), ok: true, file: r.file, bytes: r.bytes });
      log.info({ task: 'backup', file: r.file, bytes: r.bytes, heldAt: new Date(r.heldAt).toISOString(), heldMs: Math.round(r.heldMs), ms: Math.round(r.ms), pruned: r.pruned }, 'backup taken');
    } catch (err) {
      writeStatus(config.dataDir, { startedAt, finishedAt: new Date().toISOString(), ok: false, error: err instanceof Error ? err.message : String(err) });
      throw err;
    }
  };
  // BACKUP_HOURS=0: none on a schedule (the task's timer is then only a placeholder that takes no
  // backup), but one asked for (the signal from `npm run backup`) still runs.
  let asked = false;
  const every = intervalMs > 0 ? intervalMs : 2 ** 31 - 1;
  const first = intervalMs > 0 ? nextBackupInMs(namesIn(config.dataDir), intervalMs, Date.now(), FIRST_BACKUP_DELAY_MS) : every;
  log.info({ task: 'backup', dir: backupsDir(config.dataDir), hours: config.BACKUP_HOURS, keep: config.BACKUP_KEEP, firstInMinutes: intervalMs > 0 ? Math.round(first / 60_000) : null }, 'backups of the embedded database');
  const task = jobs.every(
    'backup',
    every,
    () => {
      const wanted = asked || intervalMs > 0;
      asked = false;
      return wanted ? run() : undefined;
    },
    { firstRunMs: first },
  );
  return {
    kick: () => {
      asked = true;
      task.kick();
      return true;
    },
    abort: () => stopping.abort(),
  };
}
