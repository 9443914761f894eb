import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../db/client.ts';
import { snapshotEmbedded } from '../db/snapshot.ts';
import { packSnapshot, syncDir } from './archive.ts';

/**
 * Backups of the embedded database (docs/decisions/0022-backups.md): DATA_DIR/backups holds one file
 * per backup, named by the time it was taken (UTC, so that names sort as times do), each written under
 * a `.partial` name, made durable and then renamed: a crash leaves the earlier ones whole and at most
 * one `.partial` (or a `.partial` snapshot folder), which the next backup removes.
 */
export const BACKUP_DIR = 'backups';
export const PREFIX = 'inkwell-';
export const SUFFIX = '.tar.gz';
export const PARTIAL = '.partial';
/** What the last run said, for `npm run backup` waiting on the server (server/backup/cli.ts). */
export const STATUS_FILE = 'last-backup.json';
/** DATA_DIR's generated signing secret (server/config.ts), kept with the database it signed for. */
export const SECRET_FILE = 'jwt-secret';

const NAME = /^inkwell-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z\.tar\.gz$/;

export const backupsDir = (dataDir: string) => join(dataDir, BACKUP_DIR);

/** inkwell-20261128T101500123Z.tar.gz: the time it was taken, UTC to the millisecond. */
export function backupName(at: Date): string {
  return `${PREFIX}${at.toISOString().replace(/[-:.]/g, '')}${SUFFIX}`;
}

/** When the backup of this name was taken, or null for a name that is not a complete backup's. */
export function takenAt(name: string): Date | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, ms] = m;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The complete backups among `names`, oldest first. A `.partial` or any other file is not one. */
export function completeBackups(names: string[]): string[] {
  return names.filter((n) => takenAt(n) !== null).sort();
}

/** The backups to delete so that the newest `keep` remain. */
export function toPrune(names: string[], keep: number): string[] {
  const complete = completeBackups(names);
  return complete.slice(0, Math.max(0, complete.length - keep));
}

/** What a crash during a backup leaves: a `.partial` file or snapshot folder. */
export const isPartial = (name: string) => name.startsWith(PREFIX) && name.endsWith(PARTIAL);

/** The complete backups in DATA_DIR/backups, oldest first (full paths). */
export function listBackups(dataDir: string): string[] {
  const dir = backupsDir(dataDir);
  if (!existsSync(dir)) return [];
  return completeBackups(readdirSync(dir)).map((n) => join(dir, n));
}

/**
 * When the next backup is due (ms from `now`): BACKUP_HOURS after the newest one, and never sooner
 * than `minDelayMs` after a start, so that a server that restarts again and again is not slowed by a
 * backup at each start.
 */
export function nextBackupInMs(names: string[], intervalMs: number, now: number, minDelayMs: number): number {
  const newest = completeBackups(names).at(-1);
  const due = newest ? takenAt(newest)!.getTime() + intervalMs : now;
  return Math.max(minDelayMs, due - now);
}

export interface BackupResult {
  file: string;
  bytes: number;
  /** How long the database was held for the snapshot (reads needing it waited), from `heldAt` (ms since the epoch). */
  heldMs: number;
  heldAt: number;
  ms: number;
  pruned: string[];
}

export interface BackupOptions {
  database: Database;
  dataDir: string;
  keep: number;
  now?: () => Date;
  /** Stops the packing (the server is stopping): the `.partial` is removed and the earlier backups stay. */
  signal?: AbortSignal;
}

/**
 * Takes one backup now: removes what an earlier crash left, copies a consistent snapshot of the
 * database's files (server/db/snapshot.ts), packs it into `<name>.partial`, fsyncs it, renames it to
 * `<name>` and fsyncs the folder, then deletes all but the newest `keep`.
 */
export async function takeBackup({ database, dataDir, keep, now = () => new Date(), signal }: BackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const dir = backupsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  // One backup runs at a time (one task, one process holds the database): a `.partial` now is a crash's.
  for (const name of readdirSync(dir).filter(isPartial)) rmSync(join(dir, name), { recursive: true, force: true });
  let at = now();
  // Two backups in one millisecond (a test, a clock set back) must not share a name.
  while (existsSync(join(dir, backupName(at)))) at = new Date(at.getTime() + 1);
  const name = backupName(at);
  const snapshot = join(dir, `${name}.files${PARTIAL}`);
  const partial = join(dir, `${name}${PARTIAL}`);
  try {
    const heldAt = Date.now();
    const heldMs = await snapshotEmbedded(database, dataDir, join(snapshot, 'db'));
    // The secret signs sessions and the unsubscribe links in mail already sent: a restored site keeps them working.
    if (existsSync(join(dataDir, SECRET_FILE))) copyFileSync(join(dataDir, SECRET_FILE), join(snapshot, SECRET_FILE));
    // Packed outside the database's turn: reads are served meanwhile.
    const bytes = await packSnapshot(snapshot, partial, { createdAt: at, signal });
    renameSync(partial, join(dir, name));
    syncDir(dir);
    const pruned = toPrune(readdirSync(dir), keep);
    for (const old of pruned) rmSync(join(dir, old), { force: true });
    return { file: join(dir, name), bytes, heldAt, heldMs, ms: performance.now() - started, pruned };
  } finally {
    rmSync(snapshot, { recursive: true, force: true });
    rmSync(partial, { force: true });
  }
}

export interface BackupStatus {
  startedAt: string;
  finishedAt: string;
  ok: boolean;
  file?: string;
  bytes?: number;
  error?: string;
}

/** Records the outcome of a run in DATA_DIR/backups/last-backup.json (written whole: temporary name, rename). */
export function writeStatus(dataDir: string, status: BackupStatus): void {
  const dir = backupsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const tmp = join(dir, `.${STATUS_FILE}.${process.pid}`);
  writeFileSync(tmp, JSON.stringify(status) + '\n');
  renameSync(tmp, join(dir, STATUS_FILE));
}

export function readStatus(dataDir: string): BackupStatus | null {
  try {
    return JSON.parse(readFileSync(join(backupsDir(dataDir), STATUS_FILE), 'utf8')) as BackupStatus;
  } catch {
    return null;
  }
}

/** The names in DATA_DIR/backups (for the schedule). */
export function namesIn(dataDir: string): string[] {
  const dir = backupsDir(dataDir);
  return existsSync(dir) && statSync(dir).isDirectory() ? readdirSync(dir) : [];
}
