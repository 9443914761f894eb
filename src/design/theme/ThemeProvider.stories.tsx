import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { useTheme } from './useTheme.ts';

function ThemeName() {
  const { theme } = useTheme();
  return <p>The {theme} theme is on.</p>;
}

const meta = { title: 'Foundations/Themes', component: ThemeName } satisfies Meta<typeof ThemeName>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Proof that a story runs in the theme its globals say: the body carries that theme and its
 * background is dark in dark and light in light (the test runner then checks it in the other theme
 * too: .storybook/preview.tsx).
 */
export const RunsInTheRunsTheme: Story = {
  play: async ({ canvas, globals }) => {
    const expected = globals.theme === 'dark' ? 'dark' : 'light';
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

/** The same proof for a story that starts dark (the test runner then checks it in light too). */
export const DarkFromTheStoryGlobals: Story = { ...RunsInTheRunsTheme, globals: { theme: 'dark' } };
