import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '@/design';
import { SettingsBlock } from './SettingsBlock.tsx';

const meta = {
  title: 'Features/Settings/SettingsBlock',
  component: SettingsBlock,
  args: { title: 'Export your data', hint: 'A ZIP of your profile, blogs, comments and images.', children: <Button variant="outline">Download</Button> },
} satisfies Meta<typeof SettingsBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Export your data' })).toBeVisible();
  },
};
