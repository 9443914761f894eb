import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '../hooks/useHydrated';
import { applyTheme, DEFAULT_THEME, readInitialTheme, ThemeContext, type Theme, type ThemeContextValue } from './themeContext';

export interface ThemeProviderProps {
  children?: ReactNode;
  /** Start with this theme instead of reading `<body data-theme>` / sessionStorage. */
  initialTheme?: Theme;
  /** Write the choice to sessionStorage (key `theme`). Default true; stories turn it off. */
  persist?: boolean;
  /** Called after the theme changes. */
  onThemeChange?: (theme: Theme) => void;
}

/** Holds the light/dark theme, applies it as `data-theme` on `<body>` and keeps it in sessionStorage. */
export function ThemeProvider({ children, initialTheme, persist = true, onThemeChange }: ThemeProviderProps) {
  const [theme, setThemeState] = useState<Theme>(() => initialTheme ?? readInitialTheme());
  // The server knows no reader's theme and draws the default. While React hydrates that HTML, what
  // the components are told must be what the server drew (else their labels stay the server's); the
  // reader's own theme follows in the render right after. Elsewhere this is true from the start.
  const hydrated = useHydrated();
  const shown = hydrated ? theme : (initialTheme ?? DEFAULT_THEME);

  // Layout effect: the attribute changes in the same frame as the state, so nothing flashes.
  useLayoutEffect(() => {
    applyTheme(theme, persist);
  }, [theme, persist]);

  const setTheme = useCallback(
    (next: Theme) => {
      setThemeState(next);
      onThemeChange?.(next);
    },
    [onThemeChange],
  );
  const toggleTheme = useCallback(() => setTheme(theme === 'light' ? 'dark' : 'light'), [setTheme, theme]);

  const value = useMemo<ThemeContextValue>(() => ({ theme: shown, setTheme, toggleTheme }), [shown, setTheme, toggleTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}
