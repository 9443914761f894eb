import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApp } from '@/testing/storyHelpers';
import { sessionAda } from '@/testing/fixtures';
import { AuthForm } from './AuthForm.tsx';

const meta = {
  title: 'Features/Auth/AuthForm',
  component: AuthForm,
  decorators: [withApp({ api: { '/signin': () => sessionAda, '/signup': () => sessionAda } })],
} satisfies Meta<typeof AuthForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = { args: { mode: 'signin' } };
export const SignUp: Story = { args: { mode: 'signup' } };
