import { useCallback, useEffect, useRef, useState } from 'react';
import { DELAYS } from '@/contract';
import { msg } from '@lingui/core/macro';
import { ApiError } from '@/lib';
import { i18n } from '@/lib/i18n';

export type SaveState = { kind: 'idle' } | { kind: 'unsaved' } | { kind: 'saving' } | { kind: 'saved'; at: number } | { kind: 'offline' } | { kind: 'failed'; message: string };

const UNSAVED: SaveState = { kind: 'unsaved' };

export interface ServerAutosaveOptions {
  /** Off for a new blog until it exists on the server, and once it is published or saved. */
  enabled: boolean;
  /** Sends the unsaved work (/save-edit); throws as the API does. False: nothing differed from the last save, nothing was sent. */
  save: () => Promise<boolean | void>;
  /** Sends the work while the page goes away (a request that outlives the page; its answer is never read). */
  saveOnLeave: () => void;
  /** A save refused because the blog changed meanwhile (the conflict Dialog takes over). */
  onConflict: (err: ApiError) => void;
  everyMs?: number;
  /** How long the writing pauses before its work is saved. */
  pauseMs?: number;
  /** The least time between the starts of two saves (a pause after each sentence sends no flood of saves). */
  gapMs?: number;
}

/**
 * Server autosave, so that a writer may leave the page at any moment without losing work. Work is
 * saved early, so that little is left to send when the page goes away, where a request's body is
 * capped (64 KiB for all keepalive requests):
 * - once the writing pauses (`pauseMs`, saves at least `gapMs` apart), and at most every `everyMs`
 *   while it goes on;
 * - when the tab is hidden, with an ordinary request: the page usually lives on (another tab, another
 *   app), so the save completes and its answer (the new version) is read;
 * - when the page goes away (pagehide: closed, reloaded, navigated away) with the work unsaved or its
 *   save still under way: `saveOnLeave`, a request that outlives the page whatever its size
 *   (src/lib/api/leave.ts).
 * `changed()` marks new work. The state says what the status line shows; offline, the local copy
 * (localDraft.ts) stays the fallback.
 */
export function useServerAutosave({
  enabled,
  save,
  saveOnLeave,
  onConflict,
  everyMs = DELAYS.serverAutosave,
  pauseMs = DELAYS.serverAutosavePause,
  gapMs = DELAYS.serverAutosaveGap,
}: ServerAutosaveOptions) {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const dirty = useRef(false);
  const inFlight = useRef(false);
  const lastStart = useRef(0);
  const pauseTimer = useRef<number | undefined>(undefined);
  const latest = useRef({ save, saveOnLeave, onConflict, enabled, pauseMs, gapMs });
  latest.current = { save, saveOnLeave, onConflict, enabled, pauseMs, gapMs };

  const flush = useCallback(async () => {
    if (!dirty.current || inFlight.current) return;
    window.clearTimeout(pauseTimer.current);
    inFlight.current = true;
    dirty.current = false;
    lastStart.current = Date.now();
    setState({ kind: 'saving' });
    try {
      const sent = await latest.current.save();
      // Work typed while the save was under way still waits: it goes after the next pause.
      if (dirty.current) {
        setState(UNSAVED);
        schedule();
      } else if (sent === false) setState((s) => (s.kind === 'saving' ? { kind: 'idle' } : s));
      else setState({ kind: 'saved', at: Date.now() });
    } catch (err) {
      dirty.current = true;
      if (err instanceof ApiError && err.status === 409) {
        dirty.current = false;
        setState({ kind: 'idle' });
        latest.current.onConflict(err);
      } else if (err instanceof ApiError && err.status === 0) setState({ kind: 'offline' });
      else setState({ kind: 'failed', message: err instanceof Error ? err.message : i18n._(msg`Could not save`) });
    } finally {
      inFlight.current = false;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- schedule reads refs only
  }, []);

  /** A save once the writing has paused, and no sooner than `gapMs` after the last one started. */
  function schedule() {
    const { enabled: on, pauseMs: pause, gapMs: gap } = latest.current;
    window.clearTimeout(pauseTimer.current);
    if (!on) return;
    const wait = Math.max(pause, lastStart.current + gap - Date.now());
    pauseTimer.current = window.setTimeout(() => void flush(), wait);
  }

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => void flush(), everyMs);
    const hidden = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const leave = () => {
      // A save under way when the page goes is cut short with it: the work is sent again, this way.
      if (!dirty.current && !inFlight.current) return;
      dirty.current = false;
      window.clearTimeout(pauseTimer.current);
      latest.current.saveOnLeave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(pauseTimer.current);
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [enabled, everyMs, flush]);

  return {
    state,
    /** New unsaved work. */
    changed: useCallback(() => {
      dirty.current = true;
      // The writer sees that work is waiting; a save under way or a failure keeps its own line.
      setState((s) => (s.kind === 'idle' || s.kind === 'saved' ? UNSAVED : s));
      if (!inFlight.current) schedule();
      // eslint-disable-next-line react-hooks/exhaustive-deps -- schedule reads refs only
    }, []),
    /** Everything is saved another way (Save Draft, Publish): nothing to send. */
    clean: useCallback(() => {
      dirty.current = false;
      window.clearTimeout(pauseTimer.current);
    }, []),
    flush,
  };
}
