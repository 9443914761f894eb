// Developer tool: screenshots of pages in Debian's Chromium, to look at what a person sees.
// Usage: npx tsx scripts/shot.ts <base-url> <out-dir> <path>[@<width>][#dark] ...
// DIR=rtl draws every page right to left (<html dir="rtl">, as the Arabic interface does), to look at
// the mirrored layout of any page or story (iframe.html?id=...) before its language exists.
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium.ts';

const [base, outDir, ...targets] = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunchOptions());
for (const target of targets) {
  const [pathAndWidth, mode] = target.split('#');
  const [path, width] = pathAndWidth.split('@');
  const context = await browser.newContext({ viewport: { width: Number(width ?? 1280), height: 900 } });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`[console] ${path}: ${m.text()}`));
  page.on('pageerror', (e) => console.log(`[pageerror] ${path}: ${e.message}`));
  // Stored before any of the page's scripts run: set after a first load instead, the app of that load
  // could still be starting and store its own theme over it (a light "dark" screenshot).
  await context.addInitScript(
    ([session, theme]) => {
      if (session) sessionStorage.setItem('user', session);
      if (theme) sessionStorage.setItem('theme', theme);
    },
    [process.env.SESSION ?? '', mode === 'dark' ? 'dark' : ''],
  );
  if (process.env.DIR) {
    // Given as source text (tsx would wrap a function's inner functions in a helper the page lacks);
    // the init script can run before <html> exists, and then sets it once the document is parsed.
    const dir = JSON.stringify(process.env.DIR);
    await context.addInitScript(`if (document.documentElement) document.documentElement.setAttribute('dir', ${dir});
      else document.addEventListener('readystatechange', () => document.documentElement.setAttribute('dir', ${dir}), { once: true });`);
  }
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(400);
  const file = `${outDir}/${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width ?? 1280}${mode ? `-${mode}` : ''}${process.env.DIR ? `-${process.env.DIR}` : ''}.png`;
  await page.screenshot({ path: file, fullPage: false });
  console.log(file);
  await context.close();
}
await browser.close();
