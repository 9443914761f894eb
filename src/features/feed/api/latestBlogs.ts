import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib';
import type { BlogsAnswer } from '@/contract';
import { fetchAllLatestBlogsCount } from './allLatestBlogsCount.ts';
import { pagedBlogsOptions, usePagedBlogs } from '../hooks/usePagedBlogs.ts';

/** POST /latest-blogs: one page of the newest published blogs. */
export async function fetchLatestBlogs(page: number, signal?: AbortSignal) {
  const { blogs } = await api<BlogsAnswer>('/latest-blogs', { page }, { signal });
  return blogs;
}

const LATEST_KEY = ['blogs', 'latest'];

/** The home feed with Load More: pages of /latest-blogs, total from /all-latest-blogs-count. */
export function useLatestBlogs(enabled = true) {
  return usePagedBlogs(LATEST_KEY, fetchLatestBlogs, fetchAllLatestBlogsCount, enabled);
}

/** Puts the home feed's first page in the cache (before the first render, so it draws the list at once). */
export function prefetchLatestBlogs(client: QueryClient) {
  return client.prefetchInfiniteQuery(pagedBlogsOptions(LATEST_KEY, fetchLatestBlogs, fetchAllLatestBlogsCount));
}
