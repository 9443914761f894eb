import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@/contract';
import { sessionAda } from '@/testing/fixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

const token = 'a'.repeat(43);
const meta = {
  title: 'Features/Auth/ResetPasswordPage',
  component: ResetPasswordPage,
  decorators: [withAppFromParameters],
  parameters: { layout: 'fullscreen', app: { path: '/reset-password/:token', route: `/reset-password/${token}`, api: { '/reset-password': { status: 400, body: { error: MESSAGES.resetInvalid } } } } },
} satisfies Meta<typeof ResetPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PasswordRule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password and sign in' }));
    await expect((await within(document.body).findAllByText(MESSAGES.passwordRule)).length).toBeGreaterThan(0);
  },
};

export const ExpiredLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'NewSecret456');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password and sign in' }));
    await expect((await within(document.body).findAllByText(MESSAGES.resetInvalid)).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: 'Send a new one' })).toHaveAttribute('href', '/forgot-password');
  },
};

export const Resets: Story = {
  parameters: { app: { path: '/reset-password/:token', route: `/reset-password/${token}`, api: { '/reset-password': () => ({ ...sessionAda, email_verified: true }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'NewSecret456');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password and sign in' }));
    await expect((await within(document.body).findAllByText(MESSAGES.passwordReset)).length).toBeGreaterThan(0);
  },
};
