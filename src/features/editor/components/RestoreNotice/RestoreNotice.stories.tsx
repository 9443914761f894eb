import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RestoreNotice } from './RestoreNotice.tsx';

const meta = {
  title: 'Features/Editor/RestoreNotice',
  component: RestoreNotice,
  args: { savedAt: Date.now() - 5 * 60_000, onRestore: fn(), onDiscard: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 650 }}><Story /></div>],
} satisfies Meta<typeof RestoreNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The offer says how old the copy is; Restore and Discard each call their own handler. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/You have unsaved changes from \d+ (minute|hour)s? ago\. Restore them\?/);
    await userEvent.click(canvas.getByRole('button', { name: 'Restore' }));
    await expect(args.onRestore).toHaveBeenCalledOnce();
    await expect(args.onDiscard).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await expect(args.onDiscard).toHaveBeenCalledOnce();
  },
};

/** A copy from days ago: the age is still in words. */
export const OldCopy: Story = {
  args: { savedAt: Date.now() - 3 * 24 * 60 * 60_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You have unsaved changes from 3 days ago. Restore them?');
  },
};
