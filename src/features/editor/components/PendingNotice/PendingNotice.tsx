import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/design/primitives/Button';
import * as styles from './PendingNotice.css.ts';

export interface PendingNoticeProps {
  /** Drops the unpublished changes (after the writer confirms). */
  onDiscard: () => void;
  /** Opens the publish form to make the changes public. */
  onUpdate: () => void;
  /** A discard is on its way. */
  discarding?: boolean;
}

/** A published blog's editor holding changes readers do not see yet, with Discard and Update. */
export function PendingNotice({ onDiscard, onUpdate, discarding = false }: PendingNoticeProps) {
  const { t } = useLingui();
  return (
    <div className={styles.notice} role="note" aria-label={t`Unpublished changes`}>
      <p className={styles.text}>
        <Trans>
          <strong>Unpublished changes</strong>: readers still see the published version until you update it.
        </Trans>
      </p>
      <Button size="sm" variant="ghost" onClick={onDiscard} loading={discarding}>
        <Trans>Discard</Trans>
      </Button>
      <Button size="sm" variant="solid" tone="accent" onClick={onUpdate}>
        <Trans context="action">Update</Trans>
      </Button>
    </div>
  );
}
