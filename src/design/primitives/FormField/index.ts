export { FormField } from './FormField';
export type { FormFieldProps } from './FormField';
export { useFormFieldControl, FormFieldContext } from './formFieldContext';
export type { FormFieldContextValue } from './formFieldContext';
