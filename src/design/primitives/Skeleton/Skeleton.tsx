import { cva, type VariantProps, cx } from 'class-variance-authority';
import type { ComponentProps, CSSProperties } from 'react';
import * as styles from './Skeleton.css';

const skeletonClasses = cva(styles.base, { variants: { shape: styles.shape }, defaultVariants: { shape: 'text' } });

export interface SkeletonProps extends ComponentProps<'span'>, VariantProps<typeof skeletonClasses> {
  /** text (one line, default), rect or circle. */
  shape?: VariantProps<typeof skeletonClasses>['shape'];
  /** Width of this placeholder (any CSS length), to mimic the content it stands for. */
  width?: CSSProperties['width'];
  /** Height of this placeholder (any CSS length). */
  height?: CSSProperties['height'];
}

/** A shimmering placeholder while content loads. Hidden from assistive technology. */
export function Skeleton({ shape, width, height, className, style, ...rest }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-shape={shape ?? 'text'}
      className={skeletonClasses({ shape, className })}
      style={{ width, height, ...style }}
      {...rest}
    />
  );
}

export interface SkeletonTextProps extends ComponentProps<'span'> {
  /** Number of lines (default 3); the last one is shorter. */
  lines?: number;
}

/** A paragraph of text placeholders. */
export function SkeletonText({ lines = 3, className, ...rest }: SkeletonTextProps) {
  return (
    <span aria-hidden="true" className={cx(styles.lines, className)} {...rest}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={i === lines - 1 && lines > 1 ? styles.lastLine : undefined} />
      ))}
    </span>
  );
}
