import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@/contract';
import { ChangePasswordPage, EditProfilePage } from '@/features/settings';
import { profileAda, sessionAda } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';

const profile = { ...profileAda, personal_info: { ...profileAda.personal_info, email: 'ada@example.com' } };
const settings = withApp({
  path: '/settings/edit-profile',
  session: sessionAda,
  api: {
    '/get-profile': () => profile,
    '/update-profile': (body) => ({ username: (body as { username: string }).username }),
    '/change-password': { status: 403, body: { error: MESSAGES.currentPasswordWrong } },
  },
});

const meta = { title: 'Pages/Settings', component: EditProfilePage, decorators: [settings] } satisfies Meta<typeof EditProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EditProfile: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByDisplayValue('ada@example.com')).toBeInTheDocument();
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
    await expect(within(canvasElement).getByRole('button', { name: 'Sign out of all devices' })).toBeEnabled();
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
