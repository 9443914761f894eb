import { createContext } from 'react';

export type Theme = 'light' | 'dark';

export interface ThemeContextValue {
  /** The theme on `<body data-theme>` now. */
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

/** SPEC.md: the theme is kept in sessionStorage under this key. */
export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME: Theme = 'light';

export const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

/**
 * The theme to start with: the attribute public/theme-init.js set before first paint wins (so the
 * provider never disagrees with what is on screen), then sessionStorage, then light.
 */
export function readInitialTheme(): Theme {
  if (typeof document !== 'undefined') {
    const fromBody = document.body?.getAttribute('data-theme');
    if (isTheme(fromBody)) return fromBody;
  }
  try {
    const stored = window.sessionStorage.getItem(THEME_STORAGE_KEY);
    if (isTheme(stored)) return stored;
  } catch {
    // Storage can be unavailable (privacy mode): keep the default.
  }
  return DEFAULT_THEME;
}

export function applyTheme(theme: Theme, persist: boolean) {
  document.body.setAttribute('data-theme', theme);
  document.documentElement.style.colorScheme = theme;
  if (!persist) return;
  try {
    window.sessionStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable: the theme still applies for this page.
  }
}
