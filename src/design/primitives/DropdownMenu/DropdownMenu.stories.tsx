import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutDashboard, LogOut, PenLine, Settings, Trash2, User } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tall } from '../../docs/StoryLayout';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './DropdownMenu';

const onSelect = fn();

const AccountMenu = ({ open, inline = false }: { open?: boolean; inline?: boolean }) => (
  <DropdownMenu defaultOpen={open} modal={!inline}>
    <DropdownMenuTrigger asChild>
      <IconButton aria-label="Account menu" variant="ghost" size="lg">
        <Avatar name="Ada Lovelace" alt="" size="md" />
      </IconButton>
    </DropdownMenuTrigger>
    <DropdownMenuContent portal={!inline} align="start">
      <DropdownMenuItem icon={<PenLine />} onSelect={() => onSelect('write')}>
        Write
      </DropdownMenuItem>
      <DropdownMenuItem icon={<User />} onSelect={() => onSelect('profile')}>
        Profile
      </DropdownMenuItem>
      <DropdownMenuItem icon={<LayoutDashboard />} onSelect={() => onSelect('dashboard')}>
        Dashboard
      </DropdownMenuItem>
      <DropdownMenuItem icon={<Settings />} onSelect={() => onSelect('settings')}>
        Settings
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem icon={<LogOut />} hint="@ada" onSelect={() => onSelect('signout')}>
        Sign Out
      </DropdownMenuItem>
    </DropdownMenuContent>
  </DropdownMenu>
);

const meta = {
  title: 'Primitives/DropdownMenu',
  component: DropdownMenu,
  render: () => <AccountMenu />,
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Open and inline (not portalled) so snapshots see the panel. */
export const Variants: Story = {
  render: () => (
    <Tall>
      <AccountMenu open inline />
    </Tall>
  ),
};

export const States: Story = {
  render: () => (
    <Tall>
      <DropdownMenu defaultOpen modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">Blog actions</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent portal={false} align="start">
          <DropdownMenuLabel>A label long enough to wrap onto a second line in the menu</DropdownMenuLabel>
          <DropdownMenuItem disabled>Edit (disabled)</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem tone="danger" icon={<Trash2 />}>
            Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </Tall>
  ),
};

export const OpensWithTheKeyboard: Story = {
  play: async ({ canvas }) => {
    onSelect.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Write' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenCalledWith('profile');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const body = within(document.body);
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

function SortMenu() {
  const [order, setOrder] = useState('newest');
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Sort: {order}</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuRadioGroup value={order} onValueChange={setOrder}>
          <DropdownMenuRadioItem value="newest">newest</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="oldest">oldest</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="most read">most read</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** One of several: the chosen item is checked (menuitemradio); arrow keys and Enter choose another. */
export const RadioItems: Story = {
  render: () => <SortMenu />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Sort: newest' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: 'newest' })).toHaveFocus());
    await expect(within(menu).getByRole('menuitemradio', { name: 'newest' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByRole('button', { name: 'Sort: oldest' })).toHaveFocus();
  },
};
