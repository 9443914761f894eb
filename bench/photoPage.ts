/**
 * A blog page with a real photo banner as a phone reader gets it (API.md, "Images"; the images
 * issue's "Speed and size"): 375 px wide at device pixel ratio 2, 4x CPU slowdown, a cold cache.
 * Reported per load and as medians: the image bytes that arrived before any scrolling, LCP and the
 * cumulative layout shift. Targets: under 150 KB of images, LCP under 1.5 s, CLS under 0.05.
 *
 *   npm run bench:photo [-- --loads=3]   (builds the app when its build is missing)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { ensureBuiltApp } from './api.ts';
import { startServer } from './lib/server.ts';
import { call, percentile, signupUser } from './lib/client.ts';
import { phonePhoto } from './lib/photos.ts';
import { saveResults } from './lib/results.ts';

const fixtures = join(import.meta.dirname, '../server/media/fixtures');

export interface PhotoPageLoad {
  imageKB: number;
  images: number;
  lcpMs: number | null;
  cls: number;
}

async function upload(base: string, token: string, bytes: Buffer): Promise<string> {
  const { body } = await call(base, '/api/get-upload-url', undefined, token);
  const url = (body as { uploadURL: string }).uploadURL;
  const res = await fetch(base + url, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'application/octet-stream' } });
  if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { url: string }).url;
}

/** The page's cold loads and their medians; prints one line and one per load. */
export async function photoPageBench(loads = 3) {
  ensureBuiltApp();
  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-bench-photo-'));
  const server = await startServer({ dataDir });
  const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
  try {
    const author = await signupUser(server.url, 'photographer');
    // The banner: the 12-megapixel phone photo (a real photo with sensor grain); one more real photo
    // inside the text, further down.
    const banner = await upload(server.url, author.token, await phonePhoto());
    const inline = await upload(server.url, author.token, readFileSync(join(fixtures, 'landscape.jpg')));
    const paragraph = (i: number) => ({ type: 'paragraph', data: { text: `Paragraph ${i}: the light came low over the roofs, and the street below filled slowly with people on their way to work.` } });
    const blocks = [...Array.from({ length: 8 }, (_, i) => paragraph(i)), { type: 'image', data: { file: { url: inline }, caption: 'Later that day' } }, ...Array.from({ length: 8 }, (_, i) => paragraph(i + 8))];
    const created = await call(server.url, '/api/create-blog', { title: 'Seen from my window', des: 'A morning, from a phone', banner, tags: ['travel', 'photos'], content: { time: 1, blocks, version: '2.31.0' } }, author.token);
    if (created.status !== 200) throw new Error(`create-blog: ${created.status} ${JSON.stringify(created.body)}`);
    const path = `/blogs/${(created.body as { id: string }).id}`;

    const results: PhotoPageLoad[] = [];
    for (let i = 0; i < loads; i++) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const imageRequests = new Set<string>();
      let imageBytes = 0;
      cdp.on('Network.responseReceived', (e) => {
        if (e.type === 'Image') imageRequests.add(e.requestId);
      });
      cdp.on('Network.loadingFinished', (e) => {
        if (imageRequests.has(e.requestId)) imageBytes += e.encodedDataLength;
      });
      await page.addInitScript(() => {
        const w = window as unknown as { __lcp: number | null; __cls: number };
        w.__lcp = null;
        w.__cls = 0;
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) w.__lcp = e.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((l) => {
          for (const e of l.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__cls += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(server.url + path, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForFunction(() => (window as unknown as { __lcp: number | null }).__lcp !== null, null, { timeout: 30_000 }).catch(() => undefined);
      // Long enough for the lazy images below the fold to stay unasked and the app to settle.
      await page.waitForTimeout(3000);
      const m = await page.evaluate(() => {
        const w = window as unknown as { __lcp: number | null; __cls: number };
        return { lcp: w.__lcp, cls: w.__cls };
      });
      results.push({ imageKB: Math.round(imageBytes / 102.4) / 10, images: imageRequests.size, lcpMs: m.lcp === null ? null : Math.round(m.lcp), cls: Math.round(m.cls * 1000) / 1000 });
      await context.close();
    }
    const median = {
      imageKB: percentile(results.map((r) => r.imageKB), 50),
      lcpMs: percentile(results.map((r) => r.lcpMs ?? Infinity), 50),
      cls: percentile(results.map((r) => r.cls), 50),
    };
    console.log(`photo page at 375 px, DPR 2, 4x CPU (${loads} cold loads): images before scrolling ${median.imageKB} KB (target < 150), LCP ${median.lcpMs} ms (target < 1500), CLS ${median.cls} (target < 0.05)`);
    for (const [i, r] of results.entries()) console.log(`  load ${i + 1}: ${r.images} image(s), ${r.imageKB} KB, LCP ${r.lcpMs} ms, CLS ${r.cls}`);
    return { median, loads: results };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const photoPage = await photoPageBench(Number(process.argv.find((a) => a.startsWith('--loads='))?.slice(8) ?? 3));
  saveResults({ photoPage });
}
