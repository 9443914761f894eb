import { asBackground } from '../db/foregroundFirst.ts';

/**
 * The server's one home for background work that repeats: schedulers, polls and sweepers. Each task
 * has one single-flight guard (a run never overlaps itself; asking for a run during one gets exactly
 * one more run after it), timers that never keep the process alive, one failure policy (every failed
 * run is one warn line naming the task; the next run comes as planned), and an ordered stop.
 */

export interface JobLog {
  warn(obj: object, msg: string): void;
}

/**
 * A run's work; what it answers is not used. A run that wants its next run sooner than the interval
 * says so with `task.runAt` (the publishing scheduler sleeps until the next blog is due).
 */
export type TaskRun = (task: Task) => unknown;

export interface TaskOptions {
  /** The first run comes this long after start (default 0: at once, so work left by a stop is done). */
  firstRunMs?: number;
  /** The shortest wait between the end of a run and a timed next one (a due time in the past loops no faster). */
  minGapMs?: number;
}

export interface Task {
  readonly name: string;
  /** Run as soon as possible: now when idle, or once more right after the run under way. */
  kick(): void;
  /** Run no later than `at` (ms since the epoch); an earlier planned run stays. Asked during a run: after it. */
  runAt(at: number): void;
  /** Resolves when no run is under way (and none is asked for right after it). */
  idle(): Promise<void>;
  /** True once the runner is closing: a long run stops between its steps. */
  readonly stopped: boolean;
}

/** Where background work says it failed when it is given no log of the server's (unit tests, tools). */
export const stderrLog: JobLog = { warn: (obj, msg) => console.warn(msg, obj) };

/** The failure policy of work outside a task (flushes, notifies, refreshes): one warn line naming it. */
export const whenFailed =
  (log: JobLog, name: string) =>
  (err: unknown): void =>
    log.warn({ err, task: name }, `${name} failed`);

/**
 * Calls `fn` every `everyMs` on a timer that keeps no process alive, for a loop that cannot be a
 * task (the log writer: its failures cannot be logged through itself). Answers its stop.
 */
export function repeat(fn: () => void, everyMs: number): () => void {
  let timer: NodeJS.Timeout;
  let stopped = false;
  const arm = () => {
    timer = setTimeout(() => {
      if (stopped) return;
      arm();
      fn();
    }, everyMs);
    timer.unref();
  };
  arm();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** Calls `fn` with the error logged as one warn line naming `name` if it throws or rejects. */
export async function logged(log: JobLog, name: string, fn: () => unknown): Promise<void> {
  try {
    await fn();
  } catch (err) {
    log.warn({ err, task: name }, `${name} failed`);
  }
}

class PeriodicTask implements Task {
  private timer: NodeJS.Timeout | null = null;
  private wakeAt = Infinity;
  private running: Promise<void> | null = null;
  // Set from a run's first synchronous step (before `running` is assigned): a runAt inside it counts.
  private inRun = false;
  private again = false;
  // The earliest run asked for (runAt) since the run under way began: that run's plan may predate it.
  private askedAt = Infinity;
  stopped = false;

  constructor(
    readonly name: string,
    private readonly intervalMs: number,
    private readonly fn: TaskRun,
    private readonly log: JobLog,
    private readonly minGapMs: number,
  ) {}

  start(firstRunMs: number) {
    if (firstRunMs > 0) this.arm(Date.now() + firstRunMs);
    else this.kick();
  }

  kick() {
    if (this.stopped) return;
    if (this.inRun) {
      this.again = true;
      return;
    }
    this.disarm();
    this.running = this.run();
  }

  runAt(at: number) {
    if (this.stopped) return;
    if (this.inRun) {
      this.askedAt = Math.min(this.askedAt, at);
      return;
    }
    if (at < this.wakeAt) this.arm(at);
  }

  async idle() {
    while (this.running) await this.running;
  }

  async stop() {
    this.stopped = true;
    this.disarm();
    await this.idle();
  }

  private async run() {
    this.inRun = true;
    this.askedAt = Infinity;
    try {
      // Called a microtask later, so that `running` is set before even a synchronous run ends; as
      // background work, whose queries let readers' go first on the embedded database.
      await Promise.resolve().then(() => asBackground(() => this.fn(this)));
    } catch (err) {
      this.log.warn({ err, task: this.name }, `${this.name} failed`);
    }
    this.inRun = false;
    this.running = null;
    if (this.stopped) return;
    if (this.again) {
      this.again = false;
      this.kick();
      return;
    }
    const now = Date.now();
    this.arm(Math.min(now + this.intervalMs, Math.max(now + this.minGapMs, this.askedAt)));
  }

  private arm(at: number) {
    this.disarm();
    this.wakeAt = at;
    this.timer = setTimeout(() => this.kick(), Math.max(0, at - Date.now()));
    this.timer.unref();
  }

  private disarm() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.wakeAt = Infinity;
  }
}

/** A process's background tasks; close() stops them in reverse order of start, each after its run under way. */
export class JobRunner {
  private tasks: PeriodicTask[] = [];
  private closed = false;

  constructor(private readonly log: JobLog) {}

  /** Runs `fn` every `intervalMs` (from the end of one run to the start of the next), from now on. */
  every(name: string, intervalMs: number, fn: TaskRun, opts: TaskOptions = {}): Task {
    if (this.closed) throw new Error(`The job runner is closed: ${name} was not started`);
    const task = new PeriodicTask(name, intervalMs, fn, this.log, opts.minGapMs ?? 0);
    this.tasks.push(task);
    task.start(opts.firstRunMs ?? 0);
    return task;
  }

  async close() {
    this.closed = true;
    for (const task of this.tasks.reverse()) await task.stop();
    this.tasks = [];
  }
}
