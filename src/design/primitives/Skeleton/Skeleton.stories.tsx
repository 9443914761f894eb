import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Narrow, Row, Section, Stack } from '../../docs/StoryLayout';
import { Skeleton, SkeletonText } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
  decorators: [(Story) => <Narrow><Story /></Narrow>],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A blog card while it loads. */
export const Variants: Story = {
  render: () => (
    <Stack>
      <Section title="Shapes">
        <Row>
          <Skeleton shape="circle" />
          <Skeleton shape="text" width="8rem" />
          <Skeleton shape="rect" width="6rem" />
        </Row>
      </Section>
      <Section title="Blog card">
        <Row>
          <Skeleton shape="circle" width="1.5rem" height="1.5rem" />
          <Skeleton width="10rem" />
        </Row>
        <Skeleton height="1.5rem" width="80%" />
        <SkeletonText lines={3} />
      </Section>
    </Stack>
  ),
};

export const States: Story = {
  render: () => (
    <Stack>
      <Skeleton shape="rect" height="12rem" />
      <SkeletonText lines={1} />
      <SkeletonText lines={6} />
    </Stack>
  ),
};

export const HiddenFromAssistiveTechnology: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-shape]')).toHaveAttribute('aria-hidden', 'true');
  },
};
