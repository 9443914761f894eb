import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { sessionGrace } from '@/testing/fixtures';
import { reports } from '@/testing/communityFixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { ModerationQueuePage } from './ModerationQueuePage.tsx';

const now = new Date('2026-11-21T12:00:00.000Z');
const api = (list = reports) => ({ '/moderation-queue': () => ({ reports: list }), '/moderate': () => ({ status: 'done' }) });

const meta = {
  title: 'Features/Moderation/ModerationQueuePage',
  component: ModerationQueuePage,
  args: { now },
  decorators: [withAppFromParameters],
  parameters: { app: { session: sessionGrace, path: '/moderation', api: api() } },
} satisfies Meta<typeof ModerationQueuePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpenReports: Story = {};

export const HidesAComment: Story = {
  play: async ({ canvas }) => {
    const report = await canvas.findByRole('listitem', { name: /Report of a comment: Insults other readers/ });
    await expect(report).toHaveTextContent('Nobody wants to read this nonsense.');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Hide' })[0]);
    await expect(await canvas.findByText('Hidden for everyone but its author')).toBeInTheDocument();
  },
};

export const Empty: Story = { parameters: { app: { session: sessionGrace, path: '/moderation', api: api([]) } } };

export const NotAModerator: Story = {
  parameters: { app: { session: sessionGrace, path: '/moderation', api: { '/moderation-queue': { status: 403, body: { error: 'Only moderators can do this' } } } } },
};
