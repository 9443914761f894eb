import { History } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
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
  const when = formatRelative(new Date(savedAt));
  return (
    <div className={styles.notice} role="status">
      <History aria-hidden size={18} />
      <p className={styles.noticeText}>
        <Trans>You have unsaved changes from {when}. Restore them?</Trans>
      </p>
      <Button size="sm" variant="solid" tone="accent" onClick={onRestore}>
        <Trans>Restore</Trans>
      </Button>
      <Button size="sm" variant="ghost" onClick={onDiscard}>
        <Trans>Discard</Trans>
      </Button>
    </div>
  );
}
