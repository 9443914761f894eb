import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/design/styles';
import { ThemeProvider } from '../src/design/theme';
import { Toaster } from '../src/design/primitives/Toaster';

type ThemeName = 'light' | 'dark';

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
  initialGlobals: { theme: 'light' },
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
