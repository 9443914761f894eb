import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which work is background (a job runner's task and everything it awaits): on the embedded database,
 * whose one connection every query waits for, a reader's query goes before background work that is
 * already waiting, so a newsletter send, an import or an archive does not stand between a reader and
 * the database more than one statement or transaction at a time.
 */
const background = new AsyncLocalStorage<true>();

/** Runs `fn` as background work: its queries give way to readers' waiting for the embedded connection. */
export function asBackground<T>(fn: () => T): T {
  return background.run(true, fn);
}

export function isBackground(): boolean {
  return background.getStore() === true;
}

/**
 * How long background work may be overtaken, at most: past this it keeps its place, so a steady
 * stream of readers slows a job down but never stops it.
 */
export const MAX_GIVE_WAY_MS = 25;

/**
 * A waiting line for the connection (node-postgres' pool keeps its waiters in a plain array and only
 * pushes, shifts and removes): a foreground waiter is placed before background waiters that have
 * waited less than MAX_GIVE_WAY_MS; the rest stays first come, first served. Whether a waiter is
 * background is read when it joins the line, in the caller's own context (push is synchronous in
 * `pool.connect`).
 */
export class ForegroundFirst<T extends object> extends Array<T> {
  // Methods that make new arrays (filter, splice's removed part) make plain ones.
  static override get [Symbol.species]() {
    return Array;
  }

  private readonly joined = new WeakMap<T, number>();

  constructor(private readonly now: () => number = () => performance.now()) {
    super();
  }

  override push(...items: T[]): number {
    for (const item of items) {
      if (isBackground()) {
        this.joined.set(item, this.now());
        super.push(item);
        continue;
      }
      const now = this.now();
      const at = this.findIndex((waiting) => {
        const since = this.joined.get(waiting);
        return since !== undefined && now - since < MAX_GIVE_WAY_MS;
      });
      if (at === -1) super.push(item);
      else this.splice(at, 0, item);
    }
    return this.length;
  }
}
