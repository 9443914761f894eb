import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { note, noteReply, people } from '@/testing/workshopFixtures';
import { NoteThread } from './NoteThread';

const meta = {
  title: 'Features/Workshop/NoteThread',
  component: NoteThread,
  args: {
    note: note('note-1', { replies: [noteReply('reply-1')] }),
    viewer: 'ada',
    isAuthor: true,
    onReply: fn(async () => {}),
    onResolve: fn(),
    onEdit: fn(async () => {}),
    onDelete: fn(),
    onSelect: fn(),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof NoteThread>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The author's view of a thread: reply, resolve; their own reply can be edited. All by keyboard. */
export const AuthorThread: Story = {
  play: async ({ canvas, args }) => {
    const thread = canvas.getByRole('article', { name: 'Note by Grace Hopper' });
    await userEvent.tab();
    await expect(thread).toHaveFocus();
    await expect(args.onSelect).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Write a reply' }), 'Done, thank you');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onReply).toHaveBeenCalledWith('Done, thank you');
    await userEvent.click(canvas.getByRole('button', { name: 'Resolve' }));
    await expect(args.onResolve).toHaveBeenCalledWith(true);
  },
};

/** A reviewer edits their own note; they cannot resolve. */
export const ReviewerOwnNote: Story = {
  args: { viewer: 'grace', isAuthor: false, note: note('note-1') },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Resolve' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit', description: 'Grace Hopper' }));
    const field = canvas.getByRole('textbox', { name: 'Edit the note' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Shorter, please.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onEdit).toHaveBeenCalledWith('note-1', 'Shorter, please.');
  },
};

/** Resolved: the author may reopen it. */
export const Resolved: Story = {
  args: { note: note('note-4', { resolved: true, quote: null, author: people.alan }) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reopen' }));
    await expect(args.onResolve).toHaveBeenCalledWith(false);
  },
};

/** Its block was deleted: the note stays, marked, until resolved. */
export const OnRemovedText: Story = { args: { note: note('note-5', { orphaned: true, quote: 'a paragraph that was cut' }) } };

/** After publishing: read only, still reachable by Tab. */
export const Closed: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await userEvent.tab();
    await expect(canvas.getByRole('article', { name: 'Note by Grace Hopper' })).toHaveFocus();
  },
};

/** A writer who left: their note stays, unnamed; long words wrap. */
export const FormerMemberLongText: Story = {
  args: { note: note('note-6', { author: null, text: 'Averyveryverylongwordwithoutanyspacesthatmustwrapratherthanoverflow '.repeat(3), editedAt: '2026-11-27T10:00:00.000Z' }) },
};
