import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withApp } from '@/testing/storyHelpers.tsx';
import { NotFoundScreen } from '@/app/routes/NotFoundRoute.tsx';

const meta = {
  title: 'Pages/NotFound',
  component: NotFoundScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withApp({ path: '/no/such/page' })],
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go back to the home page' })).toHaveAttribute('href', '/');
  },
};
