import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import * as styles from './EmptyState.css';

const emptyClasses = cva(styles.root, { variants: { variant: styles.variant, compact: { true: styles.compact, false: '' } }, defaultVariants: { variant: 'card', compact: false } });

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'>, VariantProps<typeof emptyClasses> {
  /** The message, e.g. "No Comments" (SPEC.md strings are exact). */
  message: ReactNode;
  /** Optional secondary line. */
  description?: ReactNode;
  /** Optional action, such as a ButtonLink "Write the first one!". */
  action?: ReactNode;
  /** Optional decorative icon. */
  icon?: ReactNode;
  /** Less vertical room (side panels, drawers). */
  compact?: boolean;
  /** card (tinted panel, default) or plain. */
  variant?: VariantProps<typeof emptyClasses>['variant'];
}

/** What a list shows when it has nothing: a message, and optionally a way forward. */
export function EmptyState({ message, description, action, icon, variant, compact = false, className, ...rest }: EmptyStateProps) {
  return (
    <div className={emptyClasses({ variant, compact, className })} data-variant={variant ?? 'card'} {...rest}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <p className={styles.message}>{message}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
