import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sessionGrace } from '@/testing/fixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { ShowAgainButton } from './ShowAgainButton.tsx';

const meta = {
  title: 'Features/Moderation/ShowAgainButton',
  component: ShowAgainButton,
  args: { target: 'comment', id: 'comment-7' },
  decorators: [withAppFromParameters],
  parameters: { app: { session: sessionGrace, api: { '/unhide': () => ({ status: 'done' }) } } },
} satisfies Meta<typeof ShowAgainButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithLabel: Story = { args: { target: 'blog', id: 'blog-1', label: 'Buy cheap pills' } };

/** Reached with Tab and pressed with Enter, it shows the comment again and says so. */
export const ShowsAgainWithTheKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Show again' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(document.body).findByText('The comment is shown again to everyone')).toBeInTheDocument();
  },
};

export const Refused: Story = {
  args: { target: 'blog', id: 'blog-9' },
  parameters: { app: { session: sessionGrace, api: { '/unhide': { status: 403, body: { error: 'Moderators cannot act on an admin’s content' } } } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show again' }));
    await expect(await within(document.body).findByText('Moderators cannot act on an admin’s content')).toBeInTheDocument();
  },
};
