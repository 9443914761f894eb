import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AuthPage } from '@/features/auth';
import { sessionAda } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';

const meta = {
  title: 'Pages/Auth',
  component: AuthPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withApp({ path: '*', route: '/signin', api: { '/signin': { status: 401, body: { error: 'Invalid email or password' } }, '/signup': () => sessionAda } })],
} satisfies Meta<typeof AuthPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = { args: { mode: 'signin' } };
export const SignUp: Story = { args: { mode: 'signup' } };

/** Rules are checked in SPEC.md's order and shown one at a time as a toast. */
export const SignUpShowsFirstRule: Story = {
  args: { mode: 'signup' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Full name'), 'Al');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await within(document.body).findByText('Fullname must be at least 3 letters long')).toBeInTheDocument();
  },
};

/** The server's error text is shown when it refuses. */
export const SignInRefused: Story = {
  args: { mode: 'signin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret12');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await within(document.body).findByText('Invalid email or password')).toBeInTheDocument();
  },
};

/** Without Firebase configuration the Google button explains that it is not set up. */
export const GoogleNotSetUp: Story = {
  args: { mode: 'signin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /continue with google/i }));
    await expect((await within(document.body).findAllByText(/Google sign-in is not set up/)).length).toBeGreaterThan(0);
  },
};

