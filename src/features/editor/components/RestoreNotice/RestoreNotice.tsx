import { History } from 'lucide-react';
import { Button } from '@/design/primitives/Button';
import { formatRelative } from '@/lib';
import * as styles from './RestoreNotice.css.ts';

export interface RestoreNoticeProps {
  /** When the unsaved copy was written. */
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers the local copy of unsaved work after a reload or a crash. */
export function RestoreNotice({ savedAt, onRestore, onDiscard }: RestoreNoticeProps) {
  return (
    <div className={styles.notice} role="status">
      <History aria-hidden size={18} />
      <p className={styles.noticeText}>You have unsaved changes from {formatRelative(new Date(savedAt))}. Restore them?</p>
      <Button size="sm" variant="solid" tone="accent" onClick={onRestore}>
        Restore
      </Button>
      <Button size="sm" variant="ghost" onClick={onDiscard}>
        Discard
      </Button>
    </div>
  );
}
