import { test as base, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';

/**
 * Home and blog pages arrive drawn by the server, and their buttons work once the app has hydrated
 * them (src/app/start.tsx removes the root's data-server-rendered then). A person takes longer than
 * that to reach for one; a journey acts at once, so after each load it waits for the app first.
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-server-rendered'), null, { timeout: 15_000 });
}

/** The page, whose goto and reload return once the app has started (for pages a journey opens itself). */
export function waitingForApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const res = await goto(...args);
    await waitForApp(page);
    return res;
  };
  page.reload = async (...args) => {
    const res = await reload(...args);
    await waitForApp(page);
    return res;
  };
  return page;
}

export const test = base.extend({
  // Playwright's fixture callback, named so that the React hooks lint does not take it for React's use().
  page: async ({ page }, provide) => {
    await provide(waitingForApp(page));
  },
});

/**
 * The e2e server's scheduler reads its clock from this file (SCHEDULER_CLOCK_FILE, set by
 * scripts/e2e-server.mjs with the same path): milliseconds ahead of the real time. A journey moves the
 * server's time forward with it instead of waiting for a scheduled blog's minute.
 */
export const serverClockFile = (port = process.env.E2E_PORT ?? '3100') => join(tmpdir(), `inkwell-e2e-clock-${port}`);
export function moveServerClock(aheadMs: number) {
  writeFileSync(serverClockFile(), String(aheadMs));
}
