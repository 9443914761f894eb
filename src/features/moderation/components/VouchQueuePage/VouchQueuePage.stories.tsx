import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import type { VouchItem } from '@/api';
import { fixtureImages, sessionAda } from '@/testing/fixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { VouchQueuePage } from './VouchQueuePage.tsx';

const now = new Date('2026-11-28T12:00:00.000Z');

const items: VouchItem[] = [
  {
    target: 'blog',
    id: '7d1c8a3e-0000-4000-8000-000000000001',
    author: { username: 'newcomer', fullname: 'Nora Newcomer', profile_img: fixtureImages.avatarGrace },
    preview: 'Weaving patterns as programs: what the Jacquard loom taught me about loops',
    createdAt: '2026-11-28T09:15:00.000Z',
  },
  {
    target: 'comment',
    id: '7d1c8a3e-0000-4000-8000-000000000002',
    author: { username: 'quietreader', fullname: 'Quentin Reader', profile_img: '' },
    preview: 'Lovely piece. I tried the punch cards at https://example.org/cards and they worked first time.',
    createdAt: '2026-11-28T10:40:00.000Z',
    blog_id: 'the-analytical-engine-xyz',
  },
];

// Decided items leave the queue, as on the server (the page reads the queue again after each vouch).
const decided = new Set<string>();
const api = {
  '/vouch-queue': () => ({ items: items.filter((i) => !decided.has(i.id)) }),
  '/vouch': (body: unknown) => {
    decided.add((body as { id: string }).id);
    return { status: 'done' };
  },
};

const meta = {
  title: 'Features/Moderation/VouchQueuePage',
  component: VouchQueuePage,
  args: { now },
  decorators: [withAppFromParameters],
  beforeEach: () => decided.clear(),
  parameters: { app: { session: sessionAda, path: '/dashboard/vouch', api } },
} satisfies Meta<typeof VouchQueuePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('listitem', { name: 'Blog by Nora Newcomer' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read the blog it answers' })).toHaveAttribute('href', '/blogs/the-analytical-engine-xyz');
  },
};

export const Empty: Story = { parameters: { app: { api: { '/vouch-queue': () => ({ items: [] }) } } } };

export const Loading: Story = { parameters: { app: { api: { '/vouch-queue': 'pending' } } } };

/** A member below trusted who opens the address: the server's refusal, in their language. */
export const NotTrusted: Story = { parameters: { app: { api: { '/vouch-queue': { status: 403, body: { error: 'Only trusted members can vouch', code: 'trusted_only' } } } } } };

/**
 * By keyboard: Approve the first item; it leaves the list, a toast says so, and focus moves to the
 * next item's Approve, so Enter there goes on down the queue.
 */
export const ApprovesByKeyboard: Story = {
  play: async ({ canvas }) => {
    const approve = (await canvas.findAllByRole('button', { name: 'Approve' }))[0]!;
    approve.focus();
    await userEvent.keyboard('{Enter}');
    await expect((await screen.findAllByText('Approved: the blog is published for everyone')).length).toBeGreaterThan(0);
    await waitFor(() => expect(canvas.queryByRole('listitem', { name: 'Blog by Nora Newcomer' })).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Approve' })).toHaveFocus());
  },
};

/** Decline keeps it hidden and reports it; a refusal (the voucher's cool-down) shows as an error toast. */
export const DeclineRefused: Story = {
  parameters: { app: { api: { '/vouch': { status: 429, body: { error: 'Someone you vouched for was suspended. You can vouch again in 12 days.', code: 'vouch_cooldown', days: 12 } } } } },
  play: async ({ canvas }) => {
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Decline' }))[1]!);
    await expect((await screen.findAllByText(/You can vouch again in 12 days/)).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('listitem', { name: 'Comment by Quentin Reader' })).toBeVisible();
  },
};
