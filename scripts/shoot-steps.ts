// Developer tool: a screenshot after a few clicks (a dialog, a drawer, a tab), in Debian's Chromium.
// Usage: npx tsx scripts/shoot-steps.ts <base-url> <out.png> <path>[@<width>][#dark] [click:<role>=<name>] [wait:<ms>] [scroll:<text>] ...
// SESSION (a signin answer) signs the page in, as in scripts/shot.ts.
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium.ts';

const [base, out, target, ...steps] = process.argv.slice(2);
const [pathAndWidth, mode] = target.split('#');
const [path, width] = pathAndWidth.split('@');
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await (await browser.newContext({ viewport: { width: Number(width ?? 1280), height: 900 } })).newPage();
page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`));
await page.goto(base, { waitUntil: 'domcontentloaded' });
if (process.env.SESSION) await page.evaluate((s) => sessionStorage.setItem('user', s), process.env.SESSION);
if (mode === 'dark') await page.evaluate(() => sessionStorage.setItem('theme', 'dark'));
await page.goto(base + path, { waitUntil: 'networkidle' });
for (const step of steps) {
  const [kind, arg] = [step.slice(0, step.indexOf(':')), step.slice(step.indexOf(':') + 1)];
  if (kind === 'wait') await page.waitForTimeout(Number(arg));
  if (kind === 'scroll') await page.getByText(arg).first().scrollIntoViewIfNeeded();
  if (kind === 'click') {
    const [role, name] = arg.split('=');
    await page.getByRole(role as 'button', { name, exact: true }).first().click();
  }
}
await page.waitForTimeout(500);
await page.screenshot({ path: out });
console.log(out);
await browser.close();
