import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { BlogCard, BlogsAnswer, CountAnswer } from '@/contract';
import { api } from '@/lib';

/** One loaded page of a list, with what Load More needs (SPEC.md's list state). */
export interface ListPage<T> {
  results: T[];
  page: number;
  totalDocs: number;
  /** Rows deleted since loading: moves the next page's start back (API.md). */
  deletedDocCount: number;
}

export interface UserBlogsFilter {
  draft: boolean;
  query: string;
}

/** POST /user-written-blogs: the caller's own blogs, drafts or published. */
export const fetchUserWrittenBlogs = (body: UserBlogsFilter & { page: number; deletedDocCount: number }) =>
  api<BlogsAnswer>('/user-written-blogs', body, { auth: true }).then((r) => r.blogs);
/** POST /user-written-blogs-count. */
export const countUserWrittenBlogs = (body: UserBlogsFilter) =>
  api<CountAnswer>('/user-written-blogs-count', body, { auth: true }).then((r) => r.totalDocs);

export const userBlogsKey = (filter: UserBlogsFilter) => ['user-written-blogs', filter] as const;

type PageParam = { page: number; deletedDocCount: number };

/** The author's blogs as an infinite list (Load More). */
export function useUserWrittenBlogs(filter: UserBlogsFilter) {
  return useInfiniteQuery({
    queryKey: userBlogsKey(filter),
    initialPageParam: { page: 1, deletedDocCount: 0 } as PageParam,
    queryFn: async ({ pageParam }): Promise<ListPage<BlogCard>> => {
      const [results, totalDocs] = await Promise.all([fetchUserWrittenBlogs({ ...filter, ...pageParam }), countUserWrittenBlogs(filter)]);
      return { results, totalDocs, ...pageParam };
    },
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((n, p) => n + p.results.length, 0);
      return loaded < last.totalDocs ? { page: last.page + 1, deletedDocCount: last.deletedDocCount } : undefined;
    },
  });
}

/**
 * Removes a row from every loaded page and counts the deletion, so Load More neither skips nor
 * repeats. When the loaded list becomes empty while more exist, it is loaded again.
 */
export function removeFromList<T>(client: QueryClient, key: readonly unknown[], keep: (item: T) => boolean) {
  let reload = false;
  client.setQueryData<InfiniteData<ListPage<T>>>(key, (old) => {
    if (!old) return old;
    const pages = old.pages.map((p) => {
      const results = p.results.filter(keep);
      return { ...p, results };
    });
    const removedCount = old.pages.reduce((n, p) => n + p.results.length, 0) - pages.reduce((n, p) => n + p.results.length, 0);
    const next = pages.map((p) => ({ ...p, totalDocs: Math.max(0, p.totalDocs - removedCount), deletedDocCount: p.deletedDocCount + removedCount }));
    reload = next.every((p) => p.results.length === 0) && (next.at(-1)?.totalDocs ?? 0) > 0;
    return { ...old, pages: next };
  });
  if (reload) void client.resetQueries({ queryKey: key, exact: true });
}
