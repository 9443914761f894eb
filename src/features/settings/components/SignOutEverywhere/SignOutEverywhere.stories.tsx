import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessionAda } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';
import { sessionStore } from '@/lib';
import { SignOutEverywhere } from './SignOutEverywhere.tsx';

const meta = {
  title: 'Features/Settings/SignOutEverywhere',
  component: SignOutEverywhere,
  decorators: [withApp({ path: '/settings/change-password', session: sessionAda, api: { '/signout-everywhere': () => ({ status: 'done' }) } })],
} satisfies Meta<typeof SignOutEverywhere>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Pressing it ends every session: this device forgets the session and says so. */
export const SignsOutEverywhere: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign out of all devices' }));
    await expect(await within(document.body).findByText('Signed out of all devices', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.get()).toBeNull());
  },
};
