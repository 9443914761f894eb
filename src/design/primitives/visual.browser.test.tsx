import type { composeStories } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { toast } from './Toaster/index';
import { storyInTheme } from '@/testing/themedStory';

// Every primitive's Variants story in the light and the dark theme, rendered in real Chromium and
// compared with the committed baselines in __screenshots__. `vitest run --project visual -u`
// rewrites them after an intended change.
type StoriesModule = Parameters<typeof composeStories>[0];
type Composed = ComponentType & { play?: (context: { canvasElement: HTMLElement }) => Promise<void> };
const modules = import.meta.glob<StoriesModule>('./*/*.stories.tsx', { eager: true });

const themes = [
  ['Variants', 'light'],
  ['Variants', 'dark'],
] as const;

beforeAll(async () => {
  // Desktop width, so drawers open from the right as most readers see them.
  await page.viewport(1024, 768);
});

afterEach(() => {
  cleanup();
  // sonner keeps toasts in a module-level store; loading toasts never expire on their own.
  toast.dismiss();
  document.body.removeAttribute('data-theme');
});

for (const [path, module] of Object.entries(modules)) {
  const primitive = path.split('/')[1]!;

  describe(primitive, () => {
    for (const [exportName, theme] of themes) {
      const Story = storyInTheme<Composed>(module, exportName, theme);
      test.skipIf(!Story)(`${exportName} (${theme})`, async () => {
        // A full-viewport box, so open dialogs and drawers (position: fixed) fall inside the shot.
        const container = document.createElement('div');
        container.style.cssText = 'min-height: 100vh; padding: 16px; box-sizing: border-box;';
        document.body.append(container);
        const Composed = Story!;
        render(<Composed />, { container });
        await Composed.play?.({ canvasElement: container });
        await document.fonts.ready;
        expect(document.body.getAttribute('data-theme')).toBe(theme);
        await expect.element(container).toMatchScreenshot(`${primitive}-${theme}`);
      });
    }
  });
}
