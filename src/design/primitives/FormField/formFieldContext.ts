import { cx } from 'class-variance-authority';
import { createContext, useContext } from 'react';

export interface FormFieldContextValue {
  /** id for the control, so the label's htmlFor matches. */
  id: string;
  /** ids of the description and error, for aria-describedby. */
  describedBy?: string;
  invalid: boolean;
  required?: boolean;
  disabled?: boolean;
}

export const FormFieldContext = createContext<FormFieldContextValue | null>(null);

interface ControlAria {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  required?: boolean;
  disabled?: boolean;
}

/**
 * Merges what the enclosing <FormField> knows (id, description/error ids, invalid) into a control's
 * props; explicit props win. Outside a FormField it returns the props unchanged.
 */
export function useFormFieldControl<P extends ControlAria>(props: P): P {
  const field = useContext(FormFieldContext);
  if (!field) return props;
  const describedBy = cx(field.describedBy, props['aria-describedby']) || undefined;
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    required: props.required ?? field.required,
    disabled: props.disabled ?? field.disabled,
  };
}
