import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlogPostCardSkeleton } from '../BlogPostCard';
import { TrendingListSkeleton } from '../TrendingList';
import { BlogListSkeleton } from './BlogList.tsx';

const meta = {
  title: 'Features/Feed/BlogCardSkeleton',
  component: BlogListSkeleton,
  args: { count: 3, label: 'Loading blogs' },
  argTypes: { count: { control: { type: 'range', min: 1, max: 8 } } },
} satisfies Meta<typeof BlogListSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A list of card placeholders, announced once as loading; the placeholders themselves are hidden from assistive tech. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const status = canvas.getByRole('status', { name: args.label });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status.children).toHaveLength(args.count ?? 4);
    for (const card of status.children) await expect(card).toHaveAttribute('aria-hidden', 'true');
  },
};

/** One card placeholder: the card's own grid (text column and thumbnail), so nothing moves when the blog arrives. */
export const Card: Story = {
  render: () => <BlogPostCardSkeleton />,
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[aria-hidden]') as HTMLElement;
    await expect(card).toBeVisible();
    // Same footprint as a card: a body and a thumbnail side by side, both with room.
    const [body, thumb] = [...card.children].map((el) => el.getBoundingClientRect());
    await expect(body.width).toBeGreaterThan(thumb.width);
    await expect(thumb.height).toBeGreaterThan(0);
  },
};

/** The trending list's placeholders (index, avatar, name, title). */
export const Trending: Story = {
  render: () => <TrendingListSkeleton count={5} />,
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading trending blogs' });
    await expect(status.children).toHaveLength(5);
  },
};
