import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { fixtureImages } from '@/testing/fixtures';
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
