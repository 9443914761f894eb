import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sessionGrace } from '@/testing/fixtures';
import { logEntries } from '@/testing/communityFixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { ModerationLogPage } from './ModerationLogPage.tsx';

const meta = {
  title: 'Features/Moderation/ModerationLogPage',
  component: ModerationLogPage,
  args: { now: new Date('2026-11-21T12:00:00.000Z') },
  decorators: [withAppFromParameters],
  parameters: { app: { session: sessionGrace, path: '/moderation/log', api: { '/moderation-log': () => ({ entries: logEntries }), '/unhide': () => ({ status: 'done' }) } } },
} satisfies Meta<typeof ModerationLogPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Actions: Story = {};
export const Empty: Story = { parameters: { app: { session: sessionGrace, path: '/moderation/log', api: { '/moderation-log': () => ({ entries: [] }) } } } };
export const Loading: Story = { parameters: { app: { session: sessionGrace, path: '/moderation/log', api: { '/moderation-log': 'pending' } } } };

/** The hidden comment is offered back: from the keyboard, with a toast that says it is shown again. */
export const ShowsAHiddenCommentAgain: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Show again: Nobody wants to read this nonsense.' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(document.body).findByText('The comment is shown again to everyone')).toBeInTheDocument();
  },
};
