import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { SIZES, type Size } from './gen/generate.ts';
import { embeddedDataset, postgresDataset, workingCopy, type Meta } from './gen/dataset.ts';
import { ROOT, cpuTimeOf, startHello, startServer, type RunningServer } from './lib/server.ts';
import { wrk, type Target, type WrkResult } from './lib/wrk.ts';
import { call } from './lib/client.ts';
import { explainSearch } from './explain.ts';
import { pacedWrites, writeLoad, type PacedWriteResult, type WriteResult } from './writes.ts';
import { mixedLoad, soakLoad, type MixedResult, type SoakResult } from './mixed.ts';

export interface CallResult extends WrkResult {
  call: string;
  pctOfCeiling: number;
  /** The server process's CPU time per answered request, in microseconds (less sensitive to a busy machine than req/s). */
  cpuUsPerRequest: number;
}

export interface ApiRun {
  db: 'embedded' | 'postgres';
  /** Server processes (WORKERS); 1 unless the run says. */
  workers?: number;
  size: Size;
  cache: boolean;
  calls: CallResult[];
  rssAfterMB: number;
  peakRssMB: number;
  explain?: Awaited<ReturnType<typeof explainSearch>>;
  /** Each write call as fast as 50 connections get it answered. */
  writes?: WriteResult[];
  /** Each write call at the target's rate (300 req/s), p99 as a writer meets it. */
  pacedWrites?: PacedWriteResult[];
  rssAfterWritesMB?: number;
  /** A community's day (bench/mixed.ts): the highest rate with p99 under 50 ms. */
  mixed?: MixedResult;
  rssAfterMixedMB?: number;
  /** The memory target's soak after the other loads (bench/mixed.ts soakLoad). */
  soak?: SoakResult;
}

/** The public read calls the targets name (bench/README.md, "Targets and where they stand"), each with its rotating payloads. */
export function readCalls(meta: Meta): { call: string; target: Target }[] {
  const deepPage = Math.max(2, Math.floor((SIZES[meta.size] / 10) * 0.5));
  return [
    { call: 'latest-blogs p1', target: { path: '/api/latest-blogs', bodies: ['{"page":1}'] } },
    // As a browser asks: compressed (brotli), which the server makes once per rendering of a kept answer.
    { call: 'latest-blogs p1 br', target: { path: '/api/latest-blogs', bodies: ['{"page":1}'], headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } } },
    { call: `latest-blogs p${deepPage}`, target: { path: '/api/latest-blogs', bodies: [JSON.stringify({ page: deepPage })] } },
    { call: 'trending-blogs', target: { path: '/api/trending-blogs' } },
    { call: 'get-blog', target: { path: '/api/get-blog', bodies: meta.blogIds.map((b) => JSON.stringify({ blog_id: b })) } },
    { call: 'search-blogs', target: { path: '/api/search-blogs', bodies: meta.searchTerms.map((q) => JSON.stringify({ query: q, page: 1 })) } },
    { call: 'search-users', target: { path: '/api/search-users', bodies: meta.userQueries.map((q) => JSON.stringify({ query: q })) } },
    { call: 'html /blogs/{id}', target: { path: `/blogs/${meta.blogIds[0]}` } },
  ];
}

export function ensureBuiltApp() {
  // The app and its server render of the first screens (build/ssr) come from one build.
  if (!existsSync(join(ROOT, 'dist/index.html')) || !existsSync(join(ROOT, 'build/ssr/stamp.json'))) {
    console.log('building the app (vite build) ...');
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  }
}

/** The hello-world ceiling: node:http at 50 connections, measured now. */
export async function measureCeiling(seconds: number): Promise<WrkResult> {
  const hello = await startHello();
  try {
    await wrk(hello.url, { path: '/' }, { seconds: 2 });
    return await wrk(hello.url, { path: '/' }, { seconds });
  } finally {
    await hello.stop();
  }
}

/**
 * Every body of a call once, before its warm-up: a call that rotates through many (get-blog's 1,000
 * blogs) is then measured on kept answers, as the target says. On a slow host the 2 s warm-up had not
 * made them all (a first look-up waits its turn on the embedded database), and get-blog's p99 was
 * that of cache misses (98-150 ms, 14 ms once warm).
 */
async function askEachOnce(base: string, target: Target) {
  const bodies = target.bodies ?? [];
  if (bodies.length < 2) return;
  let next = 0;
  const asker = async () => {
    while (next < bodies.length) await call(base, target.path, undefined, undefined, { body: bodies[next++] });
  };
  await Promise.all(Array.from({ length: 8 }, asker));
}

export async function loadCalls(server: RunningServer, meta: Meta, ceiling: number, seconds: number, log: (m: string) => void): Promise<CallResult[]> {
  const out: CallResult[] = [];
  for (const { call, target } of readCalls(meta)) {
    await askEachOnce(server.url, target);
    await wrk(server.url, target, { seconds: Math.min(2, seconds) }); // warm-up: JIT, caches, buffers
    const cpu0 = cpuTimeOf(server.pid);
    const r = await wrk(server.url, target, { seconds });
    const cpuUsPerRequest = r.requests ? Math.round((cpuTimeOf(server.pid) - cpu0) / r.requests) : 0;
    const res = { call, ...r, pctOfCeiling: Math.round((r.rps / ceiling) * 1000) / 10, cpuUsPerRequest };
    log(`  ${call.padEnd(22)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  ${res.pctOfCeiling}% of ceiling  ${cpuUsPerRequest} µs CPU/req${r.non2xx || r.errors ? `  FAILURES ${r.non2xx}+${r.errors}` : ''}`);
    out.push(res);
  }
  return out;
}

/** Loads one dataset on one database, with or without the server's read cache. */
export async function apiRun(db: 'embedded' | 'postgres', size: Size, opts: { ceiling: number; seconds: number; cache?: boolean; writeSeconds?: number; mixedSeconds?: number; soakSeconds?: number; readCalls?: boolean; workers?: number; log?: (m: string) => void }): Promise<ApiRun> {
  const log = opts.log ?? console.log;
  const cache = opts.cache ?? true;
  ensureBuiltApp();
  let dataDir: string;
  let databaseUrl: string | undefined;
  let meta: Meta;
  let cleanup: () => void;
  if (db === 'embedded') {
    const ds = await embeddedDataset(size, log);
    const copy = workingCopy(ds.dir);
    dataDir = copy.dir;
    meta = ds.meta;
    cleanup = copy.remove;
  } else {
    const ds = await postgresDataset(size, log);
    mkdirSync(join(ROOT, 'bench/.data/empty'), { recursive: true });
    const copy = workingCopy(join(ROOT, 'bench/.data/empty'));
    dataDir = copy.dir;
    databaseUrl = ds.url;
    meta = ds.meta;
    cleanup = () => {
      copy.remove();
      ds.drop();
    };
  }
  try {
    const explain = db === 'embedded' ? await explainSearch({ dataDir }, meta) : await explainSearch({ databaseUrl }, meta);
    log(`${db} ${size}${cache ? '' : ' (read cache off)'}${(opts.workers ?? 1) > 1 ? `, ${opts.workers} workers` : ''}: search EXPLAIN ${explain.executionMs} ms, index: ${explain.usesIndex}`);
    // The settings a user runs with: request logging on (to a file, as a deployment keeps it), the
    // rate limiter on (its limit raised: every request of the load comes from one address).
    const workers = opts.workers ?? 1;
    const server = await startServer({ dataDir, databaseUrl, env: { READ_CACHE: cache ? 'true' : 'false', LOG_LEVEL: 'info', WORKERS: String(workers) }, logFile: join(dataDir, 'server.log') });
    if (workers > 1) await new Promise((r) => setTimeout(r, 3000)); // every worker listening, not only the first
    try {
      const calls = opts.readCalls === false ? [] : await loadCalls(server, meta, opts.ceiling, opts.seconds, log);
      const mem = server.memory();
      log(`  resident memory after the load: ${mem.rss} MB (peak ${mem.peak} MB)`);
      const run: ApiRun = { db, workers, size, cache, calls, rssAfterMB: mem.rss, peakRssMB: mem.peak, explain };
      if (opts.writeSeconds) {
        log(`${db} ${size}: writes`);
        run.writes = await writeLoad(server, meta, opts.writeSeconds, log);
        log(`${db} ${size}: writes at a set rate`);
        run.pacedWrites = await pacedWrites(server, meta, opts.writeSeconds, log);
        run.rssAfterWritesMB = server.memory().rss;
        run.peakRssMB = server.memory().peak;
        log(`  resident memory after the writes: ${run.rssAfterWritesMB} MB (peak ${run.peakRssMB} MB)`);
      }
      if (opts.mixedSeconds) {
        log(`${db} ${size}: a community's day (90% reads, 10% writes, ${200} members)`);
        run.mixed = await mixedLoad(server, meta, opts.mixedSeconds, log);
        run.rssAfterMixedMB = server.memory().rss;
        run.peakRssMB = server.memory().peak;
        log(`  best: ${run.mixed.best ? `${run.mixed.best.rps} req/s at p99 ${run.mixed.best.p99} ms` : 'none under the limit'}; resident memory ${run.rssAfterMixedMB} MB (peak ${run.peakRssMB} MB)`);
      }
      if (opts.soakSeconds) {
        // Half the best rate of the community's day (at least 25 req/s): a steady day, not the edge.
        const rate = Math.max(25, Math.round((run.mixed?.best?.rps ?? 50) / 2));
        log(`${db} ${size}: soak, the community's day at ${rate} req/s for ${opts.soakSeconds} s`);
        run.soak = await soakLoad(server, meta, rate, opts.soakSeconds, log);
        run.peakRssMB = server.memory().peak;
        log(`  resident memory: start ${run.soak.rssStartMB} MB, peak ${run.soak.rssPeakMB} MB, end ${run.soak.rssEndMB} MB`);
      }
      return run;
    } finally {
      await server.stop();
    }
  } finally {
    cleanup();
  }
}
