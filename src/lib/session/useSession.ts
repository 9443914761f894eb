import { useSyncExternalStore } from 'react';
import { sessionStore, type StoredSession } from './sessionStore.ts';

/** The current session (null when signed out); re-renders on sign-in, sign-out and updates. */
export function useSession(): StoredSession | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => null);
}
