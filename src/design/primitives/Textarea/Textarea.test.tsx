import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('counts remaining characters (uncontrolled)', async () => {
    render(<Textarea aria-label="Description" maxLength={200} />);
    expect(screen.getByText('200 characters left')).toHaveAttribute('aria-live', 'polite');
    await userEvent.type(screen.getByRole('textbox'), 'abc');
    expect(screen.getByText('197 characters left')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('197 characters left');
  });

  it('counts remaining characters (controlled)', async () => {
    function Controlled() {
      const [value, setValue] = useState('hi');
      return <Textarea aria-label="Bio" maxLength={5} value={value} onChange={(e) => setValue(e.target.value)} />;
    }
    render(<Controlled />);
    expect(screen.getByText('3 characters left')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox'), '!!!!');
    expect(screen.getByText('0 characters left')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('hi!!!');
  });

  it('has no counter without maxLength', () => {
    render(<Textarea aria-label="Comment" />);
    expect(screen.queryByText(/characters left/)).toBeNull();
  });
});
