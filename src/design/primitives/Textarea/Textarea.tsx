import { cva, type VariantProps, cx } from 'class-variance-authority';
import { useId, useState, type ChangeEvent, type ComponentProps } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormFieldControl } from '../FormField/formFieldContext';
import * as styles from './Textarea.css';

const textareaClasses = cva(styles.textarea, { variants: { font: styles.font }, defaultVariants: { font: 'sans' } });

export interface TextareaProps extends ComponentProps<'textarea'>, VariantProps<typeof textareaClasses> {
  /** sans (interface, default) or serif (reading and writing). */
  font?: 'sans' | 'serif';
  /** Marks the field invalid (FormField sets this from its `error`). */
  invalid?: boolean;
  /** Show the remaining-characters counter when maxLength is set (default true). */
  showCounter?: boolean;
  /** Counter text; default "{n} characters left". */
  counterText?: (remaining: number) => string;
}

/** Multi-line text with an optional live "N characters left" counter for maxLength. */
export function Textarea({
  font,
  invalid,
  maxLength,
  showCounter = true,
  counterText,
  className,
  onChange,
  ...props
}: TextareaProps) {
  const { t } = useLingui();
  const counterId = `counter-${useId()}`;
  const hasCounter = showCounter && typeof maxLength === 'number';
  const control = useFormFieldControl({
    ...props,
    'aria-invalid': invalid || props['aria-invalid'],
    'aria-describedby': cx(props['aria-describedby'], hasCounter ? counterId : undefined) || undefined,
  });
  const [uncontrolledLength, setUncontrolledLength] = useState(() => String(props.defaultValue ?? '').length);
  const length = props.value !== undefined ? String(props.value).length : uncontrolledLength;
  const remaining = Math.max(0, (maxLength ?? 0) - length);
  const isInvalid = Boolean(control['aria-invalid']) && control['aria-invalid'] !== 'false';

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };

  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.box} data-invalid={isInvalid ? '' : undefined} data-disabled={control.disabled ? '' : undefined}>
        <textarea {...control} maxLength={maxLength} onChange={handleChange} className={textareaClasses({ font })} />
      </div>
      {hasCounter && (
        <p id={counterId} className={styles.counter} aria-live="polite" data-exhausted={remaining === 0 ? '' : undefined}>
          {counterText ? counterText(remaining) : t`${plural(remaining, { one: '# character left', other: '# characters left' })}`}
        </p>
      )}
    </div>
  );
}
