import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { notifications, sessionAda } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';
import { NotificationCard } from './NotificationCard.tsx';

const now = new Date('2026-11-21T12:00:00.000Z');
const meta = {
  title: 'Features/Notifications/NotificationCard',
  component: NotificationCard,
  args: { notification: notifications[0], now },
  decorators: [withApp({ path: '/dashboard/notifications', session: sessionAda }), (Story) => <ul style={{ listStyle: 'none', padding: 0 }}><Story /></ul>],
} satisfies Meta<typeof NotificationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Like: Story = {};
export const Comment: Story = { args: { notification: notifications[1] } };
export const Reply: Story = { args: { notification: notifications[2] } };
export const RepliedTo: Story = { args: { notification: { ...notifications[1], seen: true, reply: { _id: 'c9', comment: 'Thank you!' } } } };

/** The workshop: a draft shared for review opens at /review/:blog_id. */
export const ReviewRequest: Story = {
  args: { notification: { ...notifications[0], type: 'review_request', comment: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Notes on the Analytical Engine/ })).toHaveAttribute('href', expect.stringMatching(/^\/review\//));
  },
};
/** A note left on the author's draft. */
export const NoteOnDraft: Story = { args: { notification: { ...notifications[0], type: 'note', comment: undefined, note: { _id: 'note-1', text: 'Could this say what the patterns are?', block_id: 'b1' } } } };
