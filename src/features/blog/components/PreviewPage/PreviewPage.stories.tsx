import type { Meta, StoryObj } from '@storybook/react-vite';
import { blog } from '@/testing/fixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { PreviewPage } from './PreviewPage.tsx';

const route = '/preview/k3v9pQ2xYbLmN0pQ2xYbLm';

const meta = {
  title: 'Features/Blog/PreviewPage',
  component: PreviewPage,
  decorators: [withAppFromParameters],
  parameters: { layout: 'fullscreen', app: { path: '/preview/:token', route, api: { '/get-preview': () => ({ blog: { ...blog, draft: true, preview: true } }) } } },
} satisfies Meta<typeof PreviewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = {};
export const PendingChanges: Story = {
  parameters: { app: { path: '/preview/:token', route, api: { '/get-preview': () => ({ blog: { ...blog, pending: true, preview: true } }) } } },
};
export const TurnedOff: Story = {
  parameters: { app: { path: '/preview/:token', route, api: { '/get-preview': { status: 404, body: { error: 'This preview link is invalid or was turned off' } } } } },
};
