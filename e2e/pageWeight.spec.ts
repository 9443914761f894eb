import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Each reading page stays under 150 KB of JavaScript and CSS (gzip), its language's catalogue
// included: the budget, weighed as `npm run bench:web` weighs it (the bodies as sent, gzip
// asked for, cold cache), on the built app the journeys run against. What a page fetches later (the
// subscribe form at the end of a long blog, a refusal's words) is not its first load; the window is
// tall enough to show a blog's end, so the form counts here.
const BUDGET_KB = 150;

async function weigh(browser: Browser, path: string, language: string): Promise<{ kb: number; files: string[] }> {
  // A tall window: the first view reaches the blog's end (its subscribe form, fetched near the end), the worst case.
  const context = await browser.newContext({ viewport: { width: 1280, height: 2400 }, locale: language, extraHTTPHeaders: { 'accept-encoding': 'gzip', 'accept-language': language } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const seen = new Map<string, { url: string; type: string; head: number }>();
  let bytes = 0;
  const files: string[] = [];
  cdp.on('Network.responseReceived', (e) => seen.set(e.requestId, { url: e.response.url, type: e.type, head: e.response.encodedDataLength }));
  cdp.on('Network.loadingFinished', (e) => {
    const r = seen.get(e.requestId);
    if (!r || (r.type !== 'Script' && r.type !== 'Stylesheet')) return;
    bytes += e.encodedDataLength - r.head;
    files.push(`${new URL(r.url).pathname} ${((e.encodedDataLength - r.head) / 1024).toFixed(1)} KB`);
  });
  await page.goto(path, { waitUntil: 'load' });
  await expect(page.locator('main').first()).toBeVisible();
  // Late chunks of the first screen (its route's code after the entry ran).
  await page.waitForLoadState('networkidle');
  await context.close();
  return { kb: bytes / 1024, files };
}

test.describe('page weight', () => {
  for (const language of ['en', 'es', 'ar']) {
    test(`home and a blog in ${language} stay under ${BUDGET_KB} KB of JavaScript and CSS (gzip)`, async ({ browser, request }) => {
      const latest = (await (await request.post('/api/latest-blogs', { data: { page: 1 } })).json()) as { blogs: { blog_id: string }[] };
      for (const path of ['/', `/blogs/${latest.blogs[0]!.blog_id}`]) {
        const { kb, files } = await weigh(browser, path, language);
        // Each page's weight in the report, to see the margin left.
        test.info().annotations.push({ type: 'weight', description: `${path} in ${language}: ${kb.toFixed(1)} KB` });
        expect(kb, `${path} in ${language}: ${kb.toFixed(1)} KB\n${files.join('\n')}`).toBeLessThan(BUDGET_KB);
        expect(kb, `${path}: something was weighed`).toBeGreaterThan(50);
      }
    });
  }
});
