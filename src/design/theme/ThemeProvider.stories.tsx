import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { useTheme } from './useTheme.ts';

/** The theme the test runner started this run in (vitest.config.ts defines it per storybook project). */
declare const __STORY_THEME__: 'light' | 'dark' | undefined;

function ThemeName() {
  const { theme } = useTheme();
  return <p>The {theme} theme is on.</p>;
}

const meta = { title: 'Foundations/Themes', component: ThemeName } satisfies Meta<typeof ThemeName>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Proof that the theme loop runs each story in the theme it says: the body carries that theme and
 * its background is dark in the dark run and light in the light one. A loop that silently ran light
 * twice would fail here.
 */
export const RunsInTheRunsTheme: Story = {
  play: async ({ canvas, globals }) => {
    const expected = typeof __STORY_THEME__ === 'undefined' ? globals.theme : __STORY_THEME__;
    await expect(document.body).toHaveAttribute('data-theme', expected);
    await expect(canvas.getByText(`The ${expected} theme is on.`)).toBeInTheDocument();
    const luminance = () => {
      const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? ['255', '255', '255']).map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    };
    // The page's colours ease into a new theme: wait for the end of the transition.
    if (expected === 'dark') await waitFor(() => expect(luminance()).toBeLessThan(0.3), { timeout: 3000 });
    else await waitFor(() => expect(luminance()).toBeGreaterThan(0.7), { timeout: 3000 });
  },
};
