import type { Executor } from '../db/query.ts';
import { blockedDomainList } from '../store/fediverse.ts';

/** How long the list read from the database is trusted: another instance's block reaches this one within it. */
const FRESH_MS = 5_000;

/**
 * The servers an admin blocked, asked of every incoming activity twice (before Fedify reads it and
 * when its actor is stored): the whole list, read at most once per FRESH_MS (a site blocks a handful
 * of servers, so it is small), and dropped at once when this instance changes it.
 */
export class BlockedDomains {
  private domains: Promise<Set<string>> | null = null;
  private readAt = 0;

  constructor(
    private readonly db: Executor,
    private readonly read: typeof blockedDomainList = blockedDomainList,
  ) {}

  async has(host: string): Promise<boolean> {
    if (!this.domains || Date.now() - this.readAt > FRESH_MS) {
      this.readAt = Date.now();
      const reading = this.read(this.db).then((list) => new Set(list.map((d) => d.domain)));
      // A failed read is not kept: the next activity asks again.
      reading.catch(() => {
        if (this.domains === reading) this.domains = null;
      });
      this.domains = reading;
    }
    return (await this.domains).has(host.toLowerCase());
  }

  /** A block or unblock here: the next activity reads the list again. */
  changed() {
    this.domains = null;
  }
}
