import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { notes } from '@/testing/workshopFixtures';
import { NotesSheet } from './NotesSheet';

const meta = {
  title: 'Features/Workshop/NotesSheet',
  component: NotesSheet,
  args: {
    open: true,
    onOpenChange: fn(),
    notes,
    blockIds: ['b1', 'b2', 'b3', 'b4', 'b5'],
    viewer: 'grace',
    isAuthor: false,
    onReply: fn(async () => {}),
    onResolve: fn(),
    onEdit: fn(async () => {}),
    onDelete: fn(),
  },
  globals: { viewport: { value: 'mobile1' } },
} satisfies Meta<typeof NotesSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: every thread in the order of the text; a reviewer deletes their own note; Escape closes. */
export const OnAPhone: Story = {
  play: async ({ args }) => {
    const sheet = within(await screen.findByRole('dialog', { name: 'Notes' }));
    // Five notes in the fixtures, one of them resolved.
    await expect(sheet.getByText('4 open notes')).toBeVisible();
    await expect(sheet.getAllByRole('article')).toHaveLength(5);
    await userEvent.click(sheet.getAllByRole('button', { name: 'Delete', description: 'Grace Hopper' })[0]);
    await expect(args.onDelete).toHaveBeenCalledWith('note-1');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const NoNotes: Story = { args: { notes: [] } };
export const RightToLeft: Story = { globals: { locale: 'ar', viewport: { value: 'mobile1' } } };
