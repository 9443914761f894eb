import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withApp } from '@/testing/storyHelpers';
import { SiteFooter } from './SiteFooter.tsx';

const meta = {
  title: 'Pages/Shell/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  decorators: [withApp()],
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toBeEnabled();
  },
};
