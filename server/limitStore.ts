import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
// @ts-expect-error -- the plugin's own in-memory store (store/LocalStore.js) has no type declarations
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';

/** The global limit's store in this process, with a read for the plugin's `{ increment: false }` checks. */
export type LimitStore = FastifyRateLimitStore & { read?: FastifyRateLimitStore['incr'] };

/** The global limit as the plugin is given it, and the in-memory store it counts in. */
export interface LocalLimit {
  store: LimitStore;
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

/**
 * @fastify/rate-limit's own in-memory store, made by the plugin (its `store` option) and kept where
 * the front door can count in it directly. Why: through the plugin's limiter (`createRateLimit`) each
 * of the door's answers would pay for an async function, a promise around the store's callback, a
 * result object and an IPv6 test of the address, several times what the count itself costs
 * (docs/decisions/0011-rate-limit-store.md; `npm run bench:limit` measures both). The store answers
 * synchronously; the door and Fastify count in the same one, so a client's limit is the same
 * whichever answers it.
 */
export function sharedLocalStore(): { Store: new (params: FastifyRateLimitOptions) => LimitStore; current: () => LimitStore | null } {
  let made: LimitStore | null = null;
  class SharedStore implements LimitStore {
    private inner: LimitStore;
    constructor(params: FastifyRateLimitOptions) {
      // The plugin passes its settings, these two among them, as it does to its own LocalStore.
      const { continueExceeding, exponentialBackoff } = params as { continueExceeding?: boolean; exponentialBackoff?: boolean };
      this.inner = new LocalStore(continueExceeding, exponentialBackoff) as LimitStore;
      made = this.inner;
    }
    incr(...args: Parameters<LimitStore['incr']>) {
      this.inner.incr(...args);
    }
    read(...args: Parameters<LimitStore['incr']>) {
      this.inner.read!(...args);
    }
    child(routeOptions: Parameters<LimitStore['child']>[0]) {
      return this.inner.child(routeOptions);
    }
  }
  return { Store: SharedStore, current: () => made };
}
