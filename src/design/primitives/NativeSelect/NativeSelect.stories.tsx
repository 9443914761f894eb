import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Narrow, Section, Stack } from '../../docs/StoryLayout';
import { FormField } from '../FormField';
import { NativeSelect } from './NativeSelect';

const options = (
  <>
    <option value="en">English</option>
    <option value="es" lang="es">
      Español
    </option>
    <option value="ar" lang="ar">
      العربية
    </option>
  </>
);

const meta = {
  title: 'Primitives/NativeSelect',
  component: NativeSelect,
  args: { 'aria-label': 'Language', defaultValue: 'en', children: options },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] }, width: { control: 'inline-radio', options: ['auto', 'full'] } },
  decorators: [(Story) => <Narrow><Story /></Narrow>],
} satisfies Meta<typeof NativeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <Stack>
      <Section title="Small, beside small text">
        <NativeSelect aria-label="Language" size="sm" defaultValue="es">
          {options}
        </NativeSelect>
      </Section>
      <FormField label="Language of this blog">
        <NativeSelect width="full" defaultValue="ar">
          {options}
        </NativeSelect>
      </FormField>
    </Stack>
  ),
};

export const States: Story = {
  render: () => (
    <Stack>
      <Section title="Disabled">
        <NativeSelect aria-label="Disabled" disabled defaultValue="en">
          {options}
        </NativeSelect>
      </Section>
    </Stack>
  ),
};

/** A FormField's label names it, and the keyboard changes it. */
export const LabelledAndKeyboard: Story = {
  render: () => (
    <FormField label="Language of this blog">
      <NativeSelect width="full" defaultValue="en">
        {options}
      </NativeSelect>
    </FormField>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByLabelText('Language of this blog');
    select.focus();
    await userEvent.selectOptions(select, 'es');
    await expect(select).toHaveValue('es');
  },
};
