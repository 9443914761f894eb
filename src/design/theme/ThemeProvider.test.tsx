import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider, useTheme, type ThemePreference } from './index';

/** A device whose light/dark setting the test changes, as the media query reports it. */
function fakeDevice(dark: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return dark;
    },
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  vi.stubGlobal('matchMedia', () => list);
  return {
    set(next: boolean) {
      dark = next;
      act(() => listeners.forEach((l) => l()));
    },
    listeners,
  };
}

function Probe() {
  const { theme, preference, setPreference } = useTheme();
  return (
    <div>
      <p>
        {theme} / {preference}
      </p>
      {(['light', 'dark', 'system'] as ThemePreference[]).map((p) => (
        <button key={p} type="button" onClick={() => setPreference(p)}>
          {p}
        </button>
      ))}
    </div>
  );
}

const html = () => document.documentElement;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const el of [html(), document.body]) for (const name of ['data-theme', 'data-theme-preference', 'style']) el.removeAttribute(name);
});

describe('ThemeProvider', () => {
  it('starts with system, which follows the device: light on a light device, on <html> and <body>', () => {
    fakeDevice(false);
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('light / system')).toBeInTheDocument();
    expect(document.body).toHaveAttribute('data-theme', 'light');
    expect(html()).toHaveAttribute('data-theme', 'light');
    expect(sessionStorage.getItem('theme')).toBe('light');
    // Nothing was chosen: nothing is kept for the next visit.
    expect(localStorage.getItem('theme-preference')).toBeNull();
  });

  it('follows the device when its setting changes while the choice is system, and not after a fixed choice', async () => {
    const device = fakeDevice(true);
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(document.body).toHaveAttribute('data-theme', 'dark');
    device.set(false);
    expect(document.body).toHaveAttribute('data-theme', 'light');
    expect(sessionStorage.getItem('theme')).toBe('light');
    await userEvent.click(screen.getByRole('button', { name: 'dark' }));
    device.set(true);
    device.set(false);
    expect(document.body).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByText('dark / dark')).toBeInTheDocument();
  });

  it('keeps a choice in localStorage for later visits and the theme in effect in sessionStorage', async () => {
    fakeDevice(true);
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'light' }));
    expect(localStorage.getItem('theme-preference')).toBe('light');
    expect(sessionStorage.getItem('theme')).toBe('light');
    expect(html()).toHaveAttribute('data-theme-preference', 'light');
    await userEvent.click(screen.getByRole('button', { name: 'system' }));
    expect(localStorage.getItem('theme-preference')).toBe('system');
    expect(sessionStorage.getItem('theme')).toBe('dark');
  });

  it('starts from what the pre-paint script put on <html>, so it never disagrees with the screen', () => {
    fakeDevice(false);
    localStorage.setItem('theme-preference', 'light');
    html().setAttribute('data-theme-preference', 'dark');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('dark / dark')).toBeInTheDocument();
  });

  it('starts from localStorage when no script ran', () => {
    fakeDevice(false);
    localStorage.setItem('theme-preference', 'dark');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('dark / dark')).toBeInTheDocument();
  });

  it('takes up a choice made in another tab', () => {
    fakeDevice(false);
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme-preference', newValue: 'dark' }));
    });
    expect(document.body).toHaveAttribute('data-theme', 'dark');
  });

  it('tells the app of a choice the reader makes', async () => {
    fakeDevice(false);
    const onPreferenceChange = vi.fn();
    render(
      <ThemeProvider onPreferenceChange={onPreferenceChange}>
        <Probe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'dark' }));
    expect(onPreferenceChange).toHaveBeenCalledWith('dark');
  });

  it('does not persist when persist is false (stories)', () => {
    fakeDevice(false);
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
    expect(localStorage.getItem('theme-preference')).toBeNull();
  });

  it('works where the browser has no matchMedia: system means light', () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('light / system')).toBeInTheDocument();
  });

  it('throws outside a provider', () => {
    expect(() => renderHook(() => useTheme())).toThrow(/ThemeProvider/);
  });
});
