import type { FastifyInstance } from 'fastify';
import { PassThrough, Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';
import { ERRORS, type Problem } from '../../src/contract/index.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { Context } from '../context.ts';
import { HttpError, badRequest, optionalUser } from '../http.ts';
import { blogMarkdownParts } from '../content/markdown.ts';
import { EXPORT_BLOG_PAGE, EXPORT_COMMENT_PAGE, EXPORT_NOTE_PAGE, exportBlogPage, exportCommentPage, exportNotePage, exportProfile, exportUploads } from '../store/accounts.ts';
import { emailSettingsOf, secondsSinceLastMail, setEmailSettings, turnOff, verifyMailsToday } from '../store/mail.ts';
import { VERIFY_MAILS_PER_DAY } from '../mail/index.ts';
import { unsubscribeSubscriber } from '../store/subscribers.ts';
import { accountByEmail, accountById, emailOfUser } from '../store/users.ts';
import { changePreferences, deleteAccount, queuePasswordReset, queueVerification, resetPassword, verifyEmail } from '../services/accounts.ts';
import { callServer } from './call.ts';
import { suspensionDate } from './auth.ts';
import { sessionAnswer } from '../shapes.ts';
import { requestLanguage } from '../i18n/index.ts';

/** How recent a Google sign-in must be to delete a Google-only account: the popup the dialog just opened. */
const GOOGLE_REAUTH_SECONDS = 5 * 60;
/** A verification mail at most once a minute. */
const VERIFY_RESEND_SECONDS = 60;
/** An account export at most once every 10 minutes per member: each one reads everything they have. */
const EXPORT_INTERVAL_S = 10 * 60;

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
        void queuePasswordReset(ctx, user, email, requestLanguage(req.headers)).catch((err) => req.log.warn({ err }, 'password reset mail not queued'));
      }
      return { status: 'sent' };
    },
    { config: authLimit },
  );

  serve(
    'resetPassword',
    async ({ body }) => {
      const hash = await hashPassword(body.newPassword);
      const user = await resetPassword(ctx, body.token, hash);
      // A suspended member gets the new password (whoever knew the old one is out), but no session,
      // and the answer sign-in gives them; their sign-in lock stays as it was.
      if (user.suspended_until && user.suspended_until > new Date()) throw new HttpError(403, ERRORS.suspended(suspensionDate(user.suspended_until)));
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
      await verifyEmail(ctx, body.token, (userId) => viewer?.id === userId);
      return { status: 'verified' };
    },
    { config: authLimit },
  );

  serve('resendVerification', async ({ me, req }) => {
    const user = (await accountById(ctx.db, me.id))!;
    if (user.email_verified) throw badRequest(ERRORS.alreadyVerified);
    const since = await secondsSinceLastMail(ctx.db, me.id, 'verify');
    if (since !== null && since < VERIFY_RESEND_SECONDS) {
      const wait = Math.ceil(VERIFY_RESEND_SECONDS - since);
      throw new HttpError(429, ERRORS.verificationWait, { 'retry-after': String(wait) });
    }
    const today = await verifyMailsToday(ctx.db, { userId: me.id });
    if (today.n >= VERIFY_MAILS_PER_DAY) throw new HttpError(429, ERRORS.verificationDailyLimit, { 'retry-after': String(today.freeInSeconds) });
    const email = (await exportProfile(ctx.db, me.id)).email;
    if (!(await queueVerification(ctx, { id: me.id, email, fullname: user.fullname }, requestLanguage(req.headers)))) {
      const forAddress = await verifyMailsToday(ctx.db, { email });
      throw new HttpError(429, ERRORS.verificationDailyLimit, { 'retry-after': String(forAddress.freeInSeconds) });
    }
    return { status: 'sent' };
  });

  serve('getEmailSettings', async ({ me }) => emailSettingsOf(ctx.db, me.id));

  serve('updateEmailSettings', async ({ body, me }) => setEmailSettings(ctx.db, me.id, body));

  serve('updatePreferences', async ({ body, me }) => changePreferences(ctx, me, body));

  serve(
    'unsubscribe',
    async ({ body }) => {
      const target = ctx.mail.unsubscribe.read(body.token);
      // A newsletter subscription's link ends that subscription; a member's ends a kind of their mail.
      const done = !target ? false : target.kind === 'newsletter' ? await unsubscribeSubscriber(ctx.db, target.userId) : await turnOff(ctx.db, target.userId, target.kind);
      if (!done) throw badRequest(ERRORS.unsubscribeInvalid);
      return { status: 'unsubscribed' };
    },
    {
      config: authLimit,
      payload: (req) => ({ ...(req.body && typeof req.body === 'object' ? req.body : {}), ...((req.query as { token?: string }).token ? { token: (req.query as { token: string }).token } : {}) }),
    },
  );

  const deleteLock = (userId: string) => `delete-account:${userId}`;

  /** Whether a Firebase ID token is valid, for `email`, and signed in to Google at most GOOGLE_REAUTH_SECONDS ago. */
  async function freshGoogleSignIn(token: string, email: string): Promise<boolean> {
    if (!ctx.google) return false;
    const identity = await ctx.google.verify(token).catch(() => null);
    if (!identity || !email || identity.email !== email.toLowerCase() || identity.authTime === undefined) return false;
    const age = Date.now() / 1000 - identity.authTime;
    return age >= -60 && age <= GOOGLE_REAUTH_SECONDS;
  }

  serve('deleteAccount', async ({ body, me }) => {
    const user = (await accountById(ctx.db, me.id))!;
    if (user.password_hash) {
      if (!body.password) throw badRequest(ERRORS.deletePasswordRequired);
      // Like change-password: each try costs an argon2 check, and 10 wrong ones lock the call.
      const locked = await ctx.lockout.lockedFor(deleteLock(me.id));
      if (locked > 0) throw new HttpError(429, ERRORS.passwordLockout(Math.ceil(locked / 60)), { 'retry-after': String(locked) });
      if (!(await verifyPassword(user.password_hash, body.password))) {
        await ctx.lockout.recordFailure(deleteLock(me.id));
        throw new HttpError(403, ERRORS.deletePasswordWrong);
      }
    } else if (body.google_token !== undefined) {
      // A fresh Google sign-in of this account's own address: an access token alone (stolen from a
      // browser) does not delete the account, since the username it would type is public.
      if (!(await freshGoogleSignIn(body.google_token, (await emailOfUser(ctx.db, me.id)) ?? ''))) throw new HttpError(403, ERRORS.googleSignInAgain);
    } else if ((body.confirm ?? '').trim() !== user.username) {
      throw badRequest(ERRORS.deleteConfirmWrong);
    }
    await deleteAccount(ctx, me);
    return { status: 'deleted' };
  });

  const exportGate = exportLimits();

  serve('exportAccount', async ({ me, req, reply }) => {
    const refusal = exportGate.refusal(me.id);
    if (refusal) throw new HttpError(429, refusal.problem, { 'retry-after': String(refusal.retryAfter) });
    const run = exportGate.start(me.id);
    let profile: Awaited<ReturnType<typeof exportProfile>>;
    try {
      profile = await exportProfile(ctx.db, me.id);
    } catch (err) {
      run.end(false);
      throw err;
    }
    const zip = new yazl.ZipFile();
    const stop = new AbortController();
    // Only a download that reached its end counts against the interval; a failed or abandoned one
    // frees the member to try again at once, and stops reading for a reader who is gone.
    let delivered = false;
    reply.raw.once('finish', () => (delivered = true));
    reply.raw.once('close', () => {
      run.end(delivered);
      if (!delivered) stop.abort();
    });
    writeExport(zip, me.id, profile, stop.signal).catch((err: unknown) => {
      if (!stop.signal.aborted) req.log.error({ err }, 'account export failed');
      (zip.outputStream as PassThrough).destroy(err instanceof Error ? err : new Error(String(err)));
    });
    reply.header('content-type', 'application/zip');
    reply.header('content-disposition', `attachment; filename="inkwell-${profile.username}.zip"`);
    reply.header('cache-control', 'no-store');
    return reply.send(zip.outputStream);
  });

  /**
   * Writes the archive a page at a time: a page of blogs is read only when the ZIP has taken the
   * previous one, which it does only as fast as the reader downloads, so memory holds one page
   * whatever the member has. Each entry's text is made when the ZIP reaches it, one blog at a time
   * between compressions (a blog's Markdown a few blocks at a time), so the event loop is never held long.
   */
  async function writeExport(zip: yazl.ZipFile, userId: string, profile: object, signal: AbortSignal) {
    zip.addBuffer(prettyJson(profile), 'profile.json');
    for (let before: number | null = null; ; ) {
      signal.throwIfAborted();
      const page = await exportBlogPage(ctx.db, userId, before);
      if (!page.length) break;
      before = page[page.length - 1].seq;
      const entries = page.flatMap(({ seq: _seq, ...b }) => {
        const content = b.content as { blocks?: { type: string; data: Record<string, unknown> }[] };
        // The Markdown a block at a time (blogMarkdownParts): a long blog does not hold the event loop.
        return [lazyStream(zip, `blogs/${b.blog_id}.md`, () => Readable.from(blogMarkdownParts({ ...b, content }), { objectMode: false })), lazyEntry(zip, `blogs/${b.blog_id}.json`, () => prettyJson(b))];
      });
      await Promise.all(entries.map((e) => finished(e, { signal })));
      if (page.length < EXPORT_BLOG_PAGE) break;
    }
    await finished(lazyStream(zip, 'comments.json', () => Readable.from(commentsJson(userId, signal))), { signal });
    await finished(lazyStream(zip, 'notes.json', () => Readable.from(notesJson(userId, signal))), { signal });
    const remote: string[] = [];
    for (const u of await exportUploads(ctx.db, userId)) {
      signal.throwIfAborted();
      // One file open at a time, each when the ZIP is ready for it.
      const file = await ctx.images.fileOf(u.key);
      if (!file) {
        remote.push(ctx.store.publicUrl(u.key));
        continue;
      }
      zip.addReadStream(file.stream, `images/${u.key}`, { size: file.size });
      await finished(file.stream, { signal });
    }
    // An image that could not be read from the store: the archive lists where it is.
    if (remote.length) zip.addBuffer(Buffer.from(remote.join('\n') + '\n'), 'images/urls.txt');
    zip.end();
  }

  /** comments.json, page by page, byte for byte what `JSON.stringify(all, null, 2)` would give. */
  async function* commentsJson(userId: string, signal: AbortSignal) {
    let count = 0;
    for (let after: number | null = null; ; ) {
      signal.throwIfAborted();
      const page = await exportCommentPage(ctx.db, userId, after);
      if (page.length) after = page[page.length - 1].seq;
      let out = '';
      for (const { seq: _seq, ...c } of page) out += (count++ ? ',\n' : '[\n') + JSON.stringify(c, null, 2).replace(/^/gm, '  ');
      if (out) yield Buffer.from(out);
      if (page.length < EXPORT_COMMENT_PAGE) break;
    }
    yield Buffer.from(count ? '\n]\n' : '[]\n');
  }

  /** notes.json: the workshop notes and replies the member wrote, page by page, as comments.json is written. */
  async function* notesJson(userId: string, signal: AbortSignal) {
    let count = 0;
    for (let after: string | null = null; ; ) {
      signal.throwIfAborted();
      const page = await exportNotePage(ctx.db, userId, after);
      if (page.length) after = page[page.length - 1].cursor;
      let out = '';
      for (const { cursor: _cursor, ...n } of page) out += (count++ ? ',\n' : '[\n') + JSON.stringify(n, null, 2).replace(/^/gm, '  ');
      if (out) yield Buffer.from(out);
      if (page.length < EXPORT_NOTE_PAGE) break;
    }
    yield Buffer.from(count ? '\n]\n' : '[]\n');
  }
}

const prettyJson = (v: unknown) => Buffer.from(JSON.stringify(v, null, 2) + '\n');

/**
 * An entry whose stream is made only when the ZIP reaches it. The ZIP keeps every entry until its
 * end (for the central directory), so the maker (which holds the blog's row) is let go once used.
 */
function lazyStream(zip: yazl.ZipFile, name: string, make: () => Readable): Readable {
  const stream = new PassThrough();
  let maker: (() => Readable) | null = make;
  zip.addReadStreamLazy(name, (cb) => {
    const made = maker!;
    maker = null;
    try {
      made().on('error', (err) => stream.destroy(err)).pipe(stream);
      cb(null, stream);
    } catch (err) {
      stream.destroy(err as Error);
    }
  });
  return stream;
}

/** An entry whose bytes are made only when the ZIP reaches it: one blog's text is held at a time. */
function lazyEntry(zip: yazl.ZipFile, name: string, make: () => Buffer): Readable {
  return lazyStream(zip, name, () => Readable.from([make()]));
}

/** One export per member at a time, and one every EXPORT_INTERVAL_S unless the last did not finish (kept in this process). */
function exportLimits() {
  const running = new Set<string>();
  const lastDelivered = new Map<string, number>();
  return {
    refusal(userId: string): { problem: Problem; retryAfter: number } | null {
      if (running.has(userId)) return { problem: ERRORS.exportRunning, retryAfter: EXPORT_INTERVAL_S };
      const now = Date.now();
      for (const [id, at] of lastDelivered) if (now - at >= EXPORT_INTERVAL_S * 1000) lastDelivered.delete(id);
      const at = lastDelivered.get(userId);
      if (at !== undefined) return { problem: ERRORS.exportTooSoon, retryAfter: Math.max(1, Math.ceil(EXPORT_INTERVAL_S - (now - at) / 1000)) };
      return null;
    },
    start(userId: string) {
      running.add(userId);
      const startedAt = Date.now();
      let ended = false;
      return {
        end(delivered: boolean) {
          if (ended) return;
          ended = true;
          running.delete(userId);
          if (delivered) lastDelivered.set(userId, startedAt);
        },
      };
    },
  };
}
