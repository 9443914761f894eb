import { cx } from 'class-variance-authority';
import { CircleAlert } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './FormField.css';
import { FormFieldContext, type FormFieldContextValue } from './formFieldContext';

export interface FormFieldProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The visible label (always present for assistive technology; see hideLabel). */
  label: ReactNode;
  /** Help text under the label, linked with aria-describedby. */
  description?: ReactNode;
  /** Error text: marks the control aria-invalid and is linked with aria-describedby. */
  error?: ReactNode;
  /** id of the control; generated when omitted. */
  htmlFor?: string;
  /** Marks the field required (asterisk and the control's required attribute). */
  required?: boolean;
  /** Disables the control. */
  disabled?: boolean;
  /** Keep the label for screen readers only (e.g. a search box with an icon). */
  hideLabel?: boolean;
  /**
   * The control. House controls (TextField, PasswordField, Textarea) pick up the wiring by
   * themselves; for any other control pass a function and spread the props it receives.
   */
  children: ReactNode | ((control: FormFieldContextValue & { 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode);
}

/** Label, description and error around one control, wired with htmlFor, aria-describedby and aria-invalid. */
export function FormField({
  label,
  description,
  error,
  htmlFor,
  required,
  disabled,
  hideLabel = false,
  className,
  children,
  ...rest
}: FormFieldProps) {
  const generated = useId();
  const id = htmlFor ?? `field-${generated}`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = cx(descriptionId, errorId) || undefined;
  const value: FormFieldContextValue = { id, describedBy, invalid: Boolean(error), required, disabled };

  return (
    <div className={cx(styles.root, className)} data-invalid={error ? '' : undefined} {...rest}>
      <label htmlFor={id} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      <FormFieldContext value={value}>
        {typeof children === 'function'
          ? children({ ...value, 'aria-describedby': describedBy, 'aria-invalid': Boolean(error) || undefined })
          : children}
      </FormFieldContext>
      {error && (
        <p id={errorId} className={styles.error}>
          <CircleAlert aria-hidden />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
