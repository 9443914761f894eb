import { api } from '@/lib';
import type { BlogsAnswer } from '@/contract';
import type { BlogFilter } from './blogFilter.ts';
import { fetchSearchBlogsCount } from './searchBlogsCount.ts';

export type { BlogFilter };
import { usePagedBlogs } from '../hooks/usePagedBlogs.ts';


/** POST /search-blogs: one page of published blogs matching the filter. */
export async function fetchSearchBlogs(filter: BlogFilter, page: number, limit?: number, signal?: AbortSignal) {
  const { blogs } = await api<BlogsAnswer>('/search-blogs', { ...filter, page, ...(limit ? { limit } : {}) }, { signal });
  return blogs;
}

/** Blogs matching a filter with Load More; the total comes from /search-blogs-count. */
export function useSearchBlogs(filter: BlogFilter, enabled = true) {
  return usePagedBlogs(
    ['blogs', 'search', filter],
    (page, signal) => fetchSearchBlogs(filter, page, undefined, signal),
    (signal) => fetchSearchBlogsCount(filter, signal),
    enabled,
  );
}
