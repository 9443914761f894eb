import { useQuery } from '@tanstack/react-query';

/**
 * Uses a mail link's token once per page view: the call runs as a query keyed by the token, so a
 * second render (StrictMode, a remount) gets the same answer instead of spending the token twice.
 */
export function useLinkToken<T>(kind: string, token: string, spend: (token: string) => Promise<T>) {
  return useQuery({ queryKey: ['mail-link', kind, token], queryFn: () => spend(token), retry: false, staleTime: Infinity, gcTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false });
}
