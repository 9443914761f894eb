import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../../docs/StoryLayout';
import { Divider } from './Divider';

const meta = { title: 'Primitives/Divider', component: Divider } satisfies Meta<typeof Divider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: () => (
    <Stack>
      <p>Change your password.</p>
      <Divider />
      <p>Sign out of every device.</p>
    </Stack>
  ),
};

export const IsASeparator: Story = {
  render: () => <Divider />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toBeVisible();
  },
};
