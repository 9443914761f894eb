import type { FastifyInstance } from 'fastify';
import { ERRORS, controlCharsToSpaces } from '../../src/contract/index.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { GoogleAuthError } from '../auth/google.ts';
import { newAvatarPath } from '../avatar.ts';
import type { Context } from '../context.ts';
import { isUniqueViolation } from '../db/query.ts';
import {
  accountByEmail,
  accountById,
  claimWithGoogle,
  closeEverySession,
  closeSession,
  emailExists,
  setPassword,
  type AccountRow,
} from '../store/users.ts';
import { signupMode } from '../store/governance.ts';
import { createAccount, freeUsername } from '../services/accounts.ts';
import { HttpError } from '../http.ts';
import { sessionAnswer } from '../shapes.ts';
import { callServer } from './call.ts';
import { requestLanguage } from '../i18n/index.ts';
import type { Language } from '../../src/contract/index.ts';

/** The day a suspension ends, as people write it ("30 November 2026"), in UTC like every date the server writes. */
export const suspensionDate = (d: Date) => d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export default async function authRoutes(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const authLimit = { rateLimit: { max: ctx.config.AUTH_RATE_LIMIT, timeWindow: '1 minute' } };
  const serve = callServer(api, ctx);
  /** Calls that take a password or an identity: their own, tighter rate limit. */
  const serveLimited: typeof serve = (name, handler) => serve(name, handler, { config: authLimit });

  const session = (u: AccountRow) => sessionAnswer(ctx, u);

  const checkLock = async (email: string) => {
    const seconds = await ctx.lockout.lockedFor(email);
    if (seconds > 0) {
      throw new HttpError(429, ERRORS.signinLockout(Math.ceil(seconds / 60)), {
        'retry-after': String(seconds),
      });
    }
  };

  /**
   * Whether a newcomer may join now (API.md: the sign-up mode; with invitations, a valid code). The
   * admins of ADMIN_EMAILS always may: a closed site still needs its admins.
   */
  const admission = async (email: string, invite: string | undefined) => {
    if (ctx.config.ADMIN_EMAILS.includes(email)) return;
    const mode = await signupMode(ctx.db, ctx.config.SIGNUP_MODE);
    if (mode === 'closed') throw new HttpError(403, ERRORS.signupClosed);
    if (mode === 'invite' && !invite) throw new HttpError(403, ERRORS.inviteInvalid);
  };

  /** A suspended member does not sign in; the answer says until when. */
  const refuseSuspended = (u: AccountRow) => {
    if (u.suspended_until && u.suspended_until > new Date()) throw new HttpError(403, ERRORS.suspended(suspensionDate(u.suspended_until)));
  };

  const createUser = async (fullname: string, email: string, passwordHash: string | null, google: boolean, invite: string | undefined, language?: Language) => {
    await admission(email, invite);
    const admin = ctx.config.ADMIN_EMAILS.includes(email);
    for (let attempt = 0; ; attempt++) {
      const username = await freeUsername(ctx.db, email);
      try {
        return await createAccount(ctx, { fullname, email, passwordHash, google, username, profileImg: ctx.base + newAvatarPath(), admin, invite, language });
      } catch (err) {
        // Another sign-up took the username (retry) or the e-mail (409) at the same moment.
        if (!isUniqueViolation(err)) throw err;
        if (await emailExists(ctx.db, email)) throw new HttpError(409, ERRORS.emailExists);
        if (attempt > 3) throw err;
      }
    }
  };

  serveLimited('signin', async ({ body }) => {
    const email = body.email.trim().toLowerCase();
    await checkLock(email);
    const user = await accountByEmail(ctx.db, email);
    const ok = await verifyPassword(user?.password_hash ?? null, body.password);
    if (!user || !ok) {
      await ctx.lockout.recordFailure(email);
      throw new HttpError(401, ERRORS.invalidCredentials);
    }
    await ctx.lockout.reset(email);
    refuseSuspended(user);
    return session(user);
  });

  serveLimited('signup', async ({ body, req }) => {
    const email = body.email.trim().toLowerCase();
    await checkLock(email);
    // Not a failed sign-in: counting it would let anyone lock anyone out by signing up with their e-mail.
    if (await emailExists(ctx.db, email)) throw new HttpError(409, ERRORS.emailExists);
    const hash = await hashPassword(body.password);
    return session(await createUser(body.fullname.trim(), email, hash, false, body.invite, requestLanguage(req.headers)));
  });

  serveLimited('googleAuth', async ({ body }) => {
    if (!ctx.google) throw new HttpError(503, ERRORS.googleDisabled);
    let identity;
    try {
      identity = await ctx.google.verify(body.access_token);
    } catch (err) {
      if (err instanceof GoogleAuthError) throw new HttpError(401, err.problem);
      throw err;
    }
    await checkLock(identity.email);
    const existing = await accountByEmail(ctx.db, identity.email);
    if (existing) refuseSuspended(existing);
    if (existing && (!existing.email_verified || (existing.password_hash !== null && !existing.password_proved))) {
      // Whoever set this account's password never proved the address (it may be unverified, or its link
      // opened by someone not signed in to it); Google just proved who owns it. The owner takes the
      // account over: the password set by the earlier sign-up and every earlier token end.
      const claimed = await claimWithGoogle(ctx.db, existing.id);
      ctx.sessions.forgetUser(existing.id);
      return session(claimed);
    }
    if (existing) return session(existing);
    // A Google name is one line like any other: control characters become spaces.
    const fullname = controlCharsToSpaces(identity.name).trim().slice(0, 60).padEnd(3, '_');
    return session(await createUser(fullname, identity.email, null, true, body.invite));
  });

  const changePasswordLock = (userId: string) => `change-password:${userId}`;

  serve('changePassword', async ({ body, me }) => {
    // Each try costs an argon2 check: 10 wrong current passwords lock this call for the user (not sign-in).
    const locked = await ctx.lockout.lockedFor(changePasswordLock(me.id));
    if (locked > 0) {
      throw new HttpError(429, ERRORS.passwordLockout(Math.ceil(locked / 60)), { 'retry-after': String(locked) });
    }
    const user = (await accountById(ctx.db, me.id))!;
    if (!user.password_hash) throw new HttpError(403, ERRORS.googleAccountPassword);
    if (!(await verifyPassword(user.password_hash, body.currentPassword))) {
      await ctx.lockout.recordFailure(changePasswordLock(me.id));
      throw new HttpError(403, ERRORS.currentPasswordWrong);
    }
    await ctx.lockout.reset(changePasswordLock(me.id));
    const hash = await hashPassword(body.newPassword);
    // Bumping the version and dropping the sessions ends every token issued before; the caller gets a fresh one.
    const updated = await setPassword(ctx.db, me.id, hash);
    ctx.sessions.forgetUser(me.id);
    return { status: 'password changed', access_token: (await session(updated)).access_token };
  });

  serve('signout', async ({ me }) => {
    await closeSession(ctx.db, me.sessionId);
    ctx.sessions.forgetSession(me.sessionId);
    return { status: 'done' };
  });

  serve('signoutEverywhere', async ({ me }) => {
    await closeEverySession(ctx.db, me.id);
    ctx.sessions.forgetUser(me.id);
    return { status: 'done' };
  });
}
