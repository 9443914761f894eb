import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, MessageCircle, PenLine, Search } from 'lucide-react';
import { expect } from 'storybook/test';
import { Narrow, Stack } from '../../docs/StoryLayout';
import { ButtonLink } from '../ButtonLink';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { message: 'No Comments' },
  argTypes: { variant: { control: 'inline-radio', options: ['card', 'plain'] }, icon: { control: false }, action: { control: false } },
  decorators: [(Story) => <Narrow><Story /></Narrow>],
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <Stack>
      <EmptyState message="No Comments" icon={<MessageCircle />} />
      <EmptyState
        message="No blogs under this category at the moment :("
        action={
          <ButtonLink href="#editor" tone="accent" size="sm" iconStart={<PenLine aria-hidden />}>
            Write the first one!
          </ButtonLink>
        }
      />
      <EmptyState variant="plain" message="No users found" icon={<Search />} />
      <EmptyState message="No notifications available" icon={<Bell />} description="Likes, comments and replies will show up here." />
    </Stack>
  ),
};

export const States: Story = {
  render: () => (
    <Stack>
      <EmptyState message="No blogs related to this search :(" />
      <EmptyState
        message="A much longer message that wraps onto several lines, because some empty states explain a little more than others do"
        description="And a description that wraps as well, to show how the two lines of text balance in the panel."
      />
    </Stack>
  ),
};

export const ShowsMessageAndAction: Story = {
  args: { message: 'No published blogs', action: <ButtonLink href="#editor">Write</ButtonLink> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No published blogs')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Write' })).toHaveAttribute('href', '#editor');
  },
};
