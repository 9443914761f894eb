import { api, clearUserStorage, sessionStore } from '@/lib';

/**
 * Signs out of this device: the server ends this token (POST /signout), or every token of the user
 * with `everywhere` (POST /signout-everywhere); then this browser forgets the session and everything
 * it kept for that user (unsaved editor copies included). The local part happens even when the call
 * fails (offline): the person asked to be signed out here.
 */
export async function signOut({ everywhere = false } = {}): Promise<void> {
  const user = sessionStore.get();
  try {
    if (user) await api<{ status: string }>(everywhere ? '/signout-everywhere' : '/signout', {}, { auth: true });
  } finally {
    if (user) clearUserStorage(user.username);
    sessionStore.clear();
  }
}
