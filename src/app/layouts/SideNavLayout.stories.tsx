import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApp } from '@/testing/storyHelpers.tsx';
import { profileAda, sessionAda, sessionGrace } from '@/testing/fixtures.ts';
import { SideNav } from './SideNavLayout.tsx';

const meta = {
  title: 'Pages/Shell/SideNav',
  component: SideNav,
} satisfies Meta<typeof SideNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnBlogs: Story = { decorators: [withApp({ session: sessionAda, path: '/dashboard/blogs' })] };
export const NewNotification: Story = { decorators: [withApp({ session: sessionGrace, path: '/dashboard/notifications' })] };
/** Moderators and admins get the Community group (their role comes from their own profile). */
export const AsAdmin: Story = {
  decorators: [withApp({ session: sessionAda, path: '/moderation', api: { '/get-profile': () => ({ ...profileAda, role: 'admin' }) } })],
};
