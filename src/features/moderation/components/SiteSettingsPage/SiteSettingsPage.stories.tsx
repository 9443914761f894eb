import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { sessionAda } from '@/testing/fixtures';
import { invites } from '@/testing/communityFixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { SiteSettingsPage } from './SiteSettingsPage.tsx';

const api = {
  '/get-site-settings': () => ({ signup: 'invite' }),
  '/update-site-settings': (body: unknown) => body,
  '/invites': () => ({ invites }),
  '/create-invite': () => ({ code: 'n3wC0de', url: '/signup?invite=n3wC0de' }),
};

const meta = {
  title: 'Features/Moderation/SiteSettingsPage',
  component: SiteSettingsPage,
  args: { canChange: true },
  decorators: [withAppFromParameters],
  parameters: { app: { session: sessionAda, path: '/admin/site', api } },
} satisfies Meta<typeof SiteSettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsAdmin: Story = {};
export const AsModerator: Story = { args: { canChange: false } };

export const CreatesAnInvite: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create invite link' }));
    await expect(await canvas.findByLabelText('New invite link')).toHaveTextContent('/signup?invite=n3wC0de');
  },
};
