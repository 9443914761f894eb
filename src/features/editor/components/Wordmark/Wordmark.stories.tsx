import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withApp } from '@/testing/storyHelpers';
import { Wordmark } from './Wordmark.tsx';

const meta = {
  title: 'Features/Editor/Wordmark',
  component: Wordmark,
  decorators: [withApp({ path: '/editor' })],
} satisfies Meta<typeof Wordmark>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The full logo, linking home under one name (its two pictures are not announced twice). */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Inkwell home' });
    await expect(link).toHaveAttribute('href', '/');
    const [full, mark] = link.querySelectorAll('[data-variant]');
    await expect(full).toHaveAttribute('data-variant', 'full');
    await expect(full).toBeVisible();
    await expect(mark).not.toBeVisible();
  },
};

/** Below the editor's 650 px breakpoint only the mark shows. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Inkwell home' });
    const [full, mark] = link.querySelectorAll('[data-variant]');
    await expect(mark).toHaveAttribute('data-variant', 'mark');
    await expect(mark).toBeVisible();
    await expect(full).not.toBeVisible();
  },
};
