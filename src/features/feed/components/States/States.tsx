import { cx } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { EmptyState as DesignEmptyState } from '@/design/primitives/EmptyState';
import * as styles from './States.css';


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
