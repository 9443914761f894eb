import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Mail } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { FormField } from '../FormField';
import { TextField } from './TextField';

describe('TextField', () => {
  it('passes the form-input props to the input', async () => {
    render(<TextField id="email" name="email" type="email" placeholder="Email" icon={<Mail data-testid="icon" />} />);
    const input = screen.getByPlaceholderText('Email');
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('type', 'email');
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    await userEvent.type(input, 'a@b.c');
    expect(input).toHaveValue('a@b.c');
  });

  it('can be disabled', () => {
    render(<TextField aria-label="Name" disabled />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  });

  it('takes id, description and error from FormField', () => {
    render(
      <FormField label="Username" description="At least 3 characters" error="Username must be at least 3 characters">
        <TextField name="username" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 3 characters Username must be at least 3 characters');
  });
});
