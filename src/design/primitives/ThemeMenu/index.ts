export { ThemeMenu } from './ThemeMenu';
export type { ThemeMenuProps } from './ThemeMenu';
export { ThemeMenuButton, THEME_ICONS } from './ThemeMenuButton';
export type { ThemeMenuButtonProps } from './ThemeMenuButton';
export { ENGLISH_THEME_LABELS, THEME_CHOICES, useThemeLabels } from './themeLabels';
export type { ThemeLabels } from './themeLabels';
