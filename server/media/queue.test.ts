import { describe, expect, it } from 'vitest';
import { HttpError } from '../httpError.ts';
import { ImageQueue } from './queue.ts';

/** A piece of work that ends when told to. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, work: () => opened.then(() => 'done') };
}
const statusOf = (err: unknown) => (err instanceof HttpError ? err.statusCode : err);

describe('the image queue', () => {
  it('gives a waiting image up after its longest wait, with a 503 and Retry-After, and keeps its count right', async () => {
    const queue = new ImageQueue(1, 5);
    const first = gate();
    const running = queue.run(first.work);
    const started = Date.now();
    const waited = await queue.run(async () => 'never', { maxWaitMs: 50 }).catch((err: unknown) => err);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(statusOf(waited)).toBe(503);
    expect((waited as HttpError).headers).toMatchObject({ 'retry-after': '30' });
    expect(queue.size).toEqual({ active: 1, waiting: 0 });
    first.open();
    await running;
    expect(queue.size).toEqual({ active: 0, waiting: 0 });
    // The slot is free again: the next image runs at once.
    await expect(queue.run(async () => 'next', { maxWaitMs: 50 })).resolves.toBe('next');
  });

  it('takes a waiting image out of the line when its request goes away, and runs the ones behind it', async () => {
    const queue = new ImageQueue(1, 5);
    const first = gate();
    const running = queue.run(first.work);
    const gone = new AbortController();
    const abandoned = queue.run(async () => 'processed for nobody', { signal: gone.signal }).catch((err: unknown) => err);
    const order: string[] = [];
    const behind = queue.run(async () => (order.push('behind'), 'behind'));
    expect(queue.size).toEqual({ active: 1, waiting: 2 });
    gone.abort();
    expect(statusOf(await abandoned)).toBe(503);
    expect(queue.size).toEqual({ active: 1, waiting: 1 });
    first.open();
    await expect(behind).resolves.toBe('behind');
    await running;
    expect(order).toEqual(['behind']);
    expect(queue.size).toEqual({ active: 0, waiting: 0 });
  });

  it('an image whose turn comes before its time is up runs, and its timer does not fire later', async () => {
    const queue = new ImageQueue(1, 5);
    const first = gate();
    const running = queue.run(first.work);
    const waiting = queue.run(async () => 'ran', { maxWaitMs: 200 });
    first.open();
    await running;
    await expect(waiting).resolves.toBe('ran');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(queue.size).toEqual({ active: 0, waiting: 0 });
  });
});
