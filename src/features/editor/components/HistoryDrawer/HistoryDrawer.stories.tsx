import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { blog, sessionAda } from '@/testing/fixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { HistoryDrawer } from './HistoryDrawer.tsx';

const p = (id: string, text: string) => ({ id, type: 'paragraph', data: { text } });
const current = [p('a', 'The engine weaves patterns.'), p('b', 'It computes Bernoulli numbers.'), p('c', 'A new closing line.')];
const old = [p('a', 'The engine weaves patterns.'), p('b', 'It adds numbers.'), p('d', 'An aside that was cut.')];

const api = {
  '/blog-revisions': () => ({
    revisions: [
      { rev: 2, savedAt: '2026-11-21T10:00:00.000Z', title: 'Notes on the Analytical Engine' },
      { rev: 1, savedAt: '2026-11-20T09:00:00.000Z', title: 'Notes on the Engine' },
    ],
  }),
  '/get-revision': () => ({ blog: { ...blog, title: 'Notes on the Engine', content: [{ time: 1, blocks: old, version: '2.31.7' }] } }),
  '/restore-revision': () => ({ version: 7 }),
};

const meta = {
  title: 'Features/Editor/HistoryDrawer',
  component: HistoryDrawer,
  args: { blogId: blog.blog_id, open: true, onOpenChange: fn(), current, onRestored: fn() },
  decorators: [withAppFromParameters],
  parameters: { app: { session: sessionAda, api } },
} satisfies Meta<typeof HistoryDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Revisions: Story = {};

export const ComparesARevision: Story = {
  play: async () => {
    const drawer = within(document.body).getByRole('dialog', { name: 'History' });
    await userEvent.click(await within(drawer).findByRole('button', { name: /Revision 1/ }));
    const list = await within(drawer).findByRole('list', { name: 'Revision 1, compared with your current version' });
    await expect(list).toHaveTextContent('Changed since');
    await expect(list).toHaveTextContent('Only in this revision');
    await expect(list).toHaveTextContent('Only in your current version');
  },
};

export const Empty: Story = { parameters: { app: { session: sessionAda, api: { '/blog-revisions': () => ({ revisions: [] }) } } } };
