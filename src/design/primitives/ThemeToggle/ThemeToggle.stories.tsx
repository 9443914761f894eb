import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Row } from '../../docs/StoryLayout';
import { ThemeToggle } from './ThemeToggle';

const meta = {
  title: 'Primitives/ThemeToggle',
  component: ThemeToggle,
  argTypes: {
    variant: { control: 'inline-radio', options: ['solid', 'soft', 'outline', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof ThemeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <Row>
      <ThemeToggle />
      <ThemeToggle variant="soft" />
      <ThemeToggle variant="outline" />
      <ThemeToggle size="sm" />
      <ThemeToggle size="lg" />
    </Row>
  ),
};

export const VariantsDark: Story = { ...Variants, globals: { theme: 'dark' } };

export const States: Story = {
  render: () => (
    <Row>
      <ThemeToggle disabled />
      <ThemeToggle loading />
    </Row>
  ),
};

export const Toggles: Story = {
  play: async ({ canvas }) => {
    const toDark = canvas.getByRole('button', { name: 'Switch to dark theme' });
    await userEvent.click(toDark);
    await expect(document.body).toHaveAttribute('data-theme', 'dark');
    const toLight = canvas.getByRole('button', { name: 'Switch to light theme' });
    await userEvent.click(toLight);
    await expect(document.body).toHaveAttribute('data-theme', 'light');
  },
};
