import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PendingNotice } from './PendingNotice.tsx';

const meta = {
  title: 'Features/Editor/PendingNotice',
  component: PendingNotice,
  args: { onDiscard: fn(), onUpdate: fn() },
} satisfies Meta<typeof PendingNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnpublishedChanges: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onUpdate).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await expect(args.onDiscard).toHaveBeenCalled();
  },
};

export const Discarding: Story = { args: { discarding: true } };
