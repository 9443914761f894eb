import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@/contract';
import { sessionAda } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';
import { DeleteAccount } from './DeleteAccount.tsx';

const meta = {
  title: 'Features/Settings/DeleteAccount',
  component: DeleteAccount,
  args: { hasPassword: true },
  decorators: [withApp({ path: '/settings/account', session: sessionAda, api: { '/delete-account': () => ({ status: 'deleted' }) } })],
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
