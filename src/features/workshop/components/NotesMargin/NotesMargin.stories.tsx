import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { notes } from '@/testing/workshopFixtures';
import { NotesMargin } from './NotesMargin';

const meta = {
  title: 'Features/Workshop/NotesMargin',
  component: NotesMargin,
  args: {
    notes,
    blockIds: ['b1', 'b2', 'b3', 'b4', 'b5'],
    // b1 and b2 close together: the second thread is pushed under the first.
    blockTops: { b1: 0, b2: 60, b3: 420, b4: 560, b5: 760 },
    activeBlock: 'b3',
    viewer: 'ada',
    isAuthor: true,
    onReply: fn(async () => {}),
    onResolve: fn(),
    onEdit: fn(async () => {}),
    onDelete: fn(),
    onSelect: fn(),
  },
  decorators: [(Story) => <div style={{ inlineSize: '20rem', marginInlineStart: 'auto' }}>{Story()}</div>],
} satisfies Meta<typeof NotesMargin>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open notes level with their blocks, the one on removed text last; Tab goes through every note in text order. */
export const BesideTheText: Story = {
  play: async ({ canvas, args }) => {
    const threads = canvas.getAllByRole('article');
    // The resolved note is hidden until asked for: 4 of the 5 show.
    await expect(threads).toHaveLength(4);
    // Whatever the threads' heights, one never overlaps the one above it.
    await waitFor(() => expect(threads[1].getBoundingClientRect().top).toBeGreaterThanOrEqual(threads[0].getBoundingClientRect().bottom));
    await expect(threads[3]).toHaveTextContent('On removed text');
    await userEvent.click(canvas.getByRole('button', { name: 'Show 1 resolved note' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Resolve' })[0]);
    await expect(args.onResolve).toHaveBeenCalledWith('note-1', true);
  },
};

/** Arabic: the margin sits on the left, its threads' rules and indents mirrored. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  decorators: [(Story) => <div style={{ inlineSize: '20rem', marginInlineStart: 'auto' }}>{Story()}</div>],
};

/** After publishing: every thread read only. */
export const Closed: Story = { args: { readOnly: true } };
