import { useContext } from 'react';
import { ThemeContext, type ThemeContextValue } from './themeContext';

/** The current theme and its setters. Must be used inside `<ThemeProvider>`. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>.');
  return value;
}

/** Like useTheme, but null outside a provider (for parts that also render standalone). */
export function useOptionalTheme(): ThemeContextValue | null {
  return useContext(ThemeContext);
}
