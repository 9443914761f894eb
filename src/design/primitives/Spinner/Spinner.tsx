import { cva, type VariantProps, cx } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { useLingui } from '@lingui/react/macro';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './Spinner.css';

const spinnerSvg = cva(styles.svg, { variants: { size: styles.size }, defaultVariants: { size: 'md' } });

export interface SpinnerProps extends ComponentProps<'span'>, VariantProps<typeof spinnerSvg> {
  /** What is loading; read by screen readers (default "Loading"). */
  label?: string;
  /** Show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
  /** Decorative spinner inside a busy control: no status role, no label. */
  decorative?: boolean;
}

/** A spinning loader. Announces `label` as a status unless decorative. */
export function Spinner({ size, label, showLabel = false, decorative = false, className, ...rest }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <span
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative || undefined}
      className={cx(styles.root, className)}
      {...rest}
    >
      <svg className={spinnerSvg({ size })} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle className={styles.track} cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" />
        <path d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {!decorative && <span className={showLabel ? styles.label : visuallyHidden}>{label ?? t`Loading`}</span>}
    </span>
  );
}
