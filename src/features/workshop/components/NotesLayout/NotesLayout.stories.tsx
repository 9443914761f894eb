import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { notes } from '@/testing/workshopFixtures';
import { NotesLayout } from './NotesLayout';

const paragraphs: [string, string][] = [
  ['b1', 'The engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves.'],
  ['b2', 'A machine for every science'],
  ['b3', 'Numbers as symbols, operations as cards, results as patterns.'],
  ['b5', 'That brain of mine is something more than merely mortal.'],
];

const meta = {
  title: 'Features/Workshop/NotesLayout',
  component: NotesLayout,
  args: {
    notes,
    blockIds: paragraphs.map(([id]) => id),
    find: (root: HTMLElement, id: string) => root.querySelector(`[data-block-id="${id}"]`),
    sheetOpen: false,
    onSheetOpenChange: fn(),
    viewer: 'ada',
    isAuthor: true,
    onReply: fn(async () => {}),
    onResolve: fn(),
    onEdit: fn(async () => {}),
    onDelete: fn(),
    children: (
      <div style={{ display: 'flex', flexDirection: 'column', gap: '1.5rem', fontSize: '1.25rem' }}>
        {paragraphs.map(([id, text]) => (
          <p key={id} data-block-id={id} style={{ margin: 0 }}>
            {text}
          </p>
        ))}
      </div>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotesLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens: the margin beside the text; phones: the text alone, the notes in the sheet. */
export const TextWithNotes: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/The engine weaves/)).toBeVisible();
  },
};
export const RightToLeft: Story = { globals: { locale: 'ar' } };
