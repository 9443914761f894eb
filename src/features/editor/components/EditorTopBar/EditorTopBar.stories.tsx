import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '@/design';
import { withApp } from '@/testing/storyHelpers';
import { EditorTopBar } from './EditorTopBar.tsx';

const meta = {
  title: 'Features/Editor/EditorTopBar',
  component: EditorTopBar,
  parameters: { layout: 'fullscreen' },
  decorators: [withApp({ path: '/editor' })],
  args: { title: 'Notes on the Analytical Engine', children: <Button tone="accent">Publish</Button> },
} satisfies Meta<typeof EditorTopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {};

export const NewBlog: Story = {
  args: { title: '   ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New Blog')).toBeVisible();
  },
};
