import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadMoreButton } from './LoadMoreButton';

describe('LoadMoreButton', () => {
  it('says "Load More" and calls onClick', async () => {
    const onClick = vi.fn();
    render(<LoadMoreButton onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
  it('is busy while loading', () => {
    render(<LoadMoreButton loading />);
    expect(screen.getByRole('button', { name: 'Load More' })).toHaveAttribute('aria-busy', 'true');
  });
});
