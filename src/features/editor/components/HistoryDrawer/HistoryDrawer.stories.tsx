import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { blog, sessionAda } from '@/testing/fixtures';
import { note } from '@/testing/workshopFixtures';
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
  // Revision 1 was reviewed before it was published; revision 2 was not.
  '/notes': (body: unknown) => ({ closed: true, notes: (body as { rev?: number }).rev === 1 ? [note('note-1', { block_id: 'b', quote: 'adds numbers', text: 'Which numbers? Bernoulli’s, surely.' })] : [] }),
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
    // The notes its review left, beside it and read only.
    const notes = await within(drawer).findByRole('region', { name: '1 note from its review' });
    await expect(notes).toHaveTextContent('Which numbers? Bernoulli’s, surely.');
    await expect(within(notes).queryByRole('button')).toBeNull();
  },
};

/** In Arabic the drawer, the revision and its notes read right to left. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const drawer = await within(document.body).findByRole('dialog');
    const [older] = (await within(drawer).findAllByRole('button', { pressed: false })).slice(-1);
    await userEvent.click(older);
    await within(drawer).findByRole('region');
  },
};

export const Empty: Story = { parameters: { app: { session: sessionAda, api: { '/blog-revisions': () => ({ revisions: [] }) } } } };
