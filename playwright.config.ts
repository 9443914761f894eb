import { defineConfig } from '@playwright/test';
import { journeyLaunchOptions } from './scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3100);

// e2e journeys run against the built app and the real server on a fresh embedded database.
export default defineConfig({
  testDir: 'e2e',
  // Its own folder: Playwright empties it when it starts, and scripts/test.mjs keeps the other layers'
  // logs and reports in test-results/ while the journeys run beside them.
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // No retries: a journey that fails once is a bug to fix, not to hide (see the Editor.js steps in
  // e2e/author.spec.ts for how the editor's idle-time key binding is waited for).
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: journeyLaunchOptions(),
    // Recording a trace costs every journey its CPU, passing or not (291 s of CPU for the layer
    // without, 411 with): on for a run that looks into a failure (E2E_TRACE=1), off otherwise. A
    // failed journey still leaves its screenshot.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    // Seeding the demo community and starting the server take one to two minutes on a quiet two-core
    // machine, several times that when other work shares it: a slow start is not a failure.
    timeout: 600_000,
    reuseExistingServer: false,
    // SIGTERM first, so scripts/e2e-server.mjs writes the server's CPU as it exits (Playwright's
    // default is SIGKILL at once); a server that has not ended 10 s later is killed as before.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: { E2E_PORT: String(port) },
  },
});
