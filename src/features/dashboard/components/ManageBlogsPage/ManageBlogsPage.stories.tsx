import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { blogCards, sessionAda } from '@/testing/fixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { ManageBlogsPage } from './ManageBlogsPage.tsx';

// A date far ahead, so the story reads the same whenever it runs.
const scheduled = [
  { ...blogCards[0]!, title: 'Goes live on Monday', draft: true, scheduled_at: '2030-03-04T09:30:00.000Z' },
  { ...blogCards[1]!, title: 'Goes live later', draft: true, scheduled_at: '2030-03-11T16:00:00.000Z' },
];
const drafts = [{ ...blogCards[2]!, title: 'Half-written thoughts', draft: true }];
const published = blogCards.slice(3).map((b) => ({ ...b, draft: false }));

/** Answers the author's lists as the server filters them: published, plain drafts, scheduled drafts. */
const lists = {
  '/user-written-blogs': (body: unknown) => {
    const { draft, scheduled: onlyScheduled } = body as { draft: boolean; scheduled?: boolean };
    return { blogs: !draft ? published : onlyScheduled ? scheduled : drafts };
  },
  '/user-written-blogs-count': (body: unknown) => {
    const { draft, scheduled: onlyScheduled } = body as { draft: boolean; scheduled?: boolean };
    return { totalDocs: (!draft ? published : onlyScheduled ? scheduled : drafts).length };
  },
};

const meta = {
  title: 'Features/Dashboard/ManageBlogsPage',
  component: ManageBlogsPage,
  decorators: [withAppFromParameters],
  parameters: { app: { session: sessionAda, path: '/dashboard/blogs', api: lists } },
} satisfies Meta<typeof ManageBlogsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Published: Story = {};

/** Scheduled blogs have their own tab, the next one first, each with its time and a Cancel. */
export const Scheduled: Story = {
  parameters: { app: { session: sessionAda, path: '/dashboard/blogs?tab=scheduled', api: lists } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Goes live on Monday')).toBeInTheDocument();
    await expect(canvas.getAllByText(/^Scheduled for/)).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Cancel schedule of Goes live on Monday' })).toBeInTheDocument();
    await expect(canvas.queryByText('Half-written thoughts')).toBeNull();
  },
};

/** The Drafts tab leaves the scheduled ones to their tab. */
export const Drafts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Drafts' }));
    await expect(await canvas.findByText('Half-written thoughts')).toBeInTheDocument();
    await expect(canvas.queryByText('Goes live on Monday')).toBeNull();
  },
};

export const NothingScheduled: Story = {
  parameters: { app: { session: sessionAda, path: '/dashboard/blogs?tab=scheduled', api: { ...lists, '/user-written-blogs': () => ({ blogs: [] }), '/user-written-blogs-count': () => ({ totalDocs: 0 }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No scheduled blogs')).toBeInTheDocument();
  },
};
