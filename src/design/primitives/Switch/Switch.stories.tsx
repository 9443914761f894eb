import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Stack } from '../../docs/StoryLayout';
import { Switch } from './Switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: 'Comments on my blogs', description: 'A mail when someone comments on a blog of yours.' },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <Stack>
      <Switch label="Off" />
      <Switch label="On" defaultChecked />
      <Switch label="Disabled" description="Not available yet" disabled />
      <Switch label="Disabled and on" defaultChecked disabled />
    </Stack>
  ),
};

export const TogglesWithTheKeyboard: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Comments on my blogs' });
    await expect(toggle).toHaveAccessibleDescription('A mail when someone comments on a blog of yours.');
    await expect(toggle).not.toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
  },
};
