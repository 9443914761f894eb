import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink } from '../ButtonLink';
import { PageNotFound } from './PageNotFound';

const meta = {
  title: 'Primitives/PageNotFound',
  component: PageNotFound,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageNotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {};

export const States: Story = {
  args: {
    message: 'User not found. The profile you are looking for may have been renamed or never existed at all.',
    homeLink: (
      <ButtonLink href="#home" tone="accent">
        Go back to the home page
      </ButtonLink>
    ),
  },
};

export const LinksHome: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go back to the home page' })).toHaveAttribute('href', '/');
  },
};
