import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { profileAda, sessionGrace } from '@/testing/fixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { FollowButton } from './FollowButton.tsx';

/** A server that remembers the follow, as the real one does. */
function followApi(start: boolean) {
  let following = start;
  return {
    '/get-profile': () => ({ ...profileAda, followers: 12 + (following ? 1 : 0), is_followed: following }),
    '/follow': (body: unknown) => {
      following = (body as { following: boolean }).following;
      return { following, followers: 12 + (following ? 1 : 0) };
    },
  };
}

const meta = {
  title: 'Features/Profile/FollowButton',
  component: FollowButton,
  args: { username: 'ada' },
  decorators: [withAppFromParameters],
  parameters: { app: { session: sessionGrace, api: followApi(false) } },
} satisfies Meta<typeof FollowButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFollowing: Story = {};

export const Follows: Story = {
  parameters: { app: { session: sessionGrace, api: followApi(false) } },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Follow', pressed: false });
    // The viewer's follow state arrives first (the button is busy until then).
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await userEvent.click(button);
    await expect(await canvas.findByRole('button', { name: 'Following', pressed: true })).toBeInTheDocument();
  },
};

export const Unfollows: Story = {
  parameters: { app: { session: sessionGrace, api: followApi(true) } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Following', pressed: true }));
    await expect(await canvas.findByRole('button', { name: 'Follow', pressed: false })).toBeInTheDocument();
  },
};

export const Visitor: Story = {
  parameters: { app: { session: null, api: followApi(false) } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }));
    await expect((await within(document.body).findAllByText('Please sign in to follow authors')).length).toBeGreaterThan(0);
  },
};
