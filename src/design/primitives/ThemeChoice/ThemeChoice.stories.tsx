import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Stack } from '../../docs/StoryLayout';
import { ThemeChoice } from './ThemeChoice';

const meta = { title: 'Primitives/ThemeChoice', component: ThemeChoice } satisfies Meta<typeof ThemeChoice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <Stack>
      <ThemeChoice />
    </Stack>
  ),
};

export const States: Story = {
  render: () => (
    <Stack>
      <ThemeChoice disabled />
      <ThemeChoice labels={{ theme: 'How every page is coloured', light: 'Light colours, dark text', dark: 'Dark colours, light text', system: 'As the device is set' }} />
    </Stack>
  ),
};

/** The story's theme is checked; arrow keys move the choice, and the page follows at once. */
export const ChoosesWithArrowKeys: Story = {
  play: async ({ canvas, globals }) => {
    const start = globals.theme === 'dark' ? 'dark' : 'light';
    const startRadio = canvas.getByRole('radio', { name: start === 'dark' ? 'Dark' : 'Light' });
    await expect(startRadio).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Theme' })).toBeInTheDocument();
    startRadio.focus();
    // Light -> Dark, Dark -> System: the next radio is checked and applied.
    await userEvent.keyboard('{ArrowRight}');
    if (start === 'light') {
      await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
      await expect(document.body).toHaveAttribute('data-theme', 'dark');
    } else {
      await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();
      await expect(document.documentElement).toHaveAttribute('data-theme-preference', 'system');
    }
    await userEvent.click(startRadio);
    await expect(startRadio).toBeChecked();
    await expect(document.body).toHaveAttribute('data-theme', start);
  },
};
