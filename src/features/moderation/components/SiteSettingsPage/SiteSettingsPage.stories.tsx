import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { DEFAULT_TRUST_THRESHOLDS, type AnswerOf } from '@/contract';
import { sessionAda } from '@/testing/fixtures';
import { invites } from '@/testing/communityFixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { SiteSettingsPage } from './SiteSettingsPage.tsx';

const settings: AnswerOf<'getSiteSettings'> = { signup: 'invite', hold_new: true, trust: { level1: { ...DEFAULT_TRUST_THRESHOLDS.level1 }, level2: { ...DEFAULT_TRUST_THRESHOLDS.level2 } } };
const api = {
  '/get-site-settings': () => settings,
  // What is not named stays, as the server does.
  '/update-site-settings': (body: unknown) => ({ ...settings, ...(body as Partial<typeof settings>) }),
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

/** Holding and the thresholds: a threshold out of range is refused with the contract's message before anything is sent. */
export const SavesTrustSettings: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('form', { name: 'Trust' });
    await expect(canvas.getByRole('switch', { name: 'Hold new members’ first writing' })).toBeChecked();
    const likes = canvas.getByLabelText('Likes received');
    await userEvent.clear(likes);
    await userEvent.type(likes, '20000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save trust settings' }));
    await expect((await screen.findAllByText('Each threshold must be a whole number from 0 to 10,000')).length).toBeGreaterThan(0);
    await userEvent.clear(likes);
    await userEvent.type(likes, '25');
    await userEvent.click(canvas.getByRole('switch', { name: 'Hold new members’ first writing' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save trust settings' }));
    await expect((await screen.findAllByText('Trust settings saved')).length).toBeGreaterThan(0);
  },
};
