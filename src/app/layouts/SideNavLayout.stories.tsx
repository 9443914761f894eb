import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
/** Trusted members get the Vouch link, with how many items wait for them. */
export const AsTrustedMember: Story = {
  decorators: [
    withApp({
      session: sessionAda,
      path: '/dashboard/blogs',
      api: {
        '/get-profile': () => ({ ...profileAda, trust_level: 2 }),
        '/vouch-queue': () => ({
          items: [1, 2, 3].map((n) => ({ target: 'comment', id: `held-${n}`, author: { username: 'newcomer', fullname: 'Nora Newcomer', profile_img: '' }, preview: 'Hello', createdAt: '2026-11-28T09:00:00.000Z', blog_id: 'b' })),
        }),
      },
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Vouch (3 waiting)' })).toHaveAttribute('href', '/dashboard/vouch');
  },
};
