import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('tells screen readers what progresses and how far, in whole percent', () => {
    render(<ProgressBar value={42.6} label="Uploading picture" />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading picture' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', '43');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('43%');
  });

  it('keeps values out of range inside 0 to 100', () => {
    const { rerender } = render(<ProgressBar value={-5} label="Upload" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    rerender(<ProgressBar value={250} label="Upload" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect((screen.getByRole('progressbar').firstElementChild as HTMLElement).style.width).toBe('100%');
  });
});
