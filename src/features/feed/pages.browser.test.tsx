import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { within } from 'storybook/test';
import { toast } from '@/design/primitives/Toaster';
import { storyInTheme } from '@/testing/themedStory';
import * as BlogStories from '../../../stories/Pages/Blog.stories';
import * as HomeStories from '../../../stories/Pages/Home.stories';
import * as ProfileStories from '../../../stories/Pages/Profile.stories';

// Page-level screenshot baselines of the reader's screens in both themes, in real Chromium:
// home, the blog page with the comments drawer open, and a profile. `vitest run --project visual -u`
// rewrites them after an intended change.
type Composed = ComponentType & { play?: (context: { canvasElement: HTMLElement; canvas: ReturnType<typeof within> }) => Promise<void> };
const cases: [name: string, story: Composed, theme: 'light' | 'dark', ready: string][] = (['light', 'dark'] as const).flatMap((theme) => [
  ['home', storyInTheme<Composed>(HomeStories, 'SignedOut', theme)!, theme, 'article'] as const,
  ['blog-drawer', storyInTheme<Composed>(BlogStories, 'DrawerOpen', theme)!, theme, '[role="dialog"] article'] as const,
  ['profile', storyInTheme<Composed>(ProfileStories, 'Visitor', theme)!, theme, 'article'] as const,
]);

// What this file adds to the page (the style below, the frozen clock) goes when it ends: the next
// file draws in the same browser tab.
const still = document.createElement('style');

beforeAll(async () => {
  await page.viewport(1280, 900);
  // Still pictures: no shimmer, slide-in, sliding tab indicator or blinking caret between two shots.
  still.textContent = '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
  document.head.append(still);
  // Comment times are relative ("13 hours ago"): freeze the clock so the pictures never drift.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T21:00:00.000Z'));
});

afterAll(() => {
  vi.useRealTimers();
  still.remove();
});

afterEach(() => {
  cleanup();
  toast.dismiss();
  document.body.removeAttribute('data-theme');
});

/** Finite animations and transitions (a drawer sliding in) have ended: the screen holds still. */
async function animationsDone() {
  const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
}

async function imagesLoaded() {
  await Promise.all(
    [...document.images].map((img) =>
      img.complete
        ? null
        : new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          }),
    ),
  );
}

describe('reader pages', () => {
  for (const [name, Story, theme, ready] of cases) {
    test(`${name} (${theme})`, async () => {
      const container = document.createElement('div');
      container.style.cssText = 'min-height: 100vh;';
      document.body.append(container);
      render(<Story />, { container });
      await Story.play?.({ canvasElement: container, canvas: within(container) });
      await vi.waitFor(
        () => {
          expect(document.querySelector(ready)).not.toBeNull();
          expect(document.querySelector('[aria-busy="true"]')).toBeNull();
        },
        { timeout: 5000 },
      );
      await document.fonts.ready;
      await imagesLoaded();
      expect(document.body.getAttribute('data-theme')).toBe(theme);
      await animationsDone();
      // Two equal screenshots in a row are the stable one: on a slow host that took more than the default 5 s.
      await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${name}-${theme}`, { timeout: 15_000 });
    });
  }
});
