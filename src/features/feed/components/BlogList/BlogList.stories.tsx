import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@/contract';
import { ApiError } from '@/lib';
import { blogCards } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';
import { BlogList, type BlogListProps } from './BlogList';

type List = BlogListProps['list'];

/** A list as useLatestBlogs gives it, loaded, with a next page to come. */
const loaded = (overrides: Partial<List> = {}): List => ({
  blogs: blogCards,
  isPending: false,
  isError: false,
  error: null,
  refetch: fn(),
  isRefetching: false,
  hasNextPage: true,
  fetchNextPage: fn(),
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  ...overrides,
});
const offline = new ApiError('Could not reach the server. Check your connection and try again.', 0);

const meta = {
  title: 'Features/Feed/BlogList',
  component: BlogList,
  decorators: [withApp()],
  args: { list: loaded(), label: 'Latest blogs', emptyTitle: MESSAGES.noCategoryBlogs, errorTitle: 'Could not load the latest blogs' },
} satisfies Meta<typeof BlogList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Blog cards under their accessible name, with Load More while the total exceeds what is loaded. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const section = canvas.getByRole('region', { name: 'Latest blogs' });
    await expect(within(section).getAllByRole('article')).toHaveLength(blogCards.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more latest blogs' }));
    await expect(args.list.fetchNextPage).toHaveBeenCalledOnce();
  },
};

/** Everything is loaded: no Load More. */
export const LastPage: Story = {
  args: { list: loaded({ blogs: blogCards.slice(0, 2), hasNextPage: false }) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  },
};

export const LoadingNextPage: Story = {
  args: { list: loaded({ isFetchingNextPage: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Load more latest blogs' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The first page is on its way: card placeholders, announced once. */
export const Loading: Story = {
  args: { list: loaded({ isPending: true, blogs: [] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading latest blogs' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { list: loaded({ blogs: [], hasNextPage: false }), emptyAction: <Link to="/editor">{MESSAGES.writeFirst}</Link> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(MESSAGES.noCategoryBlogs)).toBeVisible();
    await expect(canvas.getByRole('link', { name: MESSAGES.writeFirst })).toHaveAttribute('href', '/editor');
  },
};

/** The first page failed: the reason and Try again, which refetches. */
export const Failure: Story = {
  args: { list: loaded({ blogs: [], isError: true, error: offline, hasNextPage: false }) },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Could not load the latest blogs');
    await expect(alert).toHaveTextContent(offline.message);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.list.refetch).toHaveBeenCalledOnce();
  },
};

/** A later page failed: the loaded cards stay, the retry asks for the next page again. */
export const NextPageFailed: Story = {
  args: { list: loaded({ isError: true, error: offline, isFetchNextPageError: true }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(blogCards.length);
    await expect(canvas.queryByRole('button', { name: 'Load more latest blogs' })).not.toBeInTheDocument();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Could not load more blogs');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.list.fetchNextPage).toHaveBeenCalledOnce();
  },
};
