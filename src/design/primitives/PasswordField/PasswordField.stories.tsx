import type { Meta, StoryObj } from '@storybook/react-vite';
import { KeyRound } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { Narrow, Section, Stack } from '../../docs/StoryLayout';
import { FormField } from '../FormField';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { name: 'password', placeholder: 'Password', 'aria-label': 'Password', icon: <KeyRound aria-hidden /> },
  argTypes: { icon: { control: false } },
  decorators: [(Story) => <Narrow><Story /></Narrow>],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <Stack>
      <PasswordField name="password" placeholder="Password" aria-label="Password" icon={<KeyRound aria-hidden />} />
      <PasswordField name="shown" defaultValue="Secret123" defaultVisible aria-label="Shown password" icon={<KeyRound aria-hidden />} />
      <PasswordField name="plain" placeholder="No icon" aria-label="Plain password" />
    </Stack>
  ),
};

export const States: Story = {
  render: () => (
    <Stack>
      <Section title="Disabled">
        <PasswordField name="disabled" defaultValue="Secret123" disabled aria-label="Disabled password" />
      </Section>
      <Section title="Invalid">
        <FormField
          label="New password"
          error="Passwords must be 6-20 characters, with at least 1 number, 1 lowercase letter and 1 uppercase letter"
        >
          <PasswordField name="newPassword" defaultValue="abc" autoComplete="new-password" icon={<KeyRound aria-hidden />} />
        </FormField>
      </Section>
    </Stack>
  ),
};

export const TogglesVisibility: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(input, 'Secret123');
    await expect(input).toHaveAttribute('type', 'password');
    const show = canvas.getByRole('button', { name: 'Show password' });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);
    await expect(input).toHaveAttribute('type', 'text');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('Secret123');
  },
};
