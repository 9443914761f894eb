import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioCards } from './RadioCards';

type Size = 'small' | 'medium' | 'large';
const OPTIONS = [
  { value: 'small', label: 'Small', hint: 'For a few readers' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large', hint: 'For a crowd' },
] as const;

/** RadioCards as a form holds it: the chosen value in state, told of each change. */
function Harness({ onChange, disabled }: { onChange: (v: Size) => void; disabled?: boolean }) {
  const [value, setValue] = useState<Size>('small');
  return (
    <fieldset>
      <legend>Size</legend>
      <RadioCards
        name="size"
        options={OPTIONS}
        value={value}
        disabled={disabled}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
      <output>{value}</output>
    </fieldset>
  );
}

describe('RadioCards', () => {
  it('is one radio group named by its legend, each card labelled with its hint, the value chosen', () => {
    render(<Harness onChange={() => {}} />);
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios.every((r) => (r as HTMLInputElement).name === 'size')).toBe(true);
    expect(screen.getByRole('radio', { name: /Small/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Large For a crowd' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Size' })).toBeInTheDocument();
  });

  it('moves the choice with the arrow keys, and tells each value chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: /Small/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Medium/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Medium/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /Large/ })).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: /Medium/ })).toBeChecked();
    expect(onChange.mock.calls.map(([v]) => v)).toEqual(['medium', 'large', 'medium']);
    expect(screen.getByRole('status')).toHaveTextContent('medium');
  });

  it('chooses a card by a click on its label text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByText('For a crowd'));
    expect(onChange).toHaveBeenCalledWith('large');
    expect(screen.getByRole('radio', { name: /Large/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Small/ })).not.toBeChecked();
  });

  it('takes no choice while disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} disabled />);
    await user.click(screen.getByText('Large'));
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: /Small/ })).toBeChecked();
  });
});
