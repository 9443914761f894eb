import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib';
import type { CountAnswer } from '@/contract';

/** POST /all-latest-blogs-count: how many published blogs exist. */
export async function fetchAllLatestBlogsCount(signal?: AbortSignal) {
  const { totalDocs } = await api<CountAnswer>('/all-latest-blogs-count', {}, { signal });
  return totalDocs;
}

export function useAllLatestBlogsCount() {
  return useQuery({ queryKey: ['blogs', 'latest', 'count'], queryFn: ({ signal }) => fetchAllLatestBlogsCount(signal) });
}
