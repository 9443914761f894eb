import { cx } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** 0 to 100. */
  value: number;
  /** What is progressing, for screen readers (e.g. "Uploading picture"). */
  label: string;
}

/** A thin determinate progress bar (uploads). */
export function ProgressBar({ value, label, className, ...rest }: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className={cx(styles.track, className)} {...rest}>
      <div className={styles.bar} style={{ width: `${percent}%` }} />
    </div>
  );
}
