import { createHash, randomBytes } from 'node:crypto';

/** How long a password reset link works (API.md: one hour). */
export const RESET_TOKEN_SECONDS = 3600;
/** How long a verification link works: a week (API.md leaves it open; a week covers a holiday). */
export const VERIFY_TOKEN_SECONDS = 7 * 24 * 3600;

/** The database keeps only this: a leaked table does not give working links. */
export const hashMailToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new link token (256 random bits, URL-safe) and its hash. */
export function newMailToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashMailToken(token) };
}
