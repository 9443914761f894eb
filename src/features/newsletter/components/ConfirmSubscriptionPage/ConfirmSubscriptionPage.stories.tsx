import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SERVER_MESSAGES } from '@/contract';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { ConfirmSubscriptionPage } from './ConfirmSubscriptionPage.tsx';

const token = 'c'.repeat(43);
const at = { path: '/subscribe/confirm/:token', route: `/subscribe/confirm/${token}` };

const meta = {
  title: 'Features/Newsletter/ConfirmSubscriptionPage',
  component: ConfirmSubscriptionPage,
  decorators: [withAppFromParameters],
  parameters: { layout: 'fullscreen', app: { ...at, api: { '/confirm-subscription': () => ({ status: 'confirmed', username: 'ada' }) } } },
} satisfies Meta<typeof ConfirmSubscriptionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const confirmCall = fn(() => ({ status: 'confirmed', username: 'ada' }));

/** Opening the link confirms nothing (mail scanners open links): only the button does. */
export const Opened: Story = {
  parameters: { app: { ...at, api: { '/confirm-subscription': confirmCall } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Confirm my subscription' })).toBeInTheDocument();
    await expect(confirmCall).not.toHaveBeenCalled();
  },
};

/** Keyboard only: Tab to the button, Enter, and focus lands on the answer's heading. */
export const Confirmed: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Confirm my subscription' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'You are subscribed' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('@ada');
    await expect(canvas.getByRole('link', { name: 'Read their blogs' })).toHaveAttribute('href', '/user/ada');
  },
};

export const Confirming: Story = {
  parameters: { app: { ...at, api: { '/confirm-subscription': 'pending' } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm my subscription' }));
    await expect(canvas.getByRole('button', { name: /Confirm my subscription/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** An unknown, used or expired link: said once, with the way to a new one. */
export const InvalidLink: Story = {
  parameters: { app: { ...at, api: { '/confirm-subscription': { status: 400, body: { error: SERVER_MESSAGES.subscriptionLinkInvalid, code: 'subscription_link_invalid' } } } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm my subscription' }));
    await expect(await canvas.findByRole('heading', { name: 'This link did not work' })).toHaveFocus();
    await expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.subscriptionLinkInvalid);
  },
};

/** The server could not answer: a toast, and the button stays for another try. */
export const ServerDown: Story = {
  parameters: { app: { ...at, api: { '/confirm-subscription': { status: 503, body: { error: 'Service unavailable' } } } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm my subscription' }));
    await expect((await within(document.body).findAllByText(/unavailable|went wrong|server/i)).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Confirm my subscription' })).toBeEnabled();
  },
};
