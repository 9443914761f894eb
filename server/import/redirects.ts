import { LRUCache } from 'lru-cache';

/**
 * Moved links looked up, remembered a minute (a path without one too: crawlers ask for the same dead
 * paths again and again). A deleted link is forgotten at once here; another instance's copy within its minute.
 */
export class RedirectCache {
  private entries = new LRUCache<string, { blogId: string | null }>({ max: 10_000, ttl: 60_000 });

  async lookup(path: string, load: () => Promise<string | undefined>): Promise<string | null> {
    const kept = this.entries.get(path);
    if (kept) return kept.blogId;
    const blogId = (await load()) ?? null;
    this.entries.set(path, { blogId });
    return blogId;
  }

  forget() {
    this.entries.clear();
  }
}
