import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';
import { buttonClasses, type ButtonStyleProps } from './buttonClasses';

export interface ButtonProps extends Omit<ComponentProps<'button'>, 'color'>, ButtonStyleProps {
  /** solid (default), soft, outline or ghost. */
  variant?: ButtonStyleProps['variant'];
  /** neutral (default), accent or danger. */
  tone?: ButtonStyleProps['tone'];
  /** sm, md (default) or lg. */
  size?: ButtonStyleProps['size'];
  /** Busy: shows a spinner, sets aria-busy and ignores clicks while keeping focus. */
  loading?: boolean;
  /** Icon before the label. */
  iconStart?: ReactNode;
  /** Icon after the label. */
  iconEnd?: ReactNode;
}

/** The house button. Defaults to `type="button"` so it never submits a form by accident. */
export function Button({
  variant,
  tone,
  size,
  fullWidth,
  loading = false,
  disabled,
  iconStart,
  iconEnd,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      data-variant={variant ?? 'solid'}
      data-tone={tone ?? 'neutral'}
      data-size={size ?? 'md'}
      className={buttonClasses({ variant, tone, size, fullWidth, className })}
      onClick={handleClick}
      {...rest}
    >
      <span className={loading ? `${styles.content} ${styles.contentHidden}` : styles.content}>
        {iconStart}
        {children}
        {iconEnd}
      </span>
      {loading && <Spinner decorative size="sm" className={styles.spinner} />}
    </button>
  );
}
