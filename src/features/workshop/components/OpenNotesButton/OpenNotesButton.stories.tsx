import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { OpenNotesButton } from './OpenNotesButton';

const meta = {
  title: 'Features/Workshop/OpenNotesButton',
  component: OpenNotesButton,
  args: { count: 3, onClick: fn() },
} satisfies Meta<typeof OpenNotesButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeOpen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '3 open notes' })).toBeVisible();
  },
};
export const One: Story = { args: { count: 1 } };
export const None: Story = { args: { count: 0 } };
