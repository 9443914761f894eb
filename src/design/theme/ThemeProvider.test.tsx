import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider, useTheme } from './index';

function Probe() {
  const { theme, toggleTheme } = useTheme();
  return (
    <button type="button" onClick={toggleTheme}>
      {theme}
    </button>
  );
}

afterEach(() => {
  document.body.removeAttribute('data-theme');
});

describe('ThemeProvider', () => {
  it('defaults to light and applies it on body', () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('light');
    expect(document.body).toHaveAttribute('data-theme', 'light');
  });

  it('reads the attribute the pre-paint script set, so it does not flash', () => {
    document.body.setAttribute('data-theme', 'dark');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('dark');
    expect(document.body).toHaveAttribute('data-theme', 'dark');
  });

  it('falls back to sessionStorage', () => {
    sessionStorage.setItem('theme', 'dark');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('dark');
  });

  it('toggles, sets data-theme and stores the choice under "theme"', async () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('dark');
    expect(document.body).toHaveAttribute('data-theme', 'dark');
    expect(sessionStorage.getItem('theme')).toBe('dark');
  });

  it('does not persist when persist is false', () => {
    const { result } = renderHook(() => useTheme(), {
      wrapper: ({ children }) => (
        <ThemeProvider persist={false} initialTheme="light">
          {children}
        </ThemeProvider>
      ),
    });
    act(() => result.current.setTheme('dark'));
    expect(document.body).toHaveAttribute('data-theme', 'dark');
    expect(sessionStorage.getItem('theme')).toBeNull();
  });

  it('throws outside a provider', () => {
    expect(() => renderHook(() => useTheme())).toThrow(/ThemeProvider/);
  });
});
