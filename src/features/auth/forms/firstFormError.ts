import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The one message to show for a refused form: the first field, in SPEC.md's order, that has an
 * error. The contract schemas report one rule at a time, so this is the rule that failed first.
 */
export function firstFormError<T extends FieldValues>(errors: FieldErrors<T>, order: readonly (keyof T & string)[]): string | null {
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === 'string' && message) return message;
  }
  for (const value of Object.values(errors)) {
    const message = (value as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
  }
  return null;
}
