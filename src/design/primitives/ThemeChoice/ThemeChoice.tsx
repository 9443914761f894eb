import { useId, type ComponentProps } from 'react';
import { cx } from 'class-variance-authority';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { isThemePreference } from '../../theme/themeContext';
import { useTheme } from '../../theme/useTheme';
import { THEME_CHOICES, useThemeLabels, type ThemeLabels } from '../ThemeMenu/themeLabels';
import { THEME_ICONS } from '../ThemeMenu/ThemeMenuButton';
import * as styles from './ThemeChoice.css';

export interface ThemeChoiceProps extends Omit<ComponentProps<'fieldset'>, 'children' | 'onChange'> {
  /** The words, in the reader's language (default: the reader's); `theme` is the group's legend. */
  labels?: ThemeLabels;
  /** Keep the legend for screen readers only (a heading above already says it). */
  legendHidden?: boolean;
}

/**
 * Light, dark or system as a group of radio buttons (arrow keys move and choose), for a settings
 * page. The choice applies at once. Needs `<ThemeProvider>`.
 */
export function ThemeChoice({ labels: givenLabels, legendHidden = false, className, ...rest }: ThemeChoiceProps) {
  const { preference, setPreference } = useTheme();
  const readerLabels = useThemeLabels();
  const labels = givenLabels ?? readerLabels;
  const name = useId();
  return (
    <fieldset className={cx(styles.fieldset, className)} {...rest}>
      <legend className={legendHidden ? visuallyHidden : styles.legend}>{labels.theme}</legend>
      <div className={styles.options}>
        {THEME_CHOICES.map((choice) => {
          const Icon = THEME_ICONS[choice];
          return (
            <label key={choice} className={styles.option}>
              <input
                type="radio"
                className={visuallyHidden}
                name={name}
                value={choice}
                checked={preference === choice}
                onChange={(e) => isThemePreference(e.target.value) && setPreference(e.target.value)}
              />
              <Icon aria-hidden />
              {labels[choice]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
