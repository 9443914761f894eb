import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { MESSAGES } from '@/contract';
import { withApp } from '@/testing/storyHelpers';
import { BlogActions } from './BlogActions';

const meta = {
  title: 'Features/Blog/BlogActions',
  component: BlogActions,
  decorators: [withApp()],
  args: { likes: 12, comments: 4, liked: false, onLike: fn(), onComments: fn(), shareUrl: 'http://localhost/blogs/x' },
} satisfies Meta<typeof BlogActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Like/ }));
    await expect(args.onLike).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /^Comments/ }));
    await expect(args.onComments).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect((await screen.findAllByText(MESSAGES.linkCopied))[0]).toBeInTheDocument();
  },
};
export const LikedAuthor: Story = { args: { liked: true, likes: 1, comments: 1, editHref: '/editor/x' } };
export const BigNumbers: Story = { args: { likes: 128456, comments: 98765, editHref: '/editor/x' } };

/** Boosted from the fediverse: the count of boosts beside likes and comments. */
export const Boosted: Story = {
  args: { likes: 9, comments: 2, shares: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '3 boosts from the fediverse' })).toHaveTextContent('3');
  },
};
