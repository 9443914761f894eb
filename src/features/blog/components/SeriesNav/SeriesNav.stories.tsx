import type { Meta, StoryObj } from '@storybook/react-vite';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { SeriesNav } from './SeriesNav.tsx';

const series = {
  name: 'Engines, explained',
  slug: 'engines-explained',
  blogs: [
    { blog_id: 'prologue', title: 'Prologue' },
    { blog_id: 'part-one', title: 'Part one: the mill' },
    { blog_id: 'part-two', title: 'Part two: the store' },
  ],
};

const meta = {
  title: 'Features/Blog/SeriesNav',
  component: SeriesNav,
  args: { series, blogId: 'part-one', username: 'ada' },
  decorators: [withAppFromParameters],
} satisfies Meta<typeof SeriesNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};
export const First: Story = { args: { blogId: 'prologue' } };
export const Last: Story = { args: { blogId: 'part-two' } };
