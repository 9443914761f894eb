import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Divider } from '@/design';
import { SettingsSection } from './SettingsSection.tsx';

const meta = {
  title: 'Features/Settings/SettingsSection',
  component: SettingsSection,
  args: {
    title: 'Account',
    children: (
      <>
        <p>A settings page’s content.</p>
        <Divider />
        <p>Its next part.</p>
      </>
    ),
  },
} satisfies Meta<typeof SettingsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Account' })).toBeVisible();
    await expect(document.title).toContain('Account');
  },
};
