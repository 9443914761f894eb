import { useMutation } from '@tanstack/react-query';
import type { SessionUser, SigninInput, SignupInput } from '@/contract';
import { api, sessionStore } from '@/lib';

/** POST /signin: the session object, stored so the app is signed in. */
export const signIn = (body: SigninInput) => api<SessionUser>('/signin', body);
/** POST /signup. */
export const signUp = (body: SignupInput) => api<SessionUser>('/signup', body);
/** POST /google-auth with the Firebase ID token. */
export const googleAuth = (access_token: string) => api<SessionUser>('/google-auth', { access_token });

const store = (session: SessionUser) => sessionStore.set({ ...session, new_notification_available: false });

export function useSignIn() {
  return useMutation({ mutationFn: signIn, onSuccess: store });
}
export function useSignUp() {
  return useMutation({ mutationFn: signUp, onSuccess: store });
}
export function useGoogleAuth() {
  return useMutation({ mutationFn: googleAuth, onSuccess: store });
}
