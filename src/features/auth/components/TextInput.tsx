import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { IconButton } from '@/design/primitives/IconButton';
import * as styles from './TextInput.css';

export interface TextInputProps extends Omit<ComponentProps<'input'>, 'id'> {
  /** Visible label above the field. */
  label: string;
  /** Icon shown inside the field, before the text. */
  icon?: ReactNode;
  /** Short help under the label. */
  hint?: string;
  /** Content after the input, inside the field (a toggle button). */
  end?: ReactNode;
  id?: string;
}

/**
 * A labelled text field with an optional leading icon. Feature-local until the design system's
 * TextField lands (the settings feature uses it too, through this feature's index).
 */
export function TextInput({ label, icon, hint, end, id, className, disabled, ...rest }: TextInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      <div className={styles.control} data-disabled={disabled || undefined}>
        {icon && <span className={styles.icon} aria-hidden>{icon}</span>}
        <input id={inputId} className={styles.input} disabled={disabled} aria-describedby={hintId} {...rest} />
        {end}
      </div>
    </div>
  );
}

export type PasswordInputProps = Omit<TextInputProps, 'type' | 'end'>;

/** A password field with a show/hide toggle (SPEC.md: password inputs have a show/hide toggle). */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <IconButton
          size="sm"
          className={styles.toggle}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff aria-hidden size={16} /> : <Eye aria-hidden size={16} />}
        </IconButton>
      }
    />
  );
}

export interface TextAreaInputProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  /** Maximum length: shows "N characters left" under the field. */
  max?: number;
  id?: string;
}

/** A labelled textarea with a remaining-character counter. */
export function TextAreaInput({ label, max, id, value, className, ...rest }: TextAreaInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const left = max === undefined ? undefined : max - String(value ?? '').length;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <textarea id={inputId} className={styles.textarea} value={value} aria-describedby={max === undefined ? undefined : `${inputId}-count`} {...rest} />
      </div>
      {left !== undefined && (
        <span id={`${inputId}-count`} className={styles.counter} aria-live="polite">
          {left} characters left
        </span>
      )}
    </div>
  );
}
