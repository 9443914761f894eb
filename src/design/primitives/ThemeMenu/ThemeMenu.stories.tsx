import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Row } from '../../docs/StoryLayout';
import { ThemeMenu } from './ThemeMenu';
import { ThemeMenuButton } from './ThemeMenuButton';

const meta = {
  title: 'Primitives/ThemeMenu',
  component: ThemeMenu,
  argTypes: {
    variant: { control: 'inline-radio', options: ['solid', 'soft', 'outline', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof ThemeMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The button in each look; its icon is the choice on `<html>` (the story's theme here). */
export const Variants: Story = {
  render: () => (
    <Row>
      <ThemeMenu />
      <ThemeMenuButton variant="soft" />
      <ThemeMenuButton variant="outline" />
      <ThemeMenuButton size="sm" />
      <ThemeMenuButton size="lg" />
    </Row>
  ),
};

export const States: Story = {
  render: () => (
    <Row>
      <ThemeMenuButton disabled />
      <ThemeMenuButton loading />
      <ThemeMenu labels={{ theme: 'Colour scheme of every page', light: 'Light colours, dark text', dark: 'Dark colours, light text', system: 'As the device is set' }} />
    </Row>
  ),
};

/** Enter opens the menu on the current choice; arrow keys move, Enter chooses; the page follows at once. */
export const ChoosesWithTheKeyboard: Story = {
  play: async ({ canvas, globals }) => {
    const start = globals.theme === 'dark' ? 'Dark' : 'Light';
    const other = start === 'Dark' ? 'Light' : 'Dark';
    const body = within(document.body);
    const choose = async (name: string) => {
      const trigger = canvas.getByRole('button', { name: 'Theme' });
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const menu = await body.findByRole('menu', { name: 'Theme' });
      await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: start === name ? other : start })).toHaveAttribute('aria-checked', 'true'));
      const item = within(menu).getByRole('menuitemradio', { name });
      while (document.activeElement !== item) await userEvent.keyboard('{ArrowDown}');
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
      await expect(trigger).toHaveFocus();
    };
    await choose(other);
    await expect(document.body).toHaveAttribute('data-theme', other.toLowerCase());
    await expect(document.documentElement).toHaveAttribute('data-theme-preference', other.toLowerCase());
    await choose(start);
    await expect(document.body).toHaveAttribute('data-theme', start.toLowerCase());
  },
};
