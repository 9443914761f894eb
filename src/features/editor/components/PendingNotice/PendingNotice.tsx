import * as styles from './PendingNotice.css.ts';

/** A published blog's editor holding changes readers do not see yet. */
export function PendingNotice() {
  return (
    <p className={styles.notice} role="note">
      Unpublished changes: readers still see the published version until you press Publish.
    </p>
  );
}
