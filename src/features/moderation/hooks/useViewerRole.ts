import { useQuery } from '@tanstack/react-query';
import type { Role } from '@/contract';
import { userQueries } from '@/api';
import { useSession } from '@/lib';

/** The signed-in member's role, from their own profile (null for visitors and while it loads). */
export function useViewerRole(): Role | null {
  const session = useSession();
  const own = useQuery({ ...userQueries.ownProfile(session?.username ?? ''), staleTime: 60_000 });
  return session ? (own.data?.role ?? null) : null;
}
