import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/** 10 failed tries in 15 minutes lock an e-mail for the rest of that window (API.md). */
export const LOCKOUT = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const;

export interface LockoutStore {
  /** Seconds until the e-mail may try again, or 0 when it is not locked. */
  lockedFor(email: string): Promise<number>;
  recordFailure(email: string): Promise<void>;
  reset(email: string): Promise<void>;
}

// Keys are hashes: the stores never hold an e-mail address.
const keyOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

export class MemoryLockout implements LockoutStore {
  private entries = new Map<string, { count: number; resetAt: number }>();

  private live(email: string) {
    const k = keyOf(email);
    const e = this.entries.get(k);
    if (e && e.resetAt <= Date.now()) {
      this.entries.delete(k);
      return { k, e: undefined };
    }
    return { k, e };
  }
  async lockedFor(email: string) {
    const { e } = this.live(email);
    return e && e.count >= LOCKOUT.maxFailures ? Math.ceil((e.resetAt - Date.now()) / 1000) : 0;
  }
  async recordFailure(email: string) {
    const { k, e } = this.live(email);
    if (e) e.count++;
    else this.entries.set(k, { count: 1, resetAt: Date.now() + LOCKOUT.windowMs });
    if (this.entries.size > 100_000) this.sweep();
  }
  async reset(email: string) {
    this.entries.delete(keyOf(email));
  }
  private sweep() {
    const now = Date.now();
    for (const [k, e] of this.entries) if (e.resetAt <= now) this.entries.delete(k);
  }
}

export class RedisLockout implements LockoutStore {
  constructor(private redis: Redis) {}
  async lockedFor(email: string) {
    const k = `inkwell:lockout:${keyOf(email)}`;
    const [count, ttl] = await Promise.all([this.redis.get(k), this.redis.pttl(k)]);
    return Number(count ?? 0) >= LOCKOUT.maxFailures && ttl > 0 ? Math.ceil(ttl / 1000) : 0;
  }
  async recordFailure(email: string) {
    const k = `inkwell:lockout:${keyOf(email)}`;
    const count = await this.redis.incr(k);
    if (count === 1) await this.redis.pexpire(k, LOCKOUT.windowMs);
  }
  async reset(email: string) {
    await this.redis.del(`inkwell:lockout:${keyOf(email)}`);
  }
}
