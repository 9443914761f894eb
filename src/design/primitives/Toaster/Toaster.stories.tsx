import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Row } from '../../docs/StoryLayout';
import { toast, Toaster } from './index';

// The preview decorator already mounts the app's <Toaster/>; these stories raise toasts into it.
const meta = {
  title: 'Primitives/Toaster',
  component: Toaster,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

const Triggers = () => (
  <Row>
    <Button onClick={() => toast('Link copied to clipboard!')}>Default</Button>
    <Button tone="accent" onClick={() => toast.success('Published!')}>
      Success
    </Button>
    <Button tone="danger" variant="soft" onClick={() => toast.error('You must provide a title to save a draft')}>
      Error
    </Button>
    <Button variant="outline" onClick={() => toast.loading('Publishing...')}>
      Loading
    </Button>
  </Row>
);

export const Playground: Story = { render: () => <Triggers /> };

const clearToasts = async () => {
  toast.dismiss();
  await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]').length).toBe(0));
};

/** Every kind at once, in an expanded toaster of its own so the snapshot shows them all. */
export const Variants: Story = {
  render: () => <Toaster id="showcase" expand containerAriaLabel="Notifications showcase" />,
  play: async () => {
    await clearToasts();
    // The showcase stays up: with sonner's 4 s the first three left while a busy machine was still
    // taking the visual test's screenshot (src/design/primitives/visual.browser.test.tsx), which then
    // never matched its baseline and ran into its timeout.
    const toasterId = 'showcase';
    const duration = Infinity;
    toast('Link copied to clipboard!', { toasterId, duration });
    toast.success('Profile Changes saved successfully!', { toasterId, duration });
    toast.error('You must provide a blog description under 200 characters to publish', { toasterId, duration });
    toast.loading('Uploading banner...', { toasterId });
    await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]').length).toBe(4));
  },
};

export const States: Story = {
  render: () => <Triggers />,
  play: async () => {
    await clearToasts();
    toast('Warning', {
      description: 'Deleting a blog (or draft) is permanent and cannot be undone! Are you sure you want to delete?',
      action: { label: 'Delete Forever', onClick: () => undefined },
      cancel: { label: 'Cancel', onClick: () => undefined },
    });
    await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).not.toBeNull());
  },
};

export const ShowsAndReplacesToasts: Story = {
  render: () => <Triggers />,
  play: async ({ canvas }) => {
    await clearToasts();
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    const body = within(document.body);
    await expect(await body.findByText('Published!')).toBeInTheDocument();
    const id = toast.loading('Saving Draft...');
    await expect(await body.findByText('Saving Draft...')).toBeInTheDocument();
    toast.success('Draft Saved', { id });
    await expect(await body.findByText('Draft Saved')).toBeInTheDocument();
    await waitFor(() => expect(body.queryByText('Saving Draft...')).toBeNull());
  },
};
