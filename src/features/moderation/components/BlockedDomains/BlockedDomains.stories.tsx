import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { sessionAda } from '@/testing/fixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { BlockedDomains, BlockedDomainsView } from './BlockedDomains.tsx';

const two = [
  { domain: 'spam.example', blocked_at: '2026-11-20T10:00:00.000Z' },
  { domain: 'a-very-long-server-name.of.a.rather.large.instance.example', blocked_at: '2026-11-25T10:00:00.000Z' },
];

const meta = {
  title: 'Features/Moderation/BlockedDomains',
  component: BlockedDomainsView,
  args: { domains: two, onBlock: fn(async () => {}), onUnblock: fn() },
  decorators: [withAppFromParameters],
  parameters: { app: { session: sessionAda, path: '/admin/site' } },
} satisfies Meta<typeof BlockedDomainsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Blocking by keyboard: the name is typed, Enter blocks; each listed server can be unblocked. */
export const List: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Server' }));
    await userEvent.keyboard('Mastodon.Example{Enter}');
    await expect(args.onBlock).toHaveBeenCalledWith('mastodon.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Unblock spam.example' }));
    await expect(args.onUnblock).toHaveBeenCalledWith('spam.example');
  },
};
/** A name that is no server's: said beside the field (and in a toast), nothing sent. */
export const NotAServer: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Server' }), 'not a server!');
    await userEvent.click(canvas.getByRole('button', { name: 'Block server' }));
    await expect((await screen.findAllByText('domain must be a host name, such as mastodon.social')).length).toBeGreaterThan(0);
    await expect(args.onBlock).not.toHaveBeenCalled();
  },
};
export const Empty: Story = { args: { domains: [] } };
export const Loading: Story = { args: { domains: undefined } };
export const LoadFailed: Story = { args: { domains: undefined, error: 'The server could not be reached', onRetry: fn() } };
export const Spanish: Story = { globals: { locale: 'es' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };

/** The block with its calls. */
export const WithCalls: Story = {
  render: () => <BlockedDomains />,
  parameters: {
    app: {
      session: sessionAda,
      path: '/admin/site',
      api: { '/blocked-domains': () => ({ domains: two }), '/block-domain': () => ({ status: 'done' }) },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('spam.example')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Server' }), 'bad.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Block server' }));
    await expect((await screen.findAllByText('Blocked bad.example')).length).toBeGreaterThan(0);
  },
};
