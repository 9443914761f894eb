import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextLink } from './TextLink';

const meta = { title: 'Primitives/TextLink', component: TextLink, args: { href: '#signin', children: 'Sign in!' } } satisfies Meta<typeof TextLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: (args) => (
    <p>
      Already a member? <TextLink {...args} />
    </p>
  ),
};

export const PointsWhereItSays: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in!' })).toHaveAttribute('href', '#signin');
  },
};
