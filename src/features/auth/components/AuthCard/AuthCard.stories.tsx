import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, TextLink } from '@/design';
import { AuthCard } from './AuthCard.tsx';

const meta = {
  title: 'Features/Auth/AuthCard',
  component: AuthCard,
  args: {
    heading: 'Reset your password',
    lead: 'Choose a new password for your account.',
    footer: <TextLink href="#signin">Back to sign in</TextLink>,
    children: <Button tone="accent">Continue</Button>,
  },
} satisfies Meta<typeof AuthCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};
