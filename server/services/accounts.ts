import { ERRORS, MESSAGES, type Language, type Preferences } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import { hashMailToken } from '../auth/mailTokens.ts';
import { HttpError, badRequest } from '../http.ts';
import { TAG } from '../cache/index.ts';
import { deleteAccountRows } from '../store/accounts.ts';
import { dropUnsentMail, lockAddress, mailsInLastHour, markEmailVerified, useAccountToken } from '../store/mail.ts';
import { insertAccount, setPasswordIn, setPreferences, setProfileImg, updateProfile, type AccountRow } from '../store/users.ts';
import { recordProfileUse } from '../store/uploads.ts';
import { signupMode, useInvite } from '../store/governance.ts';
import { raiseTrustFloor } from '../store/trust.ts';
import { trustLevelOf } from './trust.ts';
import { commit, commitStatement } from './commit.ts';

/** API.md: at most 3 reset mails per address per hour. */
const RESETS_PER_HOUR = 3;

/* An account's life: joining, its address and password proved by mailed links, its profile, its end. */

/**
 * Queues a password reset mail to `email`, unless the address had its hour's reset mails. `asked`:
 * the language of the request (the mail's when the member chose none).
 */
export async function queuePasswordReset(ctx: Context, user: { id: string }, email: string, asked?: Language) {
  await commit(ctx, async (tx, after) => {
    // Requests for one address take turns: five at once still make at most three mails.
    await lockAddress(tx, email);
    if ((await mailsInLastHour(tx, email, 'reset')) >= RESETS_PER_HOUR) return;
    await ctx.mail.queueReset(tx, { id: user.id, email }, asked);
    after.mailQueued();
  });
}

/**
 * Sets a new password with a reset link's token (a 400 when it is not a valid one). The link came to
 * the address, and the one who holds it chooses the password now: both are proved. Every earlier
 * session and token ends. The account as it is now.
 */
export async function resetPassword(ctx: Context, token: string, hash: string): Promise<AccountRow> {
  return commit(ctx, async (tx, after) => {
    const userId = await useAccountToken(tx, hashMailToken(token), 'reset');
    if (!userId) throw badRequest(ERRORS.resetInvalid);
    await markEmailVerified(tx, userId, true);
    const user = await setPasswordIn(tx, userId, hash);
    after.forgetSessions(user.id);
    return user;
  });
}

/** Proves an address with a verification link's token (a 400 when it is not a valid one); `byOwner`: opened in a session of the account itself. */
export async function verifyEmail(ctx: Context, token: string, byOwner: (userId: string) => boolean) {
  await commit(ctx, async (tx) => {
    const userId = await useAccountToken(tx, hashMailToken(token), 'verify');
    if (!userId) throw badRequest(ERRORS.verifyInvalid);
    await markEmailVerified(tx, userId, byOwner(userId));
  });
}

/** Queues a verification mail; false when the address had its day's verification mails (nothing queued). `asked`: as for a reset. */
export async function queueVerification(ctx: Context, user: { id: string; email: string; fullname: string }, asked?: Language): Promise<boolean> {
  return commit(ctx, async (tx, after) => {
    const queued = await ctx.mail.queueVerify(tx, user, asked);
    if (queued) after.mailQueued();
    return queued;
  });
}

/** What a new account is made of (API.md "Sign-up"). */
export interface Joining {
  fullname: string;
  email: string;
  passwordHash: string | null;
  google: boolean;
  username: string;
  profileImg: string;
  admin: boolean;
  /** The invitation code given, if any: used when the site takes newcomers by invitation only. */
  invite: string | undefined;
  /** The sign-up request's language: its verification mail is written in it. */
  language?: Language;
}

/**
 * Makes an account. The invite's use is taken in the same transaction, so a refused sign-up uses
 * nothing; a password sign-up proves nothing about the address, so its verification mail goes with
 * it (none when the address had its day's verification mails: the account is made all the same).
 * A taken username or e-mail throws the database's unique violation.
 */
export async function createAccount(ctx: Context, j: Joining): Promise<AccountRow> {
  return commit(ctx, async (tx, after) => {
    const byInvite = !j.admin && j.invite !== undefined && (await signupMode(tx, ctx.config.SIGNUP_MODE)) === 'invite';
    const invite = byInvite ? await useInvite(tx, j.invite!) : undefined;
    if (byInvite && !invite) throw new HttpError(403, ERRORS.inviteInvalid);
    const account = await insertAccount(tx, {
      fullname: j.fullname,
      email: j.email,
      passwordHash: j.passwordHash,
      google: j.google,
      username: j.username,
      profileImg: j.profileImg,
      role: j.admin ? 'admin' : 'member',
      inviteCode: byInvite ? j.invite! : null,
    });
    // A trusted member's invitee starts as a member: the invite is their vouch.
    if (invite?.createdBy && (await trustLevelOf(tx, invite.createdBy)) === 2) await raiseTrustFloor(tx, account.id, 1);
    if (!j.google && (await ctx.mail.queueVerify(tx, { id: account.id, email: j.email, fullname: j.fullname }, j.language))) after.mailQueued();
    after.changed(TAG.users);
    return account;
  });
}

/** Makes the member's own upload (`key`, at the public `url`) their profile picture. */
export async function setProfilePicture(ctx: Context, me: { id: string }, key: string, url: string) {
  await commit(ctx, async (tx, after) => {
    await setProfileImg(tx, me.id, url);
    await recordProfileUse(tx, me.id, key);
    // An author's picture appears in every answer.
    after.changed(TAG.all);
  });
}

/** Changes the member's name, username, bio and links (a taken username throws the database's unique violation). */
export async function editProfile(ctx: Context, me: { id: string }, profile: Parameters<typeof updateProfile>[2]) {
  // One statement: no BEGIN and COMMIT round trips around it.
  await commitStatement(ctx, async (db, after) => {
    await updateProfile(db, me.id, profile);
    after.forgetSessions(me.id);
    // An author's name appears in every answer.
    after.changed(TAG.all);
  });
}

/**
 * Changes the member's language and theme (the fields given) and answers both as stored. Only their
 * own get-profile carries them, and no kept answer does: nothing cached changes.
 */
export async function changePreferences(ctx: Context, me: { id: string }, change: Partial<Preferences>): Promise<Preferences> {
  return commitStatement(ctx, (db) => setPreferences(db, me.id, change));
}

/**
 * Deletes the member's account and all that is theirs (their comments under others' blogs stay,
 * their text replaced). Reads counted in memory are written first: nothing of theirs is written
 * after they are gone. The files of their uploads are removed once the rows are gone.
 */
export async function deleteAccount(ctx: Context, me: { id: string }) {
  const gone = await commit(
    ctx,
    async (tx, after) => {
      await dropUnsentMail(tx, me.id);
      const rows = await deleteAccountRows(tx, me.id, MESSAGES.deletedComment);
      after.forgetSessions(me.id);
      after.changed(TAG.all);
      return rows;
    },
    { flushReads: true },
  );
  for (const key of gone.uploadKeys) await ctx.store.remove?.(key).catch(() => {});
}
