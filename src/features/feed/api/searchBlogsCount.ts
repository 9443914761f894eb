import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib';
import type { CountAnswer } from '@/contract';
import type { BlogFilter } from './blogFilter.ts';

/** POST /search-blogs-count: how many blogs the same filter pages through. */
export async function fetchSearchBlogsCount(filter: BlogFilter, signal?: AbortSignal) {
  const { totalDocs } = await api<CountAnswer>('/search-blogs-count', filter, { signal });
  return totalDocs;
}

export function useSearchBlogsCount(filter: BlogFilter) {
  return useQuery({ queryKey: ['blogs', 'search', filter, 'count'], queryFn: ({ signal }) => fetchSearchBlogsCount(filter, signal) });
}
