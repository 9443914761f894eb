import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../../theme';
import { TOAST_DURATIONS, TOAST_MAX_VISIBLE, toast, Toaster } from './index';

describe('Toaster', () => {
  it('uses SPEC.md durations and limits', () => {
    expect(TOAST_DURATIONS).toEqual({ success: 2000, error: 4000, default: 4000, loading: Number.POSITIVE_INFINITY });
    expect(TOAST_MAX_VISIBLE).toBe(20);
  });

  it('shows a toast and follows the theme', async () => {
    render(
      <ThemeProvider initialTheme="dark">
        <Toaster />
      </ThemeProvider>,
    );
    act(() => {
      toast.success('Published!');
    });
    expect(await screen.findByText('Published!')).toBeInTheDocument();
    expect(document.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-sonner-theme', 'dark');
  });
});
