import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { trustQueries, userQueries } from '@/api';
import { useSession } from '@/lib';

/**
 * What waits in the vouch queue, for the navigation: null for anyone who may not vouch (below
 * trusted, visitors, while their profile loads); `more` when a further page exists. The queue has
 * no count call, so this is the pages read so far (the first, unless the queue screen read more).
 */
export function useVouchCount(): { count: number; more: boolean } | null {
  const session = useSession();
  const own = useQuery({ ...userQueries.ownProfile(session?.username ?? ''), staleTime: 60_000 });
  const trusted = Boolean(session) && own.data?.trust_level === 2;
  const queue = useInfiniteQuery({ ...trustQueries.queue(trusted), staleTime: 60_000 });
  if (!trusted) return null;
  return { count: queue.data?.pages.reduce((n, p) => n + p.items.length, 0) ?? 0, more: queue.hasNextPage };
}
