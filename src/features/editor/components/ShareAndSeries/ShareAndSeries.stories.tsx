import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sessionAda } from '@/testing/fixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { ShareAndSeries } from './ShareAndSeries.tsx';

const meta = {
  title: 'Features/Editor/ShareAndSeries',
  component: ShareAndSeries,
  args: { blogId: 'notes-on-the-engine', open: true, onOpenChange: fn() },
  decorators: [withAppFromParameters],
  parameters: {
    app: {
      session: sessionAda,
      api: {
        '/preview-link': (body: unknown) => ({ url: (body as { enabled: boolean }).enabled ? '/preview/k3v9pQ2xYbLmN0pQ2xYbLm12' : null }),
        '/set-series': () => ({ series: { name: 'Engines, explained', slug: 'engines-explained', count: 2 } }),
      },
    },
  },
} satisfies Meta<typeof ShareAndSeries>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotInASeries: Story = {};
export const InASeries: Story = {
  args: { series: { name: 'Engines, explained', slug: 'engines-explained', blogs: [{ blog_id: 'prologue', title: 'Prologue' }, { blog_id: 'notes-on-the-engine', title: 'Notes' }] } },
};
export const CreatesAPreviewLink: Story = {
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Share and series' });
    // No link yet: nothing to turn off.
    await expect(within(dialog).queryByRole('button', { name: 'Turn the link off' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create preview link' }));
    await expect(await within(dialog).findByLabelText('Preview link address')).toHaveTextContent('/preview/k3v9pQ2xYbLmN0pQ2xYbLm12');
  },
};

/** A link already on (edit mode's preview_path) shows at once, with Turn the link off; off, the button goes. */
export const LinkAlreadyOn: Story = {
  args: { previewPath: '/preview/k3v9pQ2xYbLmN0pQ2xYbLm12' },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Share and series' });
    await expect(within(dialog).getByLabelText('Preview link address')).toHaveTextContent('/preview/k3v9pQ2xYbLmN0pQ2xYbLm12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn the link off' }));
    await expect(await within(dialog).findByRole('button', { name: 'Create preview link' })).toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: 'Turn the link off' })).toBeNull();
  },
};
