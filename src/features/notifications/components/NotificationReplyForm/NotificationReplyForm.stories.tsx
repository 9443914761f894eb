import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@/contract';
import { toast } from '@/design';
import { notifications, sessionAda } from '@/testing/fixtures';
import { withApp, type WithAppOptions } from '@/testing/storyHelpers';
import { NotificationReplyForm } from './NotificationReplyForm.tsx';

const at = { path: '/dashboard/notifications', session: sessionAda } satisfies WithAppOptions;
const replies = (answer: NonNullable<WithAppOptions['api']>['/add-comment']) => withApp({ ...at, api: { '/add-comment': answer } });
const accepted = replies((body) => ({ _id: 'comment-new', comment: (body as { comment: string }).comment }));

const meta = {
  title: 'Features/Notifications/NotificationReplyForm',
  component: NotificationReplyForm,
  args: { notification: notifications[1], onDone: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
  // sonner's store outlives the story's Toaster: start each story without the last one's toasts.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof NotificationReplyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A reply to Grace's comment: it is sent, a toast confirms it and the form closes (onDone). */
export const Playground: Story = {
  decorators: [accepted],
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Reply to Grace Hopper' });
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'Glad you liked it!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(await within(document.body).findByText(MESSAGES.replyPosted)).toBeInTheDocument();
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** An empty reply is refused before any call, with SPEC.md's message; the form stays open. */
export const EmptyRefused: Story = {
  decorators: [accepted],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reply to Grace Hopper' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(await within(document.body).findByText(MESSAGES.commentEmpty)).toBeInTheDocument();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** The server refuses: its message is shown and what was typed stays for another try. */
export const ServerRefuses: Story = {
  decorators: [replies({ status: 403, body: { error: 'This blog no longer accepts comments' } })],
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Reply to Grace Hopper' });
    await userEvent.type(field, 'Thank you!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(await within(document.body).findByText('This blog no longer accepts comments')).toBeInTheDocument();
    await expect(field).toHaveValue('Thank you!');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** While the reply is on its way the send button is busy. */
export const Sending: Story = {
  decorators: [replies('pending')],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reply to Grace Hopper' }), 'On its way');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(canvas.getByRole('button', { name: 'Send reply' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Cancel: Story = {
  decorators: [accepted],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};
