import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type pg from 'pg';
import { ReadCounter } from './readCounter.ts';
import { InvalidationBus } from './bus.ts';
import { AnswerCache, type Computed } from './answerCache.ts';

// Background work of the cache that nobody awaits: each failure is one warn line naming it.
function memoryLog() {
  const lines: { task: unknown; msg: string }[] = [];
  return { lines, warn: (obj: object, msg: string) => void lines.push({ task: (obj as { task?: unknown }).task, msg }) };
}
const brokenPool = { query: async () => Promise.reject(new Error('connection lost')) } as unknown as pg.Pool;

describe('cache background failures are logged', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('a failed read flush', async () => {
    const log = memoryLog();
    const reads = new ReadCounter(brokenPool, 500, () => {}, log);
    reads.count('b1', 'a1');
    await vi.advanceTimersByTimeAsync(500);
    expect(log.lines[0]).toEqual({ task: 'read flush', msg: 'read flush failed' });
  });

  it('a failed notify to the other instances', async () => {
    const log = memoryLog();
    const bus = new InvalidationBus('postgres://unused', brokenPool, () => {}, () => {}, log);
    bus.publish(['lists']);
    bus.publishReads([['b1', 3]]);
    await vi.advanceTimersByTimeAsync(10);
    expect(log.lines.map((l) => l.msg).sort()).toEqual(['cache invalidation notify failed', 'read totals notify failed']);
  });

  it('a failed background refresh of a stale answer (the kept answer stays)', async () => {
    const log = memoryLog();
    const reads = { version: 0, counted: () => 0, committed: () => 0, shown: (_b: string, base: number) => base, stable: async <T, R>(q: () => Promise<T>, after: (v: T) => R) => after(await q()) } as unknown as ReadCounter;
    const cache = new AnswerCache(reads, true, undefined, undefined, log);
    const answer: Computed = { json: ['{"a":1}'], slots: [], tags: ['t'] };
    await cache.fetch('k', 1000, async () => answer, 60_000);
    await vi.advanceTimersByTimeAsync(2000);
    const kept = await cache.fetch('k', 1000, async () => Promise.reject(new Error('query failed')), 60_000);
    expect(kept).not.toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(log.lines).toEqual([{ task: 'answer refresh', msg: 'answer refresh failed' }]);
  });
});
