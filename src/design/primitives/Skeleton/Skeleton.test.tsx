import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonText } from './Skeleton';

describe('Skeleton', () => {
  it('is aria-hidden and takes its size', () => {
    const { container } = render(<Skeleton shape="circle" width="2rem" height="2rem" />);
    const el = container.firstElementChild as HTMLElement;
    expect(el).toHaveAttribute('aria-hidden', 'true');
    expect(el).toHaveAttribute('data-shape', 'circle');
    expect(el.style.width).toBe('2rem');
  });
  it('renders N lines', () => {
    const { container } = render(<SkeletonText lines={4} />);
    expect(container.querySelectorAll('[data-shape="text"]')).toHaveLength(4);
  });
});
