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

/** On a profile with a subscribe form: "Follow by e-mail" takes the keyboard there (not back to the menu's button). */
export const FollowByEmail: Story = {
  args: { target: 'user', id: 'user-ada', what: 'member @ada', author: 'ada', blocked: false, onFollowByEmail: () => document.getElementById('story-email')?.focus() },
  render: (args) => (
    <>
      <ContentMenuPopup {...args} />
      <label>
        E-mail <input id="story-email" type="email" />
      </label>
    </>
  ),
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'More actions for the member @ada' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')[0]).toHaveTextContent('Follow by e-mail');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByLabelText('E-mail')).toHaveFocus();
  },
};
