import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { notes } from '@/testing/workshopFixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { AuthorNotes } from './AuthorNotes';

/** Blocks marked as Editor.js marks them (`.ce-block[data-id]`). */
const editorLike = (
  <div style={{ display: 'flex', flexDirection: 'column', gap: '1.5rem', fontSize: '1.25rem' }}>
    <div className="ce-block" data-id="b1">
      The engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves.
    </div>
    <div className="ce-block" data-id="b3">
      Numbers as symbols, operations as cards, results as patterns.
    </div>
    <div className="ce-block" data-id="b5">
      That brain of mine is something more than merely mortal.
    </div>
  </div>
);

const meta = {
  title: 'Features/Workshop/AuthorNotes',
  component: AuthorNotes,
  decorators: [withAppFromParameters],
  args: { blogId: 'notes-on-the-analytical-engine-1', username: 'ada', notes, closed: false, blockIds: ['b1', 'b3', 'b5'], sheetOpen: false, onSheetOpenChange: fn(), children: editorLike },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AuthorNotes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InTheEditor: Story = {
  play: async ({ canvas }) => {
    // Editor.js's stylesheet (left by an earlier story in the same page) fades each .ce-block in
    // from opacity 0: wait for it, as a reader's eye would.
    await waitFor(() => expect(canvas.getByText(/The engine weaves/)).toBeVisible(), { timeout: 5000 });
  },
};
/** On a phone the notes are in the sheet the top bar's button opens. */
export const SheetOpen: Story = { args: { sheetOpen: true }, globals: { viewport: { value: 'mobile1' } } };
export const Published: Story = { args: { closed: true } };
