import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tall } from '../../docs/StoryLayout';
import { Button } from '../Button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './Dialog';

const DeleteDialog = ({ open, portal = true, long = false }: { open?: boolean; portal?: boolean; long?: boolean }) => (
  <Dialog defaultOpen={open}>
    <DialogTrigger asChild>
      <Button variant="soft" tone="danger">
        Delete blog
      </Button>
    </DialogTrigger>
    <DialogContent
      portal={portal}
      title="Warning"
      description="Deleting a blog (or draft) is permanent and cannot be undone! Are you sure you want to delete?"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button tone="danger">Delete Forever</Button>
        </>
      }
    >
      {long ? 'A dialog body with more to say. '.repeat(12) : null}
    </DialogContent>
  </Dialog>
);

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  render: () => <DeleteDialog />,
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Open and inline (not portalled) so snapshots see it. */
export const Variants: Story = {
  render: () => (
    <Tall>
      <DeleteDialog open portal={false} />
    </Tall>
  ),
};

export const States: Story = {
  render: () => (
    <Tall>
      <DeleteDialog open portal={false} long />
    </Tall>
  ),
};

export const EscapeReturnsFocus: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete blog' });
    await userEvent.click(trigger);
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Warning' });
    await expect(dialog).toHaveAccessibleDescription(/permanent and cannot be undone/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const CancelCloses: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete blog' });
    await userEvent.click(trigger);
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
