import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withApp } from '@/testing/storyHelpers.tsx';
import { sessionAda, sessionGrace } from '@/testing/fixtures.ts';
import { Navbar } from '@/app/layouts/Navbar.tsx';
import { SideNav } from '@/app/layouts/SideNavLayout.tsx';

/** The app shell as a page: the navigation bar over a screen, and the dashboard's side navigation. */
function ShellPage({ dashboard = false }: { dashboard?: boolean }) {
  return (
    <>
      <Navbar />
      <main style={{ display: 'flex', gap: '2rem', padding: '1.5rem' }}>
        {dashboard && <SideNav />}
        <section aria-label="Screen">
          <h1>Screen content</h1>
        </section>
      </main>
    </>
  );
}

const meta = {
  title: 'Pages/Shell',
  component: ShellPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShellPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  decorators: [withApp({ session: null })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  },
};
export const SignedIn: Story = { decorators: [withApp({ session: sessionAda })] };
export const NewNotification: Story = { args: { dashboard: true }, decorators: [withApp({ session: sessionGrace, path: '/dashboard/blogs' })] };
export const SmallScreen: Story = {
  decorators: [withApp({ session: sessionAda })],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
