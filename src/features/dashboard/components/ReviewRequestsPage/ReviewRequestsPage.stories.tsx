import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { sessionGrace } from '@/testing/fixtures';
import { reviewDraft } from '@/testing/workshopFixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { ReviewRequestsPage } from './ReviewRequestsPage';

const meta = {
  title: 'Features/Dashboard/ReviewRequestsPage',
  component: ReviewRequestsPage,
  decorators: [withAppFromParameters],
  parameters: { app: { path: '/dashboard/reviews', route: '/dashboard/reviews', session: sessionGrace, api: { '/review-drafts': () => ({ blogs: [reviewDraft(1), reviewDraft(2), reviewDraft(3)] }) } } },
} satisfies Meta<typeof ReviewRequestsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each request opens the draft for review; Tab reaches each in turn. */
export const Requests: Story = {
  play: async ({ canvas }) => {
    const links = await canvas.findAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAttribute('href', '/review/draft-on-engines-1');
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await expect(canvas.getByText('3 notes')).toBeVisible();
  },
};
export const NoRequests: Story = { parameters: { app: { path: '/dashboard/reviews', route: '/dashboard/reviews', session: sessionGrace, api: { '/review-drafts': () => ({ blogs: [] }) } } } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
