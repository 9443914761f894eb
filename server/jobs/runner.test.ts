import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobRunner, logged, repeat, whenFailed } from './runner.ts';

/** A log that keeps its warn lines. */
function memoryLog() {
  const lines: { obj: Record<string, unknown>; msg: string }[] = [];
  return { lines, warn: (obj: object, msg: string) => void lines.push({ obj: obj as Record<string, unknown>, msg }) };
}

/** A run the test finishes by hand. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((r) => (open = r));
  return { done, open };
}

/** Timers keeping the process alive now (an unref'd timer is not among node's active resources). */
const keepingAlive = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

describe('JobRunner.every', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('runs at once, then every interval measured from the end of a run', async () => {
    const runner = new JobRunner(memoryLog());
    const starts: number[] = [];
    runner.every('tick', 1000, async () => {
      starts.push(Date.now());
      await new Promise((r) => setTimeout(r, 300));
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(starts).toEqual([1_000_000, 1_001_300, 1_002_600]);
    await runner.close();
  });

  it('never overlaps a run; kicks during a run give exactly one more run after it', async () => {
    const runner = new JobRunner(memoryLog());
    let active = 0;
    let most = 0;
    let runs = 0;
    const gates = [gate(), gate()];
    const task = runner.every('drain', 60_000, async () => {
      const g = gates[runs++];
      active++;
      most = Math.max(most, active);
      await g?.done;
      active--;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    task.kick();
    task.kick();
    task.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    gates[0].open();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(2);
    gates[1].open();
    await task.idle();
    expect(runs).toBe(2);
    expect(most).toBe(1);
    await runner.close();
  });

  it('a failed run logs one warn line with the task name, and the next run comes as planned', async () => {
    const log = memoryLog();
    const runner = new JobRunner(log);
    let runs = 0;
    runner.every('sweep', 1000, async () => {
      runs++;
      if (runs === 1) throw new Error('disk full');
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0].msg).toBe('sweep failed');
    expect(log.lines[0].obj.task).toBe('sweep');
    expect((log.lines[0].obj.err as Error).message).toBe('disk full');
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    expect(log.lines).toHaveLength(1);
    await runner.close();
  });

  it('a synchronous throw is logged like a rejection', async () => {
    const log = memoryLog();
    const runner = new JobRunner(log);
    runner.every('sync', 1000, () => {
      throw new Error('boom');
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.lines.map((l) => l.msg)).toEqual(['sync failed']);
    await runner.close();
  });

  it('runAt brings a waiting run forward, never back', async () => {
    const runner = new JobRunner(memoryLog());
    const starts: number[] = [];
    const task = runner.every('publish', 60_000, async () => void starts.push(Date.now()));
    await vi.advanceTimersByTimeAsync(0);
    task.runAt(Date.now() + 5000);
    task.runAt(Date.now() + 30_000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(starts).toEqual([1_000_000, 1_005_000]);
    await runner.close();
  });

  it('runAt during a run is kept for after it (the run may have read its plan before)', async () => {
    const runner = new JobRunner(memoryLog());
    const starts: number[] = [];
    const g = gate();
    const task = runner.every('publish', 60_000, async () => {
      starts.push(Date.now());
      if (starts.length === 1) await g.done;
    });
    await vi.advanceTimersByTimeAsync(0);
    task.runAt(Date.now() + 2000);
    g.open();
    await vi.advanceTimersByTimeAsync(3000);
    expect(starts).toEqual([1_000_000, 1_002_000]);
    await runner.close();
  });

  it('a run may ask for its next run sooner; minGapMs keeps a past time from looping', async () => {
    const runner = new JobRunner(memoryLog());
    const starts: number[] = [];
    runner.every(
      'self-arming',
      60_000,
      async (task) => {
        starts.push(Date.now());
        task.runAt(Date.now() - 10);
      },
      { minGapMs: 200 },
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(starts).toEqual([1_000_000, 1_000_200, 1_000_400, 1_000_600, 1_000_800, 1_001_000]);
    await runner.close();
  });

  it('what a run answers does not move its next run (a count is no time)', async () => {
    const runner = new JobRunner(memoryLog());
    const starts: number[] = [];
    runner.every('count', 1000, async () => (starts.push(Date.now()), 3));
    await vi.advanceTimersByTimeAsync(1500);
    expect(starts).toEqual([1_000_000, 1_001_000]);
    await runner.close();
  });

  it('firstRunMs puts off the first run', async () => {
    const runner = new JobRunner(memoryLog());
    const starts: number[] = [];
    runner.every('cleanup', 3_600_000, async () => void starts.push(Date.now()), { firstRunMs: 60_000 });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(starts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(starts).toEqual([1_060_000]);
    await runner.close();
  });

  it('close stops tasks in reverse order of start, each after its run under way, and no run follows', async () => {
    const runner = new JobRunner(memoryLog());
    const events: string[] = [];
    const g = gate();
    let firstRuns = 0;
    const first = runner.every('first', 1000, async () => {
      firstRuns++;
      events.push('first runs');
      await g.done;
      events.push('first done');
    });
    runner.every('second', 1000, async () => void events.push('second runs'));
    await vi.advanceTimersByTimeAsync(0);
    first.kick();
    const closing = runner.close().then(() => events.push('closed'));
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['first runs', 'second runs']);
    g.open();
    await closing;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(events).toEqual(['first runs', 'second runs', 'first done', 'closed']);
    expect(firstRuns).toBe(1);
    expect(() => runner.every('late', 1000, async () => {})).toThrow(/closed/);
  });

  it('its timers keep no process alive', async () => {
    // Real timers, each looked at itself: counting the process's active timers would also count
    // whatever another file of this shared worker left running and ending meanwhile.
    vi.useRealTimers();
    const armed: NodeJS.Timeout[] = [];
    const realSetTimeout = globalThis.setTimeout;
    const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((...args: Parameters<typeof setTimeout>) => {
      const timer = realSetTimeout(...args);
      armed.push(timer);
      return timer;
    }) as typeof setTimeout);
    const runner = new JobRunner(memoryLog());
    try {
      runner.every('quiet', 60_000, async () => {});
      await new Promise((r) => realSetTimeout(r, 20));
      expect(armed.length, 'the runner armed its next run').toBeGreaterThan(0);
      expect(armed.filter((t) => t.hasRef()), 'the next run is armed on an unref timer').toEqual([]);
    } finally {
      spy.mockRestore();
      await runner.close();
    }
  });
});

describe('logged', () => {
  it('turns a failure into one warn line naming the work', async () => {
    const log = memoryLog();
    await logged(log, 'read flush', async () => {
      throw new Error('gone');
    });
    await logged(log, 'fine', async () => {});
    expect(log.lines.map((l) => [l.msg, l.obj.task])).toEqual([['read flush failed', 'read flush']]);
  });
});

describe('repeat and whenFailed', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('repeat calls every interval until stopped', async () => {
    const calls: number[] = [];
    const stop = repeat(() => void calls.push(Date.now()), 1000);
    await vi.advanceTimersByTimeAsync(3500);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toEqual([1_001_000, 1_002_000, 1_003_000]);
  });

  it("repeat's timers keep no process alive", async () => {
    vi.useRealTimers();
    const before = keepingAlive();
    const stop = repeat(() => {}, 60_000);
    expect(keepingAlive()).toBe(before);
    stop();
  });

  it('whenFailed logs one warn line naming the work', () => {
    const log = memoryLog();
    whenFailed(log, 'read flush')(new Error('gone'));
    expect(log.lines.map((l) => [l.msg, l.obj.task, (l.obj.err as Error).message])).toEqual([['read flush failed', 'read flush', 'gone']]);
  });
});
