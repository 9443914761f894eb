import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { blog } from '@/testing/fixtures';
import { notes } from '@/testing/workshopFixtures';
import { ReviewDraft } from './ReviewDraft';

const meta = {
  title: 'Features/Workshop/ReviewDraft',
  component: ReviewDraft,
  args: {
    title: 'Notes on the Analytical Engine',
    author: { fullname: 'Ada Lovelace', username: 'ada' },
    blocks: blog.content![0].blocks,
    language: 'en',
    notes,
    viewer: 'grace',
    isAuthor: false,
    onAddNote: fn(async () => {}),
    onReply: fn(async () => {}),
    onResolve: fn(),
    onEdit: fn(async () => {}),
    onDelete: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ReviewDraft>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A reviewer: Tab to a paragraph, press N, write the note, send; focus returns to the paragraph. */
export const NoteByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const first = canvas.getByText(/The engine/).closest('[data-block-id]') as HTMLElement;
    first.focus();
    await userEvent.keyboard('n');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your note on this paragraph' }), 'Lovely opening.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(args.onAddNote).toHaveBeenCalledWith('b1', 'Lovely opening.', undefined);
    await expect(first).toHaveFocus();
  },
};

/** The quoted passage goes with the note when text is selected in a paragraph. */
export const NoteOnASelection: Story = {
  play: async ({ canvas, args }) => {
    const block = canvas.getByText(/That brain of mine/).closest('[data-block-id]') as HTMLElement;
    block.focus();
    const text = canvas.getByText(/That brain of mine/).firstChild!;
    const range = document.createRange();
    range.setStart(text, 5);
    range.setEnd(text, 19);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    await userEvent.keyboard('n');
    await expect(canvas.getByText('brain of mine')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your note on the selected passage' }), 'Whose brain?');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onAddNote).toHaveBeenCalledWith('b5', 'Whose brain?', 'brain of mine');
  },
};

export const PendingChanges: Story = { args: { pending: true, notes: [] } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
