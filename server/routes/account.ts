import type { FastifyInstance } from 'fastify';
import yazl from 'yazl';
import { MESSAGES } from '../../src/contract/index.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hashMailToken } from '../auth/mailTokens.ts';
import type { Context } from '../context.ts';
import { HttpError, badRequest, optionalUser } from '../http.ts';
import { blogToMarkdown } from '../content/markdown.ts';
import { TAG } from '../cache/index.ts';
import { deleteAccountRows, exportBlogs, exportComments, exportProfile, exportUploads } from '../store/accounts.ts';
import { dropUnsentMail, emailSettingsOf, lockAddress, mailsInLastHour, markEmailVerified, secondsSinceLastMail, setEmailSettings, turnOff, useAccountToken, verifyMailsToday } from '../store/mail.ts';
import { VERIFY_MAILS_PER_DAY } from '../mail/index.ts';
import { accountByEmail, accountById, setPasswordIn } from '../store/users.ts';
import { callServer } from './call.ts';
import { suspensionDate } from './auth.ts';
import { sessionAnswer } from './shapes.ts';

/** API.md: at most 3 reset mails per address per hour. */
const RESETS_PER_HOUR = 3;
/** A verification mail at most once a minute. */
const VERIFY_RESEND_SECONDS = 60;

/** Password reset, verification, mail settings, unsubscribe, deleting and exporting an account (API.md, "Accounts and e-mail"). */
export default async function accountRoutes(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const serve = callServer(api, ctx);
  const authLimit = { rateLimit: { max: ctx.config.AUTH_RATE_LIMIT, timeWindow: '1 minute' } };

  // One-click unsubscribe (RFC 8058): a mail client POSTs `List-Unsubscribe=One-Click` as a form to the
  // header's URL, the token in its query. Only this plugin's calls read forms.
  api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  serve(
    'requestPasswordReset',
    async ({ body, req }) => {
      const email = body.email.trim().toLowerCase();
      const user = await accountByEmail(ctx.db, email);
      // The same answer whether or not the address has an account, and whether or not a mail went;
      // and in about the same time: the token and mail are written after the answer, so a known
      // address does not answer measurably later than an unknown one.
      if (user) {
        void (async () => {
          const queued = await ctx.db.transaction(async (tx) => {
            // Requests for one address take turns: five at once still make at most three mails.
            await lockAddress(tx, email);
            if ((await mailsInLastHour(tx, email, 'reset')) >= RESETS_PER_HOUR) return false;
            await ctx.mail.queueReset(tx, { id: user.id, email });
            return true;
          });
          if (queued) ctx.mail.queued();
        })().catch((err) => req.log.warn({ err }, 'password reset mail not queued'));
      }
      return { status: 'sent' };
    },
    { config: authLimit },
  );

  serve(
    'resetPassword',
    async ({ body }) => {
      const hash = await hashPassword(body.newPassword);
      const user = await ctx.db.transaction(async (tx) => {
        const userId = await useAccountToken(tx, hashMailToken(body.token), 'reset');
        if (!userId) throw badRequest(MESSAGES.resetInvalid);
        // The link came to the address, and the one who holds it chooses the password now: both are
        // proved. Every earlier session and token ends.
        await markEmailVerified(tx, userId, true);
        return setPasswordIn(tx, userId, hash);
      });
      ctx.sessions.forgetUser(user.id);
      // A suspended member gets the new password (whoever knew the old one is out), but no session,
      // and the answer sign-in gives them; their sign-in lock stays as it was.
      if (user.suspended_until && user.suspended_until > new Date()) throw new HttpError(403, MESSAGES.suspended(suspensionDate(user.suspended_until)));
      // A sign-in lock on the address ends with the new password.
      await ctx.lockout.reset((await exportProfile(ctx.db, user.id)).email);
      return sessionAnswer(ctx, user);
    },
    { config: authLimit },
  );

  serve(
    'verifyEmail',
    async ({ body, req }) => {
      // Whoever has the link owns the address, but not necessarily the password: someone may have
      // signed up with another's address. Opened in a session of the account itself, the link proves
      // that the password's holder owns the address; opened anywhere else it proves the address only,
      // and the owner's Google sign-in later takes the account over (server/routes/auth.ts).
      const viewer = await optionalUser(ctx, req);
      await ctx.db.transaction(async (tx) => {
        const userId = await useAccountToken(tx, hashMailToken(body.token), 'verify');
        if (!userId) throw badRequest(MESSAGES.verifyInvalid);
        await markEmailVerified(tx, userId, viewer?.id === userId);
      });
      return { status: 'verified' };
    },
    { config: authLimit },
  );

  serve('resendVerification', async ({ me }) => {
    const user = (await accountById(ctx.db, me.id))!;
    if (user.email_verified) throw badRequest(MESSAGES.alreadyVerified);
    const since = await secondsSinceLastMail(ctx.db, me.id, 'verify');
    if (since !== null && since < VERIFY_RESEND_SECONDS) {
      const wait = Math.ceil(VERIFY_RESEND_SECONDS - since);
      throw new HttpError(429, MESSAGES.verificationWait, { 'retry-after': String(wait) });
    }
    const today = await verifyMailsToday(ctx.db, { userId: me.id });
    if (today.n >= VERIFY_MAILS_PER_DAY) throw new HttpError(429, MESSAGES.verificationDailyLimit, { 'retry-after': String(today.freeInSeconds) });
    const email = (await exportProfile(ctx.db, me.id)).email;
    const queued = await ctx.db.transaction((tx) => ctx.mail.queueVerify(tx, { id: me.id, email, fullname: user.fullname }));
    if (!queued) {
      const forAddress = await verifyMailsToday(ctx.db, { email });
      throw new HttpError(429, MESSAGES.verificationDailyLimit, { 'retry-after': String(forAddress.freeInSeconds) });
    }
    ctx.mail.queued();
    return { status: 'sent' };
  });

  serve('getEmailSettings', async ({ me }) => emailSettingsOf(ctx.db, me.id));

  serve('updateEmailSettings', async ({ body, me }) => {
    await setEmailSettings(ctx.db, me.id, body);
    return body;
  });

  serve(
    'unsubscribe',
    async ({ body }) => {
      const target = ctx.mail.unsubscribe.read(body.token);
      if (!target || !(await turnOff(ctx.db, target.userId, target.kind))) throw badRequest(MESSAGES.unsubscribeInvalid);
      return { status: 'unsubscribed' };
    },
    {
      config: authLimit,
      payload: (req) => ({ ...(req.body && typeof req.body === 'object' ? req.body : {}), ...((req.query as { token?: string }).token ? { token: (req.query as { token: string }).token } : {}) }),
    },
  );

  const deleteLock = (userId: string) => `delete-account:${userId}`;

  serve('deleteAccount', async ({ body, me }) => {
    const user = (await accountById(ctx.db, me.id))!;
    if (user.password_hash) {
      if (!body.password) throw badRequest(MESSAGES.deletePasswordRequired);
      // Like change-password: each try costs an argon2 check, and 10 wrong ones lock the call.
      const locked = await ctx.lockout.lockedFor(deleteLock(me.id));
      if (locked > 0) throw new HttpError(429, `Too many wrong passwords. Try again in ${Math.ceil(locked / 60)} minutes.`, { 'retry-after': String(locked) });
      if (!(await verifyPassword(user.password_hash, body.password))) {
        await ctx.lockout.recordFailure(deleteLock(me.id));
        throw new HttpError(403, MESSAGES.deletePasswordWrong);
      }
    } else if ((body.confirm ?? '').trim() !== user.username) {
      throw badRequest(MESSAGES.deleteConfirmWrong);
    }
    // Reads counted in memory are written first: nothing of theirs is written after they are gone.
    await ctx.cache.reads.flush();
    const gone = await ctx.db.transaction(async (tx) => {
      await dropUnsentMail(tx, me.id);
      return deleteAccountRows(tx, me.id, MESSAGES.deletedComment);
    });
    ctx.sessions.forgetUser(me.id);
    for (const key of gone.uploadKeys) await ctx.store.remove?.(key).catch(() => {});
    ctx.cache.changed(TAG.all);
    return { status: 'deleted' };
  });

  serve('exportAccount', async ({ me, reply }) => {
    const profile = await exportProfile(ctx.db, me.id);
    const [blogs, comments, uploads] = await Promise.all([exportBlogs(ctx.db, me.id), exportComments(ctx.db, me.id), exportUploads(ctx.db, me.id)]);
    // Streamed: entries are added as they are read, and each image is piped from its file, so the
    // archive is never whole in memory.
    const zip = new yazl.ZipFile();
    const json = (v: unknown) => Buffer.from(JSON.stringify(v, null, 2) + '\n');
    zip.addBuffer(json(profile), 'profile.json');
    for (const b of blogs) {
      const content = b.content as { blocks?: { type: string; data: Record<string, unknown> }[] };
      zip.addBuffer(Buffer.from(blogToMarkdown({ ...b, content })), `blogs/${b.blog_id}.md`);
      zip.addBuffer(json(b), `blogs/${b.blog_id}.json`);
    }
    zip.addBuffer(json(comments), 'comments.json');
    const remote: string[] = [];
    for (const u of uploads) {
      const file = await ctx.store.read?.(u.key);
      if (file) zip.addReadStream(file.stream, `images/${u.key}`, { size: file.size });
      else remote.push(ctx.store.publicUrl(u.key));
    }
    // With S3 the server holds no files: the archive lists where each image is.
    if (remote.length) zip.addBuffer(Buffer.from(remote.join('\n') + '\n'), 'images/urls.txt');
    zip.end();
    reply.header('content-type', 'application/zip');
    reply.header('content-disposition', `attachment; filename="inkwell-${profile.username}.zip"`);
    reply.header('cache-control', 'no-store');
    return reply.send(zip.outputStream);
  });
}
