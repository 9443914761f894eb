import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Row } from '../../docs/StoryLayout';
import { LoadMoreButton } from './LoadMoreButton';

const meta = {
  title: 'Primitives/LoadMoreButton',
  component: LoadMoreButton,
  args: { onClick: fn() },
} satisfies Meta<typeof LoadMoreButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <Row>
      <LoadMoreButton />
      <LoadMoreButton variant="outline" />
      <LoadMoreButton variant="ghost" size="sm" />
    </Row>
  ),
};

export const States: Story = {
  render: () => (
    <Row>
      <LoadMoreButton loading />
      <LoadMoreButton disabled />
      <LoadMoreButton label="Load more replies" />
    </Row>
  ),
};

export const Clicks: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
