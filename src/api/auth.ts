import type { SessionUser, SigninInput, SignupInput } from '@/contract';
import { clearUserStorage, request, sessionStore } from '@/lib';

/** POST /signin: the session object. */
export const signIn = (body: SigninInput) => request('signin', body);
/** POST /signup. */
export const signUp = (body: SignupInput) => request('signup', body);
/** POST /google-auth with the Firebase ID token. */
export const googleAuth = (access_token: string, invite?: string) => request('googleAuth', { access_token, ...(invite ? { invite } : {}) });

/** Keeps the session so the app is signed in. */
export const storeSession = (session: SessionUser) => sessionStore.set({ ...session, new_notification_available: false });

/**
 * Signs out of this device: the server ends this token (POST /signout), or every token of the user
 * with `everywhere` (POST /signout-everywhere); then this browser forgets the session and everything
 * it kept for that user (unsaved editor copies included). The local part happens even when the call
 * fails (offline): the person asked to be signed out here.
 */
export async function signOut({ everywhere = false } = {}): Promise<void> {
  const user = sessionStore.get();
  try {
    if (user) await request(everywhere ? 'signoutEverywhere' : 'signout', {});
  } finally {
    if (user) clearUserStorage(user.username);
    sessionStore.clear();
  }
}
