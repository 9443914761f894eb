import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlogPageSkeleton } from './BlogPage.tsx';

const meta = {
  title: 'Features/Blog/BlogPageSkeleton',
  component: BlogPageSkeleton,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BlogPageSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The blog page while it loads: one busy landmark, one loading announcement, placeholders at the page's sizes. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status', { name: 'Loading the blog' })).toBeInTheDocument();
    // The banner placeholder spans the reading column, as the banner will.
    const main = canvas.getByRole('main');
    const banner = main.children[1].getBoundingClientRect();
    await expect(banner.width).toBeGreaterThan(main.getBoundingClientRect().width / 2);
    await expect(banner.height).toBeGreaterThan(0);
  },
};

/** A phone's width: the placeholders follow the page's narrow layout. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async (context) => {
    await expect(window.innerWidth).toBeLessThan(400);
    await Playground.play?.(context);
  },
};
