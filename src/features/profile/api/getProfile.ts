import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib';
import type { Profile } from '@/contract';

/** POST /get-profile: a user's public profile by username (404 when unknown). */
export async function fetchProfile(username: string, signal?: AbortSignal) {
  return api<Profile>('/get-profile', { username }, { signal });
}

export function useProfile(username: string) {
  return useQuery({
    queryKey: ['profile', username],
    queryFn: ({ signal }) => fetchProfile(username, signal),
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 1,
  });
}
