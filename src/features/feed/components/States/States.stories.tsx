import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@/contract';
import { withApp } from '@/testing/storyHelpers';
import { BlogListSkeleton, TrendingListSkeleton } from '../BlogCardSkeleton';
import { EmptyState } from './States';

const meta = {
  title: 'Features/Feed/States',
  component: EmptyState,
  decorators: [withApp()],
  args: { title: MESSAGES.noCategoryBlogs },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Skeletons: Story = {
  render: () => (
    <>
      <BlogListSkeleton count={2} />
      <TrendingListSkeleton count={3} />
    </>
  ),
};
