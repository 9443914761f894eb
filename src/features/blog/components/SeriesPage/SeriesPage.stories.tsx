import type { Meta, StoryObj } from '@storybook/react-vite';
import { ada, blogCard } from '@/testing/fixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { SeriesPage } from './SeriesPage.tsx';

const route = '/series/ada/engines-explained';
const answer = { series: { name: 'Engines, explained', slug: 'engines-explained', author: ada }, blogs: [blogCard(1), blogCard(3), blogCard(5)] };

const meta = {
  title: 'Features/Blog/SeriesPage',
  component: SeriesPage,
  decorators: [withAppFromParameters],
  parameters: { layout: 'fullscreen', app: { path: '/series/:username/:slug', route, api: { '/get-series': () => answer } } },
} satisfies Meta<typeof SeriesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Parts: Story = {};
export const Unknown: Story = {
  parameters: { app: { path: '/series/:username/:slug', route, api: { '/get-series': { status: 404, body: { error: 'Series not found' } } } } },
};
