// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@/lib';
import { useServerAutosave } from './hooks/useServerAutosave.ts';

function setup(save: () => Promise<boolean | void> = vi.fn(() => Promise.resolve())) {
  const saveOnLeave = vi.fn();
  const onConflict = vi.fn();
  const hook = renderHook(() => useServerAutosave({ enabled: true, save, saveOnLeave, onConflict, everyMs: 30_000, pauseMs: 3_000, gapMs: 10_000 }));
  return { hook, save, saveOnLeave, onConflict };
}
const setHidden = (hidden: boolean) => Object.defineProperty(document, 'visibilityState', { value: hidden ? 'hidden' : 'visible', configurable: true });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_800_000_000_000);
});
afterEach(() => {
  vi.useRealTimers();
  setHidden(false);
});

describe('useServerAutosave', () => {
  it('saves once the writing pauses for 3 s, not at each change, and says the work waits until then', async () => {
    const { hook, save } = setup();
    act(() => hook.result.current.changed());
    expect(hook.result.current.state).toEqual({ kind: 'unsaved' });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    act(() => hook.result.current.changed());
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(save).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(save).toHaveBeenCalledTimes(1);
    expect(hook.result.current.state.kind).toBe('saved');
  });

  it('a change that turns out to be nothing new (the save finds the same work) leaves the line at no unsaved changes', async () => {
    const { hook, save } = setup(vi.fn(() => Promise.resolve(false)));
    act(() => hook.result.current.changed());
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(save).toHaveBeenCalledTimes(1);
    expect(hook.result.current.state).toEqual({ kind: 'idle' });
  });

  it('keeps saves after pauses at least 10 s apart', async () => {
    const { hook, save } = setup();
    act(() => hook.result.current.changed());
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(save).toHaveBeenCalledTimes(1);
    act(() => hook.result.current.changed());
    // Changed right after the first save started: the next waits for the gap, not just the pause.
    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(save).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('saves with an ordinary request when the tab is hidden, and sends nothing more when the page then goes', async () => {
    const { hook, save, saveOnLeave } = setup();
    act(() => hook.result.current.changed());
    setHidden(true);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(save).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(saveOnLeave).not.toHaveBeenCalled();
  });

  it('sends the work on leaving when its save is still under way (the page going cuts it short)', async () => {
    let finish = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { hook, saveOnLeave } = setup(save);
    act(() => hook.result.current.changed());
    setHidden(true);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(hook.result.current.state.kind).toBe('saving');
    window.dispatchEvent(new Event('pagehide'));
    expect(saveOnLeave).toHaveBeenCalledTimes(1);
    await act(async () => finish());
  });

  it('sends unsaved work on leaving, once; nothing when all is saved', async () => {
    const { hook, saveOnLeave } = setup();
    window.dispatchEvent(new Event('pagehide'));
    expect(saveOnLeave).not.toHaveBeenCalled();
    act(() => hook.result.current.changed());
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    expect(saveOnLeave).toHaveBeenCalledTimes(1);
    // The leave took the work: no save follows after the pause.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
  });

  it('work typed during a save waits for the next pause, and the line says so', async () => {
    let finish = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { hook } = setup(save);
    act(() => hook.result.current.changed());
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    act(() => hook.result.current.changed());
    await act(async () => finish());
    expect(hook.result.current.state).toEqual({ kind: 'unsaved' });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('a refused save (409) hands over to the conflict and stops saving', async () => {
    const save = vi.fn(() => Promise.reject(new ApiError('This blog changed since you opened it', 409, { blog: {} })));
    const { hook, onConflict } = setup(save);
    act(() => hook.result.current.changed());
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(onConflict).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(save).toHaveBeenCalledTimes(1);
  });
});
