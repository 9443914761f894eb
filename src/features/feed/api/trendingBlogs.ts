import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib';
import type { BlogsAnswer } from '@/contract';

/** GET /trending-blogs: the ten blogs ranked by recent activity. */
export async function fetchTrendingBlogs(signal?: AbortSignal) {
  const { blogs } = await api<BlogsAnswer>('/trending-blogs', undefined, { signal });
  return blogs;
}

export function useTrendingBlogs() {
  return useQuery({ queryKey: ['blogs', 'trending'], queryFn: ({ signal }) => fetchTrendingBlogs(signal) });
}
