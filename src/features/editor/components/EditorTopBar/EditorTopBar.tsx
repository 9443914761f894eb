import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Wordmark } from '../Wordmark';
import * as styles from './EditorTopBar.css.ts';

export interface EditorTopBarProps {
  /** The blog's title; 'New Blog' when empty. */
  title: string;
  /** The actions on the right (Publish, Save Draft). */
  children?: ReactNode;
  /** Under the title: where the work is saved. */
  status?: ReactNode;
  /** Beside the status: the word count and reading time. */
  meta?: ReactNode;
  /** Right after the logo: undo and redo (on a phone they share the logo's row). */
  leading?: ReactNode;
}

/** The editor's own top bar: logo, current title, actions. */
export function EditorTopBar({ title, children, status, meta, leading }: EditorTopBarProps) {
  const { t } = useLingui();
  const shown = title.trim() || t`New Blog`;
  return (
    <header className={styles.topBar}>
      <Wordmark />
      {leading && <div className={styles.barLeading}>{leading}</div>}
      <div className={styles.barHeading}>
        <p className={styles.barTitle} title={title || shown}>
          {shown}
        </p>
        {(status || meta) && (
          <div className={styles.statusRow}>
            {status}
            {meta}
          </div>
        )}
      </div>
      <div className={styles.barActions}>{children}</div>
    </header>
  );
}
