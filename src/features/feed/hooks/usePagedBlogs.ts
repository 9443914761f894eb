import { useMemo } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { BlogCard } from '@/contract';

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

/** An infinite list of blogs (see pagedBlogsOptions), flattened. */
export function usePagedBlogs(
  key: QueryKey,
  fetchPage: (page: number, signal?: AbortSignal) => Promise<BlogCard[]>,
  fetchCount: (signal?: AbortSignal) => Promise<number>,
  enabled = true,
) {
  const query = useInfiniteQuery({ ...pagedBlogsOptions(key, fetchPage, fetchCount), enabled });
  const blogs = useMemo(() => flattenPages(query.data?.pages), [query.data]);
  return { ...query, blogs, totalDocs: query.data?.pages[0]?.totalDocs ?? 0 };
}

export type PagedBlogs = ReturnType<typeof usePagedBlogs>;
