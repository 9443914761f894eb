import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the exact message and an optional action', () => {
    render(<EmptyState message="No Comments" action={<button type="button">Write</button>} className="x" />);
    expect(screen.getByText('No Comments')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write' })).toBeInTheDocument();
  });
});
