// Developer tool: the editor's own menus (block toolbar, toolbox, block tunes, inline toolbar, a list)
// right to left and left to right, at 1280 and 375, from a built Storybook (npm run build-storybook,
// then serve storybook-static). Editor.js draws these itself, so look at them after changing its CSS.
// Usage: npx tsx scripts/shoot-editor-menus.ts <storybook-url> <out-dir>
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium.ts';

const [base, out] = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunchOptions());
for (const width of [1280, 375]) {
  for (const dir of ['rtl', 'ltr']) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    // Source text, not a function: tsx would wrap a function's inner functions in a helper the page lacks.
    await context.addInitScript(`if (document.documentElement) document.documentElement.setAttribute('dir', '${dir}'); else document.addEventListener('readystatechange', () => document.documentElement.setAttribute('dir', '${dir}'), { once: true });`);
    const page = await context.newPage();
    page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`));
    await page.goto(`${base}/iframe.html?id=pages-editor--with-content&viewMode=story`, { waitUntil: 'networkidle' });
    await page.waitForSelector('.ce-paragraph');
    await page.waitForTimeout(800);
    const shot = async (name: string) => page.screenshot({ path: `${out}/${name}-${width}-${dir}.png` });
    const p = page.locator('.ce-paragraph').first();
    await p.click();
    await page.waitForTimeout(300);
    await shot('toolbar');
    await page.locator('.ce-toolbar__plus').click();
    await page.waitForTimeout(400);
    await shot('toolbox');
    await page.keyboard.press('Escape');
    await p.click();
    await page.waitForTimeout(200);
    await page.locator('.ce-toolbar__settings-btn').click();
    await page.waitForTimeout(400);
    await shot('tunes');
    await page.keyboard.press('Escape');
    await p.dblclick({ position: { x: 60, y: 12 } });
    await page.waitForTimeout(500);
    await shot('inline');
    const li = page.locator('.cdx-list__item-content').first();
    await li.scrollIntoViewIfNeeded();
    await li.click();
    await page.waitForTimeout(300);
    await shot('list');
    await context.close();
  }
}
await browser.close();
console.log(`${out}: toolbar, toolbox, tunes, inline, list at 1280 and 375, rtl and ltr`);
