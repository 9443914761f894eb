import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MESSAGES } from '@/contract';
import { ProfilePage } from '@/features/profile';
import { sessionAda, sessionGrace } from '@/testing/fixtures';
import { profileApi, withAppFromParameters } from './readerApi';

const meta = {
  title: 'Pages/Profile',
  component: ProfilePage,
  parameters: { layout: 'fullscreen', app: { path: '/user/:id', route: '/user/ada', api: profileApi() } },
  decorators: [withAppFromParameters],
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  parameters: { app: { session: sessionGrace } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '@ada' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Edit Profile' })).toBeNull();
    await expect(canvas.getByRole('tab', { name: 'Blogs Published' })).toHaveAttribute('aria-selected', 'true');
  },
};
export const Own: Story = {
  parameters: { app: { session: sessionAda } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Edit Profile' })).toBeVisible();
  },
};
export const NoBlogs: Story = {
  parameters: { app: { api: profileApi([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MESSAGES.noUserBlogs)).toBeVisible();
  },
};
export const Loading: Story = { parameters: { app: { api: { '/get-profile': 'pending' } } } };
export const NotFound: Story = {
  parameters: { app: { route: '/user/nobody', api: { '/get-profile': { status: 404, body: { error: 'User not found' } } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  },
};
