import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { ERRORS } from '../../src/contract/index.ts';
import { HttpError } from '../httpError.ts';
import type { SanitizedContent } from './sanitize.ts';
import type { SaveTask } from './saveWorker.ts';

/**
 * Where the worker's module is. From the sources (tsx, the tests) this file is server/content/savePool.ts
 * beside saveWorker.ts; in the bundle (scripts/build-server.mjs) it is part of build/server/main.mjs, and
 * the worker is the build's second entry point beside it, build/server/saveWorker.mjs.
 */
function workerFile(): { filename: string; execArgv: string[] } {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return { filename: new URL('./saveWorker.mjs', here).href, execArgv: [] };
  // TypeScript needs tsx's loader in the thread too. Named here rather than inherited, because a test
  // runner's process has no loader flags of its own to pass on.
  const tsx = pathToFileURL(createRequire(here).resolve('tsx')).href;
  return { filename: new URL('./saveWorker.ts', here).href, execArgv: ['--import', tsx] };
}

/** How long a save waits for its thread to be ready (a new one loads its modules first). */
const THREAD_START_MS = 60_000;

const busy = () => new HttpError(503, ERRORS.saveBusy, { 'retry-after': '5' });

export interface ContentPoolOptions {
  /** Threads at most; they start on the first save and end after `idleMs` without work. */
  maxThreads?: number;
  /** Milliseconds into a save's work after which its code is no longer highlighted (kept as escaped plain text). */
  highlightMs: number;
  /** Milliseconds one save's work may take in all (from its start in a thread) before the thread is stopped and the save refused. */
  workMs?: number;
  idleMs?: number;
  /** Saves waiting for a thread at most; beyond them a save is answered 503 at once. */
  maxQueue?: number;
}

/**
 * Sanitises and highlights saved content off the event loop, in a small pool of worker threads
 * (piscina). Small because the machine's cores also serve every other request and the database:
 * one thread on two cores, two from four up.
 */
export class ContentPool {
  private pool: Piscina<SaveTask, SanitizedContent> | null = null;
  private closed = false;
  private readonly maxThreads: number;
  private readonly workMs: number;
  private readonly maxQueue: number;
  /** Saves in a thread now, and those waiting for one. */
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly options: ContentPoolOptions) {
    this.maxThreads = options.maxThreads ?? Math.min(2, Math.max(1, availableParallelism() - 1));
    this.workMs = options.workMs ?? 10_000;
    this.maxQueue = options.maxQueue ?? 64;
  }

  /** The pool, made on the first save: a server (or a test) that never saves starts no thread. */
  private get piscina(): Piscina<SaveTask, SanitizedContent> {
    if (!this.pool) {
      const { filename, execArgv } = workerFile();
      this.pool = new Piscina<SaveTask, SanitizedContent>({
        filename,
        execArgv,
        minThreads: 0,
        maxThreads: this.maxThreads,
        // A minute: an author's autosave (every 30 s) finds its thread still there.
        idleTimeout: this.options.idleMs ?? 60_000,
        closeTimeout: 5_000,
        // A save's content is at most 2 MB of JSON: its copy and the highlighted result fit well in this.
        resourceLimits: { maxOldGenerationSizeMb: 256 },
      });
    }
    return this.pool;
  }

  /** The content as sanitizeContent makes it, made in a worker thread. */
  async sanitize(content: SaveTask['content']): Promise<SanitizedContent> {
    await this.acquire();
    // The save's clock starts when its thread starts the work (the thread says so on `started`): a
    // new thread first loads the sanitiser and the highlighter, which on a loaded machine took longer
    // than a save may, and refused the first save after a quiet minute. A thread that does not start
    // within THREAD_START_MS is a busy server, not a slow save.
    const stop = new AbortController();
    const { port1: started, port2: startedInThread } = new MessageChannel();
    let working = false;
    let timer = setTimeout(() => stop.abort(), THREAD_START_MS);
    started.once('message', () => {
      working = true;
      clearTimeout(timer);
      timer = setTimeout(() => stop.abort(), this.workMs);
    });
    try {
      if (this.closed) throw busy();
      // Past workMs the thread is stopped (its synchronous work cannot be interrupted otherwise).
      return await this.piscina.run({ content, highlightMs: this.options.highlightMs, started: startedInThread }, { signal: stop.signal, transferList: [startedInThread] });
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw working ? new HttpError(422, ERRORS.saveTooSlow) : busy();
      throw err;
    } finally {
      clearTimeout(timer);
      started.close();
      this.release();
    }
  }

  /**
   * A thread for one save, or a place in the line for one: saves wait here rather than in piscina's
   * queue, so that a save's time limit counts its own work only. A full line is a 503 at once.
   */
  private async acquire(): Promise<void> {
    if (this.closed) throw busy();
    if (this.running < this.maxThreads) {
      this.running++;
      return;
    }
    if (this.waiting.length >= this.maxQueue) throw busy();
    // The finishing save hands its thread over (release): the count stays the same.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }

  /** Threads now running (for tests and the benchmark). */
  get threads(): number {
    return this.pool?.threads.length ?? 0;
  }

  /** Ends the threads; a save still running finishes first (up to five seconds). */
  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = null;
    await pool?.close();
  }
}
