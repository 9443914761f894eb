import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@/contract';
import { sessionAda } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';
import { DeleteAccount } from './DeleteAccount.tsx';

/** What the last delete-account call sent. */
let sentBody: unknown = null;

const meta = {
  title: 'Features/Settings/DeleteAccount',
  component: DeleteAccount,
  args: { hasPassword: true },
  decorators: [withApp({ path: '/settings/account', session: sessionAda, api: { '/delete-account': (body) => ((sentBody = body), { status: 'deleted' }) } })],
} satisfies Meta<typeof DeleteAccount>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpenDialog: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Delete your account?' }));
    await expect(dialog.getByLabelText('Your password')).toBeInTheDocument();
  },
};

export const PasswordRequired: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Delete your account?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete forever' }));
    await expect((await within(document.body).findAllByText(MESSAGES.deletePasswordRequired)).length).toBeGreaterThan(0);
  },
};

/** A Google-only account where Google sign-in works: the dialog opens Google's popup and sends its fresh token with the username. */
export const GoogleOnlySignsInAgain: Story = {
  args: { hasPassword: false },
  beforeEach: () => {
    sentBody = null;
    window.__inkwellGooglePopup = async () => 'fresh-google-id-token';
    return () => {
      delete window.__inkwellGooglePopup;
    };
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Delete your account?' }));
    await expect(dialog.getByText('To confirm, sign in with Google again: Google opens in a small window.')).toBeInTheDocument();
    await expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Sign in with Google and delete forever' }));
    await waitFor(() => expect(sentBody).toEqual({ confirm: sessionAda.username, google_token: 'fresh-google-id-token' }));
  },
};

/** The Google popup closed or failed: nothing is deleted, and the person is told. */
export const GooglePopupClosed: Story = {
  args: { hasPassword: false },
  beforeEach: () => {
    sentBody = null;
    window.__inkwellGooglePopup = () => Promise.reject({ code: 'auth/popup-closed-by-user' });
    return () => {
      delete window.__inkwellGooglePopup;
    };
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Delete your account?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Sign in with Google and delete forever' }));
    await expect((await within(document.body).findAllByText(MESSAGES.googleFailed)).length).toBeGreaterThan(0);
    await expect(sentBody).toBeNull();
  },
};
