import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Notification } from '@/contract';
import { NotificationsPage } from '@/features/notifications';
import { notifications, sessionAda } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';

const now = new Date('2026-11-21T12:00:00.000Z');
const replied: Notification = { ...notifications[1], _id: 'n4', seen: true, reply: { _id: 'comment-9', comment: 'Thank you, Grace!' } };
const all = [...notifications, replied];

const mocked = (list: Notification[], total = list.length) =>
  withApp({
    path: '/dashboard/notifications',
    session: { ...sessionAda, new_notification_available: true },
    api: {
      '/get-notifications': (body) => {
        const filter = (body as { filter: string }).filter;
        return { notifications: filter === 'all' ? list : list.filter((n) => n.type === filter) };
      },
      '/all-notifications-count': (body) => {
        const filter = (body as { filter: string }).filter;
        return { totalDocs: filter === 'all' ? total : list.filter((n) => n.type === filter).length };
      },
      '/add-comment': (body) => ({ _id: 'comment-new', comment: (body as { comment: string }).comment }),
      '/delete-comment': () => ({ status: 'done' }),
    },
  });

const meta = { title: 'Pages/Notifications', component: NotificationsPage, args: { now } } satisfies Meta<typeof NotificationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A like, a comment, a reply and an entry already replied to; unseen ones are marked New. */
export const EveryType: Story = {
  decorators: [mocked(all, 12)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('liked your blog')).toBeInTheDocument();
    await expect(canvas.getAllByText('New')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Load More' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  decorators: [mocked([])],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No notifications available')).toBeInTheDocument();
  },
};

/** Reply from a notification: the reply attaches to it. */
export const ReplyFromNotification: Story = {
  decorators: [mocked(notifications)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [reply] = await canvas.findAllByRole('button', { name: 'Reply' });
    await userEvent.click(reply);
    await userEvent.type(canvas.getByLabelText(/Reply to/), 'Glad you liked it!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    // Wait for the entry's reply, not the text itself: until the answer comes, the textarea holds it too.
    await expect(await canvas.findByText('You replied')).toBeInTheDocument();
    await expect(canvas.getByText('Glad you liked it!', { selector: 'p' })).toBeInTheDocument();
  },
};

export const FilterComments: Story = {
  decorators: [mocked(all)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'comments' }));
    await expect((await canvas.findAllByText('Lovely read!', {}, { timeout: 3000 })).length).toBeGreaterThan(0);
    await expect(canvas.queryByText('liked your blog')).not.toBeInTheDocument();
  },
};

export const Loading: Story = { decorators: [withApp({ path: '/dashboard/notifications', session: sessionAda, api: { '/get-notifications': 'pending', '/all-notifications-count': 'pending' } })] };
