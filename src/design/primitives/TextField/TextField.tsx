import { cx } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { useFormFieldControl } from '../FormField/formFieldContext';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'size'> {
  /** Icon at the start of the field (a lucide-react element); decorative. */
  icon?: ReactNode;
  /** Content at the end of the field, such as a button. */
  endSlot?: ReactNode;
  /** Marks the field invalid (FormField sets this from its `error`). */
  invalid?: boolean;
}

/**
 * A single-line text input with an optional icon: SPEC.md's form input (name, type, id, value,
 * placeholder, icon, disabled). Props go to the <input>; `className` styles the box around it.
 */
export function TextField({ icon, endSlot, invalid, className, type = 'text', ...props }: TextFieldProps) {
  const control = useFormFieldControl({ ...props, 'aria-invalid': invalid || props['aria-invalid'] });
  const isInvalid = Boolean(control['aria-invalid']) && control['aria-invalid'] !== 'false';
  return (
    <div
      className={cx(styles.root, className)}
      data-invalid={isInvalid ? '' : undefined}
      data-disabled={control.disabled ? '' : undefined}
    >
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <input type={type} {...control} className={icon ? `${styles.input} ${styles.withIcon}` : styles.input} />
      {endSlot && <span className={styles.end}>{endSlot}</span>}
    </div>
  );
}
