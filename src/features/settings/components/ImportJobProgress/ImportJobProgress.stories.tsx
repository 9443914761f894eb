import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ImportJobProgress } from './ImportJobProgress.tsx';

const meta = {
  title: 'Features/Settings/ImportJobProgress',
  component: ImportJobProgress,
  args: {
    step: { step: 'running', status: { state: 'running', done: 12, total: 40, created: [], skipped: [] } },
    labels: { uploading: 'Uploading your export', running: 'Importing your posts' },
    waiting: 'Reading your export…',
    children: (done: number, total: number) => `Imported ${done} of ${total} posts`,
  },
} satisfies Meta<typeof ImportJobProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Importing your posts' })).toHaveAttribute('aria-valuenow', '30');
    await expect(canvas.getByRole('status')).toHaveTextContent('Imported 12 of 40 posts');
  },
};
export const Uploading: Story = {
  args: { step: { step: 'uploading', fraction: 0.42 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading your export' })).toHaveAttribute('aria-valuenow', '42');
  },
};
export const Waiting: Story = { args: { step: { step: 'running' } } };
export const RightToLeft: Story = { ...Uploading, play: undefined, globals: { locale: 'ar' } };
