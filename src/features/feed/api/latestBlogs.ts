import { api } from '@/lib';
import type { BlogsAnswer } from '@/contract';
import { fetchAllLatestBlogsCount } from './allLatestBlogsCount.ts';
import { usePagedBlogs } from '../hooks/usePagedBlogs.ts';

/** POST /latest-blogs: one page of the newest published blogs. */
export async function fetchLatestBlogs(page: number, signal?: AbortSignal) {
  const { blogs } = await api<BlogsAnswer>('/latest-blogs', { page }, { signal });
  return blogs;
}

/** The home feed with Load More: pages of /latest-blogs, total from /all-latest-blogs-count. */
export function useLatestBlogs(enabled = true) {
  return usePagedBlogs(['blogs', 'latest'], fetchLatestBlogs, fetchAllLatestBlogsCount, enabled);
}
