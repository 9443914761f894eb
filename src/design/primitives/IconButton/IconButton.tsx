import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import * as styles from '../Button/Button.css';
import { iconButtonClasses, type IconButtonStyleProps } from '../Button/buttonClasses';
import { Spinner } from '../Spinner';

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'color' | 'aria-label'>, IconButtonStyleProps {
  /** Required: an icon-only button has no other accessible name. */
  'aria-label': string;
  /** The icon (a lucide-react element). */
  children: ReactNode;
  /** solid, soft, outline or ghost (default). */
  variant?: IconButtonStyleProps['variant'];
  /** neutral (default), accent or danger. */
  tone?: IconButtonStyleProps['tone'];
  /** sm, md (default) or lg: a square of the control height. */
  size?: IconButtonStyleProps['size'];
  /** Busy: spinner instead of the icon, aria-busy, clicks ignored. */
  loading?: boolean;
}

/** A square, round button holding only an icon. */
export function IconButton({
  variant,
  tone,
  size,
  loading = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: IconButtonProps) {
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
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      data-variant={variant ?? 'ghost'}
      data-tone={tone ?? 'neutral'}
      data-size={size ?? 'md'}
      className={iconButtonClasses({ variant, tone, size, className })}
      onClick={handleClick}
      {...rest}
    >
      <span className={loading ? `${styles.content} ${styles.contentHidden}` : styles.content}>{children}</span>
      {loading && <Spinner decorative size="sm" className={styles.spinner} />}
    </button>
  );
}
