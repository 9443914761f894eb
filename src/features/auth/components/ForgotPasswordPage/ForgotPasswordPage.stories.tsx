import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@/contract';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';

const meta = {
  title: 'Features/Auth/ForgotPasswordPage',
  component: ForgotPasswordPage,
  decorators: [withAppFromParameters],
  parameters: { layout: 'fullscreen', app: { path: '/forgot-password', api: { '/request-password-reset': () => ({ status: 'sent' }) } } },
} satisfies Meta<typeof ForgotPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every address gets the same answer: the page never says whether an account exists. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a link' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(MESSAGES.resetSent);
    await expect(canvas.getByRole('status')).toHaveTextContent('ada@example.com');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a link' }));
    await expect((await within(document.body).findAllByText(MESSAGES.invalidEmail)).length).toBeGreaterThan(0);
  },
};
