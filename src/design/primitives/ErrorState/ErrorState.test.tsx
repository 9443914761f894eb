import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('is announced as an alert with what failed and why', () => {
    render(<ErrorState title="Could not load the latest blogs" detail="Network error" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load the latest blogs');
    expect(alert).toHaveTextContent('Network error');
  });

  it('offers no retry without onRetry', () => {
    render(<ErrorState title="Could not load" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('retries from the keyboard, and is busy while retrying', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<ErrorState title="Could not load" onRetry={onRetry} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<ErrorState title="Could not load" onRetry={onRetry} retrying />);
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onRetry).toHaveBeenCalledOnce(); // a click while retrying does nothing
  });
});
