import { useLingui } from '@lingui/react/macro';
import { LoadMoreButton } from '../LoadMoreButton';
import * as styles from './LoadMore.css';

export interface LoadMoreProps {
  onClick: () => void;
  loading?: boolean;
  /** What the button loads, for its accessible name (e.g. "blogs"), in the language shown. */
  label?: string;
}

/** The Load More row under a list (shown while the list's total exceeds what is loaded). */
export function LoadMore({ onClick, loading = false, label }: LoadMoreProps) {
  const { t } = useLingui();
  return (
    <div className={styles.row}>
      <LoadMoreButton onClick={onClick} loading={loading} aria-label={label ? t`Load more ${label}` : undefined} />
    </div>
  );
}
