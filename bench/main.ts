// The whole benchmark in one run: npm run bench [-- 1k 10k 100k] [--seconds=N] [--pg-size=10k] [--soak=600]
// Prints every figure and writes bench/results/<date>.json (see bench/README.md).
import { execFileSync } from 'node:child_process';
import { SIZES, type Size } from './gen/generate.ts';
import { embeddedDataset, workingCopy } from './gen/dataset.ts';
import { apiRun, measureCeiling, type ApiRun } from './api.ts';
import { ROOT, startServer } from './lib/server.ts';
import { saveResults } from './lib/results.ts';
import { describePage, pageWeight, pagesToWeigh } from './web.ts';
import { describeEditor, editorBench } from './editor.ts';
import { newsletterBench } from './newsletter.ts';
import { importBench } from './imports.ts';
import { fediverseBench } from './fediverse.ts';
import { photoPageBench } from './photoPage.ts';

const args = process.argv.slice(2);
const sizes = (args.filter((a) => a in SIZES) as Size[]).length ? (args.filter((a) => a in SIZES) as Size[]) : (['1k', '10k', '100k'] as Size[]);
const seconds = Number(args.find((a) => a.startsWith('--seconds='))?.split('=')[1] ?? 8);
const pgSize = (args.find((a) => a.startsWith('--pg-size='))?.split('=')[1] ?? '10k') as Size;
// The memory target's soak at the largest embedded size, after its reads, writes and community's day.
const soakSeconds = Number(args.find((a) => a.startsWith('--soak='))?.split('=')[1] ?? 600);
const largest = sizes[sizes.length - 1];
const started = Date.now();

console.log('building the app (vite build) ...');
execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
for (const s of sizes) await embeddedDataset(s);

const ceiling = await measureCeiling(seconds);
console.log(`hello-world ceiling (node:http, 50 connections): ${ceiling.rps} req/s, p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms`);
const runs: ApiRun[] = [];
for (const size of sizes) {
  const last = size === largest;
  runs.push(await apiRun('embedded', size, { ceiling: ceiling.rps, seconds, writeSeconds: last ? seconds : undefined, mixedSeconds: last ? seconds : undefined, soakSeconds: last ? soakSeconds : undefined }));
}
runs.push(await apiRun('embedded', largest, { ceiling: ceiling.rps, seconds, cache: false }));
runs.push(await apiRun('postgres', pgSize, { ceiling: ceiling.rps, seconds, writeSeconds: seconds, mixedSeconds: seconds }));
// More than one core: the same PostgreSQL run with two server processes (WORKERS=2).
runs.push(await apiRun('postgres', pgSize, { ceiling: ceiling.rps, seconds, workers: 2 }));
const ceilingEnd = await measureCeiling(seconds);
console.log(`hello-world ceiling again at the end: ${ceilingEnd.rps} req/s`);

// Page weight and speed, on the built app with the small dataset.
const ds = await embeddedDataset('1k');
const copy = workingCopy(ds.dir);
const server = await startServer({ dataDir: copy.dir });
let pages;
try {
  pages = await pageWeight(server.url, pagesToWeigh(ds.meta.blogIds[0]));
  for (const p of pages) console.log(`  ${describePage(p)}`);
} finally {
  await server.stop();
  copy.remove();
}
// The editor: 2,000-block load and key-to-paint at 1,000 blocks, on a fresh data dir of its own.
console.log('editor (no CPU slowdown) ...');
const editor = await editorBench();
for (const line of describeEditor(editor)) console.log(`  ${line}`);

// The newsletter: one blog to 10,000 confirmed subscribers, on both databases (bench/newsletter.ts).
console.log('newsletter (10,000 subscribers) ...');
const newsletter = await newsletterBench({ subscribers: 10_000, mailRate: 6000, seconds: 20 });

// A 100 MB WordPress export of 10,000 posts imported while readers ask (bench/imports.ts).
console.log('import (WXR, 100 MB, 10,000 posts) ...');
const imports = await importBench({ posts: 10_000, mb: 100 });

// The fediverse: an author with 1,000 followers on 50 instances publishing, and 200 signed inbox
// POSTs a second (bench/fediverse.ts).
console.log('fediverse (1,000 followers on 50 instances, 200 inbox POSTs a second) ...');
const fediverse = await fediverseBench({ instances: 50, per: 20, rate: 200, seconds: 10, publishes: 8 });

// A blog page with a 12-megapixel phone photo as its banner, read on a phone (bench/photoPage.ts).
console.log('photo page (375 px, DPR 2, 4x CPU) ...');
const photoPage = await photoPageBench(3);

const seconds_ = Math.round((Date.now() - started) / 1000);
saveResults({ bench: { seconds: seconds_, wrk: { connections: 50, threads: 2, secondsPerCall: seconds }, ceiling, ceilingEnd, runs, pages, editor, newsletter, imports, fediverse, photoPage } });
console.log(`bench took ${seconds_} s`);
