import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Bell } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by aria-label and defaults to ghost neutral', () => {
    render(
      <IconButton aria-label="Notifications">
        <Bell />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Notifications' });
    expect(button).toHaveAttribute('data-variant', 'ghost');
    expect(button).toHaveAttribute('data-tone', 'neutral');
  });

  it('ignores clicks while loading and reports busy', async () => {
    const onClick = vi.fn();
    render(
      <IconButton aria-label="Share" loading onClick={onClick}>
        <Bell />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Share' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('requires aria-label at the type level', () => {
    // @ts-expect-error aria-label is required
    const element = <IconButton>x</IconButton>;
    expect(element).toBeTruthy();
  });
});
