/** The counts on a blog's card that likes and comments move (reads have their own counter). */
export type CountKind = 'likes' | 'comments' | 'parents';

/** How a write moved a blog's counts. */
export interface CountChange {
  blog: string;
  likes?: number;
  comments?: number;
  parents?: number;
}

interface BlogCounts {
  likes: number;
  comments: number;
  parents: number;
  /** The generation of the last change to this blog's counts. */
  gen: number;
}

/** Past this many blogs the deltas start again (and the cache is emptied, see `end`). */
const MAX_BLOGS = 50_000;

/**
 * The like and comment counts this process moved, per blog, since the cached answers were made: a
 * cached card shows `base + (delta now - delta when computed)`, so a like or a comment no longer
 * throws away every list and search answer (cards show these counts; under a mixed load that had
 * most list reads recompute). It works like the read counter's slots, with one difference: the write
 * is in the database at once, so an answer computed while a write to one of its blogs was in flight
 * cannot tell whether it saw it, and is not kept (`settled`).
 *
 * Other processes (WORKERS, or several instances on one PostgreSQL) do not see these deltas: they
 * still drop their lists through the invalidation bus.
 */
export class CountDeltas {
  /** Blogs whose counts this process changed (a write that changed nothing leaves no entry). */
  private blogs = new Map<string, BlogCounts>();
  /** Writes begun and not yet ended, per blog. */
  private inflight = new Map<string, number>();
  private gen = 0;

  /** Called when the deltas start again: every answer that counted on them must go. */
  onReset: () => void = () => {};

  /** The current generation: take it before a computation, pass it to `settled` after. */
  get generation() {
    return this.gen;
  }

  of(blog: string, kind: CountKind): number {
    return this.blogs.get(blog)?.[kind] ?? 0;
  }

  /** A write that may move `blog`'s counts is about to be sent to the database. */
  begin(blog: string) {
    this.inflight.set(blog, (this.inflight.get(blog) ?? 0) + 1);
  }

  /** That write ended: committed with `change` (null: it changed nothing, or failed). */
  end(blog: string, change: CountChange | null) {
    const n = (this.inflight.get(blog) ?? 1) - 1;
    if (n > 0) this.inflight.set(blog, n);
    else this.inflight.delete(blog);
    if (!change) return;
    let e = this.blogs.get(blog);
    if (!e) this.blogs.set(blog, (e = { likes: 0, comments: 0, parents: 0, gen: 0 }));
    e.likes += change.likes ?? 0;
    e.comments += change.comments ?? 0;
    e.parents += change.parents ?? 0;
    e.gen = ++this.gen;
    // Bounded memory: with nothing in flight, start again from zero and drop the answers made on the old deltas.
    if (this.blogs.size > MAX_BLOGS && this.inflight.size === 0) {
      this.blogs.clear();
      this.gen++;
      this.onReset();
    }
  }

  /**
   * Whether an answer computed since generation `since` showing these blogs' counts saw exactly the
   * changes now in the deltas: none of them changed meanwhile, and no write to them is in flight.
   */
  settled(blogs: Iterable<string>, since: number): boolean {
    if (this.gen === since && this.inflight.size === 0) return true;
    for (const b of blogs) {
      if (this.inflight.has(b)) return false;
      const e = this.blogs.get(b);
      if (e && e.gen > since) return false;
    }
    return true;
  }
}
