// The community's archive on a generated dataset: npm run bench:export-site [-- 10k] [--mode=public|full]
// [--runs=N] [--readers=4] [--reimport].
// The built server (as npm start runs it) on a working copy of the embedded dataset (`npm run bench:gen`
// first); its admin asks for the archive (POST /export-site) while readers ask /api/health,
// /api/latest-blogs and /api/get-blog back to back: the wall time from the request to `done`, the
// server's peak resident memory (sampled every 200 ms from the request to `done`; its own high-water
// mark is its start's, where the embedded database opens), and readers' p50/p99 meanwhile. Targets for
// 10k, public: under 2 minutes, under 400 MB, p99 under 50 ms. BENCH_SERVER_BUNDLE runs another build.
// --reimport then imports each archive into a new, empty server through POST /import, as the admin's
// Import screen does (siteReimportRun): its target for 10k is under 3 minutes.
import { copyFileSync, createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { embeddedDataset, workingCopy } from './gen/dataset.ts';
import { SIZES, type Size } from './gen/generate.ts';
import { call, percentile, signupUser } from './lib/client.ts';
import { sleep, startServer } from './lib/server.ts';

export interface SiteExportRun {
  size: Size;
  mode: 'public' | 'full';
  /** From POST /export-site to its status `done`. */
  wallSeconds: number;
  zipMB: number;
  rssStartMB: number;
  rssPeakMB: number;
  readerP50Ms: number;
  readerP99Ms: number;
  readerRequests: number;
  readerErrors: number;
}

const ADMIN_EMAIL = 'exporter@reliability.test';

interface ReaderFigures {
  readerP50Ms: number;
  readerP99Ms: number;
  readerRequests: number;
  readerErrors: number;
}

/**
 * Readers asking health, latest-blogs and (when there are blogs to ask for) get-blog back to back until
 * stopped: their latencies while the server does the work being measured.
 */
function startReaders(url: string, blogIds: readonly string[], count: number): { stop(): Promise<ReaderFigures> } {
  const readerMs: number[] = [];
  let readerErrors = 0;
  let reading = true;
  const readers = Array.from({ length: count }, async (_, w) => {
    for (let i = w; reading; i++) {
      const kind = i % 3;
      const r =
        kind === 0
          ? await call(url, '/api/health')
          : kind === 1 || !blogIds.length
            ? await call(url, '/api/latest-blogs', { page: 1 + (i % 5) })
            : await call(url, '/api/get-blog', { blog_id: blogIds[i % blogIds.length] });
      if (r.status !== 200) readerErrors++;
      else readerMs.push(r.ms);
    }
  });
  return {
    async stop() {
      reading = false;
      await Promise.all(readers);
      return { readerP50Ms: percentile(readerMs, 50), readerP99Ms: percentile(readerMs, 99), readerRequests: readerMs.length, readerErrors };
    },
  };
}

export async function siteExportRun(
  size: Size,
  mode: 'public' | 'full',
  readerCount: number,
  log: (m: string) => void = console.log,
  /** Where to copy the finished archive (for a re-import after the run). */
  keepZipAt?: string,
): Promise<SiteExportRun> {
  const dataset = await embeddedDataset(size, log);
  const copy = workingCopy(dataset.dir);
  const server = await startServer({ dataDir: copy.dir, env: { ADMIN_EMAILS: ADMIN_EMAIL, JOBS_POLL_MS: '200' } });
  try {
    const admin = await signupUser(server.url, 'exporter');
    const readers = startReaders(server.url, dataset.meta.blogIds, readerCount);
    await sleep(1000);
    const rssStart = server.memory().rss;
    let rssPeak = rssStart;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, server.memory().rss)), 200);
    const started = performance.now();
    const asked = await call(server.url, '/api/export-site', { mode, language: 'en' }, admin.token);
    if (asked.status !== 202) throw new Error(`export-site: ${asked.status} ${JSON.stringify(asked.body)}`);
    let status: { state: string; done: number; total: number; url: string | null } | undefined;
    let lastLog = 0;
    for (;;) {
      await sleep(250);
      const s = await call(server.url, '/api/export-site-status', { job_id: asked.body.job_id }, admin.token);
      if (s.status !== 200) continue;
      status = s.body;
      if (status!.state === 'done' || status!.state === 'failed') break;
      if (performance.now() - lastLog > 15_000) {
        lastLog = performance.now();
        log(`    ${status!.state} ${status!.done}/${status!.total} at ${Math.round((performance.now() - started) / 1000)} s, RSS ${server.memory().rss} MB`);
      }
      if (performance.now() - started > 15 * 60_000) throw new Error('the archive was not done in 15 minutes');
    }
    const wallSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const read = await readers.stop();
    if (status?.state !== 'done') throw new Error(`export ${status?.state}`);
    const jobId = String(asked.body.job_id);
    const zipPath = join(copy.dir, 'exports', `site-${jobId}.zip`);
    let zipMB = 0;
    try {
      zipMB = Math.round(statSync(zipPath).size / 1024 / 1024);
    } catch {
      /* named otherwise: the size is left out */
    }
    if (keepZipAt) copyFileSync(zipPath, keepZipAt);
    const run: SiteExportRun = {
      size,
      mode,
      wallSeconds: Math.round(wallSeconds * 10) / 10,
      zipMB,
      rssStartMB: rssStart,
      rssPeakMB: rssPeak,
      ...read,
    };
    log(`  ${describeSiteExport(run)}`);
    return run;
  } finally {
    await server.stop();
    copy.remove();
  }
}

export function describeSiteExport(r: SiteExportRun): string {
  return `export-site ${r.mode} of ${r.size}: done in ${r.wallSeconds} s, ${r.zipMB} MB; server RSS ${r.rssStartMB} MB before, peak ${r.rssPeakMB} MB; readers p50 ${r.readerP50Ms} ms, p99 ${r.readerP99Ms} ms (${r.readerRequests} requests, ${r.readerErrors} errors)`;
}

export interface SiteReimportRun {
  size: Size;
  mode: 'public' | 'full';
  /** From POST /import (the upload included) to its status `done`. */
  wallSeconds: number;
  rssStartMB: number;
  rssPeakMB: number;
  report: Record<string, number>;
  readers: ReaderFigures;
}

/**
 * The archive imported again by the admin of a new, empty built server through POST /import (what the
 * Import screen does), while readers ask the new site: the time to `done`, its peak resident memory,
 * readers' latencies. Target for the 10k public archive: under 3 minutes.
 */
export async function siteReimportRun(zipPath: string, size: Size, mode: 'public' | 'full', readerCount: number, log: (m: string) => void = console.log): Promise<SiteReimportRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-bench-reimport-'));
  const server = await startServer({ dataDir, env: { ADMIN_EMAILS: ADMIN_EMAIL, JOBS_POLL_MS: '200' } });
  try {
    const admin = await signupUser(server.url, 'exporter');
    const readers = startReaders(server.url, [], readerCount);
    await sleep(1000);
    const rssStart = server.memory().rss;
    let rssPeak = rssStart;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, server.memory().rss)), 200);
    const started = performance.now();
    const res = await fetch(`${server.url}/api/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/zip', 'content-length': String(statSync(zipPath).size) },
      body: createReadStream(zipPath) as unknown as BodyInit,
      duplex: 'half',
    } as RequestInit);
    const asked = (await res.json()) as { import_id?: string };
    if (res.status !== 202 || !asked.import_id) throw new Error(`POST /import: ${res.status} ${JSON.stringify(asked)}`);
    let status: { state: string; done: number; total: number; report?: Record<string, number> } | undefined;
    let lastLog = 0;
    for (;;) {
      await sleep(250);
      const s = await call(server.url, '/api/import-status', { import_id: asked.import_id }, admin.token);
      if (s.status !== 200) continue;
      status = s.body;
      if (status!.state === 'done' || status!.state === 'failed') break;
      if (performance.now() - lastLog > 15_000) {
        lastLog = performance.now();
        log(`    re-import ${status!.state} ${status!.done}/${status!.total} at ${Math.round((performance.now() - started) / 1000)} s, RSS ${server.memory().rss} MB`);
      }
      if (performance.now() - started > 15 * 60_000) throw new Error('the re-import was not done in 15 minutes');
    }
    const wallSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const read = await readers.stop();
    if (status?.state !== 'done') throw new Error(`re-import ${status?.state}: ${JSON.stringify(status)}`);
    const run: SiteReimportRun = { size, mode, wallSeconds: Math.round(wallSeconds * 10) / 10, rssStartMB: rssStart, rssPeakMB: rssPeak, report: status.report ?? {}, readers: read };
    log(
      `  re-import of the ${mode} archive of ${size} into an empty server: done in ${run.wallSeconds} s; server RSS ${rssStart} MB before, peak ${rssPeak} MB; ` +
        `readers p50 ${read.readerP50Ms} ms, p99 ${read.readerP99Ms} ms (${read.readerRequests} requests, ${read.readerErrors} errors); report ${JSON.stringify(run.report)}`,
    );
    return run;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const size = (process.argv.slice(2).find((a) => a in SIZES) as Size | undefined) ?? '10k';
  const mode = arg('mode') === 'full' ? 'full' : 'public';
  const runs = Number(arg('runs') ?? 1);
  const readerCount = Number(arg('readers') ?? 4);
  const reimport = process.argv.includes('--reimport');
  const kept = join(mkdtempSync(join(tmpdir(), 'inkwell-bench-archive-')), 'site.zip');
  try {
    for (let i = 0; i < runs; i++) {
      await siteExportRun(size, mode, readerCount, console.log, reimport && mode === 'full' ? kept : undefined);
      if (!reimport) continue;
      // Only a full archive can be imported (a public one has no addresses or passwords to sign in with).
      if (mode !== 'full') await siteExportRun(size, 'full', readerCount, console.log, kept);
      await siteReimportRun(kept, size, 'full', readerCount);
    }
  } finally {
    rmSync(join(kept, '..'), { recursive: true, force: true });
  }
}
