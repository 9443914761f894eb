import { cx } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import * as styles from './Divider.css';

/** A hairline between sections of a page. */
export function Divider({ className, ...rest }: ComponentProps<'hr'>) {
  return <hr className={cx(styles.rule, className)} {...rest} />;
}
