import { createContext } from 'react';
import { DARK_SCHEME_QUERY, THEME_PREFERENCE_KEY, THEME_STORAGE_KEY } from './prePaint';

/** The theme a page is drawn in. */
export type Theme = 'light' | 'dark';
/** What the reader chose: a theme, or `system`, which follows the device's light or dark setting. */
export type ThemePreference = Theme | 'system';

export interface ThemeContextValue {
  /** The theme on `<body data-theme>` now. */
  theme: Theme;
  /** What the reader chose. */
  preference: ThemePreference;
  /** The reader's choice: applied at once and, unless the provider does not persist, kept for later visits. */
  setPreference: (preference: ThemePreference) => void;
  /** Chooses a fixed theme (the same as `setPreference(theme)`). */
  setTheme: (theme: Theme) => void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

export { THEME_PREFERENCE_KEY, THEME_STORAGE_KEY };
/** What the server draws (it knows no reader's theme) and a page without a choice starts from. */
export const DEFAULT_THEME: Theme = 'light';
export const DEFAULT_THEME_PREFERENCE: ThemePreference = 'system';

export const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';
export const isThemePreference = (value: unknown): value is ThemePreference => isTheme(value) || value === 'system';

/** Whether the device asks for dark colours now (false where there is no window: the server). */
export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_SCHEME_QUERY).matches;
}

export const resolveTheme = (preference: ThemePreference, systemDark: boolean): Theme =>
  preference === 'system' ? (systemDark ? 'dark' : 'light') : preference;

/**
 * The choice to start with: what the pre-paint script put on `<html>` wins (so the provider never
 * disagrees with what is on screen), then localStorage, then system.
 */
export function readInitialPreference(): ThemePreference {
  if (typeof document === 'undefined') return DEFAULT_THEME_PREFERENCE;
  const fromRoot = document.documentElement.getAttribute('data-theme-preference');
  if (isThemePreference(fromRoot)) return fromRoot;
  try {
    const stored = window.localStorage.getItem(THEME_PREFERENCE_KEY);
    if (isThemePreference(stored)) return stored;
  } catch {
    // Storage can be unavailable (privacy mode): keep the default.
  }
  return DEFAULT_THEME_PREFERENCE;
}

/** Keeps the reader's choice for their next visits (and other tabs). */
export function storePreference(preference: ThemePreference) {
  try {
    window.localStorage.setItem(THEME_PREFERENCE_KEY, preference);
  } catch {
    // Storage can be unavailable: the choice still holds on this page.
  }
}

/** Puts the theme on `<html>` and `<body>` (SPEC.md: body data-theme) and the theme in effect in sessionStorage. */
export function applyTheme(theme: Theme, preference: ThemePreference, persist: boolean) {
  const root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.setAttribute('data-theme-preference', preference);
  root.style.colorScheme = theme;
  document.body.setAttribute('data-theme', theme);
  if (!persist) return;
  try {
    window.sessionStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable: the theme still applies for this page.
  }
}
