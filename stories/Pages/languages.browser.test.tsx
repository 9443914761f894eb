import { cleanup } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { toast } from '@/design/primitives/Toaster';
import { activateLanguage } from '@/lib/i18n';
import { drawnPage } from '@/testing/drawnPage';
import type { Language } from '@/contract';
import * as BlogStories from './Blog.stories';
import * as EditorStories from './Editor.stories';
import * as HomeStories from './Home.stories';
import * as SettingsStories from './Settings.stories';

// Screenshot baselines of the main pages in Arabic (right to left) and a few in Spanish (the longest
// words), at the desktop and the phone width, compared with __screenshots__ in real Chromium. The
// mirror test beside this one checks where boxes sit; these catch what only a picture shows: a
// label that wraps or overflows, an icon that points the wrong way, a word left in English.
// `vitest run --project visual -u stories/Pages/languages.browser.test.tsx` rewrites them.
type StoriesModule = Parameters<typeof composeStories>[0];
type Composed = ComponentType;
type Case = [name: string, module: StoriesModule, story: string, language: Language, theme: 'light' | 'dark', width: number];
const cases: Case[] = [
  ['home', HomeStories, 'SignedIn', 'ar', 'light', 1280],
  ['home', HomeStories, 'SignedIn', 'ar', 'dark', 375],
  ['home', HomeStories, 'SignedIn', 'es', 'light', 375],
  ['blog', BlogStories, 'SignedInAuthor', 'ar', 'light', 1280],
  ['blog', BlogStories, 'SignedInAuthor', 'ar', 'dark', 375],
  ['editor', EditorStories, 'WithContent', 'ar', 'light', 1280],
  ['editor', EditorStories, 'WithContent', 'ar', 'light', 375],
  ['editor', EditorStories, 'WithContent', 'es', 'dark', 1280],
  ['settings', SettingsStories, 'Preferences', 'ar', 'light', 1280],
  ['settings', SettingsStories, 'Preferences', 'es', 'light', 375],
];

/** A story composed with its starting globals: the theme and the language. */
function storyIn(module: StoriesModule, exportName: string, theme: 'light' | 'dark', locale: Language): Composed {
  const story = (module as Record<string, unknown>)[exportName] as { globals?: object };
  const composed = composeStories({ default: module.default, [exportName]: { ...story, globals: { ...(story.globals ?? {}), theme, locale } } } as StoriesModule);
  return (composed as Record<string, unknown>)[exportName] as Composed;
}

beforeAll(() => {
  // Relative times ("6 days ago") must read the same in every run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T21:00:00.000Z'));
});
afterAll(async () => {
  vi.useRealTimers();
  await activateLanguage('en');
});
afterEach(() => {
  cleanup();
  toast.dismiss();
  document.body.removeAttribute('data-theme');
  // An editor page may leave its local copy of the draft (useLocalDraftCopy): the next editor page
  // would then offer to restore it, and its screenshot would not be the page's.
  localStorage.clear();
});

describe('the main pages in Arabic and Spanish', () => {
  for (const [name, module, story, language, theme, width] of cases) {
    test(`${name} in ${language}, ${theme}, at ${width}`, async () => {
      await page.viewport(width, 900);
      // <html lang dir> and the catalogue, as the app sets them before it draws.
      await activateLanguage(language);
      expect(document.documentElement.getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      const Story = storyIn(module, story, theme, language);
      await drawnPage(Story);
      expect(document.body.getAttribute('data-theme')).toBe(theme);
      await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${name}-${language}-${theme}-${width}`, { timeout: 30_000 });
      // A busy machine paints slowly: two stable frames may take longer than the layer's 30 s.
    }, 60_000);
  }
});
