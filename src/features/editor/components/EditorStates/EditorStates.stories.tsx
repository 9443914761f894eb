import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withApp } from '@/testing/storyHelpers';
import { EditorLoadError, EditorNotFound, EditorSkeleton } from './EditorStates.tsx';

const meta = {
  title: 'Features/Editor/EditorStates',
  component: EditorSkeleton,
  parameters: { layout: 'fullscreen' },
  decorators: [withApp({ path: '/editor' })],
} satisfies Meta<typeof EditorSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

export const NotFound: Story = {
  render: () => <EditorNotFound />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go back to the home page' })).toHaveAttribute('href', '/');
  },
};

export const LoadError: Story = {
  render: () => <EditorLoadError message="Could not reach the server. Check your connection and try again." onRetry={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not open this blog');
  },
};
