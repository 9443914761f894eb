import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './FormField';

describe('FormField', () => {
  it('labels a custom control through the render function', () => {
    render(
      <FormField label="Category" description="Pick one" error="Required">
        {(control) => <input id={control.id} aria-describedby={control['aria-describedby']} aria-invalid={control['aria-invalid']} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Category' });
    expect(input).toHaveAccessibleDescription('Pick one Required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not invalid without an error', () => {
    render(
      <FormField label="Name">
        {(control) => <input id={control.id} aria-invalid={control['aria-invalid']} />}
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });
});
