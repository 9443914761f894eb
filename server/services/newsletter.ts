import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { ERRORS, isValidEmail, normaliseEmail, type Language } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import type { Executor } from '../db/query.ts';
import { HttpError, badRequest, forbidden, notFound } from '../http.ts';
import { hashMailToken, newMailToken } from '../auth/mailTokens.ts';
import { lockAddress, mailsInLastHour, queueMail } from '../store/mail.ts';
import { isAllowedImageUrl, type sanitizeContent } from '../content/sanitize.ts';
import { bannerMeta, fillImageFiles } from '../media/blocks.ts';
import { languageOr, tr } from '../i18n/index.ts';
import { newsletterMail, personalise } from '../mail/newsletter.ts';
import { tidySubscribers, addImported, blogForTestNewsletter, confirmMailsToday, testNewsletterSender, confirmSubscription, markPending, newsletterAuthorById, subscriberOf, unmailedImports, type NewsletterAuthor } from '../store/subscribers.ts';
import { enqueue, type JobContext } from '../jobs/queue.ts';
import { commit } from './commit.ts';

/**
 * Confirmation mails to one address in a day, whichever authors they are for: enough for a reader
 * who lost one, too few to make the site a way to flood someone's mailbox.
 */
export const CONFIRM_MAILS_PER_DAY = 3;

/**
 * Subscribes an address to an author's new blogs: a confirmation mail (double opt-in) unless it is
 * confirmed already, the address had its day's confirmation mails, or the author is suspended. The
 * caller answers the same whatever happened here.
 */
export async function subscribe(ctx: Context, author: NewsletterAuthor, email: string, language: Language | null): Promise<void> {
  if (author.suspended) return;
  await commit(ctx, async (tx, after) => {
    if (await queueConfirmation(ctx, tx, author, email, language)) after.mailQueued();
  });
}

/** The address pending with a new confirmation link, and its mail; false when nothing was queued. */
async function queueConfirmation(ctx: Context, tx: Executor, author: NewsletterAuthor, email: string, language: Language | null): Promise<boolean> {
  // Requests for one address take turns, so that the day's count and the mail it allows are one step.
  await lockAddress(tx, email);
  if ((await subscriberOf(tx, author.id, email))?.state === 'confirmed') return false;
  if ((await confirmMailsToday(tx, email)) >= CONFIRM_MAILS_PER_DAY) return false;
  const { token, hash } = newMailToken();
  const id = await markPending(tx, { author: author.id, email, tokenHash: hash, language });
  if (!id) return false;
  await ctx.mail.queueSubscriptionConfirm(tx, { id, email, language }, author, token, hash);
  return true;
}

/** Confirms the subscription of a confirmation link; the author's username. */
export async function confirm(ctx: Context, token: string): Promise<string> {
  const username = await confirmSubscription(ctx.db, hashMailToken(token));
  if (!username) throw badRequest(ERRORS.subscriptionLinkInvalid);
  return username;
}

/** Header names of the address column: ours and Substack's, Ghost's and Buttondown's exports (`email`), and common others. */
const EMAIL_HEADERS = new Set(['email', 'email_address', 'email address', 'e-mail', 'emailaddress', 'subscriber_email']);

/**
 * Whether an exported row says its reader left the list: Substack's `email_disabled`, Ghost's
 * `subscribed_to_emails` and `deleted_at`, Buttondown's `subscriber_type` (or `type`). An import
 * does not subscribe them again.
 */
function optedOut(row: string[], column: Map<string, number>): boolean {
  const cell = (name: string) => {
    const i = column.get(name);
    return i === undefined ? '' : (row[i] ?? '').trim().toLowerCase();
  };
  if (cell('email_disabled') === 'true') return true;
  if (cell('subscribed_to_emails') === 'false' || cell('deleted_at') !== '') return true;
  const type = cell('subscriber_type') || cell('type');
  return ['unsubscribed', 'removed', 'spammy', 'undeliverable', 'complained', 'bounced'].includes(type);
}

/** The addresses of a subscriber CSV, each once, valid, and not opted out; how many rows it had. */
export function addressesOfCsv(csv: string): { emails: string[]; rows: number } {
  let records: string[][];
  try {
    records = parse(csv, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch {
    throw badRequest(ERRORS.subscribersCsvNoEmail);
  }
  const [header, ...data] = records;
  const column = new Map((header ?? []).map((name, i) => [name.trim().toLowerCase(), i] as const));
  const emailColumn = [...column.entries()].find(([name]) => EMAIL_HEADERS.has(name))?.[1];
  if (emailColumn === undefined) throw badRequest(ERRORS.subscribersCsvNoEmail);
  const emails = new Set<string>();
  for (const row of data) {
    // A leading `'` is how our export (and spreadsheets) keep a cell from being read as a formula.
    const email = normaliseEmail((row[emailColumn] ?? '').replace(/^'(?=[=+\-@])/, ''));
    if (isValidEmail(email) && !optedOut(row, column)) emails.add(email);
  }
  return { emails: [...emails], rows: data.length };
}

/** The durable job that mails each address an import added without consent its confirmation. */
export const CONFIRM_IMPORTED_JOB = 'newsletter-confirm-imported';
const FIRST_ID = '00000000-0000-0000-0000-000000000000';
const CONFIRM_BATCH = 100;

/**
 * Imported rows past which the embedded database is vacuumed: a large import left every read of the
 * author's subscribers slow (bench:newsletter's get-profile p50 28 -> 14 ms at 10,000), and a small
 * one is not worth holding the one connection for a vacuum of everyone's subscribers.
 */
const TIDY_AFTER_IMPORTED = 1000;

/**
 * Adds the addresses of an export from elsewhere: confirmed when the author states they consented,
 * else pending, each mailed its confirmation by a job (CONFIRM_IMPORTED_JOB): thousands of mails are
 * not made while the author waits for the answer. Addresses the author already has, in any state,
 * stay as they are.
 */
export async function importSubscribers(ctx: Context, author: NewsletterAuthor, csv: string, consent: boolean): Promise<{ added: number; skipped: number }> {
  const { emails, rows } = addressesOfCsv(csv);
  const answer = await commit(ctx, async (tx, after) => {
    const added = await addImported(tx, author.id, emails, consent);
    if (!consent && added.length) {
      await enqueue(tx, CONFIRM_IMPORTED_JOB, { author: author.id }, { maxAttempts: 20 });
      after.jobQueued();
    }
    return { added: added.length, skipped: rows - added.length };
  });
  // PostgreSQL's autovacuum does this on its own; the embedded database needs asking (tidySubscribers).
  if (!ctx.config.DATABASE_URL && answer.added >= TIDY_AFTER_IMPORTED) await tidySubscribers(ctx.db);
  return answer;
}

/**
 * The job's work: a confirmation mail to each pending imported address not mailed yet, each in its
 * own transaction (it holds its address's lock only for its own mail) and within the address's
 * daily limit; an address over it stays pending without a mail. A job run again after a stop finds
 * the addresses it mailed marked (their confirm_sent_at).
 */
export async function confirmImported(ctx: Context, authorId: string, job: Pick<JobContext, 'stopping'>) {
  const author = await newsletterAuthorById(ctx.db, authorId);
  if (!author || author.suspended) return;
  for (let afterId = FIRST_ID; ; ) {
    if (job.stopping) throw new Error('the server is closing: the confirmations go on after the restart');
    const batch = await unmailedImports(ctx.db, author.id, afterId, CONFIRM_BATCH);
    for (const s of batch) {
      await commit(ctx, async (tx, after) => {
        if (await queueConfirmation(ctx, tx, author, s.email, null)) after.mailQueued();
      });
    }
    if (batch.length < CONFIRM_BATCH) return;
    afterId = batch[batch.length - 1]!.id;
  }
}

/** "Send me a test" mails a member may send themselves in an hour (docs/API.md, decisions). */
export const TEST_MAILS_PER_HOUR = 5;
/** The outbox kind of a test of the newsletter mail. */
export const TEST_MAIL_KIND = 'newsletter_test';

export interface TestNewsletter {
  id?: string;
  title: string;
  des: string;
  banner: string;
  content: unknown;
  language?: string;
}

/**
 * "Send me a test": the blog as the publish form holds it (saved or not), rendered by the
 * newsletter's own renderer in the author's language, to the author's own verified address
 * through the outbox. Its unsubscribe link goes to the author's Subscribers page (the reader's own
 * goes there in the real mail). A blog `id` must be the caller's: another member's answers as unknown.
 */
export async function sendTestNewsletter(ctx: Context, me: { id: string }, body: TestNewsletter, asked: Language): Promise<void> {
  const user = await testNewsletterSender(ctx.db, me.id);
  if (!user) throw notFound(ERRORS.userNotFound);
  if (!user.email_verified || !isValidEmail(user.email)) throw forbidden(ERRORS.newsletterTestUnverified);
  let blogId: string | undefined;
  if (body.id) {
    const blog = await blogForTestNewsletter(ctx.db, body.id);
    if (!blog || blog.author !== me.id) throw notFound(ERRORS.blogNotFound);
    blogId = blog.blog_id;
  }
  const content = await ctx.content.sanitize(body.content as Parameters<typeof sanitizeContent>[0]);
  if (content.blocks.length === 0) throw badRequest(ERRORS.publishEmpty);
  await fillImageFiles(ctx, content.blocks);
  const banner = body.banner && isAllowedImageUrl(body.banner) ? body.banner : '';
  const { banner_meta: size } = banner ? await bannerMeta(ctx, banner) : {};
  const language = languageOr(user.language, asked);
  const site = ctx.mail.siteUrl;
  const mail = newsletterMail(language, site, {
    title: body.title,
    des: body.des,
    language: body.language ?? language,
    blocks: content.blocks,
    authorName: user.fullname,
    blogUrl: blogId ? `${site}/blogs/${encodeURIComponent(blogId)}` : `${site}/user/${encodeURIComponent(user.username)}`,
    ...(size ? { banner: { url: banner, width: size.width, height: size.height } } : {}),
  });
  const test = personalise({ ...mail, subject: tr(language, /*i18n*/ 'Test: {title}', { title: mail.subject }) }, `${site}/dashboard/subscribers`);
  await commit(ctx, async (tx, after) => {
    // Tests of one member take turns, so that the hour's count and the mail it allows are one step.
    await lockAddress(tx, user.email);
    if ((await mailsInLastHour(tx, user.email, TEST_MAIL_KIND)) >= TEST_MAILS_PER_HOUR) {
      throw new HttpError(429, ERRORS.newsletterTestsPerHour(TEST_MAILS_PER_HOUR), { 'retry-after': '3600' });
    }
    await queueMail(tx, { userId: me.id, to: user.email, kind: TEST_MAIL_KIND, eventKey: `${TEST_MAIL_KIND}:${me.id}:${randomUUID()}`, ...test });
    after.mailQueued();
  });
}
