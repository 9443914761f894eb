import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { blogCard, fixtureImages, fixturePhotoMeta } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';
import { BlogPostCard } from './BlogPostCard';

const meta = {
  title: 'Features/Feed/BlogPostCard',
  component: BlogPostCard,
  decorators: [withApp()],
  args: { blog: blogCard(1) },
} satisfies Meta<typeof BlogPostCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Notes on the Analytical Engine' });
    await expect(link).toHaveAttribute('href', '/blogs/notes-on-the-analytical-engine-1');
    await expect(canvas.getByText('tech')).toBeVisible();
  },
};

const long = blogCard(2, {
  title: 'An exceptionally long title about compilers, interpreters, virtual machines, garbage collectors and everything in between that keeps going',
  des: 'A description that runs on and on, well past the two lines a card shows, so that the clamp has something to clamp: parsing, lowering, optimising, emitting, linking, loading and running.',
  tags: ['a-remarkably-long-tag-name-that-should-be-truncated'],
  author: { personal_info: { fullname: 'Maximiliana Bartholomew-Featherstonehaugh', username: 'maximiliana_bartholomew_f', profile_img: '/fixtures/avatar-grace.svg' } },
  activity: { total_likes: 12840, total_comments: 3, total_reads: 1, total_parent_comments: 1 },
});
export const LongText: Story = { args: { blog: long } };

/** A processed photo as its banner: the thumbnail carries its size, and its placeholder until the photo loads. */
export const WithPlaceholder: Story = {
  args: { blog: blogCard(5, { banner: fixtureImages.photo, banner_meta: fixturePhotoMeta }) },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('picture img') as HTMLImageElement;
    await expect(img.getAttribute('width')).toBe(String(fixturePhotoMeta.width));
    await expect(img.getAttribute('height')).toBe(String(fixturePhotoMeta.height));
    await waitFor(() => expect(img.dataset.loaded).toBe('true'));
  },
};

export const BrokenBanner: Story = {
  args: { blog: blogCard(3, { banner: '/fixtures/missing.png' }) },
  play: async ({ canvasElement }) => {
    // The banner's failure comes after the browser has tried its sources (AVIF, WebP, then the image):
    // longer than waitFor's default second on a busy machine.
    await waitFor(() => expect(canvasElement.querySelector('[data-fallback]')).not.toBeNull(), { timeout: 5000 });
  },
};

/** In search results: the passage of the text that matched, its words marked. */
export const SearchSnippet: Story = {
  args: {
    blog: blogCard(4, {
      snippet: {
        text: '…the engine could act upon other things besides number, were objects found whose mutual fundamental relations could be expressed by those of the abstract science of operations…',
        marks: [
          [5, 11],
          [145, 153],
        ],
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll('mark')].map((m) => m.textContent);
    await expect(marks).toEqual(['engine', 'abstract']);
  },
};

/** A blog written in Arabic, in any interface: its own words carry its language (and read right to left), the card around them the interface's. */
export const InItsOwnLanguage: Story = {
  args: { blog: blogCard(2, { language: 'ar', title: 'ملاحظات عن المحرك التحليلي', des: 'لماذا تغيّر آلةٌ تنسج الأنماط الجبرية طريقة تفكيرنا في الحساب.' }) },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { name: 'ملاحظات عن المحرك التحليلي' });
    await expect(title).toHaveAttribute('lang', 'ar');
    await expect(getComputedStyle(title).direction).toBe('rtl');
    const description = canvas.getByText(/لماذا تغيّر/);
    await expect(description).toHaveAttribute('lang', 'ar');
    await expect(canvas.getByText('@grace').closest('[lang]')).toBe(document.documentElement);
  },
};
