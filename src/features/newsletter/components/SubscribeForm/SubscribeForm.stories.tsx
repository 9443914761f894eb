import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@/contract';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { SubscribeForm } from './SubscribeForm.tsx';

const subscribed = { '/subscribe': () => ({ status: 'check-your-inbox' }) } as const;

const meta = {
  title: 'Features/Newsletter/SubscribeForm',
  component: SubscribeForm,
  args: { username: 'ada', fullname: 'Ada Lovelace' },
  decorators: [withAppFromParameters],
  parameters: { app: { session: null, api: subscribed } },
} satisfies Meta<typeof SubscribeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** The request is on its way: the button is busy and says so. */
export const Sending: Story = {
  parameters: { app: { session: null, api: { '/subscribe': 'pending' } } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Your e-mail'), 'reader@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByRole('button', { name: /Subscribe/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Every address gets the same answer: the form never says whether it was already subscribed. */
export const CheckYourInbox: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Your e-mail'), 'reader@example.com{Enter}');
    const answer = await canvas.findByRole('status');
    await expect(answer).toHaveTextContent('Check your inbox');
    await expect(answer).toHaveTextContent('reader@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Use another address' }));
    await expect(canvas.getByLabelText('Your e-mail')).toHaveValue('');
  },
};

/** The server checks the address (the form carries no schemas): its refusal is the toast, the form stays. */
export const InvalidEmail: Story = {
  parameters: { app: { session: null, api: { '/subscribe': { status: 400, body: { error: MESSAGES.invalidEmail, code: 'email_invalid' } } } } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Your e-mail'), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect((await within(document.body).findAllByText(MESSAGES.invalidEmail)).length).toBeGreaterThan(0);
    await expect(canvas.getByLabelText('Your e-mail')).toHaveValue('not-an-email');
  },
};

/** The server refused (too many attempts from this client): a toast says why and the form stays. */
export const ServerError: Story = {
  parameters: { app: { session: null, api: { '/subscribe': { status: 429, body: { error: 'Too many requests. Try again in 1 minute.' } } } } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Your e-mail'), 'reader@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect((await within(document.body).findAllByText(/Too many requests/)).length).toBeGreaterThan(0);
    await expect(canvas.getByLabelText('Your e-mail')).toHaveValue('reader@example.com');
  },
};

/** A long name wraps instead of pushing the box wider than a phone. */
export const LongName: Story = {
  args: { fullname: 'Augusta Ada King, Countess of Lovelace and Byron of the Analytical Engine' },
};
