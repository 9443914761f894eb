import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ManageBlogsPage } from '@/features/dashboard';
import { blogCard, blogCards, sessionAda } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';

const drafts = [blogCard(7, { title: 'Half-written thoughts on looms', des: '' }), blogCard(8, { title: 'Cards, gears and patience' })];

const full = withApp({
  path: '/dashboard/blogs',
  session: sessionAda,
  api: {
    '/user-written-blogs': (body) => ({ blogs: (body as { draft: boolean }).draft ? drafts : blogCards }),
    '/user-written-blogs-count': (body) => ({ totalDocs: (body as { draft: boolean }).draft ? drafts.length : blogCards.length + 4 }),
    '/delete-blog': () => ({ status: 'done' }),
  },
});
const empty = withApp({ path: '/dashboard/blogs', session: sessionAda, api: { '/user-written-blogs': () => ({ blogs: [] }), '/user-written-blogs-count': () => ({ totalDocs: 0 }) } });

const meta = { title: 'Pages/Dashboard', component: ManageBlogsPage } satisfies Meta<typeof ManageBlogsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  decorators: [full],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('Views')).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Load More' })).toBeInTheDocument();
  },
};

export const Drafts: Story = {
  decorators: [withApp({ path: '/dashboard/blogs', route: '/dashboard/blogs?tab=draft', session: sessionAda, api: { '/user-written-blogs': () => ({ blogs: drafts }), '/user-written-blogs-count': () => ({ totalDocs: 2 }) } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No Description')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  decorators: [empty],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No published blogs')).toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Drafts' }));
    await expect(await within(canvasElement).findByText('No draft blogs')).toBeInTheDocument();
  },
};

/** Delete asks first, with the Warning toast and its Delete Forever button. */
export const DeleteAsksFirst: Story = {
  decorators: [full],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('button', { name: /^Delete / });
    await userEvent.click(first);
    const body = within(document.body);
    await expect((await body.findAllByText('Deleting a blog (or draft) is permanent and cannot be undone! Are you sure you want to delete?')).length).toBeGreaterThan(0);
    await userEvent.click((await body.findAllByRole('button', { name: 'Delete Forever' }))[0]);
    await expect((await body.findAllByText('Blog deleted successfully')).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = { decorators: [withApp({ path: '/dashboard/blogs', session: sessionAda, api: { '/user-written-blogs': 'pending', '/user-written-blogs-count': 'pending' } })] };
