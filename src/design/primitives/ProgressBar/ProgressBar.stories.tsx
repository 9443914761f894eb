import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Row } from '../../docs/StoryLayout';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { value: 40, label: 'Uploading picture' },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <Row>
      <ProgressBar value={0} label="Not started" />
      <ProgressBar value={35} label="A third" />
      <ProgressBar value={100} label="Done" />
    </Row>
  ),
};

export const ReportsItsValue: Story = {
  args: { value: 142.4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading picture' })).toHaveAttribute('aria-valuenow', '100');
  },
};
