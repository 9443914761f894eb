import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Row, Section, Stack } from '../../docs/StoryLayout';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { label: 'Loading blogs' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <Row>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
      <Spinner size="md" showLabel label="Loading comments" />
    </Row>
  ),
};

export const States: Story = {
  render: () => (
    <Stack>
      <Section title="Labelled">
        <Spinner showLabel label="Uploading banner, this may take a while on a slow connection" />
      </Section>
      <Section title="Decorative (inside a busy control)">
        <Spinner decorative />
      </Section>
    </Stack>
  ),
};

export const AnnouncesStatus: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading blogs');
  },
};
