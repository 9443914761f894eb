import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sessionAda } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';
import { ExportAccount } from './ExportAccount.tsx';

const meta = {
  title: 'Features/Settings/ExportAccount',
  component: ExportAccount,
  decorators: [withApp({ path: '/settings/account', session: sessionAda, api: { '/export-account': { status: 503, body: { error: 'The server is busy. Please try again.' } } } })],
} satisfies Meta<typeof ExportAccount>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A refusal is the server's message as a toast. */
export const Refused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download my data' }));
    await expect((await within(document.body).findAllByText('The server is busy. Please try again.')).length).toBeGreaterThan(0);
  },
};
