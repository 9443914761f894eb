import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sessionGrace } from '@/testing/fixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { ReportDialog } from './ReportDialog.tsx';

const meta = {
  title: 'Features/Moderation/ReportDialog',
  component: ReportDialog,
  args: { target: 'comment', id: 'comment-7', what: 'comment by Tom Troll', open: true, onOpenChange: () => {} },
  decorators: [withAppFromParameters],
  parameters: { app: { session: sessionGrace, api: { '/report': () => ({ status: 'reported' }) } } },
} satisfies Meta<typeof ReportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const AsksForAReason: Story = {
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Report comment by Tom Troll' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(await within(dialog).findByText('Please say why you are reporting this')).toBeInTheDocument();
  },
};

export const SecondReport: Story = {
  parameters: { app: { session: sessionGrace, api: { '/report': { status: 409, body: { error: 'You have already reported this' } } } } },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Report comment by Tom Troll' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Rude');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(await within(document.body).findByText('You have already reported this')).toBeInTheDocument();
  },
};
