/**
 * The image pipeline's budget (API.md, "Images"): a 12-megapixel phone JPEG to all its variants (in
 * this process), then the server as `npm start` runs it, in its own process (bench/lib/server.ts): the
 * p99 of GET /api/health while ten such uploads are processed, and the server's peak resident memory
 * meanwhile, read from /proc every 20 ms. The server's own process, so that the figure holds the
 * server only: not this process's copies of the ten bodies it sends, the photo's synthesis, the runs
 * of the first part, or tsx's loader. The pipeline runs on libuv's threads, so the health answers
 * measure whether the event loop stays free.
 *
 * The second part runs on the embedded database and on PostgreSQL (a database of its own, dropped
 * after; `--embedded-only` skips it).
 *
 *   npm run bench:images [-- --runs=5] [-- --embedded-only]     (PORT=3260 to pick the server's port)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processImage } from '../server/media/pipeline.ts';
import { phonePhoto } from './lib/photos.ts';
import { cpuTimeOf, startServer } from './lib/server.ts';
import { postgresDatabase } from './gen/dataset.ts';

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);

/** A process's resident memory in MB (10^6 bytes, as the target is written), from /proc. */
const rssMB = (pid: number) => {
  try {
    return (Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024) / 1e6;
  } catch {
    return 0;
  }
};

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function main() {
  const photo = await phonePhoto();
  console.log(`input: ${(photo.length / 1e6).toFixed(1)} MB JPEG, 3000x4000 with orientation 6`);

  // 1. One photo to every variant, alone.
  const times: number[] = [];
  let variants = 0;
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const out = await processImage(photo);
    times.push(performance.now() - start);
    variants = out.variants.length;
    bytes = out.variants.reduce((n, v) => n + v.bytes.length, 0);
  }
  console.log(`one photo to ${variants} variants (${(bytes / 1e6).toFixed(2)} MB): median ${percentile(times, 50).toFixed(0)} ms, best ${Math.min(...times).toFixed(0)} ms (${runs} runs)`);

  // 2. Ten uploads at once through the server, /api/health asked over and over meanwhile.
  await tenUploads(photo, 'embedded', undefined);
  if (!process.argv.includes('--embedded-only')) {
    const pg = await postgresDatabase(`inkwell_images_${process.pid}`);
    try {
      await tenUploads(photo, 'PostgreSQL', pg.url);
    } finally {
      pg.drop();
    }
  }
}

/** Ten uploads of the photo at once through a server on one database. */
async function tenUploads(photo: Buffer, database: string, databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-bench-images-'));
  const server = await startServer({ dataDir, databaseUrl, port: process.env.PORT ? Number(process.env.PORT) : undefined, env: { UPLOAD_URLS_PER_HOUR: '1000', SERVE_APP: 'false' } });
  const address = server.url;
  try {
    const json = async (path: string, init: RequestInit = {}) => (await fetch(address + path, init)).json();
    const session = await json('/api/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ fullname: 'Bench Photographer', email: 'photos@example.test', password: 'Bench1234' }) });
    const auth = { authorization: `Bearer ${session.access_token}` };
    const urls: string[] = [];
    for (let i = 0; i < 10; i++) urls.push((await json('/api/get-upload-url', { headers: auth })).uploadURL);

    const baseRss = rssMB(server.pid);
    let peakRss = baseRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMB(server.pid))), 20);
    const cpu = cpuTimeOf(server.pid);
    let uploading = true;
    const health: number[] = [];
    const asking = (async () => {
      while (uploading) {
        const start = performance.now();
        await fetch(address + '/api/health');
        health.push(performance.now() - start);
      }
    })();
    const start = performance.now();
    // A connection the server ends without an answer counts as a failed upload, not as the bench's end.
    const answers = await Promise.all(urls.map((u) => fetch(address + u, { method: 'PUT', body: new Uint8Array(photo), headers: { 'content-type': 'application/octet-stream' } }).then((a) => a.status, (err: Error & { cause?: { code?: string } }) => err.cause?.code ?? err.message)));
    const all = performance.now() - start;
    uploading = false;
    await asking;
    clearInterval(sampler);
    const statuses = answers;
    console.log(`${database}: ten uploads at once: all answered in ${(all / 1000).toFixed(1)} s (statuses ${[...new Set(statuses)].join(', ')}), the server's CPU time ${((cpuTimeOf(server.pid) - cpu) / 1e6).toFixed(1)} s`);
    console.log(`${database}: /api/health meanwhile: ${health.length} answers, p50 ${percentile(health, 50).toFixed(1)} ms, p99 ${percentile(health, 99).toFixed(1)} ms`);
    console.log(`${database}: the server's resident memory: ${baseRss.toFixed(0)} MB before the uploads (signed in), peak ${peakRss.toFixed(0)} MB during them`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
