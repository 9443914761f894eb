import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MESSAGES } from '@/contract';
import { profileAda } from '@/testing/fixtures';
import { AboutUser } from './AboutUser';

const meta = {
  title: 'Features/Profile/AboutUser',
  component: AboutUser,
  args: { profile: profileAda },
} satisfies Meta<typeof AboutUser>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const github = canvas.getByRole('link', { name: 'GitHub (opens in a new tab)' });
    await expect(github).toHaveAttribute('target', '_blank');
    await expect(github).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(canvas.queryByRole('link', { name: /YouTube/ })).toBeNull();
    await expect(canvas.getByText(/Joined on/)).toHaveTextContent('Joined on 15 Jan 2024');
  },
};
export const NoBioNoLinks: Story = {
  args: { profile: { ...profileAda, personal_info: { ...profileAda.personal_info, bio: '' }, social_links: { youtube: '', facebook: '', twitter: '', github: '', instagram: '', website: '' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(MESSAGES.noBio)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
