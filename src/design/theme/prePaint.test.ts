import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRE_PAINT_THEME_SCRIPT } from './prePaint';

/** Runs the script as the page's head would, on a device whose setting is `dark` or not. */
function runPrePaint({ dark }: { dark: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)', media: query }));
  new Function(PRE_PAINT_THEME_SCRIPT)();
}

const root = () => document.documentElement;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  for (const name of ['data-theme', 'data-theme-preference', 'data-signed-in', 'style']) root().removeAttribute(name);
});

describe('the pre-paint theme script', () => {
  it('follows a dark device when nothing was chosen, and keeps the theme in effect under sessionStorage "theme"', () => {
    runPrePaint({ dark: true });
    expect(root()).toHaveAttribute('data-theme', 'dark');
    expect(root()).toHaveAttribute('data-theme-preference', 'system');
    expect(root().style.colorScheme).toBe('dark');
    expect(sessionStorage.getItem('theme')).toBe('dark');
  });

  it('follows a light device when nothing was chosen', () => {
    runPrePaint({ dark: false });
    expect(root()).toHaveAttribute('data-theme', 'light');
    expect(root()).toHaveAttribute('data-theme-preference', 'system');
  });

  it('applies a choice kept in localStorage whatever the device says', () => {
    localStorage.setItem('theme-preference', 'light');
    runPrePaint({ dark: true });
    expect(root()).toHaveAttribute('data-theme', 'light');
    expect(root()).toHaveAttribute('data-theme-preference', 'light');
    localStorage.setItem('theme-preference', 'dark');
    runPrePaint({ dark: false });
    expect(root()).toHaveAttribute('data-theme', 'dark');
    expect(sessionStorage.getItem('theme')).toBe('dark');
  });

  it('treats a kept value it does not know as no choice', () => {
    localStorage.setItem('theme-preference', 'sepia');
    runPrePaint({ dark: true });
    expect(root()).toHaveAttribute('data-theme', 'dark');
    expect(root()).toHaveAttribute('data-theme-preference', 'system');
  });

  it('marks a signed-in reader, whose screen is not the visitor’s the server drew', () => {
    runPrePaint({ dark: false });
    expect(root()).not.toHaveAttribute('data-signed-in');
    sessionStorage.setItem('user', '{"access_token":"t"}');
    runPrePaint({ dark: false });
    expect(root()).toHaveAttribute('data-signed-in', '');
  });

  it('still themes the page when storage throws (privacy modes)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    try {
      runPrePaint({ dark: true });
    } finally {
      vi.restoreAllMocks();
    }
    expect(root()).toHaveAttribute('data-theme', 'dark');
  });
});
