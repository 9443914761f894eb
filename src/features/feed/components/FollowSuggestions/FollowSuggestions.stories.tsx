import type { Meta, StoryObj } from '@storybook/react-vite';
import { blogCards } from '@/testing/fixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { FollowSuggestions } from './FollowSuggestions.tsx';

const meta = {
  title: 'Features/Feed/FollowSuggestions',
  component: FollowSuggestions,
  decorators: [withAppFromParameters],
  parameters: { app: { api: { '/trending-blogs': () => ({ blogs: blogCards }) } } },
} satisfies Meta<typeof FollowSuggestions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TrendingAuthors: Story = {};
