import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sessionAda } from '@/testing/fixtures';
import { bookmarks } from '@/testing/communityFixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { ReadingListPage } from './ReadingListPage.tsx';

const meta = {
  title: 'Features/Dashboard/ReadingListPage',
  component: ReadingListPage,
  decorators: [withAppFromParameters],
  parameters: { app: { session: sessionAda, path: '/dashboard/reading-list', api: { '/bookmarks': () => ({ bookmarks }), '/bookmark': (body: unknown) => body } } },
} satisfies Meta<typeof ReadingListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A deleted blog stays in the list, named and marked, until its reader removes it. */
export const WithAGoneBlog: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Saved blogs' });
    await expect(within(list).getByText('A blog its author deleted')).toBeInTheDocument();
    await expect(list).toHaveTextContent('No longer available');
  },
};
export const Empty: Story = { parameters: { app: { session: sessionAda, path: '/dashboard/reading-list', api: { '/bookmarks': () => ({ bookmarks: [] }) } } } };
