import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BackupFileError, readBackup, syncDir, type Manifest } from './archive.ts';

export class RestoreRefused extends Error {}

/**
 * Restores a backup file into `dataDir`, which must be missing or empty (nothing of another site is
 * mixed in or overwritten). The whole file is checked first (server/backup/archive.ts readBackup); only
 * then are the files written, to DATA_DIR/restore.partial, and moved into DATA_DIR (db/, jwt-secret) when all are there. The
 * database opens on them as after a crash: PostgreSQL's recovery finds the checkpoint the snapshot
 * was taken after. Throws RestoreRefused with the reason; answers the backup's manifest.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<Manifest> {
  if (!existsSync(file)) throw new RestoreRefused(`No backup file at ${file}.`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new RestoreRefused(
      `DATA_DIR (${dataDir}) is not empty. A restore goes into an empty folder, so that nothing of the site there is overwritten or mixed with the backup's: ` +
        'stop the server, move that folder aside (or point DATA_DIR at a new one) and run the restore again.',
    );
  }
  try {
    await readBackup(file);
  } catch (err) {
    if (err instanceof BackupFileError) throw new RestoreRefused(`${file} cannot be restored: ${err.message}. Nothing was written.`);
    throw err;
  }
  mkdirSync(dataDir, { recursive: true });
  // Written beside where it goes, then moved in: a restore cut short leaves no DATA_DIR/db that looks whole.
  const partial = join(dataDir, 'restore.partial');
  mkdirSync(partial);
  try {
    const manifest = await readBackup(file, partial);
    if (!existsSync(join(partial, 'db', 'PG_VERSION'))) throw new BackupFileError('it holds no database (no db/PG_VERSION)');
    for (const name of readdirSync(partial)) renameSync(join(partial, name), join(dataDir, name));
    rmSync(partial, { recursive: true });
    syncDir(dataDir);
    return manifest;
  } catch (err) {
    rmSync(partial, { recursive: true, force: true });
    if (err instanceof BackupFileError) throw new RestoreRefused(`${file} cannot be restored: ${err.message}. Nothing was kept.`);
    throw err;
  }
}
