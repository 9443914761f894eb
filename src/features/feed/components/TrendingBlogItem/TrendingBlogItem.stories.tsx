import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { blogCard } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';
import { TrendingBlogItem } from './TrendingBlogItem';

const meta = {
  title: 'Features/Feed/TrendingBlogItem',
  component: TrendingBlogItem,
  decorators: [withApp(), (Story) => <ol>{Story()}</ol>],
  args: { blog: blogCard(1), position: 1 },
} satisfies Meta<typeof TrendingBlogItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('01')).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/blogs/notes-on-the-analytical-engine-1');
  },
};
export const TenthLongTitle: Story = {
  args: { position: 10, blog: blogCard(2, { title: 'A trending title so long that it needs two lines and then some more words to be clamped at the end of the second line' }) },
};
