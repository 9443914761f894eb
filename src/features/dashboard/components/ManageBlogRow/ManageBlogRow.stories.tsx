import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
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

/** A new member's blog waiting for a trusted member's vouch: only its author sees it, and sees why. */
export const Held: Story = {
  args: { blog: { ...blogCard(3), held: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for a member to vouch')).toBeVisible();
  },
};
