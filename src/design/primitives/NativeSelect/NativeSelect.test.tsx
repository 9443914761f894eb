import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormField } from '../FormField';
import { NativeSelect } from './NativeSelect';

const options = (
  <>
    <option value="en">English</option>
    <option value="es">Español</option>
  </>
);

describe('NativeSelect', () => {
  it('is named, described and disabled by its FormField, and changes with the keyboard', async () => {
    function Chooser() {
      const [value, setValue] = useState('en');
      return (
        <FormField label="Language of this blog" description="Readers see it on the page">
          <NativeSelect value={value} onChange={(e) => setValue(e.target.value)}>
            {options}
          </NativeSelect>
        </FormField>
      );
    }
    render(<Chooser />);
    const select = screen.getByRole('combobox', { name: 'Language of this blog' });
    expect(select).toHaveAccessibleDescription('Readers see it on the page');
    await userEvent.selectOptions(select, 'es');
    expect(select).toHaveValue('es');
  });

  it('takes disabled and invalid from its FormField, and its own label otherwise', () => {
    render(
      <>
        <FormField label="Locked" disabled error="Pick one">
          <NativeSelect>{options}</NativeSelect>
        </FormField>
        <NativeSelect aria-label="Alone">{options}</NativeSelect>
      </>,
    );
    const locked = screen.getByRole('combobox', { name: 'Locked' });
    expect(locked).toBeDisabled();
    expect(locked).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Alone' })).toBeEnabled();
  });
});
