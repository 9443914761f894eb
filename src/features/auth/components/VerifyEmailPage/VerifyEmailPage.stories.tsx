import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MESSAGES } from '@/contract';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { VerifyEmailPage } from './VerifyEmailPage.tsx';

const at = (token: string) => ({ path: '/verify-email/:token', route: `/verify-email/${token}` });
const meta = {
  title: 'Features/Auth/VerifyEmailPage',
  component: VerifyEmailPage,
  decorators: [withAppFromParameters],
  parameters: { layout: 'fullscreen', app: { ...at('b'.repeat(43)), api: { '/verify-email': () => ({ status: 'verified' }) } } },
} satisfies Meta<typeof VerifyEmailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: MESSAGES.emailVerified })).toBeVisible();
  },
};

export const LinkExpired: Story = {
  parameters: { app: { ...at('c'.repeat(43)), api: { '/verify-email': { status: 400, body: { error: MESSAGES.verifyInvalid } } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This link did not work' })).toBeVisible();
    await expect(canvas.getByText(MESSAGES.verifyInvalid)).toBeVisible();
  },
};
