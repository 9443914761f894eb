export { ThemeProvider } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
export { useTheme, useOptionalTheme } from './useTheme';
export {
  THEME_STORAGE_KEY,
  THEME_PREFERENCE_KEY,
  DEFAULT_THEME,
  DEFAULT_THEME_PREFERENCE,
  isTheme,
  isThemePreference,
  readInitialPreference,
  resolveTheme,
} from './themeContext';
export type { Theme, ThemePreference, ThemeContextValue } from './themeContext';
export { PRE_PAINT_THEME_SCRIPT } from './prePaint';
