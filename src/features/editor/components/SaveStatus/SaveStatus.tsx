import { useEffect, useState } from 'react';
import type { SaveState } from '../../hooks/useServerAutosave.ts';
import * as styles from './SaveStatus.css.ts';

export interface SaveStatusProps {
  state: SaveState;
  /** Time reference (stories pin it). */
  now?: () => number;
}

function ago(ms: number) {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 5) return 'just now';
  if (s < 60) return `${s} s ago`;
  const m = Math.round(s / 60);
  return `${m} min ago`;
}

/** Where the writer's work is: always visible in the editor's top bar, announced politely. */
export function SaveStatus({ state, now = Date.now }: SaveStatusProps) {
  const [, tick] = useState(0);
  useEffect(() => {
    if (state.kind !== 'saved') return;
    const timer = window.setInterval(() => tick((n) => n + 1), 5000);
    return () => window.clearInterval(timer);
  }, [state.kind]);
  const text =
    state.kind === 'saving'
      ? 'Saving…'
      : state.kind === 'saved'
        ? `Saved ${ago(now() - state.at)}`
        : state.kind === 'offline'
          ? 'Offline: kept on this device'
          : state.kind === 'failed'
            ? `Not saved: ${state.message}`
            : state.kind === 'unsaved'
              ? 'Unsaved changes'
              : 'No unsaved changes';
  return (
    <p className={styles.status} role="status" aria-live="polite" data-kind={state.kind}>
      {text}
    </p>
  );
}
