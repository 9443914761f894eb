import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoadMore } from './LoadMore';

const meta = { title: 'Primitives/LoadMore', component: LoadMore, args: { label: 'blogs', onClick: fn() } } satisfies Meta<typeof LoadMore>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Loading: Story = { args: { loading: true } };

/** Named after what it loads, and pressed from the keyboard. */
export const Loads: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Load more blogs' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
