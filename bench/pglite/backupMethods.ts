/**
 * Measures the candidate ways to back up the embedded database while it is being read
 * (docs/decisions/0022-backups.md): PGlite's pg_dump (@electric-sql/pglite-tools), PGlite's
 * dumpDataDir() (a tar of the data directory made in memory, plain or gzip), and a copy of the data
 * directory after a CHECKPOINT (then packed outside the database's turn). One child process per
 * candidate, on a copy of a generated dataset, so each one's peak resident memory is its own.
 *
 *   npm run bench:gen -- 10k
 *   npm i --no-save --legacy-peer-deps @electric-sql/pglite-tools@0.4.8   (not a dependency; for pg_dump)
 *   npx tsx bench/pglite/backupMethods.ts [10k] [--methods=copy,dumpDataDir,dumpDataDir-gzip,pg_dump]
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { packSnapshot } from '../../server/backup/archive.ts';

const SETTINGS = ['shared_buffers=32MB', 'work_mem=4MB', 'maintenance_work_mem=16MB'];
const ROOT = join(fileURLToPath(import.meta.url), '../../..');

function peakRss(): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
}

const dirSize = (dir: string): number => {
  const out = spawnSync('du', ['-sb', dir], { encoding: 'utf8' }).stdout;
  return Number(out.split('\t')[0]);
};

async function child(size: string, method: string) {
  const work = mkdtempSync(join(tmpdir(), 'inkwell-backup-methods-'));
  try {
    cpSync(join(ROOT, 'bench', '.data', `embedded-${size}`, 'db'), join(work, 'db'), { recursive: true });
    const worker = new Worker(new URL('./backupWorker.mjs', import.meta.url), { workerData: { location: join(work, 'db'), postgresqlconf: SETTINGS }, execArgv: [] });
    await new Promise((r) => worker.once('message', r));
    let next = 1;
    const waiting = new Map<number, (m: Record<string, unknown>) => void>();
    worker.on('message', (m: { id: number }) => {
      waiting.get(m.id)?.(m);
      waiting.delete(m.id);
    });
    const ask = (msg: object) =>
      new Promise<Record<string, unknown>>((resolve) => {
        const id = next++;
        waiting.set(id, resolve);
        worker.postMessage({ ...msg, id });
      });
    const ids = ((await ask({ type: 'query', sql: 'SELECT blog_id FROM blogs ORDER BY random() LIMIT 2000', want: true })).rows as { blog_id: string }[]).map((r) => r.blog_id);
    // Four readers asking for one blog each by a random id, one after another, as long as the run lasts.
    const latencies: { at: number; ms: number }[] = [];
    let reading = true;
    const reader = async () => {
      while (reading) {
        const t = performance.now();
        await ask({ type: 'query', sql: 'SELECT b.*, u.name FROM blogs b JOIN users u ON u.id = b.author WHERE b.blog_id = $1', params: [ids[Math.floor(Math.random() * ids.length)]] });
        latencies.push({ at: t, ms: performance.now() - t });
      }
    };
    const readers = [reader(), reader(), reader(), reader()];
    await new Promise((r) => setTimeout(r, 2000));
    const t0 = performance.now();
    const out = join(work, `backup-${method}`);
    const [type, compression] = method === 'dumpDataDir-gzip' ? ['dumpDataDir', 'gzip'] : method === 'dumpDataDir' ? ['dumpDataDir', 'none'] : [method, undefined];
    const answer = await ask({ type, to: out, compression });
    const heldMs = performance.now() - t0;
    let packMs = 0;
    let bytes = Number(answer.bytes ?? 0);
    if (method === 'copy') {
      // Packed after the database's turn: readers are served meanwhile.
      const t1 = performance.now();
      bytes = await packSnapshot(out, `${out}.tar.gz`);
      packMs = performance.now() - t1;
    }
    const t2 = performance.now();
    await new Promise((r) => setTimeout(r, 500));
    reading = false;
    await Promise.all(readers);
    if (answer.error) throw new Error(String(answer.error));
    const during = latencies.filter((l) => l.at >= t0 && l.at < t2).map((l) => l.ms).sort((a, b) => a - b);
    const before = latencies.filter((l) => l.at < t0).map((l) => l.ms).sort((a, b) => a - b);
    const pct = (xs: number[], p: number) => (xs.length ? xs[Math.min(xs.length - 1, Math.floor(xs.length * p))] : NaN);
    await ask({ type: 'close' });
    await worker.terminate();
    console.log(
      JSON.stringify({
        method,
        size,
        dataDirMB: +(dirSize(join(work, 'db')) / 1e6).toFixed(1),
        heldMs: Math.round(heldMs),
        packMs: Math.round(packMs),
        backupMB: +(bytes / 1e6).toFixed(1),
        readsBefore: { n: before.length, p99: +pct(before, 0.99).toFixed(1) },
        readsDuring: { n: during.length, p50: +pct(during, 0.5).toFixed(1), p99: +pct(during, 0.99).toFixed(1), max: +(during.at(-1) ?? NaN).toFixed(0) },
        peakRssMB: Math.round(peakRss()),
      }),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const size = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '10k';
const childMethod = process.argv.find((a) => a.startsWith('--child='))?.slice(8);
if (childMethod) {
  await child(size, childMethod);
} else {
  const methods = (process.argv.find((a) => a.startsWith('--methods='))?.slice(10) ?? 'copy,dumpDataDir,dumpDataDir-gzip,pg_dump').split(',');
  for (const m of methods) {
    const r = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), size, `--child=${m}`], { stdio: 'inherit' });
    if (r.status !== 0) console.log(JSON.stringify({ method: m, failed: r.status }));
  }
}
