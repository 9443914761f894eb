import { useLingui } from '@lingui/react/macro';
import type { ThemePreference } from '../../theme/themeContext';

/** The words of the theme choice; the app passes them in its reader's language. */
export interface ThemeLabels {
  /** The name of the choice as a whole ("Theme"). */
  theme: string;
  light: string;
  dark: string;
  /** Following the device's own setting. */
  system: string;
}

export const ENGLISH_THEME_LABELS: ThemeLabels = { theme: 'Theme', light: 'Light', dark: 'Dark', system: 'System' };

/** The words of the theme choice in the reader's language: the default of the menu and the choice. */
export function useThemeLabels(): ThemeLabels {
  const { t } = useLingui();
  return {
    theme: t`Theme`,
    light: t({ message: 'Light', context: 'theme' }),
    dark: t({ message: 'Dark', context: 'theme' }),
    system: t({ message: 'System', context: 'theme (follow the device)' }),
  };
}

/** The choices in the order they are offered. */
export const THEME_CHOICES: readonly ThemePreference[] = ['light', 'dark', 'system'];
