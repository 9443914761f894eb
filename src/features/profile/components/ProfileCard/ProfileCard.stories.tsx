import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { profileAda } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';
import { ProfileCard } from './ProfileCard';

const meta = {
  title: 'Features/Profile/ProfileCard',
  component: ProfileCard,
  decorators: [withApp()],
  args: { profile: profileAda, own: false },
} satisfies Meta<typeof ProfileCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Edit Profile' })).toBeNull();
    await expect(canvas.getByText(/Blogs/)).toHaveTextContent('3 Blogs · 1,240 Reads');
  },
};
export const Own: Story = {
  args: { own: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/settings/edit-profile');
  },
};

/** A site that federates: the handle to follow from Mastodon, and followers there counted apart. */
export const OnTheFediverse: Story = {
  args: { profile: { ...profileAda, followers: 14, fediverse_followers: 2, fediverse_handle: '@ada@inkwell.example' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Followers/)).toHaveTextContent('14 Followers (2 on the fediverse) · 3 Following');
    await expect(canvas.getByText('@ada@inkwell.example')).toBeInTheDocument();
  },
};
