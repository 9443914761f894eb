import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MESSAGES } from '@/contract';
import { SearchPage } from '@/features/search';
import { searchApi, withAppFromParameters } from './readerApi';

const meta = {
  title: 'Pages/Search',
  component: SearchPage,
  parameters: { layout: 'fullscreen', app: { path: '/search/:query', route: '/search/engine', api: searchApi() } },
  decorators: [withAppFromParameters],
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Results for "engine"' })).toBeVisible();
    await expect((await canvas.findAllByRole('article')).length).toBe(6);
    await expect(await canvas.findByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/user/ada');
  },
};
export const Empty: Story = {
  parameters: { app: { api: searchApi([], []) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MESSAGES.noSearchBlogs)).toBeVisible();
    await expect(await canvas.findByText(MESSAGES.noUsers)).toBeVisible();
  },
};
export const Loading: Story = { parameters: { app: { api: { '/search-blogs': 'pending', '/search-blogs-count': 'pending', '/search-users': 'pending' } } } };
