import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { applyTheme, readInitialTheme, ThemeContext, type Theme, type ThemeContextValue } from './themeContext';

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

  const value = useMemo<ThemeContextValue>(() => ({ theme, setTheme, toggleTheme }), [theme, setTheme, toggleTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}
