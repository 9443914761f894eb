import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '@/design/docs/StoryLayout';
import { TrustBadge } from './TrustBadge.tsx';

const meta = {
  title: 'Features/Profile/TrustBadge',
  component: TrustBadge,
  args: { level: 2 },
} satisfies Meta<typeof TrustBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The three levels side by side. */
export const Levels: Story = {
  render: () => (
    <Stack>
      <TrustBadge level={0} />
      <TrustBadge level={1} />
      <TrustBadge level={2} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New member')).toHaveAttribute('data-level', '0');
    await expect(canvas.getByText('Member')).toHaveAttribute('data-level', '1');
    await expect(canvas.getByText('Trusted member')).toHaveAttribute('data-level', '2');
  },
};
