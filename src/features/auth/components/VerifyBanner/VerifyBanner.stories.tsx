import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@/contract';
import { sessionAda } from '@/testing/fixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { VerifyBanner } from './VerifyBanner.tsx';

const unverified = { ...sessionAda, email_verified: false };
const meta = {
  title: 'Features/Auth/VerifyBanner',
  component: VerifyBanner,
  decorators: [withAppFromParameters],
  parameters: { layout: 'fullscreen', app: { session: unverified, api: { '/resend-verification': () => ({ status: 'sent' }) } } },
} satisfies Meta<typeof VerifyBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unverified: Story = {};

/** After a resend the button waits a minute, as the server does. */
export const Resend: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend e-mail' }));
    await expect((await within(document.body).findAllByText(MESSAGES.verificationSent)).length).toBeGreaterThan(0);
    await expect(await canvas.findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  },
};

export const TooSoon: Story = {
  parameters: { app: { session: unverified, api: { '/resend-verification': { status: 429, body: { error: MESSAGES.verificationWait } } } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Resend e-mail' }));
    await expect((await within(document.body).findAllByText(MESSAGES.verificationWait)).length).toBeGreaterThan(0);
  },
};

export const HiddenWhenVerified: Story = {
  parameters: { app: { session: { ...sessionAda, email_verified: true } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).not.toBeInTheDocument();
  },
};

export const Dismiss: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide this reminder' }));
    await expect(canvas.queryByRole('complementary', { name: 'E-mail not confirmed' })).not.toBeInTheDocument();
  },
};
