import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { sessionAda } from '@/testing/fixtures';
import { members } from '@/testing/communityFixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { MembersPage } from './MembersPage.tsx';

const api = {
  '/members': (body: unknown) => {
    const q = (body as { query: string }).query.toLowerCase();
    return { members: members.filter((m) => m.username.includes(q) || m.fullname.toLowerCase().includes(q)) };
  },
  '/set-role': (body: unknown) => body,
};

const meta = {
  title: 'Features/Moderation/MembersPage',
  component: MembersPage,
  args: { canSetRoles: true },
  decorators: [withAppFromParameters],
  parameters: { app: { session: sessionAda, path: '/admin/members', api } },
} satisfies Meta<typeof MembersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsAdmin: Story = {};
export const AsModerator: Story = { args: { canSetRoles: false } };

export const Searches: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search members' }), 'grace');
    await expect(await canvas.findByRole('button', { name: 'Remove moderator' })).toBeInTheDocument();
    await expect(canvas.queryByText('Sam Spammer')).not.toBeInTheDocument();
  },
};
