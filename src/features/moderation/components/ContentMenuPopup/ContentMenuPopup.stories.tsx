import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sessionGrace } from '@/testing/fixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { ContentMenuPopup } from './ContentMenuPopup.tsx';

const meta = {
  title: 'Features/Moderation/ContentMenuPopup',
  component: ContentMenuPopup,
  args: { target: 'blog', id: 'blog-7', what: 'blog by Tom Troll', author: 'troll', blocked: true },
  decorators: [withAppFromParameters],
  parameters: { app: { session: sessionGrace, api: { '/block': (body: unknown) => body, '/report': () => ({ status: 'reported' }) } } },
} satisfies Meta<typeof ContentMenuPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An author the member blocked: the menu offers Unblock. */
export const BlockedAuthor: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for the blog by Tom Troll' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: /Unblock/ })).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: 'Report blog' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};
