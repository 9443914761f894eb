import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../../theme/useTheme';
import { IconButton, type IconButtonProps } from '../IconButton';
import * as styles from './ThemeToggle.css';

export interface ThemeToggleProps extends Omit<IconButtonProps, 'aria-label' | 'children' | 'onClick'> {
  /** Override the computed label (default "Switch to dark theme" / "Switch to light theme"). */
  'aria-label'?: string;
}

/** Switches between the light and dark themes. Needs `<ThemeProvider>`. */
export function ThemeToggle({ variant = 'ghost', tone = 'neutral', ...rest }: ThemeToggleProps) {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'light' ? 'dark' : 'light';
  return (
    <IconButton
      aria-label={`Switch to ${next} theme`}
      variant={variant}
      tone={tone}
      data-theme-current={theme}
      onClick={toggleTheme}
      {...rest}
    >
      <Moon aria-hidden className={styles.moon} />
      <Sun aria-hidden className={styles.sun} />
    </IconButton>
  );
}
