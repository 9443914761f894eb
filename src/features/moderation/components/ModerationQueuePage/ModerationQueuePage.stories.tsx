import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sessionGrace } from '@/testing/fixtures';
import { reports } from '@/testing/communityFixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { ModerationQueuePage } from './ModerationQueuePage.tsx';

const now = new Date('2026-11-21T12:00:00.000Z');
const api = (list = reports) => ({ '/moderation-queue': () => ({ reports: list }), '/moderate': () => ({ status: 'done' }), '/unhide': () => ({ status: 'done' }) });
/** A report on a blog hidden meanwhile (a later report, or hidden by hand): it can be shown again from here. */
const withHiddenBlog = reports.map((r) => (r.target === 'blog' && r.content ? { ...r, content: { ...r.content, hidden: true } } : r));

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

export const ShowsAHiddenBlogAgain: Story = {
  parameters: { app: { session: sessionGrace, path: '/moderation', api: api(withHiddenBlog) } },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Show again: Buy cheap pills' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(document.body).findByText('The blog is shown again to everyone')).toBeInTheDocument();
  },
};
