import type { Meta, StoryObj } from '@storybook/react-vite';
import { AtSign, Mail } from 'lucide-react';
import { expect } from 'storybook/test';
import { Narrow, Stack } from '../../docs/StoryLayout';
import { Textarea } from '../Textarea';
import { TextField } from '../TextField';
import { FormField } from './FormField';

const meta = {
  title: 'Primitives/FormField',
  component: FormField,
  args: { label: 'Username', description: 'Shown on your profile as @username.', children: <TextField name="username" /> },
  argTypes: { children: { control: false } },
  decorators: [(Story) => <Narrow><Story /></Narrow>],
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <Stack>
      <FormField label="Email" required>
        <TextField name="email" type="email" icon={<Mail aria-hidden />} />
      </FormField>
      <FormField label="Username" description="At least 3 characters." error="Username must be at least 3 characters">
        <TextField name="username" defaultValue="ad" icon={<AtSign aria-hidden />} />
      </FormField>
      <FormField label="Bio" description="Tell readers about yourself.">
        <Textarea name="bio" maxLength={160} />
      </FormField>
      <FormField label="Search" hideLabel>
        <TextField name="q" placeholder="Search" />
      </FormField>
    </Stack>
  ),
};

export const States: Story = {
  render: () => (
    <Stack>
      <FormField label="Full name" disabled description="Full name and email are read-only.">
        <TextField name="fullname" defaultValue="Ada Lovelace" />
      </FormField>
      <FormField
        label="A label that runs long because some translations are much longer than the English"
        error="Bio cannot be more than 160 characters"
      >
        <Textarea name="bio" maxLength={160} defaultValue={'x'.repeat(160)} />
      </FormField>
    </Stack>
  ),
};

export const WiresDescriptionAndError: Story = {
  args: { error: 'Username must be at least 3 characters' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Shown on your profile as @username. Username must be at least 3 characters',
    );
  },
};
