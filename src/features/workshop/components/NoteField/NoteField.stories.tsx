import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NoteField } from './NoteField';

const meta = {
  title: 'Features/Workshop/NoteField',
  component: NoteField,
  args: { label: 'Your note on this paragraph', submitLabel: 'Add note', onSubmit: fn(async () => {}), onCancel: fn() },
} satisfies Meta<typeof NoteField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SendsWithCtrlEnter: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Your note on this paragraph' });
    await expect(canvas.getByRole('button', { name: 'Add note' })).toBeDisabled();
    await userEvent.type(field, '  Too long a sentence.  ');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Too long a sentence.');
    await userEvent.type(field, 'x');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
