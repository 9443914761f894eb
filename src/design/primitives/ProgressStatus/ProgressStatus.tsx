import { cx } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { ProgressBar } from '../ProgressBar';
import * as styles from './ProgressStatus.css';

export interface ProgressStatusProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Items done so far. */
  done: number;
  /** Items in all; 0 while not yet known (the bar then stays empty). */
  total: number;
  /** What is progressing, for screen readers (e.g. "Making the archive"). */
  label: string;
  /** The line under the bar, announced as it changes (e.g. "Written 3 of 10 items"). */
  children: ReactNode;
}

/** A long job's progress: a bar of done of total, and a status line that screen readers announce. */
export function ProgressStatus({ done, total, label, children, className, ...rest }: ProgressStatusProps) {
  return (
    <div className={cx(styles.root, className)} {...rest}>
      <ProgressBar value={total ? (done / total) * 100 : 0} label={label} />
      <p className={styles.status} role="status">
        {children}
      </p>
    </div>
  );
}
