import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthPage } from '@/features/auth';
import { withAppFromParameters } from '@/testing/storyHelpers';

/** The sign-up screen as the site's sign-up mode makes it (API.md "Community"). */
const meta = {
  title: 'Pages/Auth/Sign-up modes',
  component: AuthPage,
  args: { mode: 'signup' },
  decorators: [withAppFromParameters],
  parameters: { layout: 'fullscreen', app: { path: '*', route: '/signup', api: { '/get-site-settings': () => ({ signup: 'invite' }) } } },
} satisfies Meta<typeof AuthPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A site that takes newcomers by invitation says so before anyone types. */
export const ByInvitationOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sign-up is by invitation: open the invite link you were sent')).toBeInTheDocument();
  },
};

/** Following an invite link: the code is taken from the address. */
export const WithAnInvite: Story = {
  parameters: { app: { path: '*', route: '/signup?invite=k3v9pQ2xYbLm', api: { '/get-site-settings': () => ({ signup: 'invite' }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You were invited: welcome!')).toBeInTheDocument();
  },
};

export const Closed: Story = {
  parameters: { app: { path: '*', route: '/signup', api: { '/get-site-settings': () => ({ signup: 'closed' }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sign-up is closed')).toBeInTheDocument();
  },
};
