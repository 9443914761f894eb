import type { Role } from '../../src/contract/index.ts';

/** What a token's session lookup answers (server/store/users.ts sessionUser). */
export interface SessionUser {
  id: string;
  username: string;
  token_version: number;
  role: Role;
}

/** How long a session lookup is kept. Also the longest a revoked session works on another process. */
export const SESSION_LOOKUP_MS = 1_000;
const MAX_SESSIONS = 20_000;

/**
 * Session lookups kept for a second. Every signed-in call looks its token's session up (is it
 * still open, the user not suspended, which role): one statement, which on the embedded database
 * waits its turn on the one connection (0.3-0.4 ms, a quarter of a like). A member who likes,
 * comments and saves within a second is looked up once.
 *
 * Revocation: this process forgets a session or a user as soon as it ends them (sign-out, sign-out
 * everywhere, a new password, suspension, a new role or username, a deleted account); another
 * process (WORKERS) honours it within SESSION_LOOKUP_MS. Only open sessions are kept: a refused
 * token is looked up again every time, so bad tokens cannot fill this.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: SessionUser; at: number }>();

  constructor(
    private readonly ttlMs = SESSION_LOOKUP_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The kept lookup of a session, if it is fresh and belongs to `userId`. */
  get(sessionId: string, userId: string): SessionUser | undefined {
    const e = this.entries.get(sessionId);
    if (!e) return undefined;
    if (this.now() - e.at >= this.ttlMs || e.user.id !== userId) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return e.user;
  }

  set(sessionId: string, user: SessionUser) {
    // Oldest first: a full map drops its oldest lookup (Map keeps insertion order).
    this.entries.delete(sessionId);
    if (this.entries.size >= MAX_SESSIONS) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(sessionId, { user, at: this.now() });
  }

  forgetSession(sessionId: string) {
    this.entries.delete(sessionId);
  }

  /** Every kept session of a user (sign-out everywhere, a new password or role, suspension). */
  forgetUser(userId: string) {
    for (const [id, e] of this.entries) if (e.user.id === userId) this.entries.delete(id);
  }
}
