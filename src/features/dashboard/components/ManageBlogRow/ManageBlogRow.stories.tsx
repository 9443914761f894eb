import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { blogCard } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';
import { ManageBlogRow } from './ManageBlogRow.tsx';

const meta = {
  title: 'Features/Dashboard/ManageBlogRow',
  component: ManageBlogRow,
  args: { blog: blogCard(1), onDelete: fn() },
  decorators: [withApp({ path: '/dashboard/blogs' }), (Story) => <ul style={{ listStyle: 'none', padding: 0 }}><Story /></ul>],
} satisfies Meta<typeof ManageBlogRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Published: Story = {};
export const Draft: Story = { args: { draft: true, index: 3, blog: blogCard(2, { des: '' }) } };
export const Deleting: Story = { args: { deleting: true } };
/** A scheduled blog waits among the drafts with its time and a Cancel. */
export const Scheduled: Story = { args: { draft: true, index: 1, blog: { ...blogCard(2), scheduled_at: '2026-12-01T09:30:00.000Z' }, onCancelSchedule: () => {} } };
