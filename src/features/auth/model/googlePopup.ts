/**
 * The Firebase boundary: the only module that knows Firebase. It opens Google's sign-in popup and
 * returns the Firebase ID token the server verifies at /google-auth. Firebase is imported here,
 * dynamically, so it is downloaded only when someone presses the Google button.
 *
 * e2e journeys replace the popup at exactly this boundary: when `window.__inkwellGooglePopup` is
 * a function (set by Playwright's addInitScript), it stands in for Firebase and the rest of the
 * flow (POST /google-auth, session, redirect) runs for real.
 */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
}

declare global {
  interface Window {
    /** e2e stand-in for the Firebase popup: resolves to an ID token or rejects with `{ code }`. */
    __inkwellGooglePopup?: () => Promise<string>;
  }
}

/** Firebase's popup error codes (SPEC.md section 8); every popup failure shows one message. */
export const GOOGLE_POPUP_ERRORS = [
  'auth/popup-blocked',
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/network-request-failed',
  'auth/unauthorized-domain',
] as const;

/** Thrown when the popup did not give us a token (blocked, closed, cancelled, network). */
export class GooglePopupError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'GooglePopupError';
  }
}

export function firebaseConfig(env: Record<string, string | undefined> = import.meta.env): FirebaseWebConfig | null {
  const apiKey = env.VITE_FIREBASE_API_KEY;
  const authDomain = env.VITE_FIREBASE_AUTH_DOMAIN;
  const projectId = env.VITE_FIREBASE_PROJECT_ID;
  if (!apiKey || !authDomain || !projectId) return null;
  return { apiKey, authDomain, projectId, appId: env.VITE_FIREBASE_APP_ID };
}

/** True when Google sign-in can work here: Firebase is configured (or e2e replaced the popup). */
export function isGoogleConfigured(): boolean {
  return typeof window.__inkwellGooglePopup === 'function' || firebaseConfig() !== null;
}

/** Opens the Google popup (500 by 600 px) and resolves to the Firebase ID token. */
export async function googleIdToken(): Promise<string> {
  if (typeof window.__inkwellGooglePopup === 'function') {
    try {
      return await window.__inkwellGooglePopup();
    } catch (err) {
      throw new GooglePopupError((err as { code?: string })?.code ?? 'auth/popup-closed-by-user');
    }
  }
  const config = firebaseConfig();
  if (!config) throw new GooglePopupError('not-configured');
  const [{ initializeApp, getApps }, { getAuth, GoogleAuthProvider, signInWithPopup }] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const app = getApps()[0] ?? initializeApp(config);
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  try {
    // Firebase opens its popup at 500 x 600 px and polls for its closure itself (SPEC.md: 8 s).
    const result = await signInWithPopup(getAuth(app), provider);
    return await result.user.getIdToken();
  } catch (err) {
    throw new GooglePopupError((err as { code?: string })?.code ?? 'unknown');
  }
}
