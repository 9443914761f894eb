import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium.ts';
const base = 'http://127.0.0.1:3420';
const out = '/tmp/nl-shots';
const browser = await chromium.launch(chromiumLaunchOptions());
const shots: [string, string, number, 'light' | 'dark', string, string?][] = [
  ['profile', '/user/ada', 1280, 'light', 'en'],
  ['profile', '/user/ada', 375, 'dark', 'en'],
  ['profile', '/user/ada', 1280, 'dark', 'ar'],
  ['profile', '/user/ada', 375, 'light', 'ar'],
  ['blogend', '/blogs/type-systems-as-documentation-vw3pedju', 1280, 'light', 'en', '#follow-by-email'],
  ['blogend', '/blogs/type-systems-as-documentation-vw3pedju', 375, 'dark', 'ar', '#follow-by-email'],
  ['confirm', '/subscribe/confirm/not-a-real-token-0123456789', 1280, 'dark', 'en'],
  ['confirm', '/subscribe/confirm/not-a-real-token-0123456789', 375, 'light', 'ar'],
];
for (const [name, path, width, theme, locale, scrollTo] of shots) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale, colorScheme: theme });
  await context.addInitScript(([t]) => sessionStorage.setItem('theme', t), [theme]);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`[pageerror] ${path}: ${e.message}`));
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  if (scrollTo) await page.locator(scrollTo).scrollIntoViewIfNeeded();
  const file = `${out}/${name}-${width}-${theme}-${locale}.png`;
  await page.screenshot({ path: file });
  console.log(file);
  if (name === 'profile' && width === 1280 && locale === 'en') {
    await page.getByLabel('Your e-mail').fill('reader@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('status').filter({ hasText: 'Check your inbox' }).waitFor();
    await page.screenshot({ path: `${out}/profile-sent.png` });
    await page.getByLabel('Your e-mail', { exact: false }).count();
  }
  if (name === 'confirm' && locale === 'en') {
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${out}/confirm-invalid.png` });
  }
  await context.close();
}
await browser.close();
