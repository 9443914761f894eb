import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { MESSAGES } from '@/contract';
import { HomePage } from '@/features/feed';
import { sessionAda } from '@/testing/fixtures';
import { homeApi, withAppFromParameters } from './readerApi';

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen', app: { api: homeApi() } },
  decorators: [withAppFromParameters],
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('link', { name: 'Notes on the Analytical Engine' }))[0]).toBeVisible();
    await expect(await canvas.findByText('01')).toBeVisible();
  },
};
export const SignedIn: Story = { parameters: { app: { api: homeApi(), session: sessionAda } } };

/** Load More appears while the total (25) exceeds the loaded blogs, and disappears at the end. */
export const LoadMore: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('region', { name: 'Latest blogs' });
    await waitFor(() => expect(list.querySelectorAll('article')).toHaveLength(10));
    await userEvent.click(canvas.getByRole('button', { name: 'Load more latest blogs' }));
    await waitFor(() => expect(list.querySelectorAll('article')).toHaveLength(20));
    await userEvent.click(canvas.getByRole('button', { name: 'Load more latest blogs' }));
    await waitFor(() => expect(list.querySelectorAll('article')).toHaveLength(25));
    await expect(canvas.queryByRole('button', { name: 'Load more latest blogs' })).toBeNull();
  },
};

/** A category filters the feed; the active one clicked again returns home. */
export const FilterByCategory: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Latest blogs' });
    await userEvent.click(canvas.getByRole('button', { name: 'Tech' }));
    const tech = await canvas.findByRole('region', { name: 'Tech blogs' });
    await waitFor(() => expect(tech.querySelectorAll('article')).toHaveLength(3));
    await expect(canvas.getByRole('tab', { name: 'Tech' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Music' }));
    await expect(await canvas.findByText(MESSAGES.noCategoryBlogs)).toBeVisible();
    await expect(canvas.getByRole('link', { name: MESSAGES.writeFirst })).toHaveAttribute('href', '/editor');
    await userEvent.click(canvas.getByRole('button', { name: 'Music' }));
    await expect(await canvas.findByRole('region', { name: 'Latest blogs' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { app: { api: homeApi([], []) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MESSAGES.noCategoryBlogs)).toBeVisible();
    await expect(await canvas.findByText(MESSAGES.noTrending)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { app: { api: { '/latest-blogs': 'pending', '/all-latest-blogs-count': 'pending', '/trending-blogs': 'pending' } } },
};

export const Failure: Story = {
  parameters: { app: { api: { '/latest-blogs': { status: 500, body: { error: 'The server is having a moment. Please try again.' } }, '/all-latest-blogs-count': () => ({ totalDocs: 0 }), '/trending-blogs': { status: 500, body: { error: 'Down' } } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Could not load the latest blogs')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  },
};
