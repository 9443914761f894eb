import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
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
  '/set-trust': (body: unknown) => ({ username: (body as { username: string }).username, trust_level: (body as { level: number }).level }),
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

/** An admin fixes a member's trust level with the keyboard: choose it, then Set trust level. */
export const SetsATrustLevel: Story = {
  play: async ({ canvas }) => {
    const select = await canvas.findByRole('combobox', { name: 'Trust level of @spammer' });
    await userEvent.selectOptions(select, '2');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Set trust level' })[0]!);
    await expect((await screen.findAllByText(/trust level is now Trusted member \(2\)/)).length).toBeGreaterThan(0);
  },
};
