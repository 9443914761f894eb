import type { ComponentProps, ReactNode } from 'react';
import { AlertCircle, Inbox } from 'lucide-react';
import { Button } from '@/design/primitives/Button';
import * as styles from './States.css';

const cx = (...c: (string | false | undefined)[]) => c.filter(Boolean).join(' ');

export interface BoneProps extends ComponentProps<'span'> {
  /** CSS width (e.g. '60%', '8rem'); the height comes from the className or `height`. */
  width?: string;
  height?: string;
}

/** A shimmering placeholder sized like the content it stands for (hidden from assistive tech). */
export function Bone({ width, height, className, style, ...rest }: BoneProps) {
  return <span aria-hidden className={cx(styles.bone, className)} style={{ width, height, ...style }} {...rest} />;
}

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** SPEC.md's exact message. */
  title: ReactNode;
  /** A secondary line or an action (a link or button). */
  children?: ReactNode;
  icon?: ReactNode;
  /** Less vertical room (side panels). */
  compact?: boolean;
}

/** An empty list: an icon, the message, and optionally what to do next. */
export function EmptyState({ title, children, icon, compact = false, className, ...rest }: EmptyStateProps) {
  return (
    <div className={cx(styles.state, compact && styles.compact, className)} {...rest}>
      {icon ?? <Inbox className={styles.stateIcon} aria-hidden />}
      <p className={styles.stateTitle}>{title}</p>
      {children}
    </div>
  );
}

export interface ErrorStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** What could not be loaded, e.g. "Could not load the latest blogs". */
  title: ReactNode;
  /** The server's or the network's message. */
  detail?: ReactNode;
  /** Try again. */
  onRetry?: () => void;
  /** The retry is in flight. */
  retrying?: boolean;
  compact?: boolean;
}

/** A failed load: what happened and a retry button. */
export function ErrorState({ title, detail, onRetry, retrying = false, compact = false, className, ...rest }: ErrorStateProps) {
  return (
    <div role="alert" className={cx(styles.state, compact && styles.compact, className)} {...rest}>
      <AlertCircle className={styles.stateIcon} aria-hidden />
      <p className={styles.stateTitle}>{title}</p>
      {detail && <p className={styles.stateDetail}>{detail}</p>}
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      )}
    </div>
  );
}

export interface LoadMoreProps {
  onClick: () => void;
  loading?: boolean;
  /** What the button loads, for its accessible name (e.g. "blogs"). */
  label?: string;
}

/** The Load More button under a list (shown while the total exceeds what is loaded). */
export function LoadMore({ onClick, loading = false, label }: LoadMoreProps) {
  return (
    <div className={styles.loadMore}>
      <Button variant="soft" onClick={onClick} loading={loading} aria-label={label ? `Load more ${label}` : undefined}>
        Load More
      </Button>
    </div>
  );
}
