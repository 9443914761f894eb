import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib';
import type { Blog } from '@/contract';

export const blogKey = (blogId: string) => ['blog', blogId] as const;

/** POST /get-blog: the published blog (counts one read on the server). */
export async function fetchBlog(blogId: string, signal?: AbortSignal) {
  const { blog } = await api<{ blog: Blog }>('/get-blog', { blog_id: blogId }, { signal });
  return blog;
}

const blogQuery = (blogId: string) =>
  queryOptions({
    queryKey: blogKey(blogId),
    queryFn: ({ signal }) => fetchBlog(blogId, signal),
    // Every fetch counts a read, so a blog stays fresh for the visit instead of refetching.
    staleTime: 10 * 60_000,
    // An unknown blog is final: no retry before showing the not-found page.
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 1,
  });

export function useBlog(blogId: string) {
  return useQuery(blogQuery(blogId));
}

/** Puts the blog in the cache (before the first render, so the page draws it at once). */
export function prefetchBlog(client: QueryClient, blogId: string) {
  return client.prefetchQuery(blogQuery(blogId));
}
