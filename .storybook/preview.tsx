import { useLayoutEffect } from 'react';
import type { Decorator, Preview, StoryContext } from '@storybook/react-vite';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { messages as en } from '../src/locales/en/messages.po';
import { afterEach as a11yAfterEach } from '@storybook/addon-a11y/preview';
import { waitForAnimations } from 'storybook/preview-api';
import '../src/design/styles';
import { ThemeProvider, useTheme } from '../src/design/theme';
import { Toaster, toast } from '../src/design/primitives/Toaster';

type ThemeName = 'light' | 'dark';

/**
 * True in the test runner's storybook project (vitest.config.ts defines it): each story, once its
 * `play` has run, is switched to the other theme and checked by axe again there. Storybook's own UI
 * leaves it undefined and shows one theme at a time.
 */
declare const __STORY_CHECK_BOTH_THEMES__: boolean | undefined;
const CHECK_BOTH_THEMES = typeof __STORY_CHECK_BOTH_THEMES__ !== 'undefined' && __STORY_CHECK_BOTH_THEMES__;

/** The rendered story's theme setter, kept so the check in the other theme can switch it in place. */
let setStoryTheme: ((theme: ThemeName) => void) | undefined;
function ThemeHandle() {
  const { setTheme } = useTheme();
  useLayoutEffect(() => {
    setStoryTheme = setTheme;
    return () => {
      if (setStoryTheme === setTheme) setStoryTheme = undefined;
    };
  }, [setTheme]);
  return null;
}

/** Switches the rendered story's theme and resolves once `<body data-theme>` carries it. */
async function switchTheme(theme: ThemeName) {
  setStoryTheme?.(theme);
  const deadline = Date.now() + 5000;
  while (document.body.getAttribute('data-theme') !== theme) {
    if (Date.now() > deadline) throw new Error(`the story did not switch to the ${theme} theme`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/**
 * The story's axe check once more in the other theme, on the same render after `play` (the a11y
 * addon's own afterEach has just checked the first theme): the same rules, parameters and failure as
 * the addon's, so a story whose colours fail contrast only in dark fails here. The page's colours
 * ease into a new theme, so axe waits for the transition to end.
 */
async function checkInTheOtherTheme(context: StoryContext) {
  if (!CHECK_BOTH_THEMES || context.viewMode !== 'story' || !setStoryTheme) return;
  const first: ThemeName = document.body.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
  const other: ThemeName = first === 'dark' ? 'light' : 'dark';
  await switchTheme(other);
  try {
    await waitForAnimations();
    await a11yAfterEach(context as Parameters<typeof a11yAfterEach>[0]);
  } catch (error) {
    if (error instanceof Error) error.message = `In the ${other} theme: ${error.message}`;
    throw error;
  } finally {
    await switchTheme(first);
  }
}

// Stories speak English (the source language) until the locale toolbar chooses another.
i18n.loadAndActivate({ locale: 'en', messages: en });

// The theme lives on <body data-theme> (Radix portals and toasts render into body and follow it).
// The provider is keyed by the theme so switching the toolbar remounts it with the new value.
const withTheme: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals.theme === 'dark' ? 'dark' : 'light';
  document.body.setAttribute('data-theme', theme);
  document.documentElement.style.colorScheme = theme;
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider key={theme} initialTheme={theme} persist={false}>
        <ThemeHandle />
        <Story />
        <Toaster />
      </ThemeProvider>
    </I18nProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme (data-theme on body)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  // Toasts never outlive the story that raised them: each story starts with none on screen.
  beforeEach: () => {
    toast.dismiss();
  },
  afterEach: checkInTheOtherTheme,
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    backgrounds: { disable: true },
    chromatic: {
      modes: {
        light: { theme: 'light' },
        dark: { theme: 'dark' },
      },
    },
  },
};
export default preview;
