import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { ImportStatus } from '@/api';
import { sessionAda } from '@/testing/fixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { ImportCommunity, ImportCommunityView } from './ImportCommunity.tsx';

const report = { users: 412, blogs: 1893, comments: 7420, likes: 15233, follows: 980, series: 37, redirects: 12, subscribers: 88, images: 2210, merged: 1 };
const running: ImportStatus = { state: 'running', done: 4200, total: 28_275, created: [], skipped: [] };

const meta = {
  title: 'Features/Moderation/ImportCommunity',
  component: ImportCommunityView,
  args: { state: { step: 'choose' }, onFile: fn(), onReset: fn() },
  decorators: [withAppFromParameters],
  parameters: { app: { session: sessionAda, path: '/admin/site' } },
} satisfies Meta<typeof ImportCommunityView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = {
  play: async ({ canvas, args }) => {
    const file = new File(['PK'], 'inkwell-full-7.zip', { type: 'application/zip' });
    await userEvent.upload(canvas.getByLabelText('Archive file'), file);
    await expect(args.onFile).toHaveBeenCalledWith(file);
  },
};
export const Uploading: Story = { args: { state: { step: 'uploading', fraction: 0.37 } } };
export const Checking: Story = { args: { state: { step: 'running' } } };
export const Running: Story = { args: { state: { step: 'running', status: running } } };
export const Done: Story = { args: { state: { step: 'done', status: { state: 'done', done: 28_275, total: 28_275, created: [], skipped: [], report } } } };
export const NotEmpty: Story = { args: { state: { step: 'failed', message: 'An archive of a community is imported only into an empty site: this one already has members or blogs' } } };
export const Stopped: Story = {
  args: {
    state: {
      step: 'failed',
      message: 'The import stopped.',
      status: { state: 'failed', done: 0, total: 0, created: [], skipped: [{ item: 'file', reason: 'This archive does not match its manifest (a file is missing, changed or added): nothing was imported' }] },
    },
  },
};
export const Spanish: Story = { ...Done, globals: { locale: 'es' } };
export const RightToLeft: Story = { ...Running, globals: { locale: 'ar' } };
export const RightToLeftDone: Story = { ...Done, globals: { locale: 'ar' } };

/** The block with its calls, before a file is chosen (the upload itself goes by XMLHttpRequest, which stories do not stand in for). */
export const WithItsCalls: Story = {
  render: () => <ImportCommunity />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose a full archive' })).toBeEnabled();
  },
};
