import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { MESSAGES } from '@/contract';
import { CommentField } from './CommentField';

const meta = {
  title: 'Features/Comments/CommentField',
  component: CommentField,
  args: { action: 'Comment', signedIn: true, onSubmit: fn(async () => {}) },
} satisfies Meta<typeof CommentField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    await expect((await screen.findAllByText(MESSAGES.commentEmpty))[0]).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Write a comment' }), 'Nice');
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Nice');
    await expect(canvas.getByRole('textbox')).toHaveValue('');
  },
};
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    await expect((await screen.findAllByText(MESSAGES.signInToComment))[0]).toBeInTheDocument();
  },
};
export const ReplyWithCancel: Story = { args: { action: 'Reply', onCancel: fn() } };
