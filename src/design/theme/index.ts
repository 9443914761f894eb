export { ThemeProvider } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
export { useTheme, useOptionalTheme } from './useTheme';
export { THEME_STORAGE_KEY, DEFAULT_THEME, isTheme, readInitialTheme } from './themeContext';
export type { Theme, ThemeContextValue } from './themeContext';
