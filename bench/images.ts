/**
 * The image pipeline's budget (API.md, "Images"): a 12-megapixel phone JPEG to all its variants, the
 * p99 of GET /api/health while ten such uploads are processed, and the process's peak resident memory
 * meanwhile. One process: the pipeline runs on libuv's threads, so the health answers measure whether
 * the event loop stays free.
 *
 *   npm run bench:images [-- --runs=5]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { processImage } from '../server/media/pipeline.ts';
import { phonePhoto } from './lib/photos.ts';

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);

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
  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-bench-images-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SERVE_APP: 'false', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123', API_RATE_LIMIT: '1000000', AUTH_RATE_LIMIT: '100000', UPLOAD_URLS_PER_HOUR: '1000' });
  const app = await buildApp({ config });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const json = async (path: string, init: RequestInit = {}) => (await fetch(address + path, init)).json();
    const session = await json('/api/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ fullname: 'Bench Photographer', email: 'photos@example.test', password: 'Bench1234' }) });
    const auth = { authorization: `Bearer ${session.access_token}` };
    const urls: string[] = [];
    for (let i = 0; i < 10; i++) urls.push((await json('/api/get-upload-url', { headers: auth })).uploadURL);

    const baseRss = process.memoryUsage().rss;
    let peakRss = baseRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
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
    const answers = await Promise.all(urls.map((u) => fetch(address + u, { method: 'PUT', body: new Uint8Array(photo), headers: { 'content-type': 'application/octet-stream' } })));
    const all = performance.now() - start;
    uploading = false;
    await asking;
    clearInterval(sampler);
    const statuses = answers.map((a) => a.status);
    console.log(`ten uploads at once: all answered in ${(all / 1000).toFixed(1)} s (statuses ${[...new Set(statuses)].join(', ')})`);
    console.log(`/api/health meanwhile: ${health.length} answers, p50 ${percentile(health, 50).toFixed(1)} ms, p99 ${percentile(health, 99).toFixed(1)} ms`);
    console.log(`resident memory: ${(baseRss / 1e6).toFixed(0)} MB before the uploads (server, embedded database, the runs above), peak ${(peakRss / 1e6).toFixed(0)} MB during them`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
