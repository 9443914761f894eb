import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import viteConfig from './vite.config.ts';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

// One browser object per project: a shared object mislabels the projects (TOOLCHAIN.md).
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions() }),
  instances: [{ browser: 'chromium' as const }],
  commands: { mouseOutsideTests },
});

/**
 * Moves the mouse off the frame the tests draw in, where a fresh page has it: a real click leaves
 * the pointer over whatever the next file draws there, which then shows its hover style
 * (src/testing/setupVisual.ts).
 */
async function mouseOutsideTests({ page }: { page: import('playwright-core').Page }) {
  const box = await page.locator('iframe[data-vitest]').boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return page.mouse.move(0, 0);
  const x = box.x >= 2 ? 0 : box.x + box.width + 1 < size.width ? size.width - 1 : 0;
  const y = box.y >= 2 ? 0 : box.y + box.height + 1 < size.height ? size.height - 1 : 0;
  await page.mouse.move(x, y);
}

// `vitest run --project unit --project api` needs no browser: only look for Chromium when a browser
// project may run, so the node projects work on a machine without one.
const requested = process.argv.flatMap((a, i, all) => (a === '--project' ? [all[i + 1]] : a.startsWith('--project=') ? [a.slice(10)] : []));
const wantsBrowser = requested.length === 0 || requested.some((p) => p.startsWith('storybook') || p === 'visual' || p.includes('*'));

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // The first browser session connects once Vite has pre-bundled the app's dependencies for each
      // browser project: a minute and more when the machine is busy, past Vitest's 60 s default.
      browser: { connectTimeout: 180_000 },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'happy-dom',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: ['src/**/*.browser.test.{ts,tsx}'],
            setupFiles: ['src/testing/setupUnit.ts'],
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'api',
            environment: 'node',
            include: ['server/**/*.test.ts'],
            // One migrated embedded database that each file copies (server/test/dbTemplate.ts).
            globalSetup: ['server/test/dbTemplate.ts'],
            // Each file must leave the timers real: the files share one worker (server/test/setupApi.ts).
            setupFiles: ['server/test/setupApi.ts'],
            // A test's clock only ends a hang: beside the other layers on two cores, a journey through
            // the server of a few seconds alone has taken 35 s.
            testTimeout: 60_000,
            // A file's first app build in a new worker compiles every route's schemas: beside the other
            // layers at a load of 16-24 that beforeEach passed 60 s once (seo.test.ts).
            hookTimeout: 120_000,
            // scripts/test.mjs runs two files at a time; each has a database of its own.
            fileParallelism: false,
            isolate: false,
          },
        },
        ...(wantsBrowser
          ? [
              // Every story in both themes from one render: after `play` and the a11y addon's axe
              // check, .storybook/preview.tsx switches the story to the other theme and runs axe again.
              {
                extends: true as const,
                plugins: [storybookTest({ configDir: '.storybook' })],
                define: { __STORY_CHECK_BOTH_THEMES__: 'true' },
                // The preview's second axe check imports the addon's hooks: pre-bundled at start, since
                // optimising it mid-run reloads the page and a story file fails to load.
                optimizeDeps: { include: ['@storybook/addon-a11y/preview'] },
                // A story's clock only ends a hang: on a loaded machine a file's first story (its
                // modules' import) has passed 30 s.
                test: { name: 'storybook', browser: browser(), testTimeout: 60_000, isolate: false },
              },
              {
                extends: true as const,
                test: {
                  name: 'visual',
                  include: ['src/**/*.browser.test.{ts,tsx}', 'stories/**/*.browser.test.{ts,tsx}'],
                  setupFiles: ['src/testing/setupVisual.ts'],
                  browser: browser(),
                  // `npm test` runs this layer at a lower priority beside the others (scripts/test.mjs):
                  // a page's test waits up to 5 s for the page, then for fonts, images and animations,
                  // then up to 15 s for two equal screenshots; under the whole run's load that passed
                  // 30 s (a blog drawer took 33.9 s there and 1.6 s alone). The storybook project's budget.
                  testTimeout: 60_000,
                  // The files share one frame and its loaded modules (about a fifth of this project's CPU):
                  // each starts from a fresh page's input state (src/testing/setupVisual.ts) and removes
                  // what it adds to the page.
                  isolate: false,
                },
              },
            ]
          : []),
      ],
    },
  }),
);
