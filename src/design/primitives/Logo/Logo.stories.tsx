import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Row, Section, Stack } from '../../docs/StoryLayout';
import { Logo } from './Logo';

const meta = {
  title: 'Primitives/Logo',
  component: Logo,
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    variant: { control: 'inline-radio', options: ['full', 'mark'] },
  },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <Stack>
      <Section title="Full">
        <Row>
          <Logo size="sm" />
          <Logo size="md" />
          <Logo size="lg" />
        </Row>
      </Section>
      <Section title="Mark">
        <Row>
          <Logo variant="mark" size="sm" />
          <Logo variant="mark" size="md" />
          <Logo variant="mark" size="lg" />
        </Row>
      </Section>
    </Stack>
  ),
};

export const States: Story = {
  render: () => (
    <Row>
      <Logo as="a" href="#home" />
      <Logo as="a" href="#home" variant="mark" label="Inkwell home" />
    </Row>
  ),
};

export const AsAHomeLink: Story = {
  render: () => <Logo as="a" href="/" />,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Inkwell' });
    await expect(link).toHaveAttribute('href', '/');
    link.focus();
    await expect(link).toHaveFocus();
  },
};
