// No React here: the first screen's early calls (lib/api/transport.ts) read the token before React has loaded.
import { SESSION_KEYS } from '@/contract/constants';
import type { SessionUser } from '@/contract';

/** The signed-in user as the app keeps it: the server's session plus the notification flag. */
export interface StoredSession extends Omit<SessionUser, 'email_verified'> {
  /** Absent in a session stored before the server sent it. */
  email_verified?: boolean;
  new_notification_available?: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): StoredSession | null {
  try {
    const raw = window.sessionStorage.getItem(SESSION_KEYS.user);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredSession;
    return parsed && typeof parsed.access_token === 'string' && parsed.access_token ? parsed : null;
  } catch {
    return null;
  }
}

// Cached so useSyncExternalStore sees a stable snapshot between changes.
let current: StoredSession | null | undefined;

function emit() {
  listeners.forEach((l) => l());
}

/** The session kept in sessionStorage under key `user` (SPEC.md), shared by every screen. */
export const sessionStore = {
  get(): StoredSession | null {
    if (current === undefined) current = typeof window === 'undefined' ? null : read();
    return current;
  },
  /** Stores a new session (after sign-in, sign-up or Google sign-in). */
  set(session: StoredSession) {
    current = session;
    window.sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify(session));
    emit();
  },
  /** Merges fields into the stored session (notification flag, new username or picture). */
  update(patch: Partial<StoredSession>) {
    const now = sessionStore.get();
    if (!now) return;
    sessionStore.set({ ...now, ...patch });
  },
  /** Sign out: removes the stored user entry. */
  clear() {
    current = null;
    window.sessionStorage.removeItem(SESSION_KEYS.user);
    emit();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** For tests and stories: forget the cache so the next read comes from storage. */
  reload() {
    current = undefined;
    emit();
  },
};

export const getAccessToken = () => sessionStore.get()?.access_token ?? null;
