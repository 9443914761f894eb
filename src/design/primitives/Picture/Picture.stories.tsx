import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Narrow } from '../../docs/StoryLayout';
import { Picture } from './Picture';

// The ThumbHash of the photo as a data URL is built by the app (lib/images.ts); the primitive takes
// any image URL, so its stories use a plain colour.
const PLACEHOLDER = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"%3E%3Crect width="3" height="2" fill="%2378a060"/%3E%3C/svg%3E';

const meta = {
  title: 'Primitives/Picture',
  component: Picture,
  args: { src: '/fixtures/photo-board.jpg', width: 640, height: 424, alt: 'A circuit board', placeholder: PLACEHOLDER, style: { width: '100%', height: 'auto' } },
  decorators: [(Story) => <Narrow><Story /></Narrow>],
} satisfies Meta<typeof Picture>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Lazy by default, with its size reserved and the placeholder painted until it has loaded. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img')!;
    await expect(img.getAttribute('width')).toBe('640');
    await expect(img.getAttribute('height')).toBe('424');
    await expect(img.getAttribute('loading')).toBe('lazy');
    await waitFor(() => expect(img.dataset.loaded).toBe('true'));
    // Loaded: the placeholder is no longer painted under it.
    await expect(img.style.backgroundImage).toBe('');
  },
};

/** The page's largest image: eager, with high fetch priority. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img')!;
    await expect(img.getAttribute('loading')).toBe('eager');
    await expect(img.getAttribute('fetchpriority')).toBe('high');
  },
};

/** Sources by type come first; the browser takes the first format it supports. */
export const WithSources: Story = {
  args: { sources: [{ type: 'image/webp', srcSet: '/fixtures/photo-board.jpg 640w' }], srcSet: '/fixtures/photo-board.jpg 640w', sizes: '100vw' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('source')?.getAttribute('type')).toBe('image/webp');
  },
};

/** An image that cannot be had: its box keeps its size and placeholder, and its alt text says what it was. */
export const Failed: Story = {
  args: { src: '/fixtures/missing.jpg', priority: true },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img')!;
    // The missing file's 404 comes from the dev server: longer than waitFor's default second on a busy machine.
    await waitFor(() => expect(img.complete).toBe(true), { timeout: 10_000 });
    await expect(img.dataset.loaded).toBeUndefined();
    await expect(img.getAttribute('alt')).toBe('A circuit board');
    await expect(img.style.backgroundImage).toContain('data:image/svg+xml');
  },
};
