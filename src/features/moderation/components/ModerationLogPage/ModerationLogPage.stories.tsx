import type { Meta, StoryObj } from '@storybook/react-vite';
import { sessionGrace } from '@/testing/fixtures';
import { logEntries } from '@/testing/communityFixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { ModerationLogPage } from './ModerationLogPage.tsx';

const meta = {
  title: 'Features/Moderation/ModerationLogPage',
  component: ModerationLogPage,
  args: { now: new Date('2026-11-21T12:00:00.000Z') },
  decorators: [withAppFromParameters],
  parameters: { app: { session: sessionGrace, path: '/moderation/log', api: { '/moderation-log': () => ({ entries: logEntries }) } } },
} satisfies Meta<typeof ModerationLogPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Actions: Story = {};
export const Empty: Story = { parameters: { app: { session: sessionGrace, path: '/moderation/log', api: { '/moderation-log': () => ({ entries: [] }) } } } };
export const Loading: Story = { parameters: { app: { session: sessionGrace, path: '/moderation/log', api: { '/moderation-log': 'pending' } } } };
