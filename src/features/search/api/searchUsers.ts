import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib';
import type { AuthorSummary } from '@/contract';

/** POST /search-users: users whose username or full name matches (20 at most). */
export async function fetchSearchUsers(query: string, signal?: AbortSignal) {
  const { users } = await api<{ users: AuthorSummary[] }>('/search-users', { query }, { signal });
  return users;
}

export function useSearchUsers(query: string) {
  return useQuery({ queryKey: ['users', 'search', query], queryFn: ({ signal }) => fetchSearchUsers(query, signal), enabled: query.trim().length > 0 });
}
