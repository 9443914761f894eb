import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../../docs/StoryLayout';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Primitives/ErrorState',
  component: ErrorState,
  args: { title: 'Could not load the latest blogs', detail: 'Could not reach the server. Check your connection and try again.', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <Stack>
      <ErrorState {...args} />
      <ErrorState {...args} compact />
      <ErrorState title="Could not load this profile" />
    </Stack>
  ),
};

export const States: Story = {
  render: (args) => (
    <Stack>
      <ErrorState {...args} retrying />
      <ErrorState {...args} title={'A very long reason '.repeat(12)} detail={'detail '.repeat(40)} />
    </Stack>
  ),
};

/** The retry is a real button: it announces the failure and tries again on Enter. */
export const Retries: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the latest blogs');
    canvas.getByRole('button', { name: 'Try again' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
