import { useEffect, useState } from 'react';
import { showProblem } from '@/lib';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SaveState } from '../../hooks/useServerAutosave.ts';
import * as styles from './SaveStatus.css.ts';

export interface SaveStatusProps {
  state: SaveState;
  /** Time reference (stories pin it). */
  now?: () => number;
}

/** Where the writer's work is: always visible in the editor's top bar, announced politely. */
export function SaveStatus({ state, now = Date.now }: SaveStatusProps) {
  const [, tick] = useState(0);
  const { i18n, t } = useLingui();
  useEffect(() => {
    if (state.kind !== 'saved') return;
    const timer = window.setInterval(() => tick((n) => n + 1), 5000);
    return () => window.clearInterval(timer);
  }, [state.kind]);
  const text = (() => {
    switch (state.kind) {
      case 'saving':
        return t`Saving…`;
      case 'saved': {
        const seconds = Math.max(0, Math.round((now() - state.at) / 1000));
        if (seconds < 5) return t`Saved just now`;
        if (seconds < 60) return t`Saved ${plural(seconds, { one: '# s', other: '# s' })} ago`;
        const minutes = Math.round(seconds / 60);
        return t`Saved ${plural(minutes, { one: '# min', other: '# min' })} ago`;
      }
      case 'offline':
        return t`Offline: kept on this device`;
      case 'failed': {
        // The server's own words, or the transport's, in the interface's language.
        const reason = showProblem(state.message, i18n);
        return t`Not saved: ${reason}`;
      }
      case 'unsaved':
        return t`Unsaved changes`;
      default:
        return t`No unsaved changes`;
    }
  })();
  return (
    <p className={styles.status} role="status" aria-live="polite" data-kind={state.kind}>
      {text}
    </p>
  );
}
