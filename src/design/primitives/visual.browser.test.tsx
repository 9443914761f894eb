import { composeStories } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { toast } from './Toaster/index';

// Every primitive's Variants story (light) and VariantsDark story, rendered in real Chromium and
// compared with the committed baselines in __screenshots__. `vitest run --project visual -u`
// rewrites them after an intended change.
type StoriesModule = Parameters<typeof composeStories>[0];
type Composed = ComponentType & { play?: (context: { canvasElement: HTMLElement }) => Promise<void> };
const modules = import.meta.glob<StoriesModule>('./*/*.stories.tsx', { eager: true });

const themes = [
  ['Variants', 'light'],
  ['VariantsDark', 'dark'],
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
  const stories = composeStories(module) as unknown as Record<string, Composed | undefined>;

  describe(primitive, () => {
    for (const [exportName, theme] of themes) {
      const Story = stories[exportName];
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
