import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { blogCards } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';
import { SimilarBlogs } from './SimilarBlogs';

let searches = 0;
/** /search-blogs as the server answers it: published blogs sharing a tag, this one left out. */
const similar = withApp({
  path: '/blogs/:blog_id',
  route: '/blogs/notes-on-the-analytical-engine-1',
  api: {
    '/search-blogs': (body) => {
      searches += 1;
      const { multipleTags, remove_blog } = body as { multipleTags: string[]; remove_blog: string };
      return { blogs: blogCards.filter((b) => b.blog_id !== remove_blog && b.tags.some((t) => multipleTags.includes(t))) };
    },
  },
});

const meta = {
  title: 'Features/Blog/SimilarBlogs',
  component: SimilarBlogs,
  args: { tags: ['tech', 'history'], blogId: 'notes-on-the-analytical-engine-1' },
} satisfies Meta<typeof SimilarBlogs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Blogs sharing a tag, as cards under an h2 with h3 titles; the blog being read is not among them. */
export const Playground: Story = {
  decorators: [similar],
  play: async ({ canvas, args }) => {
    const section = await canvas.findByRole('region', { name: 'Similar Blogs' });
    await within(section).findAllByRole('article');
    const titles = within(section).getAllByRole('heading', { level: 3 });
    await expect(titles).toHaveLength(blogCards.length - 1);
    for (const link of within(section).getAllByRole('link')) await expect(link).not.toHaveAttribute('href', `/blogs/${args.blogId}`);
  },
};

/** Only the blogs tagged "history" share a tag. */
export const OneTag: Story = {
  decorators: [similar],
  args: { tags: ['history'] },
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: 'Similar Blogs' });
    await expect(await within(section).findAllByRole('article')).toHaveLength(blogCards.filter((b) => b.tags.includes('history')).length - 1);
  },
};

/** No other blog shares a tag: once the answer is in, the section is left out entirely. */
export const NoneShareATag: Story = {
  decorators: [similar],
  args: { tags: ['knitting'] },
  beforeEach: () => {
    searches = 0;
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(searches).toBe(1));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Similar Blogs' })).not.toBeInTheDocument());
  },
};

export const Loading: Story = {
  decorators: [withApp({ api: { '/search-blogs': 'pending' } })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Similar Blogs' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading similar blogs' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failure: Story = {
  decorators: [withApp({ api: { '/search-blogs': { status: 500, body: { error: 'Something went wrong on our side.' } } } })],
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load similar blogs');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
