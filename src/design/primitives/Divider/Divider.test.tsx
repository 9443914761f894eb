import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Divider } from './Divider';

describe('Divider', () => {
  it('is a separator that keeps the classes and attributes it is given', () => {
    render(<Divider className="extra" data-testid="rule" />);
    const rule = screen.getByRole('separator');
    expect(rule.tagName).toBe('HR');
    expect(rule).toHaveClass('extra');
    expect(rule.classList.length).toBeGreaterThan(1); // its own rule class as well
    expect(rule).toHaveAttribute('data-testid', 'rule');
  });
});
