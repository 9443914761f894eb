import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/design/styles';
import { ThemeProvider } from '../src/design/theme';
import { Toaster, toast } from '../src/design/primitives/Toaster';

type ThemeName = 'light' | 'dark';

/**
 * The theme every story starts in. The test runner runs all stories twice (vitest.config.ts: the
 * `storybook` and `storybook-dark` projects define it); Storybook's own UI starts light.
 */
declare const __STORY_THEME__: ThemeName | undefined;
const STORY_THEME: ThemeName = typeof __STORY_THEME__ !== 'undefined' && __STORY_THEME__ === 'dark' ? 'dark' : 'light';

// The theme lives on <body data-theme> (Radix portals and toasts render into body and follow it).
// The provider is keyed by the theme so switching the toolbar remounts it with the new value.
const withTheme: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals.theme === 'dark' ? 'dark' : 'light';
  document.body.setAttribute('data-theme', theme);
  document.documentElement.style.colorScheme = theme;
  return (
    <ThemeProvider key={theme} initialTheme={theme} persist={false}>
      <Story />
      <Toaster />
    </ThemeProvider>
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
  initialGlobals: { theme: STORY_THEME },
  // Toasts never outlive the story that raised them: each story starts with none on screen.
  beforeEach: () => {
    toast.dismiss();
  },
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
