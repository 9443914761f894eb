import { cx } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { AlertCircle } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../Button';
import * as styles from './ErrorState.css';

export interface ErrorStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** What could not be loaded, e.g. "Could not load the latest blogs". */
  title: ReactNode;
  /** The server's or the network's message. */
  detail?: ReactNode;
  /** Try again. */
  onRetry?: () => void;
  /** The retry is in flight. */
  retrying?: boolean;
  /** Less vertical room (side panels). */
  compact?: boolean;
}

/** The one error state of the app: what could not be loaded, why, and a retry. Announced as an alert. */
export function ErrorState({ title, detail, onRetry, retrying = false, compact = false, className, ...rest }: ErrorStateProps) {
  return (
    <div role="alert" className={cx(styles.root, compact && styles.compact, className)} {...rest}>
      <AlertCircle className={styles.icon} aria-hidden />
      <p className={styles.title}>{title}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry} loading={retrying}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </div>
  );
}
