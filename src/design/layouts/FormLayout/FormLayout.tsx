import { cx } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import * as styles from './FormLayout.css';

/** A form's fields, one under the other with the form spacing. */
export function FormLayout({ className, ...rest }: ComponentProps<'form'>) {
  return <form className={cx(styles.form, className)} {...rest} />;
}

/** The buttons at the end of a form, in a row. */
export function FormActions({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={cx(styles.actions, className)} {...rest} />;
}

/** Two fields side by side (one column on small screens). */
export function FormColumns({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={cx(styles.columns, className)} {...rest} />;
}

/** A group of fields under a visible legend. */
export function FormFieldset({ legend, className, children, ...rest }: ComponentProps<'fieldset'> & { legend: ReactNode }) {
  return (
    <fieldset className={cx(styles.fieldset, className)} {...rest}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
