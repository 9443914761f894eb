import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sessionAda } from '@/testing/fixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { ExportCommunity, ExportCommunityView } from './ExportCommunity.tsx';

const meta = {
  title: 'Features/Moderation/ExportCommunity',
  component: ExportCommunityView,
  args: { state: { step: 'choose' }, onStart: fn(), onDownload: fn(), onReset: fn() },
  decorators: [withAppFromParameters],
  parameters: { app: { session: sessionAda, path: '/admin/site' } },
} satisfies Meta<typeof ExportCommunityView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Full/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Export the community' }));
    await expect(args.onStart).toHaveBeenCalledWith('full', 'en');
  },
};
/** The website's words in another language than the screen's. */
export const ChoosesLanguage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Language of the website' }), 'es');
    await userEvent.click(canvas.getByRole('button', { name: 'Export the community' }));
    await expect(args.onStart).toHaveBeenCalledWith('public', 'es');
  },
};
export const Waiting: Story = { args: { state: { step: 'running' } } };
export const Running: Story = { args: { state: { step: 'running', status: { state: 'running', done: 4200, total: 10000, url: null } } } };
export const Ready: Story = { args: { state: { step: 'done', mode: 'public', status: { state: 'done', done: 10000, total: 10000, url: '/api/export-site-file?job_id=7' } } } };
export const Downloading: Story = { args: { ...Ready.args, downloading: true } };
export const Replaced: Story = { args: { state: { step: 'done', mode: 'full', status: { state: 'done', done: 10000, total: 10000, url: null } } } };
export const Failed: Story = { args: { state: { step: 'failed', message: 'The archive could not be made. Try again; if it fails again, the server’s log says why.' } } };
export const Spanish: Story = { ...Running, globals: { locale: 'es' } };
export const RightToLeft: Story = { ...Running, globals: { locale: 'ar' } };
/** In Arabic the website's language starts as Arabic, the screen's own. */
export const RightToLeftChoose: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveValue('ar');
  },
};

const sent: unknown[] = [];

/** The block with its calls: the archive is asked for, followed, and offered for download. */
export const StartsAndFinishes: Story = {
  render: () => <ExportCommunity />,
  parameters: {
    app: {
      session: sessionAda,
      path: '/admin/site',
      api: {
        '/export-site': (body: unknown) => {
          sent.push(body);
          return { job_id: '7' };
        },
        '/export-site-status': () => ({ state: 'done', done: 12, total: 12, url: '/api/export-site-file?job_id=7' }),
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export the community' }));
    await expect(await canvas.findByText('The archive is ready.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download the public archive' })).toBeEnabled();
    // The language goes with the request: the screen's own, as none other was chosen.
    await expect(sent.at(-1)).toEqual({ mode: 'public', language: 'en' });
  },
};
