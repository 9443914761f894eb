import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)', '../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The props tables of Storybook's own UI. The story tests (Vitest sets VITEST) render, play and
  // check with axe, and read no docgen: without it, their Vite server no longer parses every source
  // file it serves with react-docgen (about 16 CPU s over the sources a run loads).
  typescript: { reactDocgen: process.env.VITEST ? false : 'react-docgen' },
  // Pre-bundle the design system's dependencies: when Vite discovers one mid-run it re-optimises and
  // reloads, and the story tests that were loading fail with "Failed to fetch dynamically imported module".
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        '@radix-ui/react-dialog',
        '@radix-ui/react-dropdown-menu',
        '@radix-ui/react-tabs',
        '@radix-ui/react-visually-hidden',
        'class-variance-authority',
        'lucide-react',
        'sonner',
      ],
    },
  }),
};
export default config;
