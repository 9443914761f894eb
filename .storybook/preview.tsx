import { useLayoutEffect } from 'react';
import type { Decorator, Preview, StoryContext } from '@storybook/react-vite';
import { afterEach as a11yAfterEach } from '@storybook/addon-a11y/preview';
import { waitForAnimations } from 'storybook/preview-api';
import '../src/design/styles';
import { ThemeProvider, useTheme } from '../src/design/theme';
import { Toaster, toast } from '../src/design/primitives/Toaster';
import { I18nProvider } from '@lingui/react';
import { activateLanguage, i18n, loadCataloguePart } from '../src/lib/i18n';
import { prepareSanitizer } from '../src/lib/sanitizeHtml';
import { messages as englishMessages } from '../src/locales/en/messages.po';
import { messages as englishEditorMessages } from '../src/locales/editor/en/messages.po';
import { messages as englishAccountMessages } from '../src/locales/account/en/messages.po';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '../src/contract/languages';

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
 * The story's axe check once more, on the same render after `play` (the a11y addon's own afterEach
 * has just checked it as rendered): in the other theme and in Arabic (right to left) at once, with
 * the addon's rules, parameters and failure. A story whose colours fail contrast only in dark, or
 * whose labels or landmarks break in Arabic, fails here; one pass for both halves the cost of a
 * third axe run per story (colours do not depend on the language, nor names on the theme). Stories
 * already shown in Arabic (the toolbar, Chromatic's mode) switch only the theme. The language
 * switches in place (the provider re-renders); the page's colours ease into a new theme, so axe
 * waits for the transition to end.
 */
async function checkInTheOtherTheme(context: StoryContext) {
  if (!CHECK_BOTH_THEMES || context.viewMode !== 'story' || !setStoryTheme) return;
  const firstLanguage = storyLanguage(context);
  const toArabic = firstLanguage !== 'ar';
  const first: ThemeName = document.body.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
  const other: ThemeName = first === 'dark' ? 'light' : 'dark';
  if (toArabic) await activateLanguage('ar');
  await switchTheme(other);
  try {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await waitForAnimations();
    await a11yAfterEach(context as Parameters<typeof a11yAfterEach>[0]);
  } catch (error) {
    if (error instanceof Error) error.message = `In the ${other} theme${toArabic ? ', in Arabic' : ''}: ${error.message}`;
    throw error;
  } finally {
    await switchTheme(first);
    if (toArabic) await activateLanguage(firstLanguage);
  }
}

const storyLanguage = (context: Pick<StoryContext, 'globals'>): Language => (isLanguage(context.globals.locale) ? context.globals.locale : 'en');

// The story's language (the toolbar's locale) is loaded before it renders, and <html lang dir> set.
// English is in effect from the start: Lingui's provider draws nothing until a language is active,
// and a story rendered without its loaders (composeStories in the visual tests) would be empty.
i18n.load('en', { ...englishMessages, ...englishEditorMessages, ...englishAccountMessages });
i18n.activate('en');
// Every part of the catalogue: stories show the editor's and the account's screens beside the others.
void loadCataloguePart('editor');
void loadCataloguePart('account');
const loadLanguage = async (context: Pick<StoryContext, 'globals'>) => {
  await Promise.all([activateLanguage(storyLanguage(context)), prepareSanitizer()]);
  return {};
};

const withLanguage: Decorator = (Story) => (
  <I18nProvider i18n={i18n}>
    <Story />
  </I18nProvider>
);

// The theme lives on <body data-theme> (Radix portals and toasts render into body and follow it).
// The provider is keyed by the theme so switching the toolbar remounts it with the new value.
const withTheme: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals.theme === 'dark' ? 'dark' : 'light';
  document.body.setAttribute('data-theme', theme);
  document.documentElement.style.colorScheme = theme;
  return (
    <ThemeProvider key={theme} initialTheme={theme} persist={false}>
      <ThemeHandle />
      <Story />
      <Toaster />
    </ThemeProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme, withLanguage],
  loaders: [loadLanguage],
  globalTypes: {
    locale: {
      description: 'Interface language (<html lang dir>)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((value) => ({ value, title: LANGUAGE_NAMES[value], right: value })),
        dynamicTitle: true,
      },
    },
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
  initialGlobals: { theme: 'light', locale: 'en' },
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
        'arabic light': { theme: 'light', locale: 'ar' },
        'arabic dark': { theme: 'dark', locale: 'ar' },
        spanish: { theme: 'light', locale: 'es' },
      },
    },
  },
};
export default preview;
