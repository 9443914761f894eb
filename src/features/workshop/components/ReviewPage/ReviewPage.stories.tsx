import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { blog, sessionGrace } from '@/testing/fixtures';
import { notes } from '@/testing/workshopFixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { ReviewPage } from './ReviewPage';

const route = '/review/notes-on-the-analytical-engine-1';

const meta = {
  title: 'Features/Workshop/ReviewPage',
  component: ReviewPage,
  decorators: [withAppFromParameters],
  parameters: {
    layout: 'fullscreen',
    app: { path: '/review/:blog_id', route, session: sessionGrace, api: { '/get-blog': () => ({ blog: { ...blog, draft: true, review: true } }), '/notes': () => ({ notes, closed: false }) } },
  },
} satisfies Meta<typeof ReviewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SharedDraft: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Notes on the Analytical Engine' })).toBeVisible();
  },
};

/** Anyone the draft is not shared with gets a 404. */
export const NotShared: Story = {
  parameters: { app: { path: '/review/:blog_id', route, session: sessionGrace, api: { '/get-blog': { status: 404, body: { error: 'Blog not found' } }, '/notes': { status: 404, body: { error: 'Blog not found' } } } } },
};
