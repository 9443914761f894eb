import { ERRORS } from '../../src/contract/index.ts';
import { HttpError } from '../httpError.ts';

export interface QueueTurn {
  /** The request is gone (its client closed the connection): stop waiting, take no turn. */
  signal?: AbortSignal;
  /** The longest wait for a turn; then a 503 with Retry-After, as when the queue is full. */
  maxWaitMs?: number;
}

/**
 * At most `running` images in the pipeline at once, at most `waiting` more waiting their turn; beyond
 * that a 503 with Retry-After at once. Each image already spreads its encodes over libuv's threads
 * (sharp works there, never on the event loop): more images at once would only share the same cores
 * while each held its decoded pixels in memory. A waiting image gives up after `maxWaitMs` (a phone
 * on a slow line would otherwise hold its request open past any timeout between it and us, and then
 * be processed for nobody) or when its request goes away.
 */
export class ImageQueue {
  private active = 0;
  private queue: (() => void)[] = [];

  constructor(
    private readonly running: number,
    private readonly waiting: number,
  ) {}

  /** Images being processed and waiting. */
  get size() {
    return { active: this.active, waiting: this.queue.length };
  }

  async run<T>(work: () => Promise<T>, { signal, maxWaitMs }: QueueTurn = {}): Promise<T> {
    if (signal?.aborted) throw busy();
    if (this.active >= this.running) {
      if (this.queue.length >= this.waiting) throw busy();
      await this.turn(signal, maxWaitMs);
    } else {
      this.active++;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiting image (active stays counted for it).
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    }
  }

  /** Waits until a running image hands its slot over; leaves the line on timeout or abort. */
  private turn(signal: AbortSignal | undefined, maxWaitMs: number | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', leave);
      };
      const take = () => {
        done();
        resolve();
      };
      const leave = () => {
        const at = this.queue.indexOf(take);
        if (at === -1) return; // the slot was handed over in the same turn: it is taken
        this.queue.splice(at, 1);
        done();
        reject(busy());
      };
      this.queue.push(take);
      if (maxWaitMs !== undefined) timer = setTimeout(leave, maxWaitMs);
      signal?.addEventListener('abort', leave, { once: true });
    });
  }
}

const busy = () => new HttpError(503, ERRORS.imagesBusy, { 'retry-after': '30' });
