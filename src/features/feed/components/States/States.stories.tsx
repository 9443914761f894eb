import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MESSAGES } from '@/contract';
import { withApp } from '@/testing/storyHelpers';
import { BlogListSkeleton, TrendingListSkeleton } from '../BlogCardSkeleton';
import { EmptyState, ErrorState, LoadMore } from './States';

const meta = {
  title: 'Features/Feed/States',
  component: EmptyState,
  decorators: [withApp()],
  args: { title: MESSAGES.noCategoryBlogs },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Failure: Story = {
  render: () => <ErrorState title="Could not load the latest blogs" detail="Could not reach the server. Check your connection and try again." onRetry={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the latest blogs');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

const onClick = fn();
export const LoadMoreButton: Story = {
  render: () => <LoadMore label="blogs" onClick={onClick} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more blogs' }));
    await expect(onClick).toHaveBeenCalled();
  },
};

export const Skeletons: Story = {
  render: () => (
    <>
      <BlogListSkeleton count={2} />
      <TrendingListSkeleton count={3} />
    </>
  ),
};
