// The community's archive on a generated dataset: npm run bench:export-site [-- 10k] [--mode=public|full]
// [--runs=N] [--readers=4].
// The built server (as npm start runs it) on a working copy of the embedded dataset (`npm run bench:gen`
// first); its admin asks for the archive (POST /export-site) while readers ask /api/health,
// /api/latest-blogs and /api/get-blog back to back: the wall time from the request to `done`, the
// server's peak resident memory (sampled every 200 ms from the request to `done`; its own high-water
// mark is its start's, where the embedded database opens), and readers' p50/p99 meanwhile. Targets for
// 10k, public: under 2 minutes, under 400 MB, p99 under 50 ms. BENCH_SERVER_BUNDLE runs another build.
import { statSync } from 'node:fs';
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

export async function siteExportRun(size: Size, mode: 'public' | 'full', readerCount: number, log: (m: string) => void = console.log): Promise<SiteExportRun> {
  const dataset = await embeddedDataset(size, log);
  const copy = workingCopy(dataset.dir);
  const server = await startServer({ dataDir: copy.dir, env: { ADMIN_EMAILS: ADMIN_EMAIL, JOBS_POLL_MS: '200' } });
  try {
    const admin = await signupUser(server.url, 'exporter');
    const blogIds = dataset.meta.blogIds;
    const readerMs: number[] = [];
    let readerErrors = 0;
    let reading = true;
    const readers = Array.from({ length: readerCount }, async (_, w) => {
      for (let i = w; reading; i++) {
        const kind = i % 3;
        const r =
          kind === 0
            ? await call(server.url, '/api/health')
            : kind === 1 || !blogIds.length
              ? await call(server.url, '/api/latest-blogs', { page: 1 + (i % 5) })
              : await call(server.url, '/api/get-blog', { blog_id: blogIds[i % blogIds.length] });
        if (r.status !== 200) readerErrors++;
        else readerMs.push(r.ms);
      }
    });
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
    reading = false;
    await Promise.all(readers);
    if (status?.state !== 'done') throw new Error(`export ${status?.state}`);
    const jobId = String(asked.body.job_id);
    let zipMB = 0;
    try {
      zipMB = Math.round(statSync(join(copy.dir, 'exports', `site-${jobId}.zip`)).size / 1024 / 1024);
    } catch {
      /* named otherwise: the size is left out */
    }
    const run: SiteExportRun = {
      size,
      mode,
      wallSeconds: Math.round(wallSeconds * 10) / 10,
      zipMB,
      rssStartMB: rssStart,
      rssPeakMB: rssPeak,
      readerP50Ms: percentile(readerMs, 50),
      readerP99Ms: percentile(readerMs, 99),
      readerRequests: readerMs.length,
      readerErrors,
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const size = (process.argv.slice(2).find((a) => a in SIZES) as Size | undefined) ?? '10k';
  const mode = arg('mode') === 'full' ? 'full' : 'public';
  const runs = Number(arg('runs') ?? 1);
  for (let i = 0; i < runs; i++) await siteExportRun(size, mode, Number(arg('readers') ?? 4));
}
