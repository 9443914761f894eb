/**
 * `npm run backup`: a backup of the embedded database now, into DATA_DIR/backups. When a server holds
 * the database (PGlite admits one process), it is asked to take it (SIGUSR2) and this waits for its
 * outcome; otherwise this process opens the database and takes it.
 * `npm run restore -- <file>`: the backup into an empty DATA_DIR, checked first, then opened once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { cliConfig, fail, openCliDatabase, parseArgs } from '../cli/args.ts';
import { openDatabase } from '../db/client.ts';
import { contentCounts } from '../db/snapshot.ts';
import { readStatus, takeBackup } from './backups.ts';
import { restoreBackup, RestoreRefused } from './restore.ts';

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** The pid of the live Node process holding the embedded database, if any. */
function holder(dataDir: string): number | null {
  const lock = join(dataDir, 'db.lock');
  if (!existsSync(lock)) return null;
  const pid = Number(readFileSync(lock, 'utf8').trim());
  if (!pid || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  // A pid reused by another program must not get the signal (SIGUSR2 ends a process that does not handle it).
  const cmdline = `/proc/${pid}/cmdline`;
  if (existsSync(cmdline) && !/node|tsx/.test(readFileSync(cmdline, 'utf8'))) return null;
  return pid;
}

async function backup(config: Config) {
  if (config.DATABASE_URL) {
    fail('DATABASE_URL is set: this install uses PostgreSQL, which Inkwell does not back up itself. Use pg_dump, for example\n  pg_dump --format=custom --file=inkwell.dump "$DATABASE_URL"\n(README.md, "Backups").');
  }
  if (!existsSync(join(config.dataDir, 'db', 'PG_VERSION'))) fail(`There is no embedded database in DATA_DIR (${config.dataDir}).`);
  const pid = holder(config.dataDir);
  if (pid) {
    const asked = Date.now();
    process.kill(pid, 'SIGUSR2');
    console.log(`The server (pid ${pid}) holds the database: it was asked for a backup; waiting for it.`);
    // The server records each run's outcome; ours is the first that started after the signal.
    for (;;) {
      await new Promise((r) => setTimeout(r, 250));
      const status = readStatus(config.dataDir);
      if (status && Date.parse(status.startedAt) >= asked - 1000) {
        if (!status.ok) fail(`The backup failed: ${status.error}`);
        console.log(`Backup written: ${status.file} (${mb(status.bytes ?? 0)})`);
        return;
      }
      if (!holder(config.dataDir)) fail('The server stopped before its backup was written; run `npm run backup` again.');
    }
  }
  const database = await openCliDatabase(config);
  try {
    const r = await takeBackup({ database, dataDir: config.dataDir, keep: config.BACKUP_KEEP });
    console.log(`Backup written: ${r.file} (${mb(r.bytes)}, ${(r.ms / 1000).toFixed(1)} s)${r.pruned.length ? `; ${r.pruned.length} older removed (BACKUP_KEEP=${config.BACKUP_KEEP})` : ''}`);
  } finally {
    await database.close();
  }
}

async function restore(config: Config, file: string | undefined) {
  if (!file) fail('Usage: npm run restore -- <backup file>   (into DATA_DIR, which must be empty or missing)');
  if (config.DATABASE_URL) fail('DATABASE_URL is set: a backup of the embedded database is restored into DATA_DIR; unset DATABASE_URL. A PostgreSQL dump is restored with pg_restore (README.md, "Backups").');
  try {
    const manifest = await restoreBackup(file!, config.dataDir);
    console.log(`Checked and restored ${manifest.files} files (${mb(manifest.bytes)}) of the backup taken ${manifest.createdAt} into ${config.dataDir}.`);
  } catch (err) {
    if (err instanceof RestoreRefused) fail(err.message);
    throw err;
  }
  // Opened once here: recovery runs and the migrations of this version apply, before a server starts on it.
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    const c = await contentCounts(database);
    console.log(`The database opens: ${c.users} users, ${c.blogs} blogs, ${c.comments} comments. Start the server on this DATA_DIR.`);
  } finally {
    await database.close();
  }
}

const USAGE = 'Usage: tsx server/backup/cli.ts backup | restore <file>';
const {
  positionals: [command, arg],
} = parseArgs(process.argv.slice(2), { positionals: 2, usage: USAGE });
const config = cliConfig();
if (command === 'backup') await backup(config);
else if (command === 'restore') await restore(config, arg);
else fail(USAGE);
