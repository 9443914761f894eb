import { ERRORS } from '../../src/contract/index.ts';
import { HttpError } from '../httpError.ts';

/**
 * At most `running` images in the pipeline at once, at most `waiting` more waiting their turn; beyond
 * that a 503 with Retry-After at once. Each image already spreads its encodes over libuv's threads
 * (sharp works there, never on the event loop): more images at once would only share the same cores
 * while each held its decoded pixels in memory.
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

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.running) {
      if (this.queue.length >= this.waiting) throw new HttpError(503, ERRORS.imagesBusy, { 'retry-after': '30' });
      await new Promise<void>((resolve) => this.queue.push(resolve));
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
}
