import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../../docs/StoryLayout';
import { ProgressStatus } from './ProgressStatus';

const meta = {
  title: 'Primitives/ProgressStatus',
  component: ProgressStatus,
  args: { done: 42, total: 100, label: 'Making the archive', children: 'Written 42 of 100 items' },
} satisfies Meta<typeof ProgressStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <Stack>
      <ProgressStatus done={0} total={0} label="Waiting">
        Waiting for its turn…
      </ProgressStatus>
      <ProgressStatus done={1} total={3} label="A third">
        Imported 1 of 3 posts
      </ProgressStatus>
      <ProgressStatus done={3} total={3} label="Done">
        Imported 3 of 3 posts
      </ProgressStatus>
    </Stack>
  ),
};

export const States: Story = {
  args: { done: 9_999, total: 10_000, children: 'Written 9,999 of 10,000 items: members, blogs, comments, likes, follows, series, moved links and images, each in its turn' },
};

export const ReportsItsProgress: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Making the archive' })).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByRole('status')).toHaveTextContent('Written 42 of 100 items');
  },
};
