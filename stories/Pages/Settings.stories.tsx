import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_TRUST_THRESHOLDS, MESSAGES } from '@/contract';
import { AccountPage, ChangePasswordPage, EditProfilePage, EmailSettingsPage, PreferencesPage, UnsubscribePage } from '@/features/settings';
import { profileAda, sessionAda } from '@/testing/fixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';

const profile = { ...profileAda, personal_info: { ...profileAda.personal_info, email: 'ada@example.com' } };
const meta = {
  title: 'Pages/Settings',
  component: EditProfilePage,
  decorators: [withAppFromParameters],
  parameters: {
    app: {
      path: '/settings/edit-profile',
      session: sessionAda,
      api: {
        '/get-profile': () => profile,
        '/update-profile': (body: unknown) => ({ username: (body as { username: string }).username }),
        '/change-password': { status: 403, body: { error: MESSAGES.currentPasswordWrong } },
      },
    },
  },
} satisfies Meta<typeof EditProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EditProfile: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByDisplayValue('ada@example.com')).toBeInTheDocument();
  },
};

/** Under the profile form, the member's trust level and what the next level needs. */
export const EditProfileWithStanding: Story = {
  parameters: {
    app: {
      api: {
        '/get-profile': () => ({ ...profile, trust_level: 0, trust_progress: { days: 0, blogs: 0, comments: 1, likes: 0, upheld_reports: 0 } }),
        '/get-site-settings': () => ({ signup: 'open', hold_new: true, trust: DEFAULT_TRUST_THRESHOLDS }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Your standing' })).toBeVisible();
  },
};

export const UsernameTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const username = await canvas.findByLabelText('Username');
    await userEvent.clear(username);
    await userEvent.type(username, 'ad');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect((await within(document.body).findAllByText('Username must be at least 3 characters')).length).toBeGreaterThan(0);
  },
};

export const ChangePassword: Story = {
  render: () => <ChangePasswordPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Change Password' })).toBeEnabled();
  },
};

export const ChangePasswordRules: Story = {
  render: () => <ChangePasswordPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect((await within(document.body).findAllByText('Please enter both the current and new password', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    // The fixture refuses as the server would (server/routes/auth.ts): the loading toast becomes the error.
    await userEvent.type(canvas.getByLabelText('Current password'), 'Secret12');
    await userEvent.type(canvas.getByLabelText('New password'), 'Secret34');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect((await within(document.body).findAllByText(MESSAGES.currentPasswordWrong, {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    await expect(within(document.body).queryByText(MESSAGES.updating)).not.toBeInTheDocument();
  },
};

const emailApi = {
  '/get-email-settings': () => ({ comment: true, reply: false, new_blog: true, digest: false, review: true }),
  '/update-email-settings': (body: unknown) => body,
};

export const EmailSettings: Story = {
  parameters: { app: { path: '/settings/email', session: { ...sessionAda, email_verified: true }, api: emailApi } },
  render: () => <EmailSettingsPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const replies = await canvas.findByRole('switch', { name: 'Someone replies to my comments' });
    await expect(replies).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Someone comments on my blogs' })).toBeChecked();
    await userEvent.click(replies);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect((await within(document.body).findAllByText(MESSAGES.emailSettingsSaved)).length).toBeGreaterThan(0);
  },
};

export const EmailSettingsUnverified: Story = {
  parameters: { app: { path: '/settings/email', session: { ...sessionAda, email_verified: false }, api: emailApi } },
  render: () => <EmailSettingsPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('note')).toHaveTextContent('Confirm your e-mail address first');
  },
};

const accountApi = (deleteAnswer: unknown) => ({
  '/get-profile': () => ({ ...profile, personal_info: { ...profile.personal_info, has_password: true } }),
  '/delete-account': deleteAnswer as never,
});

export const Account: Story = {
  parameters: { app: { path: '/settings/account', session: sessionAda, api: accountApi(() => ({ status: 'deleted' })) } },
  render: () => <AccountPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Download my data' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Sign out of all devices' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  },
};

/** The dialog asks for the password; the server's refusal is the toast. */
export const DeleteAccountWrongPassword: Story = {
  parameters: { app: { path: '/settings/account', session: sessionAda, api: accountApi({ status: 403, body: { error: MESSAGES.deletePasswordWrong } }) } },
  render: () => <AccountPage />,
  play: async ({ canvasElement }) => {
    const open = within(canvasElement).getByRole('button', { name: 'Delete my account' });
    await waitFor(() => expect(open).not.toHaveAttribute('aria-busy'));
    await userEvent.click(open);
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Delete your account?' }));
    await userEvent.type(dialog.getByLabelText('Your password'), 'Wrong123');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete forever' }));
    await expect((await within(document.body).findAllByText(MESSAGES.deletePasswordWrong)).length).toBeGreaterThan(0);
  },
};

export const DeleteGoogleAccount: Story = {
  parameters: { app: {
      path: '/settings/account',
      session: sessionAda,
      api: { '/get-profile': () => ({ ...profile, personal_info: { ...profile.personal_info, has_password: false } }), '/delete-account': () => ({ status: 'deleted' }) },
    } },
  render: () => <AccountPage />,
  play: async ({ canvasElement }) => {
    // The profile says "no password" once it arrives: then the dialog asks for the username.
    const open = within(canvasElement).getByRole('button', { name: 'Delete my account' });
    await waitFor(() => expect(open).not.toHaveAttribute('aria-busy'));
    await userEvent.click(open);
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Delete your account?' }));
    await expect(await dialog.findByLabelText('Type your username (ada) to confirm')).toBeInTheDocument();
  },
};

/** The theme and the language, each with its words in the reader's language. */
export const Preferences: Story = {
  parameters: { app: { path: '/settings/preferences', session: sessionAda, api: { '/update-preferences': (body: unknown) => ({ language: null, theme: 'system', ...(body as object) }) } } },
  render: () => <PreferencesPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByRole('combobox')).toBeEnabled();
  },
};

export const Unsubscribed: Story = {
  parameters: { app: { path: '/unsubscribe/:token', route: '/unsubscribe/some-token.comment.signature', api: { '/unsubscribe': () => ({ status: 'unsubscribed' }) } } },
  render: () => <UnsubscribePage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(`${MESSAGES.unsubscribed}.`)).toBeVisible();
  },
};
