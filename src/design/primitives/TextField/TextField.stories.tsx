import type { Meta, StoryObj } from '@storybook/react-vite';
import { AtSign, Mail, Search, User } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { Narrow, Section, Stack } from '../../docs/StoryLayout';
import { FormField } from '../FormField';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { name: 'email', type: 'email', placeholder: 'Email', 'aria-label': 'Email', icon: <Mail aria-hidden /> },
  argTypes: { icon: { control: false }, endSlot: { control: false } },
  decorators: [(Story) => <Narrow><Story /></Narrow>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <Stack>
      <TextField name="fullname" placeholder="Full Name" aria-label="Full Name" icon={<User aria-hidden />} />
      <TextField name="email" type="email" placeholder="Email" aria-label="Email" icon={<Mail aria-hidden />} />
      <TextField name="search" type="search" placeholder="Search" aria-label="Search" icon={<Search aria-hidden />} />
      <TextField name="plain" placeholder="Without an icon" aria-label="Plain" />
      <TextField name="filled" defaultValue="ada@inkwell.blog" aria-label="Filled" icon={<AtSign aria-hidden />} />
    </Stack>
  ),
};

export const States: Story = {
  render: () => (
    <Stack>
      <Section title="Disabled (read-only profile fields)">
        <TextField name="fullname" value="Ada Lovelace" disabled aria-label="Full name" icon={<User aria-hidden />} readOnly />
      </Section>
      <Section title="Invalid, in a FormField">
        <FormField label="Username" error="Username must be at least 3 characters">
          <TextField name="username" defaultValue="ad" icon={<AtSign aria-hidden />} />
        </FormField>
      </Section>
      <Section title="Long value">
        <TextField
          name="website"
          aria-label="Website"
          defaultValue="https://a-very-long-domain-name-for-a-personal-blog.example.com/about/me/and/more"
        />
      </Section>
    </Stack>
  ),
};

export const Typing: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@inkwell.blog');
    await expect(input).toHaveValue('ada@inkwell.blog');
    await expect(input).toHaveFocus();
  },
};
