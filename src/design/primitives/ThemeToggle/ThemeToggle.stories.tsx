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

export const States: Story = {
  render: () => (
    <Row>
      <ThemeToggle disabled />
      <ThemeToggle loading />
    </Row>
  ),
};

/** Each press switches to the other theme and back, from whichever theme the story starts in. */
export const Toggles: Story = {
  play: async ({ canvas, globals }) => {
    const start = globals.theme === 'dark' ? 'dark' : 'light';
    const other = start === 'dark' ? 'light' : 'dark';
    await userEvent.click(canvas.getByRole('button', { name: `Switch to ${other} theme` }));
    await expect(document.body).toHaveAttribute('data-theme', other);
    await userEvent.click(canvas.getByRole('button', { name: `Switch to ${start} theme` }));
    await expect(document.body).toHaveAttribute('data-theme', start);
  },
};
