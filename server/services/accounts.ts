import { randomBytes } from 'node:crypto';
import { ERRORS, LIMITS, MESSAGES, controlCharsToSpaces, isValidEmail, normaliseEmail, type Language, type Preferences } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import { hashMailToken } from '../auth/mailTokens.ts';
import { HttpError, badRequest } from '../http.ts';
import { TAG } from '../cache/index.ts';
import { deleteAccountRows } from '../store/accounts.ts';
import { federateActorDelete } from '../federation/jobs.ts';
import { dropUnsentMail, lockAddress, mailsInLastHour, markEmailVerified, useAccountToken } from '../store/mail.ts';
import { accountByEmail, insertAccount, setPasswordIn, usernameTaken, setPreferences, setProfileImg, updateProfile, type AccountRow } from '../store/users.ts';
import { recordProfileUse } from '../store/uploads.ts';
import { signupMode, useInvite } from '../store/governance.ts';
import { raiseTrustFloor } from '../store/trust.ts';
import { importMemberOf, recordImportMember } from '../store/imports.ts';
import { newAvatarPath } from '../avatar.ts';
import { isUniqueViolation, type Executor } from '../db/query.ts';
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

/**
 * A username from an e-mail's local part, or a login or slug of another site: lowercase letters,
 * digits, `_` and `.`, 3 to 24 characters.
 */
function baseUsername(seed: string): string {
  let base = seed
    .split('@')[0]
    .toLowerCase()
    .replace(/[^a-z0-9_.]/g, '')
    .slice(0, 24);
  if (base.length < 3) base = `${base}user`.slice(0, 24);
  return base;
}

/** A username no one has, from `seed` (an e-mail, a login): the seed's own, else with a few random characters after it. */
export async function freeUsername(ex: Executor, seed: string): Promise<string> {
  const base = baseUsername(seed);
  let candidate = base;
  for (let i = 0; i < 20; i++) {
    if (!(await usernameTaken(ex, candidate))) return candidate;
    candidate = `${base}${randomBytes(3).toString('hex').slice(0, i < 10 ? 4 : 6)}`;
  }
  return `${base}${randomBytes(6).toString('hex')}`;
}

/** An author of another site, as its export names them. */
export interface SourceAuthor {
  email: string;
  /** Their login or slug there: the new member's username is made from it. */
  login: string;
  /** Their display name there. */
  name: string;
}

/**
 * The member an author of an admin's whole-site import writes as: the one this import met already,
 * else the member with that e-mail (normalised as sign-up does), else a new member made now with no
 * password (they claim the account with a password reset; no mail goes: the admin tells them). The
 * admin's import vouches for the members it makes (trust level 1, as an invitation does). Recorded
 * in the same transaction as the member, so a job taken again makes no second one. Undefined when
 * the author has no usable e-mail (their posts stay the importer's).
 */
export async function memberOfAuthor(ctx: Context, importId: string, author: SourceAuthor): Promise<string | undefined> {
  const email = normaliseEmail(author.email);
  if (!email || !isValidEmail(email)) return undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      return await commit(ctx, async (tx, after) => {
        const known = await importMemberOf(tx, importId, email);
        if (known) return known;
        const existing = await accountByEmail(tx, email);
        if (existing) {
          await recordImportMember(tx, importId, email, existing.id, false);
          return existing.id;
        }
        const name = controlCharsToSpaces(author.name || author.login).replace(/\s+/g, ' ').trim().slice(0, LIMITS.fullnameMax);
        const account = await insertAccount(tx, {
          fullname: name.length >= LIMITS.fullnameMin ? name : (name || email.split('@')[0]).padEnd(LIMITS.fullnameMin, '_').slice(0, LIMITS.fullnameMax),
          email,
          passwordHash: null,
          google: false,
          username: await freeUsername(tx, author.login || email),
          profileImg: ctx.base + newAvatarPath(),
          role: ctx.config.ADMIN_EMAILS.includes(email) ? 'admin' : 'member',
          inviteCode: null,
        });
        await raiseTrustFloor(tx, account.id, 1);
        await recordImportMember(tx, importId, email, account.id, true);
        after.changed(TAG.users);
        return account.id;
      });
    } catch (err) {
      // A sign-up took the username or the e-mail at the same moment: the next try finds or avoids it.
      if (!isUniqueViolation(err) || attempt > 3) throw err;
    }
  }
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
      // Read before the rows go: their followers elsewhere, and the keys that sign the Delete of their actor.
      await federateActorDelete(ctx.fediverse, tx, after, me.id);
      const rows = await deleteAccountRows(tx, me.id, MESSAGES.deletedComment);
      after.forgetSessions(me.id);
      after.changed(TAG.all);
      return rows;
    },
    { flushReads: true },
  );
  for (const key of gone.uploadKeys) await ctx.store.remove?.(key).catch(() => {});
}
