import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch named by its label and described by its description', () => {
    render(<Switch label="Mail me about comments" description="At most one mail a day" />);
    const input = screen.getByRole('switch', { name: 'Mail me about comments' });
    expect(input).toHaveAccessibleDescription('At most one mail a day');
    expect(input).not.toBeChecked();
  });

  it('toggles with Space and with a click on its label', async () => {
    const onChange = vi.fn();
    render(<Switch label="Weekly digest" onChange={onChange} />);
    const input = screen.getByRole('switch', { name: 'Weekly digest' });
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(input).toBeChecked();
    await userEvent.click(screen.getByText('Weekly digest'));
    expect(input).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('takes the id it is given, and two switches get ids of their own', () => {
    render(
      <>
        <Switch label="One" id="first" />
        <Switch label="Two" />
        <Switch label="Three" />
      </>,
    );
    expect(screen.getByRole('switch', { name: 'One' })).toHaveAttribute('id', 'first');
    expect(screen.getByRole('switch', { name: 'Two' }).id).not.toBe(screen.getByRole('switch', { name: 'Three' }).id);
  });

  it('a disabled switch does not change', async () => {
    render(<Switch label="Locked" disabled />);
    await userEvent.click(screen.getByRole('switch', { name: 'Locked' }));
    expect(screen.getByRole('switch', { name: 'Locked' })).not.toBeChecked();
  });
});
