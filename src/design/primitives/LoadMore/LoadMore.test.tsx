import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadMore } from './LoadMore';

describe('LoadMore', () => {
  it('names what it loads and loads it with the keyboard', async () => {
    const onClick = vi.fn();
    render(<LoadMore onClick={onClick} label="blogs" />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Load more blogs' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('says "Load More" without a label, and is busy while loading', () => {
    render(<LoadMore onClick={() => {}} loading />);
    expect(screen.getByRole('button', { name: 'Load More' })).toHaveAttribute('aria-busy', 'true');
  });
});
