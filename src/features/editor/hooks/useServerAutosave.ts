import { useCallback, useEffect, useRef, useState } from 'react';
import { DELAYS } from '@/contract';
import { ApiError } from '@/lib';

export type SaveState = { kind: 'idle' } | { kind: 'unsaved' } | { kind: 'saving' } | { kind: 'saved'; at: number } | { kind: 'offline' } | { kind: 'failed'; message: string };

const UNSAVED: SaveState = { kind: 'unsaved' };

export interface ServerAutosaveOptions {
  /** Off for a new blog until it exists on the server, and once it is published or saved. */
  enabled: boolean;
  /** Sends the unsaved work (/save-edit); throws as the API does. */
  save: () => Promise<void>;
  /** Sends the work while the page goes away (a keepalive request; its answer is never read). */
  saveOnLeave: () => void;
  /** A save refused because the blog changed meanwhile (the conflict Dialog takes over). */
  onConflict: (err: ApiError) => void;
  everyMs?: number;
}

/**
 * Server autosave (issue: publishing without fear): while there are unsaved changes, save them at
 * most every `everyMs`, and when the tab is hidden or closed. `changed()` marks new work. The state
 * says what the status line shows; offline, the local copy (localDraft.ts) stays the fallback.
 */
export function useServerAutosave({ enabled, save, saveOnLeave, onConflict, everyMs = DELAYS.serverAutosave }: ServerAutosaveOptions) {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const dirty = useRef(false);
  const inFlight = useRef(false);
  const latest = useRef({ save, saveOnLeave, onConflict });
  latest.current = { save, saveOnLeave, onConflict };

  const flush = useCallback(async () => {
    if (!dirty.current || inFlight.current) return;
    inFlight.current = true;
    dirty.current = false;
    setState({ kind: 'saving' });
    try {
      await latest.current.save();
      // Work typed while the save was under way still waits.
      setState(dirty.current ? UNSAVED : { kind: 'saved', at: Date.now() });
    } catch (err) {
      dirty.current = true;
      if (err instanceof ApiError && err.status === 409) {
        dirty.current = false;
        setState({ kind: 'idle' });
        latest.current.onConflict(err);
      } else if (err instanceof ApiError && err.status === 0) setState({ kind: 'offline' });
      else setState({ kind: 'failed', message: err instanceof Error ? err.message : 'Could not save' });
    } finally {
      inFlight.current = false;
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => void flush(), everyMs);
    const leave = (event: Event) => {
      if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return;
      if (!dirty.current) return;
      dirty.current = false;
      latest.current.saveOnLeave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', leave);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', leave);
    };
  }, [enabled, everyMs, flush]);

  return {
    state,
    /** New unsaved work. */
    changed: useCallback(() => {
      dirty.current = true;
      // The writer sees that work is waiting; a save under way or a failure keeps its own line.
      setState((s) => (s.kind === 'idle' || s.kind === 'saved' ? UNSAVED : s));
    }, []),
    /** Everything is saved another way (Save Draft, Publish): nothing to send. */
    clean: useCallback(() => {
      dirty.current = false;
    }, []),
    flush,
  };
}
