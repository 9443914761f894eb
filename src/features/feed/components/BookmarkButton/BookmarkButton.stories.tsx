import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sessionAda } from '@/testing/fixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { BookmarkButton } from './BookmarkButton.tsx';

const meta = {
  title: 'Features/Feed/BookmarkButton',
  component: BookmarkButton,
  args: { blog: { _id: 'blog-1', blog_id: 'the-engine', title: 'The engine' }, saved: false },
  decorators: [withAppFromParameters],
  parameters: { app: { session: sessionAda, api: { '/bookmark': (body: unknown) => ({ saved: (body as { saved: boolean }).saved }) } } },
} satisfies Meta<typeof BookmarkButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotSaved: Story = {};
export const Saved: Story = { args: { saved: true } };
export const Saves: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save', pressed: false }));
    await expect(await canvas.findByText('Saved to your reading list')).toBeInTheDocument();
  },
};
export const Visitor: Story = {
  parameters: { app: { session: null, api: {} } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect((await within(document.body).findAllByText('Please sign in to save blogs to your reading list')).length).toBeGreaterThan(0);
  },
};

/** On a card in a list: an icon named after the blog. */
export const OnACard: Story = {
  args: { compact: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save “The engine” to your reading list', pressed: false });
    await userEvent.click(button);
    await expect(await canvas.findByRole('button', { name: 'Save “The engine” to your reading list', pressed: true })).toBeInTheDocument();
  },
};
