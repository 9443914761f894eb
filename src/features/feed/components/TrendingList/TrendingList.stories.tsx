import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@/contract';
import { blogCard, blogCards } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';
import { TrendingList } from './TrendingList';

const trending = Array.from({ length: 10 }, (_, i) => blogCard(i + 1));
const answering = (blogs = trending) => withApp({ api: { '/trending-blogs': () => ({ blogs }) } });

/** The first call fails as a lost connection would; Try again gets the list (a fresh count per mount). */
const failingOnce: Decorator = (Story, context) => {
  let calls = 0;
  const api = {
    '/trending-blogs': () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return { blogs: blogCards };
    },
  };
  return withApp({ api })(Story, context);
};

const meta = {
  title: 'Features/Feed/TrendingList',
  component: TrendingList,
  args: { compact: false },
  argTypes: { compact: { control: 'boolean' } },
} satisfies Meta<typeof TrendingList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ten trending blogs, numbered 01 to 10. */
export const Playground: Story = {
  decorators: [answering()],
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Trending blogs' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(10);
    await expect(within(items[0]).getByText('01')).toBeVisible();
    await expect(within(items[9]).getByText('10')).toBeVisible();
    await expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '/blogs/notes-on-the-analytical-engine-1');
  },
};

/** Waiting for the answer: six placeholder rows (five in the compact side panel). */
export const Loading: Story = {
  decorators: [withApp({ api: { '/trending-blogs': 'pending' } })],
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading trending blogs' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status.children).toHaveLength(6);
  },
};
export const LoadingCompact: Story = {
  ...Loading,
  args: { compact: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading trending blogs' }).children).toHaveLength(5);
  },
};

export const Empty: Story = {
  decorators: [answering([])],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MESSAGES.noTrending)).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The load fails, the reason shows, and Try again loads the list. */
export const FailureThenRetry: Story = {
  decorators: [failingOnce],
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load trending blogs');
    await expect(alert).toHaveTextContent('Could not reach the server');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(within(await canvas.findByRole('list', { name: 'Trending blogs' })).getAllByRole('listitem')).toHaveLength(blogCards.length);
  },
};
