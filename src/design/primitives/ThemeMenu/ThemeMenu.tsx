import { isThemePreference } from '../../theme/themeContext';
import { useTheme } from '../../theme/useTheme';
import { DropdownMenu, DropdownMenuContent, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger } from '../DropdownMenu';
import { THEME_CHOICES, useThemeLabels, type ThemeLabels } from './themeLabels';
import { THEME_ICONS, ThemeMenuButton, type ThemeMenuButtonProps } from './ThemeMenuButton';

export interface ThemeMenuProps extends Omit<ThemeMenuButtonProps, 'label'> {
  /** The words, in the reader's language (default: the reader's). */
  labels?: ThemeLabels;
  /** Open from the start. */
  defaultOpen?: boolean;
}

/** Light, dark or system, chosen from a menu under an icon button. Needs `<ThemeProvider>`. */
export function ThemeMenu({ labels: givenLabels, defaultOpen, ...buttonProps }: ThemeMenuProps) {
  const { preference, setPreference } = useTheme();
  const readerLabels = useThemeLabels();
  const labels = givenLabels ?? readerLabels;
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <ThemeMenuButton label={labels.theme} {...buttonProps} />
      </DropdownMenuTrigger>
      <DropdownMenuContent aria-label={labels.theme}>
        <DropdownMenuRadioGroup value={preference} onValueChange={(value) => isThemePreference(value) && setPreference(value)}>
          {THEME_CHOICES.map((choice) => {
            const Icon = THEME_ICONS[choice];
            return (
              <DropdownMenuRadioItem key={choice} value={choice} icon={<Icon />}>
                {labels[choice]}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
