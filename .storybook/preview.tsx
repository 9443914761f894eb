import type { Preview } from '@storybook/react-vite';

// The design system fills this in: theme toolbar and decorators (router, toaster, query client).
const preview: Preview = {
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};
export default preview;
