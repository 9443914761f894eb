import { cx } from 'class-variance-authority';
import { useId, type ComponentProps, type ReactNode } from 'react';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<ComponentProps<'input'>, 'type' | 'role'> {
  /** What the switch turns on (its accessible name). */
  label: ReactNode;
  /** A line under the label (linked as the description). */
  description?: ReactNode;
}

/**
 * An on/off setting: a native checkbox with the switch role, so Space toggles it, forms and
 * react-hook-form's register read it, and screen readers say "switch, on".
 */
export function Switch({ label, description, className, id, ...rest }: SwitchProps) {
  const own = useId();
  const inputId = id ?? own;
  const labelId = `${inputId}-label`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <label htmlFor={inputId} className={cx(styles.root, className)}>
      <span className={styles.text}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {description && (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        )}
      </span>
      <input id={inputId} type="checkbox" role="switch" aria-labelledby={labelId} aria-describedby={descriptionId} className={styles.input} {...rest} />
    </label>
  );
}
