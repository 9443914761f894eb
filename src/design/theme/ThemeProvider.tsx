import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '../hooks/useHydrated';
import { DARK_SCHEME_QUERY } from './prePaint';
import {
  applyTheme,
  DEFAULT_THEME,
  DEFAULT_THEME_PREFERENCE,
  isThemePreference,
  readInitialPreference,
  resolveTheme,
  storePreference,
  systemPrefersDark,
  THEME_PREFERENCE_KEY,
  ThemeContext,
  type Theme,
  type ThemeContextValue,
  type ThemePreference,
} from './themeContext';

export interface ThemeProviderProps {
  children?: ReactNode;
  /** Start with this fixed theme instead of the reader's choice (stories). */
  initialTheme?: Theme;
  /** Start with this choice instead of reading `<html data-theme-preference>` / localStorage. */
  initialPreference?: ThemePreference;
  /** Keep the choice in localStorage and the theme in effect in sessionStorage (key `theme`). Default true; stories turn it off. */
  persist?: boolean;
  /** Called when the reader makes a choice (the app saves a member's on the server). */
  onPreferenceChange?: (preference: ThemePreference) => void;
}

/**
 * Holds the reader's theme choice (light, dark or system) and the theme it means now, applies it as
 * `data-theme` on `<html>` and `<body>`, follows the device's setting live while the choice is
 * system, and keeps the choice across visits and tabs.
 */
export function ThemeProvider({ children, initialTheme, initialPreference, persist = true, onPreferenceChange }: ThemeProviderProps) {
  const [preference, setPreferenceState] = useState<ThemePreference>(() => initialTheme ?? initialPreference ?? readInitialPreference());
  // Read in the initialiser, not through a store subscription: during hydration a subscription
  // reports its server value (light), and the theme applied meanwhile would flip a dark page to
  // light for a frame.
  const [systemDark, setSystemDark] = useState(systemPrefersDark);
  const theme = resolveTheme(preference, systemDark);

  // The server knows no reader's theme and draws the default. While React hydrates that HTML, what
  // the components are told must be what the server drew (else their labels stay the server's); the
  // reader's own theme follows in the render right after. Elsewhere this is true from the start.
  const hydrated = useHydrated();
  const shown: Pick<ThemeContextValue, 'theme' | 'preference'> = hydrated
    ? { theme, preference }
    : { theme: initialTheme ?? DEFAULT_THEME, preference: initialTheme ?? initialPreference ?? DEFAULT_THEME_PREFERENCE };

  // Layout effect: the attribute changes in the same frame as the state, so nothing flashes.
  useLayoutEffect(() => {
    applyTheme(theme, preference, persist);
  }, [theme, preference, persist]);

  // The device's setting, followed live (it matters while the choice is system).
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(DARK_SCHEME_QUERY);
    const update = () => setSystemDark(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);

  // A choice made in another tab applies here too.
  useEffect(() => {
    if (!persist) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_PREFERENCE_KEY && isThemePreference(event.newValue)) setPreferenceState(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [persist]);

  const setPreference = useCallback(
    (next: ThemePreference) => {
      setPreferenceState(next);
      if (persist) storePreference(next);
      onPreferenceChange?.(next);
    },
    [persist, onPreferenceChange],
  );

  const value = useMemo<ThemeContextValue>(
    () => ({ theme: shown.theme, preference: shown.preference, setPreference, setTheme: setPreference }),
    [shown.theme, shown.preference, setPreference],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}
