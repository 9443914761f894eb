import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessionGrace } from '@/testing/fixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { ContentMenu } from './ContentMenu.tsx';

const meta = {
  title: 'Features/Moderation/ContentMenu',
  component: ContentMenu,
  args: { target: 'comment', id: 'comment-7', what: 'comment by Tom Troll', author: 'troll' },
  decorators: [withAppFromParameters],
  parameters: { app: { session: sessionGrace, api: { '/block': (body: unknown) => body, '/report': () => ({ status: 'reported' }) } } },
} satisfies Meta<typeof ContentMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The menu's button once its code is in (until then a disabled stand-in of the same name shows). The
 * lazy chunk is compiled on demand in a story run: on a busy machine that took more than waitFor's
 * default second (seen in CI), and how long code takes to arrive is not what these stories check.
 */
async function menuButton(canvas: ReturnType<typeof within>) {
  const name = 'More actions for the comment by Tom Troll';
  await waitFor(() => expect(canvas.getByRole('button', { name })).toBeEnabled(), { timeout: 10_000 });
  return canvas.getByRole('button', { name });
}

export const Closed: Story = {};

export const OpensWithTheKeyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = await menuButton(canvas);
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Report comment' })).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: /Block/ })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const Blocks: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await menuButton(canvas));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: /Block/ }));
    await expect(await within(document.body).findByText(/Blocked @troll/)).toBeInTheDocument();
  },
};

/** A visitor gets no menu: reporting and blocking need an account. */
export const Visitor: Story = { parameters: { app: { session: null, api: {} } } };
