import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';

export interface PageResult {
  page: string;
  path: string;
  /** The reader's language (Accept-Language and the browser's locale); English when absent. */
  language?: string;
  /** The scripts' and style sheets' bodies as sent (gzip): the target's measure. */
  jsKB: number;
  cssKB: number;
  totalKB: number;
  /** The HTTP headers of those answers besides, which the wire carries too. */
  headersKB?: number;
  encodings: string[];
  /** Medians of the loads (LOADS), each a fresh context with a cold cache. */
  lcpMs: number | null;
  tbtMs: number;
  /** Every load's figures, in order. */
  loads?: { lcpMs: number | null; tbtMs: number }[];
  note?: string;
}

/**
 * Loads of each page: one load's total blocking time varied 177-341 ms for the same build on one
 * host (a long task's length moves with whatever else the two cores do), so the figure is a median.
 * WEB_LOADS=1 weighs each page once (the weight does not vary; LCP and TBT do).
 */
const LOADS = Number(process.env.WEB_LOADS ?? 3);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Loads pages of the built app in Chromium with 4x CPU slowdown: JavaScript and CSS transferred
 * (gzip bodies; their headers counted apart), Largest Contentful Paint, and total blocking time (long tasks beyond 50 ms until 3 s after
 * load, or 3 s after the first LCP entry when that comes later); LCP and TBT are medians of LOADS loads.
 */
/** A page to load, and the reader's language (the catalogue it loads is part of its weight). */
export interface PageToLoad {
  page: string;
  path: string;
  language?: string;
}

/**
 * The pages the benchmark weighs: the two first screens in each interface language (a page loads
 * one language's catalogue, and Arabic's is the largest), and the editor in English.
 */
export function pagesToWeigh(blogId: string): PageToLoad[] {
  const reading = (language?: string): PageToLoad[] => [
    { page: 'home', path: '/', language },
    { page: 'blog', path: `/blogs/${blogId}`, language },
  ];
  return [...reading(), ...reading('es'), ...reading('ar'), { page: 'editor', path: '/editor' }];
}

export async function pageWeight(base: string, pages: PageToLoad[]): Promise<PageResult[]> {
  const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
  const out: PageResult[] = [];
  try {
    for (const target of pages) {
      const loads: PageResult[] = [];
      for (let i = 0; i < LOADS; i++) loads.push(await loadOnce(browser, base, target));
      const painted = loads.flatMap((l) => (l.lcpMs === null ? [] : [l.lcpMs]));
      out.push({
        ...loads[0],
        lcpMs: painted.length ? median(painted) : null,
        tbtMs: median(loads.map((l) => l.tbtMs)),
        loads: loads.map((l) => ({ lcpMs: l.lcpMs, tbtMs: l.tbtMs })),
      });
    }
  } finally {
    await browser.close();
  }
  return out;
}

/** A page's line in the benchmark's output. */
export function describePage(p: PageResult): string {
  const loads = p.loads ? ` (medians of ${p.loads.length} loads; LCP ${p.loads.map((l) => l.lcpMs).join(' / ')}, TBT ${p.loads.map((l) => l.tbtMs).join(' / ')})` : '';
  return `${(p.language ? `${p.page} (${p.language})` : p.page).padEnd(12)} JS ${p.jsKB} KB + CSS ${p.cssKB} KB = ${p.totalKB} KB (${p.encodings.join(',')}; headers ${p.headersKB} KB more), LCP ${p.lcpMs} ms, TBT ${p.tbtMs} ms at 4x CPU slowdown${loads}`;
}

/** One load of a page in a fresh context (cold cache, 4x CPU slowdown): its weight, LCP and TBT. */
async function loadOnce(browser: Browser, base: string, { page: name, path, language }: PageToLoad): Promise<PageResult> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'accept-encoding': 'gzip', ...(language ? { 'accept-language': language } : {}) },
    ...(language ? { locale: language } : {}),
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const types = new Map<string, string>();
  const headerBytes = new Map<string, number>();
  let headers = 0;
  const enc = new Set<string>();
  let js = 0;
  let css = 0;
  cdp.on('Network.responseReceived', (e) => {
    types.set(e.requestId, e.type);
    // What had arrived when the answer's head was read: its status line and headers.
    headerBytes.set(e.requestId, e.response.encodedDataLength);
    const ce = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'];
    if (e.type === 'Script' || e.type === 'Stylesheet') enc.add(ce ?? 'identity');
  });
  cdp.on('Network.loadingFinished', (e) => {
    const t = types.get(e.requestId);
    if (t !== 'Script' && t !== 'Stylesheet') return;
    const head = headerBytes.get(e.requestId) ?? 0;
    headers += head;
    if (t === 'Script') js += e.encodedDataLength - head;
    else css += e.encodedDataLength - head;
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number | null; __tbt: number };
    w.__lcp = null;
    w.__tbt = 0;
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) w.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) w.__tbt += Math.max(0, e.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(base + path, { waitUntil: 'load', timeout: 60_000 });
  // The load event does not wait for what a single-page app draws: when the first screen's code
  // and data are loaded by script (the app since the page-weight work), load can come seconds
  // before the first paint on a loaded machine, and a fixed 3 s after load then ended the
  // measurement before any LCP entry (reported as null). Wait for the first paint, then 3 s.
  await page.waitForFunction(() => (window as unknown as { __lcp: number | null }).__lcp !== null, null, { timeout: 30_000 }).catch(() => undefined);
  await page.waitForTimeout(3000);
  // LCP is final once the user interacts; a click outside anything ends it without navigating.
  const m = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number | null; __tbt: number };
    return { lcp: w.__lcp, tbt: w.__tbt };
  });
  const result: PageResult = {
    page: name,
    path,
    ...(language ? { language } : {}),
    jsKB: Math.round(js / 102.4) / 10,
    cssKB: Math.round(css / 102.4) / 10,
    totalKB: Math.round((js + css) / 102.4) / 10,
    headersKB: Math.round(headers / 102.4) / 10,
    encodings: [...enc],
    lcpMs: m.lcp === null ? null : Math.round(m.lcp),
    tbtMs: Math.round(m.tbt),
  };
  await context.close();
  return result;
}
