import { infiniteQueryOptions, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { BlogCard } from '@/contract';

/** One loaded page of a list, with what Load More needs (SPEC.md's list state). */
export interface ListPage<T> {
  results: T[];
  page: number;
  totalDocs: number;
  /** Rows deleted since loading: moves the next page's start back (API.md). */
  deletedDocCount: number;
}

export type DeletablePageParam = { page: number; deletedDocCount: number };
export const FIRST_PAGE: DeletablePageParam = { page: 1, deletedDocCount: 0 };

/** The next page of a list whose rows can be deleted while it is shown, or undefined at its end. */
export function nextDeletablePage<T>(last: ListPage<T>, all: ListPage<T>[]): DeletablePageParam | undefined {
  const loaded = all.reduce((n, p) => n + p.results.length, 0);
  return loaded < last.totalDocs ? { page: last.page + 1, deletedDocCount: last.deletedDocCount } : undefined;
}

/**
 * Removes rows from every loaded page of the list under `key` and counts the deletion, so Load More
 * neither skips nor repeats. When the loaded list becomes empty while more exist, it is loaded again.
 */
export function removeFromList<T>(client: QueryClient, key: QueryKey, keep: (item: T) => boolean) {
  let reload = false;
  client.setQueryData<InfiniteData<ListPage<T>>>(key, (old) => {
    if (!old) return old;
    const pages = old.pages.map((p) => ({ ...p, results: p.results.filter(keep) }));
    const removedCount = old.pages.reduce((n, p) => n + p.results.length, 0) - pages.reduce((n, p) => n + p.results.length, 0);
    if (!removedCount) return old;
    const next = pages.map((p) => ({ ...p, totalDocs: Math.max(0, p.totalDocs - removedCount), deletedDocCount: p.deletedDocCount + removedCount }));
    reload = next.every((p) => p.results.length === 0) && (next.at(-1)?.totalDocs ?? 0) > 0;
    return { ...old, pages: next };
  });
  if (reload) void client.resetQueries({ queryKey: key, exact: true });
}

/* Public blog lists: pages of cards, the total read once with the first page. */

export interface BlogsPage {
  blogs: BlogCard[];
  page: number;
  /** The list's total, read once with the first page (the count call). */
  totalDocs: number;
}

/** Whether another page exists: the total exceeds what is loaded (SPEC.md: Load More). */
export function nextPageOf(last: BlogsPage, all: BlogsPage[]): number | undefined {
  const total = all[0]?.totalDocs ?? 0;
  const loaded = all.reduce((n, p) => n + p.blogs.length, 0);
  // An empty page means the server has nothing more, whatever the count said.
  return loaded < total && last.blogs.length > 0 ? last.page + 1 : undefined;
}

/** Flattens pages, dropping a blog seen on an earlier page (a new post shifts the pages). */
export function flattenPages(pages: BlogsPage[] | undefined): BlogCard[] {
  if (!pages) return [];
  const seen = new Set<string>();
  const out: BlogCard[] = [];
  for (const p of pages) {
    for (const b of p.blogs) {
      if (seen.has(b.blog_id)) continue;
      seen.add(b.blog_id);
      out.push(b);
    }
  }
  return out;
}

/** The query of an infinite list of blogs: pages from `fetchPage`, the total from `fetchCount` with page 1. */
export function pagedBlogsOptions(
  key: QueryKey,
  fetchPage: (page: number, signal?: AbortSignal) => Promise<BlogCard[]>,
  fetchCount: (signal?: AbortSignal) => Promise<number>,
) {
  return infiniteQueryOptions({
    queryKey: key,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<BlogsPage> => {
      if (pageParam === 1) {
        const [blogs, totalDocs] = await Promise.all([fetchPage(1, signal), fetchCount(signal)]);
        return { blogs, page: 1, totalDocs };
      }
      const blogs = await fetchPage(pageParam, signal);
      return { blogs, page: pageParam, totalDocs: -1 };
    },
    getNextPageParam: nextPageOf,
  });
}
