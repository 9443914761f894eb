import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '@/testing/storyHelpers.tsx';
import { sessionAda, sessionGrace } from '@/testing/fixtures.ts';
import { Navbar } from './Navbar.tsx';

const meta = {
  title: 'Pages/Shell/Navbar',
  component: Navbar,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Navbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = { decorators: [withApp({ session: null })] };

export const SignedIn: Story = { decorators: [withApp({ session: sessionAda })] };

export const NewNotification: Story = {
  decorators: [withApp({ session: sessionGrace })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Notifications (new)' })).toBeVisible();
  },
};

export const AvatarMenuWithKeyboard: Story = {
  decorators: [withApp({ session: sessionAda })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The menu's code loads when the avatar first shows; Radix's trigger (data-state) replaces a stand-in.
    // A module load, not a moment of the interface: under a whole test run's load it took over waitFor's 1 s.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Account menu for @ada' })).toHaveAttribute('data-state', 'closed'), { timeout: 10_000 });
    const trigger = canvas.getByRole('button', { name: 'Account menu for @ada' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(document.body);
    const profile = await menu.findByRole('menuitem', { name: 'Profile' });
    // The menu fades in: wait for the animation rather than reading its first frame.
    await waitFor(() => expect(profile).toBeVisible());
    await expect(menu.getByRole('menuitem', { name: /Sign Out/ })).toHaveTextContent('@ada');
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
  },
};

/**
 * The theme menu's code arrives when a reader reaches for its button: a press on the stand-in opens
 * the real menu once it has; the choice applies at once, and the keyboard puts focus back.
 */
export const ThemeMenuOnFirstPress: Story = {
  decorators: [withApp({ session: null })],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const start = globals.theme === 'dark' ? 'Dark' : 'Light';
    const other = start === 'Dark' ? 'Light' : 'Dark';
    canvas.getByRole('button', { name: 'Theme' }).focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    // The menu's code is fetched on the first press: on a busy machine, longer than the default second.
    const item = await body.findByRole('menuitemradio', { name: other }, { timeout: 5000 });
    await expect(body.getByRole('menuitemradio', { name: start })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(item);
    await expect(document.body).toHaveAttribute('data-theme', other.toLowerCase());
    // Back as the story started, by keyboard this time.
    const trigger = canvas.getByRole('button', { name: 'Theme' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const back = await body.findByRole('menuitemradio', { name: start });
    // Opened by the keyboard, the menu puts focus on its first item.
    await waitFor(() => expect(body.getByRole('menuitemradio', { name: 'Light' })).toHaveFocus());
    while (document.activeElement !== back) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(document.body).toHaveAttribute('data-theme', start.toLowerCase());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const SmallScreen: Story = {
  decorators: [withApp({ session: sessionAda })],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open search' }));
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  },
};

