import { cx } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** 0 to 100. */
  value: number;
  /** What is progressing, for screen readers (e.g. "Uploading picture"). */
  label: string;
}

/** A thin determinate progress bar (uploads). Spans, so it may sit inside a label or a button. */
export function ProgressBar({ value, label, className, ...rest }: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <span role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className={cx(styles.track, className)} {...rest}>
      <span className={styles.bar} style={{ width: `${percent}%` }} />
    </span>
  );
}
