import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withApp } from '@/testing/storyHelpers';
import { Credits } from './Credits';

const meta = {
  title: 'Features/Blog/Credits',
  component: Credits,
  decorators: [withApp({ path: '/blogs/:blog_id', route: '/blogs/notes-on-the-analytical-engine-1' })],
  args: { credits: [{ username: 'grace', fullname: 'Grace Hopper' }, { username: 'alan', fullname: 'Alan Turing' }, { username: 'katherine', fullname: 'Katherine Johnson' }] },
} satisfies Meta<typeof Credits>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Names joined the language's way, each a link to the profile. */
export const ThreeReviewers: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Alan Turing' })).toHaveAttribute('href', '/user/alan');
    await expect(canvas.getByText(/Thanks to/)).toHaveTextContent('Thanks to Grace Hopper, Alan Turing, and Katherine Johnson');
  },
};
export const One: Story = { args: { credits: [{ username: 'grace', fullname: 'Grace Hopper' }] } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
