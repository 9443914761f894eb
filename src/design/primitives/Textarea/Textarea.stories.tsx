import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Narrow, Section, Stack } from '../../docs/StoryLayout';
import { FormField } from '../FormField';
import { Textarea } from './Textarea';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Short description about your blog', maxLength: 200, placeholder: 'Short description' },
  argTypes: { font: { control: 'inline-radio', options: ['sans', 'serif'] } },
  decorators: [(Story) => <Narrow><Story /></Narrow>],
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <Stack>
      <FormField label="Short description about your blog">
        <Textarea maxLength={200} defaultValue="A calm place to write." />
      </FormField>
      <FormField label="Comment">
        <Textarea font="serif" placeholder="Leave a comment..." />
      </FormField>
    </Stack>
  ),
};

export const States: Story = {
  render: () => (
    <Stack>
      <Section title="Disabled">
        <Textarea aria-label="Disabled" disabled defaultValue="Cannot edit" />
      </Section>
      <Section title="At the limit">
        <Textarea aria-label="Bio" maxLength={160} defaultValue={'Writer and reader. '.repeat(9).slice(0, 160)} />
      </Section>
    </Stack>
  ),
};

export const CountsDown: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('200 characters left')).toBeInTheDocument();
    const textarea = canvas.getByRole('textbox', { name: 'Short description about your blog' });
    await userEvent.type(textarea, 'Hello');
    await expect(canvas.getByText('195 characters left')).toHaveAttribute('aria-live', 'polite');
  },
};
