import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { fixtureImages, fixturePhotoMeta } from '@/testing/fixtures';
import { BlogBanner } from './BlogBanner';
import { wideFrame } from '@/design/docs/storyLayout.css';

const meta = {
  title: 'Features/Feed/BlogBanner',
  component: BlogBanner,
  args: { src: fixtureImages.banner, alt: 'A loom', className: wideFrame },
} satisfies Meta<typeof BlogBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A banner that fails to load shows the theme's default picture. */
export const Fallback: Story = {
  args: { src: '/fixtures/missing.png' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-fallback]')).not.toBeNull());
  },
};

/** A photo with its size and ThumbHash: the placeholder is painted until the photo arrives. */
export const WithPlaceholder: Story = {
  args: { src: fixtureImages.photo, meta: fixturePhotoMeta, alt: 'A circuit board' },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img')!;
    await expect(img.getAttribute('width')).toBe('640');
    await waitFor(() => expect(img.dataset.loaded).toBe('true'));
  },
};

/** The blog page's banner: eager, high fetch priority (the largest paint). */
export const Priority: Story = {
  args: { src: fixtureImages.photo, meta: fixturePhotoMeta, priority: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
  },
};
