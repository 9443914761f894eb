import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageCircle } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tall } from '../../docs/StoryLayout';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Textarea } from '../Textarea';
import { Drawer, DrawerContent, DrawerTrigger } from './Drawer';

const CommentsDrawer = ({ open, portal = true, empty = true }: { open?: boolean; portal?: boolean; empty?: boolean }) => (
  <Drawer defaultOpen={open}>
    <DrawerTrigger asChild>
      <Button variant="outline" iconStart={<MessageCircle aria-hidden />}>
        Comments
      </Button>
    </DrawerTrigger>
    <DrawerContent
      portal={portal}
      title="Comments"
      description="How to write calmly"
      footer={<Button tone="accent">Comment</Button>}
    >
      <Textarea aria-label="Leave a comment" placeholder="Leave a comment..." />
      {empty ? (
        <EmptyState variant="plain" message="No Comments" />
      ) : (
        <p>{'A long comment thread that scrolls inside the drawer while the header stays put. '.repeat(40)}</p>
      )}
    </DrawerContent>
  </Drawer>
);

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  render: () => <CommentsDrawer />,
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Open and inline so snapshots see it. */
export const Variants: Story = {
  render: () => (
    <Tall>
      <CommentsDrawer open portal={false} />
    </Tall>
  ),
};

export const States: Story = {
  render: () => (
    <Tall>
      <CommentsDrawer open portal={false} empty={false} />
    </Tall>
  ),
};

export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Comments' });
    await userEvent.click(trigger);
    const body = within(document.body);
    const drawer = await body.findByRole('dialog', { name: 'Comments' });
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

