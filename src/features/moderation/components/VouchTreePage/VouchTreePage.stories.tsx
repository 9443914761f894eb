import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { VouchTree } from '@/api';
import { fixtureImages, sessionAda } from '@/testing/fixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { VouchTreePage } from './VouchTreePage.tsx';

const tree: VouchTree = {
  member: { username: 'newcomer', fullname: 'Nora Newcomer', profile_img: fixtureImages.avatarGrace, suspended: false },
  vouched_by: [
    { username: 'grace', fullname: 'Grace Hopper', profile_img: fixtureImages.avatarGrace, vouches: 2, last: '2026-11-27T10:00:00.000Z', suspended: false },
    { username: 'ada', fullname: 'Ada Lovelace', profile_img: fixtureImages.avatarAda, vouches: 1, last: '2026-11-20T10:00:00.000Z', suspended: false },
  ],
  vouched_for: [{ username: 'spammer', fullname: 'Sam Spammer', profile_img: '', vouches: 1, last: '2026-11-28T08:00:00.000Z', suspended: true }],
};

const meta = {
  title: 'Features/Moderation/VouchTreePage',
  component: VouchTreePage,
  decorators: [withAppFromParameters],
  parameters: { app: { session: sessionAda, path: '/moderation/vouches/:username', route: '/moderation/vouches/newcomer', api: { '/vouch-tree': () => tree } } },
} satisfies Meta<typeof VouchTreePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvas }) => {
    const by = await canvas.findByRole('region', { name: 'Vouched for by' });
    await expect(by).toHaveTextContent('Grace Hopper');
    await expect(canvas.getByRole('region', { name: 'Vouched for' })).toHaveTextContent('suspended');
    await expect(canvas.getByRole('link', { name: 'Sam Spammer' })).toHaveAttribute('href', '/moderation/vouches/spammer');
  },
};

export const NobodyChosen: Story = { parameters: { app: { route: '/moderation/vouches' } } };

export const Loading: Story = { parameters: { app: { api: { '/vouch-tree': 'pending' } } } };

export const UnknownMember: Story = { parameters: { app: { api: { '/vouch-tree': { status: 404, body: { error: 'User not found', code: 'user_not_found' } } } } } };

/** Typing a username and Enter opens their tree. */
export const FindsAMember: Story = {
  parameters: { app: { route: '/moderation/vouches' } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'newcomer{Enter}');
    await expect(await canvas.findByRole('region', { name: 'Vouched for by' })).toBeVisible();
  },
};
