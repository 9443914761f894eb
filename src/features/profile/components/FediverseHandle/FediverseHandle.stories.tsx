import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { withApp } from '@/testing/storyHelpers';
import { FediverseHandle } from './FediverseHandle';

const meta = {
  title: 'Features/Profile/FediverseHandle',
  component: FediverseHandle,
  decorators: [withApp()],
  args: { handle: '@ada@inkwell.example' },
} satisfies Meta<typeof FediverseHandle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The handle and its copy button, reached by keyboard: copying says how to use it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('@ada@inkwell.example')).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy @ada@inkwell.example' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect((await screen.findAllByText(/Handle copied/))[0]).toBeInTheDocument();
  },
};

/** A long host on a phone: the handle wraps inside the column. */
export const LongHandle: Story = { args: { handle: '@a_very_long_username_here@writers.of.a.rather.long.community.example' }, globals: { viewport: { value: 'mobile1' } } };
