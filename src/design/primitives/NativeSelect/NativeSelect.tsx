import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { useFormFieldControl } from '../FormField/formFieldContext';
import * as styles from './NativeSelect.css';

const selectClasses = cva(styles.select, { variants: { size: styles.size, width: styles.width }, defaultVariants: { size: 'md', width: 'auto' } });

export interface NativeSelectProps extends Omit<ComponentProps<'select'>, 'size'>, VariantProps<typeof selectClasses> {
  /** sm beside small text (the footer's language), md in forms (default). */
  size?: 'sm' | 'md';
  /** full: as wide as the fields around it. */
  width?: 'auto' | 'full';
}

/**
 * A choice among a few options as the browser's own select: the keyboard, screen readers and phones
 * all know it (a phone opens its own picker). Styled like the fields; labelled by FormField or its own label.
 */
export function NativeSelect({ size, width, className, ...props }: NativeSelectProps) {
  const control = useFormFieldControl(props);
  return <select {...control} className={selectClasses({ size, width, className })} />;
}
