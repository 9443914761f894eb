import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { blogQueries, communityQueries, flattenPages, type BlogFilter } from '@/api';

type PagedOptions = ReturnType<typeof blogQueries.latest>;

/** An infinite list of blogs (Load More), flattened, with the list's total. */
function usePaged(options: PagedOptions, enabled: boolean) {
  const query = useInfiniteQuery({ ...options, enabled });
  const blogs = useMemo(() => flattenPages(query.data?.pages), [query.data]);
  return { ...query, blogs, totalDocs: query.data?.pages[0]?.totalDocs ?? 0 };
}

/** The home feed: pages of /latest-blogs, the total from /all-latest-blogs-count. */
export const useLatestBlogs = (enabled = true) => usePaged(blogQueries.latest(), enabled);
/** Blogs matching a filter with Load More; the total comes from /search-blogs-count. */
export const useSearchBlogs = (filter: BlogFilter, enabled = true) => usePaged(blogQueries.search(filter), enabled);

export type PagedBlogs = ReturnType<typeof usePaged>;

/** The Following tab: /following-blogs pages (no count: another page while the last was full). */
export function useFollowingBlogs(enabled: boolean) {
  const query = useInfiniteQuery(communityQueries.following(enabled));
  const blogs = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  return { ...query, blogs };
}
