import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GoogleButton } from './GoogleButton.tsx';

const meta = { title: 'Features/Auth/GoogleButton', component: GoogleButton, args: { onClick: fn() } } satisfies Meta<typeof GoogleButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Pending: Story = { args: { loading: true } };
