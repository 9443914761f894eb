import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Row, Section, Stack } from '../../docs/StoryLayout';
import { Avatar } from './Avatar';

// Self-contained images (no network): SVG data URIs.
const portrait = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c7d2fe"/><circle cx="32" cy="26" r="12" fill="#4338ca"/><rect x="12" y="42" width="40" height="30" rx="15" fill="#4338ca"/></svg>',
)}`;
// An image that cannot be decoded fails without a request: a missing file's 404 waits on the dev
// server, which on a busy machine took longer than the check waits.
const broken = 'data:image/png;base64,AAAA';
const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace', src: portrait },
  argTypes: { size: { control: 'inline-radio', options: sizes } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <Stack>
      <Section title="Image">
        <Row>
          {sizes.map((size) => (
            <Avatar key={size} size={size} name={`Ada ${size}`} src={portrait} />
          ))}
        </Row>
      </Section>
      <Section title="Initials">
        <Row>
          {sizes.map((size) => (
            <Avatar key={size} size={size} name="Grace Hopper" alt={`Grace Hopper ${size}`} />
          ))}
        </Row>
      </Section>
    </Stack>
  ),
};

export const States: Story = {
  render: () => (
    <Row>
      <Avatar name="Broken Image" src={broken} size="lg" />
      <Avatar name="ada" size="lg" />
      <Avatar name="An extraordinarily long display name for a person" size="lg" />
      <Avatar name="Decorative" alt="" size="lg" />
    </Row>
  ),
};

export const FallsBackWhenTheImageFails: Story = {
  args: { src: broken, name: 'Broken Image', size: 'lg' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Broken Image' })).toHaveAttribute('data-initials', 'BI'));
  },
};
