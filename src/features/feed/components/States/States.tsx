import { cx } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { AlertCircle, Inbox } from 'lucide-react';
import { Button } from '@/design/primitives/Button';
import { EmptyState as DesignEmptyState } from '@/design/primitives/EmptyState';
import { LoadMoreButton } from '@/design/primitives/LoadMoreButton';
import { Skeleton } from '@/design/primitives/Skeleton';
import * as styles from './States.css';


export interface BoneProps {
  /** CSS width (e.g. '60%', '8rem'); the height comes from the className or `height`. */
  width?: string;
  height?: string;
  className?: string;
}

/** A shimmering placeholder sized like the content it stands for (the design's Skeleton). */
export function Bone({ width, height, className }: BoneProps) {
  return <Skeleton shape="rect" width={width} height={height} className={className} />;
}

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** SPEC.md's exact message. */
  title: string;
  /** Under the message: what to do next (a link or button). */
  children?: ReactNode;
  icon?: ReactNode;
  /** Less vertical room (side panels). */
  compact?: boolean;
}

/** An empty list: the design's EmptyState with the feature's default icon. */
export function EmptyState({ title, children, icon, compact = false, className, ...rest }: EmptyStateProps) {
  return <DesignEmptyState message={title} action={children} icon={icon ?? <Inbox aria-hidden />} className={cx(compact && styles.compact, className)} {...rest} />;
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

/** A failed load: what happened and a retry button (the design system has no error state yet). */
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
      <LoadMoreButton onClick={onClick} loading={loading} aria-label={label ? `Load more ${label}` : undefined} />
    </div>
  );
}
