import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withApp } from '@/testing/storyHelpers';
import { AuthorSeries } from './AuthorSeries.tsx';

const meta = {
  title: 'Features/Profile/AuthorSeries',
  component: AuthorSeries,
  decorators: [withApp()],
  args: {
    username: 'ada',
    series: [
      { name: 'Engines, explained', slug: 'engines-explained', count: 3 },
      { name: 'Notes on a very long journey through the analytical engine and its many tables', slug: 'notes', count: 1 },
    ],
  },
} satisfies Meta<typeof AuthorSeries>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoSeries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Engines, explained' })).toHaveAttribute('href', '/series/ada/engines-explained');
    await expect(canvas.getByText('1 part')).toBeInTheDocument();
  },
};
