import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ada } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';
import { UserCard } from './UserCard';

const meta = {
  title: 'Features/Search/UserCard',
  component: UserCard,
  decorators: [withApp(), (Story) => <ul>{Story()}</ul>],
  args: { user: ada },
} satisfies Meta<typeof UserCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/user/ada');
  },
};
export const LongNames: Story = {
  args: { user: { personal_info: { fullname: 'Maximiliana Bartholomew-Featherstonehaugh the Third of Her Name', username: 'maximiliana_bartholomew_feath', profile_img: '/fixtures/avatar-grace.svg' } } },
};
