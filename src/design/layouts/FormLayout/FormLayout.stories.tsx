import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { FormField } from '../../primitives/FormField';
import { TextField } from '../../primitives/TextField';
import { FormActions, FormColumns, FormFieldset, FormLayout } from './FormLayout';

const meta = { title: 'Foundations/Layouts/FormLayout', component: FormLayout } satisfies Meta<typeof FormLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AForm: Story = {
  render: () => (
    <FormLayout aria-label="Example" onSubmit={(e) => e.preventDefault()}>
      <FormColumns>
        <FormField label="Full name">
          <TextField defaultValue="Ada Lovelace" />
        </FormField>
        <FormField label="E-mail">
          <TextField defaultValue="ada@example.com" />
        </FormField>
      </FormColumns>
      <FormFieldset legend="Social links">
        <FormField label="Website">
          <TextField placeholder="https://" />
        </FormField>
      </FormFieldset>
      <FormActions>
        <Button type="submit">Save</Button>
        <Button variant="outline">Cancel</Button>
      </FormActions>
    </FormLayout>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Social links' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Example' })).toBeVisible();
  },
};
