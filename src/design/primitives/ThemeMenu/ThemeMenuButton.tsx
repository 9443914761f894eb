import { Monitor, Moon, Sun } from 'lucide-react';
import { IconButton, type IconButtonProps } from '../IconButton';
import { useLingui } from '@lingui/react/macro';
import * as styles from './ThemeMenuButton.css';

export const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor };

export interface ThemeMenuButtonProps extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  /** The button's name (default "Theme" in the reader's language). */
  label?: string;
}

/**
 * The theme menu's button: its icon is the reader's choice (sun, moon, or a screen for system).
 * Also what the app shows until the menu's code has arrived.
 */
export function ThemeMenuButton({ label, variant = 'ghost', tone = 'neutral', ...rest }: ThemeMenuButtonProps) {
  const { t } = useLingui();
  return (
    <IconButton aria-label={label ?? t`Theme`} variant={variant} tone={tone} {...rest}>
      <Sun aria-hidden className={styles.light} />
      <Moon aria-hidden className={styles.dark} />
      <Monitor aria-hidden className={styles.system} />
    </IconButton>
  );
}

