import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput, EmailSettings, RequestPasswordResetInput, ResetPasswordInput } from '@/contract';
import { clearUserStorage, downloadFile, request, sessionStore } from '@/lib';
import { storeSession } from './auth.ts';
import { fetchOwnProfile, userKeys } from './users.ts';

/** Accounts and e-mail (API.md, second edition): reset, verification, mail settings, leaving. */
export const accountKeys = {
  emailSettings: (username: string) => ['account', username, 'email-settings'] as const,
};

/** POST /request-password-reset: the same answer whether or not the address has an account. */
export const requestPasswordReset = (body: RequestPasswordResetInput) => request('requestPasswordReset', body);

/** POST /reset-password: the new password is set and this browser is signed in with it. */
export async function resetPassword(body: ResetPasswordInput) {
  const session = await request('resetPassword', body);
  storeSession(session);
  return session;
}

/**
 * POST /verify-email: the address is proved. The link may belong to another account than the one
 * signed in here, so the session learns its own state from its own profile, not from the link.
 */
export async function verifyEmail(token: string, client: QueryClient) {
  const answer = await request('verifyEmail', { token });
  void client.invalidateQueries({ queryKey: userKeys.profiles });
  const me = sessionStore.get();
  if (me) {
    const own = await fetchOwnProfile(me.username).catch(() => null);
    if (own?.personal_info.email_verified !== undefined) sessionStore.update({ email_verified: own.personal_info.email_verified });
  }
  return answer;
}

/** POST /resend-verification (at most once a minute; the server says how long to wait). */
export const resendVerification = () => request('resendVerification', {});

export const accountQueries = {
  emailSettings: (username: string) =>
    queryOptions({ queryKey: accountKeys.emailSettings(username), queryFn: () => request('getEmailSettings', {}), enabled: Boolean(username), staleTime: 0 }),
};

/** POST /update-email-settings: the answer is what is stored now. */
export async function updateEmailSettings(client: QueryClient, username: string, settings: EmailSettings) {
  const saved = await request('updateEmailSettings', settings);
  client.setQueryData(accountKeys.emailSettings(username), saved);
  return saved;
}

/** POST /unsubscribe with the token of a mail's link (no sign-in needed). */
export const unsubscribe = (token: string) => request('unsubscribe', { token });

/** POST /delete-account; then this browser forgets the account and everything it kept for it. */
export async function deleteAccount(client: QueryClient, body: DeleteAccountInput) {
  const user = sessionStore.get();
  const answer = await request('deleteAccount', body);
  if (user) clearUserStorage(user.username);
  sessionStore.clear();
  // Their blogs, comments and likes are gone from every list and count.
  client.clear();
  return answer;
}

/** GET /export-account: the ZIP, handed to the browser as a download. */
export async function downloadAccountExport() {
  return downloadFile('exportAccount');
}
