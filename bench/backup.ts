// A backup of a large embedded database under read load: npm run bench:backup [-- 100k] [--readers=4]
// [--no-restore] [--no-save].
// The built server on a copy of a generated dataset (npm run bench:gen), readers asking back to back
// (get-blog over 2,000 blogs, most of them not in the answer cache yet, the latest-blogs pages, health),
// then `npm run backup` (the CLI asks the running server). Measures the backup's wall time and how long
// the database was held for the snapshot, the readers' p50/p99/max before, while the database was held
// and while the snapshot was packed, the server's peak resident memory, the file's size; then the
// file is checked and restored with `npm run restore` into an empty DATA_DIR (timed).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/client.ts';
import { embeddedDataset, workingCopy } from './gen/dataset.ts';
import type { Size } from './gen/generate.ts';
import { call, percentile } from './lib/client.ts';
import { BENCH_SECRET, ROOT, sleep, startServer } from './lib/server.ts';
import { saveResults } from './lib/results.ts';

const args = process.argv.slice(2);
const size = (args.find((a) => !a.startsWith('--')) ?? '100k') as Size;
const readersN = Number(args.find((a) => a.startsWith('--readers='))?.slice(10) ?? 4);

function cli(dataDir: string, ...rest: string[]): Promise<{ code: number | null; out: string; ms: number }> {
  const t = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/backup/cli.ts', ...rest], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: BENCH_SECRET }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out: out.trim(), ms: performance.now() - t })));
}

const { dir } = await embeddedDataset(size);
const copy = workingCopy(dir);
const restoreTo = join(mkdtempSync(join(tmpdir(), 'inkwell-bench-restore-')), 'data');
const logFile = join(copy.dir, 'server.log');
try {
  // Blogs to read, picked before the server holds the database.
  const db = await openDatabase({ dataDir: copy.dir });
  const ids = (await db.pool.query<{ blog_id: string }>('SELECT blog_id FROM blogs WHERE NOT draft ORDER BY random() LIMIT 2000')).rows.map((r) => r.blog_id);
  await db.close();

  const server = await startServer({ dataDir: copy.dir, logFile, env: { BACKUP_HOURS: '0', LOG_LEVEL: 'info' } });
  console.log(`backup bench on ${size}: server up, RSS ${server.memory().rss} MB`);
  const reads: { at: number; ms: number; ok: boolean; what: string }[] = [];
  let reading = true;
  let n = 0;
  const readers = Array.from({ length: readersN }, async () => {
    while (reading) {
      const k = n++;
      const t = Date.now();
      const what = k % 4 === 3 ? 'latest-blogs' : k % 8 === 1 ? 'health' : 'get-blog';
      const r =
        what === 'latest-blogs'
          ? await call(server.url, '/api/latest-blogs', { page: 1 + (k % 50) })
          : what === 'health'
            ? await call(server.url, '/api/health')
            : await call(server.url, '/api/get-blog', { blog_id: ids[k % ids.length] });
      reads.push({ at: t, ms: Date.now() - t, ok: r.status === 200, what });
    }
  });
  let rssPeak = 0;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, server.memory().rss)), 200);
  await sleep(5000);
  const rssBefore = server.memory().rss;
  const t0 = Date.now();
  const backup = await cli(copy.dir, 'backup');
  await sleep(1000);
  reading = false;
  await Promise.all(readers);
  clearInterval(sampler);
  if (backup.code !== 0) throw new Error(`npm run backup failed: ${backup.out}`);
  const line = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((l) => l.includes('"backup taken"'))
    .map((l) => JSON.parse(l) as { time: number; file: string; bytes: number; heldAt: string; heldMs: number; ms: number })
    .at(-1)!;
  // The server says when it held the database, by the wall clock, as the readers' `at` is taken
  // (counting the backup's duration back from its log line put the window seconds late).
  const heldFrom = Date.parse(line.heldAt);
  const heldTo = heldFrom + line.heldMs;
  const stats = (from: number, to: number) => {
    const xs = reads.filter((r) => r.at >= from && r.at < to);
    return { requests: xs.length, errors: xs.filter((r) => !r.ok).length, p50: percentile(xs.map((r) => r.ms), 50), p99: percentile(xs.map((r) => r.ms), 99), max: Math.round(Math.max(0, ...xs.map((r) => r.ms))) };
  };
  // Which calls waited for the database while it was held (a cached answer does not).
  const byCall = (from: number, to: number) =>
    Object.fromEntries(['get-blog', 'latest-blogs', 'health'].map((w) => {
      const xs = reads.filter((r) => r.at >= from && r.at < to && r.what === w).map((r) => r.ms);
      return [w, { requests: xs.length, p99: percentile(xs, 99), max: Math.round(Math.max(0, ...xs)) }];
    }));
  const before = stats(0, t0);
  const held = stats(heldFrom, heldTo);
  const packing = stats(heldTo, line.time);
  await server.stop();

  let restore: { seconds: number; ok: boolean } | null = null;
  if (!args.includes('--no-restore')) {
    const r = await cli(restoreTo, 'restore', line.file);
    restore = { seconds: Math.round(r.ms / 100) / 10, ok: r.code === 0 };
    console.log(`  restore: ${r.out.split('\n').join(' / ')}`);
  }
  const result = {
    size,
    backupSeconds: Math.round(line.ms / 100) / 10,
    cliSeconds: Math.round(backup.ms / 100) / 10,
    heldSeconds: Math.round(line.heldMs / 100) / 10,
    fileMB: Math.round(line.bytes / 1e5) / 10,
    rssBeforeMB: rssBefore,
    rssPeakMB: rssPeak,
    reads: { before, duringBackup: stats(t0, line.time), whileHeld: held, whilePacking: packing, whileHeldByCall: byCall(heldFrom, heldTo), fromAskToHeld: stats(t0, heldFrom) },
    restore,
  };
  console.log(
    `  backup ${result.backupSeconds} s (database held ${result.heldSeconds} s), ${result.fileMB} MB; server RSS ${rssBefore} MB before, peak ${rssPeak} MB\n` +
      `  reads before: p50 ${before.p50} ms, p99 ${before.p99} ms (${before.requests})\n` +
      `  reads from the ask to the backup's end: p50 ${result.reads.duringBackup.p50} ms, p99 ${result.reads.duringBackup.p99} ms, max ${result.reads.duringBackup.max} ms (${result.reads.duringBackup.requests}, ${result.reads.duringBackup.errors} errors)\n` +
      `  reads while the database was held: p50 ${held.p50} ms, p99 ${held.p99} ms, max ${held.max} ms (${held.requests}, ${held.errors} errors)\n` +
      `  reads while the snapshot was packed: p50 ${packing.p50} ms, p99 ${packing.p99} ms, max ${packing.max} ms (${packing.requests}, ${packing.errors} errors)` +
      `\n  while held, by call: ${JSON.stringify(result.reads.whileHeldByCall)}; from the ask to the hold: ${JSON.stringify(result.reads.fromAskToHeld)}` +
      (restore ? `\n  restore (checked, written, opened once): ${restore.seconds} s` : ''),
  );
  if (!args.includes('--no-save')) saveResults({ backup: result });
} finally {
  copy.remove();
  rmSync(join(restoreTo, '..'), { recursive: true, force: true });
}
