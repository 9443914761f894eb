import type { Db } from '../db/client.ts';
import type { Executor } from '../db/query.ts';
import type { ThreadMailItems } from '../db/schema.ts';
import { RESET_TOKEN_SECONDS, VERIFY_TOKEN_SECONDS, newMailToken } from '../auth/mailTokens.ts';
import { addAccountToken, addDigestItem, dropOpenTokens, lockAddress, lockThread, memberLanguage, nextThreadMailAt, queueMail, recipient, updateThreadMail,
  verifyMailsToday, waitingThreadMail, type Recipient } from '../store/mail.ts';
import { SITE_NAME, UnsubscribeTokens, commentMail, notesMail, reviewLine, reviewRequestMail,
  newBlogMail, digestLine, digestMail, replyMail, resetPasswordMail, threadMail, unsubscribeHeaders, verifyEmailMail } from './mails.ts';
import { languageOr } from '../i18n/index.ts';
import type { Language } from '../../src/contract/index.ts';
import { MailSender, type SenderOptions } from './sender.ts';
import type { OutboxRow } from '../store/mail.ts';
import { markSentToMember, recordBounce } from '../store/subscribers.ts';
import { confirmSubscriptionMail } from './newsletter.ts';
import { normaliseEmail } from '../../src/contract/index.ts';
import type { JobRunner } from '../jobs/runner.ts';
import { createMailer, type Mailer } from './transport.ts';

export { UnsubscribeTokens } from './mails.ts';

/**
 * Verification mails a day, to one address and to one account: enough for a member who lost a few,
 * too few to make the site a way to flood someone's mailbox.
 */
export const VERIFY_MAILS_PER_DAY = 5;

/** Permanent SMTP rejections after which a subscription is `bounced` and gets no more mail. */
export const BOUNCES_TO_STOP = 3;

/** The outbox kinds of the newsletter: a blog sent to a subscriber, and a subscription's confirmation. */
export const NEWSLETTER_MAIL_KIND = 'newsletter';
export const CONFIRM_MAIL_KIND = 'newsletter_confirm';
/** The outbox kind of a blog's whole mail to a following member: a member's new-blog mail. */
export const FOLLOWER_MAIL_KIND = 'new_blog';

/** The subscription a newsletter or confirmation mail went to, from its event key; null for any other mail. */
export function subscriptionOfMail(kind: string, eventKey: string): string | null {
  const parts = eventKey.split(':');
  if (kind === NEWSLETTER_MAIL_KIND && parts.length === 3) return parts[2]!;
  if (kind === CONFIRM_MAIL_KIND && parts.length === 3) return parts[1]!;
  return null;
}

/** An item of a comment thread's mail (a blog's thread holds comments and replies only; notes have threads of their own). */
type CommentItem = { kind: 'comment' | 'reply'; who: string; text: string };

/** How many comments a thread mail lists; it counts the rest. */
const THREAD_MAIL_SHOWN = 20;

export interface MailConfig {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  siteUrl: string;
  secret: string;
  /** The unsubscribe tokens' key version (UNSUBSCRIBE_KEY_VERSION). */
  unsubscribeKeyVersion?: number;
  pollMs: number;
  /** MAIL_LEASE_SECONDS (default LEASE_SECONDS). */
  leaseSeconds?: number;
}

/**
 * The mail of the product: what each event queues (always in the caller's transaction, so a mail
 * exists exactly when its event does) and the sender that delivers the outbox.
 */
export class MailService {
  readonly unsubscribe: UnsubscribeTokens;
  readonly sender: MailSender;
  readonly mailer: Mailer;

  constructor(
    private readonly db: Db,
    private readonly config: MailConfig,
    log: SenderOptions['log'],
  ) {
    this.unsubscribe = new UnsubscribeTokens(config.secret, config.unsubscribeKeyVersion);
    this.mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.from, dataDir: config.dataDir, log: (line) => log.info({}, line) });
    this.sender = new MailSender(db, this.mailer, {
      pollMs: config.pollMs,
      leaseSeconds: config.leaseSeconds,
      log,
      digest: (ex, userId, items) => this.queueDigest(ex, userId, items),
      rejected: (mail) => this.subscriptionRejected(mail),
    });
  }

  /**
   * A newsletter or confirmation mail refused for good counts against its subscription (the third
   * marks it bounced) and is not retried: a mail server that said 5xx says it again. A member's mail
   * keeps the usual retries.
   */
  private async subscriptionRejected(mail: OutboxRow): Promise<boolean> {
    const subscription = subscriptionOfMail(mail.kind, mail.event_key);
    if (!subscription) return false;
    await recordBounce(this.db, subscription, BOUNCES_TO_STOP);
    return true;
  }

  /** Where a member's one-click unsubscribe from one kind of mail goes (as subscriptionUnsubscribe). */
  memberUnsubscribe(userId: string, kind: 'new_blog') {
    const token = this.unsubscribe.make(userId, kind);
    return { url: `${this.site}/unsubscribe/${token}`, headers: unsubscribeHeaders(this.site, token) };
  }

  /** Where a subscription's one-click unsubscribe goes: the API for mail clients (RFC 8058), the page for people. */
  subscriptionUnsubscribe(subscriptionId: string) {
    const token = this.unsubscribe.make(subscriptionId, 'newsletter');
    return { url: `${this.site}/unsubscribe/${token}`, headers: unsubscribeHeaders(this.site, token) };
  }

  /**
   * A subscription's confirmation mail (double opt-in), in the subscriber's language else the
   * author's. The link opens a page whose button confirms: mail scanners open links, and a GET
   * never confirms.
   */
  async queueSubscriptionConfirm(ex: Executor, s: { id: string; email: string; language: Language | null }, author: { fullname: string; language: Language | null }, token: string, hash: string) {
    const language = languageOr(s.language, languageOr(author.language));
    const mail = confirmSubscriptionMail(language, this.site, token, author.fullname);
    await queueMail(ex, { userId: null, to: s.email, kind: CONFIRM_MAIL_KIND, eventKey: `${CONFIRM_MAIL_KIND}:${s.id}:${hash}`, ...this.parts(mail) });
  }

  /** The site's address, for links in mail built elsewhere (the newsletter job). */
  get siteUrl() {
    return this.config.siteUrl;
  }

  /** Starts the outbox's sender as tasks of `jobs` (server/jobs), which stops them. */
  start(jobs: JobRunner) {
    this.sender.start(jobs);
  }

  /** After the transaction that queued a mail commits: send it now rather than at the next poll. */
  queued() {
    this.sender.kick();
  }

  close() {
    return this.sender.close();
  }

  private get site() {
    return this.config.siteUrl;
  }

  /**
   * The language of a mail to a member: the one they chose, else that of the request that asked for
   * the mail (`asked`: a reset or a sign-up asked in Spanish is answered in Spanish), else English.
   */
  private async languageOf(ex: Executor, userId: string, asked?: Language): Promise<Language> {
    return languageOr(await memberLanguage(ex, userId), asked);
  }

  /** A password reset link (earlier unused links of the user stop working). `asked`: the asking request's language. */
  async queueReset(ex: Executor, user: { id: string; email: string }, asked?: Language) {
    const language = await this.languageOf(ex, user.id, asked);
    const { token, hash } = newMailToken();
    await dropOpenTokens(ex, user.id, 'reset');
    await addAccountToken(ex, { hash, userId: user.id, purpose: 'reset', lifetimeSeconds: RESET_TOKEN_SECONDS });
    await queueMail(ex, { userId: user.id, to: user.email, kind: 'reset', eventKey: `reset:${hash}`, ...this.parts(resetPasswordMail(language, this.site, token)) });
  }

  /**
   * A verification link (earlier unused links of the user stop working). False, and nothing queued,
   * when the address had its day's verification mails already (whichever accounts asked). `asked`:
   * the asking request's language (the sign-up's, or the resend's).
   */
  async queueVerify(ex: Executor, user: { id: string; email: string; fullname: string }, asked?: Language): Promise<boolean> {
    // Requests for one address take turns, so that the count and the mail it allows are one step.
    await lockAddress(ex, user.email);
    if ((await verifyMailsToday(ex, { email: user.email })).n >= VERIFY_MAILS_PER_DAY) return false;
    const language = await this.languageOf(ex, user.id, asked);
    const { token, hash } = newMailToken();
    await dropOpenTokens(ex, user.id, 'verify');
    await addAccountToken(ex, { hash, userId: user.id, purpose: 'verify', lifetimeSeconds: VERIFY_TOKEN_SECONDS });
    await queueMail(ex, { userId: user.id, to: user.email, kind: 'verify', eventKey: `verify:${hash}`, ...this.parts(verifyEmailMail(language, this.site, token, user.fullname)) });
    return true;
  }

  /**
   * Mail about a comment on someone's blog, a reply to their comment or a new blog by an author they
   * follow (commentId is then the blog's _id), as their settings say: one
   * mail, a line in tomorrow's digest, or nothing. Never about one's own action; only to an address
   * its owner proved (a sign-up with someone else's address must not send them notifications). In
   * the recipient's chosen language, else English: the request that caused it is someone else's.
   * `known`: the recipient as the caller already read them in this transaction (one statement less).
   * True when a mail was queued: the caller wakes the sender (queued()) after its commit only then.
   */
  async notify(
    ex: Executor,
    n: { kind: 'comment' | 'reply' | 'new_blog'; to: string; from: string; who: string; blogTitle: string; blogId: string; commentId: string; text: string; wholeBlogFollows?: boolean },
    known?: Recipient | null,
  ): Promise<boolean> {
    if (n.to === n.from) return false;
    const r = known?.id === n.to ? known : await recipient(ex, n.to);
    if (!r || !r.email_verified || !r.settings[n.kind]) return false;
    const language = languageOr(r.language);
    const blogUrl = `${this.site}/blogs/${encodeURIComponent(n.blogId)}`;
    const eventKey = `${n.kind}:${n.commentId}:${n.to}`;
    if (r.settings.digest) {
      // Written now in the recipient's language: the digest lists the lines as they are kept.
      const line = digestLine(language, n.kind, n.who, n.blogTitle);
      await addDigestItem(ex, { userId: n.to, kind: n.kind, eventKey, line, link: blogUrl });
      return false; // the digest goes out with the sender's daily check
    }
    // A blog sent as a newsletter goes whole to its following members too, from the newsletter job
    // (rendered once per language there, not once per follower in the publishing transaction).
    if (n.kind === 'new_blog' && n.wholeBlogFollows) return false;
    const token = this.unsubscribe.make(n.to, n.kind);
    const unsubscribeUrl = `${this.site}/unsubscribe/${token}`;
    const build = n.kind === 'comment' ? commentMail : n.kind === 'reply' ? replyMail : newBlogMail;
    const mail = build({ language, site: this.site, unsubscribeUrl, who: n.who, blogTitle: n.blogTitle, blogUrl, text: n.text });
    if (n.kind === 'new_blog') {
      await queueMail(ex, { userId: n.to, to: r.email, kind: n.kind, eventKey, ...this.parts(mail), headers: unsubscribeHeaders(this.site, token) });
      // A follower who also subscribed by e-mail gets this one mail about the blog, not the newsletter too.
      await markSentToMember(ex, n.commentId, normaliseEmail(r.email));
      return true;
    }
    // At most one comment or reply mail per blog and recipient an hour: fifty replies are not fifty
    // mails. The first goes at once; what comes within the hour goes in one mail when it ends.
    const thread = `blog:${n.blogId}`;
    await lockThread(ex, n.to, thread);
    const item = { kind: n.kind, who: n.who, text: n.text };
    const waiting = await waitingThreadMail(ex, n.to, thread);
    if (waiting) {
      const items = { total: waiting.items.total + 1, shown: waiting.items.shown.length < THREAD_MAIL_SHOWN ? [...waiting.items.shown, item] : waiting.items.shown };
      await updateThreadMail(ex, waiting.id, items, this.threadParts(language, n, blogUrl, items));
      return false;
    }
    const dueAt = await nextThreadMailAt(ex, n.to, thread);
    if (dueAt === null) {
      await queueMail(ex, { userId: n.to, to: r.email, kind: n.kind, eventKey, ...this.parts(mail), headers: unsubscribeHeaders(this.site, token), thread });
      return true;
    }
    const items = { total: 1, shown: [item] };
    await queueMail(ex, { userId: n.to, to: r.email, kind: n.kind, eventKey, ...this.threadParts(language, n, blogUrl, items), thread, dueAt, items });
    return false; // it goes when its hour ends, found by the sender's poll
  }

  /**
   * The workshop's mail (the `review` setting): a draft shared with the recipient, or a note (or a
   * reply to their note) on a draft. Like comment mail: to a proved address only, in the recipient's
   * language, a digest line instead when they chose the digest, and notes at most one mail per draft
   * an hour (the first at once, the rest together when the hour ends). True when a mail was queued now.
   */
  async notifyReview(
    ex: Executor,
    n: { kind: 'review_request' | 'note' | 'note_reply'; to: string; from: string; who: string; blogTitle: string; blogId: string; eventId: string; text: string },
  ): Promise<boolean> {
    if (n.to === n.from) return false;
    const r = await recipient(ex, n.to);
    if (!r || !r.email_verified || r.settings.review === false) return false;
    const language = languageOr(r.language);
    const blogUrl = `${this.site}/review/${encodeURIComponent(n.blogId)}`;
    const eventKey = `${n.kind}:${n.eventId}:${n.to}`;
    if (r.settings.digest) {
      await addDigestItem(ex, { userId: n.to, kind: 'review', eventKey, line: reviewLine(language, n.kind, n.who, n.blogTitle), link: blogUrl });
      return false;
    }
    const token = this.unsubscribe.make(n.to, 'review');
    const headers = unsubscribeHeaders(this.site, token);
    const unsubscribeUrl = `${this.site}/unsubscribe/${token}`;
    if (n.kind === 'review_request') {
      const mail = reviewRequestMail({ language, site: this.site, unsubscribeUrl, who: n.who, blogTitle: n.blogTitle, blogUrl, text: '' });
      await queueMail(ex, { userId: n.to, to: r.email, kind: 'review', eventKey, ...this.parts(mail), headers });
      return true;
    }
    const thread = `notes:${n.blogId}`;
    await lockThread(ex, n.to, thread);
    const item = { kind: 'review' as const, who: n.who, text: n.text, ...(n.kind === 'note_reply' ? { reply: true } : {}) };
    const render = (items: ThreadMailItems) => this.parts(notesMail({ language, site: this.site, unsubscribeUrl, blogTitle: n.blogTitle, blogUrl, total: items.total, items: items.shown }));
    const waiting = await waitingThreadMail(ex, n.to, thread);
    if (waiting) {
      const items = { total: waiting.items.total + 1, shown: waiting.items.shown.length < THREAD_MAIL_SHOWN ? [...waiting.items.shown, item] : waiting.items.shown };
      await updateThreadMail(ex, waiting.id, items, { ...render(items), headers });
      return false;
    }
    const dueAt = await nextThreadMailAt(ex, n.to, thread);
    const items = { total: 1, shown: [item] };
    if (dueAt === null) {
      await queueMail(ex, { userId: n.to, to: r.email, kind: 'review', eventKey, ...render(items), headers, thread });
      return true;
    }
    await queueMail(ex, { userId: n.to, to: r.email, kind: 'review', eventKey, ...render(items), headers, thread, dueAt, items });
    return false;
  }

  /** Both parts and the headers of a thread mail listing `items`; unsubscribing stops the kind of its first one. */
  private threadParts(language: Language, n: { to: string; blogTitle: string }, blogUrl: string, items: ThreadMailItems) {
    const token = this.unsubscribe.make(n.to, items.shown[0].kind);
    const mail = threadMail({ language, site: this.site, unsubscribeUrl: `${this.site}/unsubscribe/${token}`, blogTitle: n.blogTitle, blogUrl, total: items.total, items: items.shown as CommentItem[] });
    return { ...this.parts(mail), headers: unsubscribeHeaders(this.site, token) };
  }

  private async queueDigest(ex: Executor, userId: string, items: { kind: string; line: string; link: string }[]) {
    const r = await recipient(ex, userId);
    if (!r || !r.email_verified || !r.settings.digest) return;
    const token = this.unsubscribe.make(userId, 'digest');
    const mail = digestMail(languageOr(r.language), this.site, `${this.site}/unsubscribe/${token}`, items);
    const day = new Date().toISOString().slice(0, 10);
    await queueMail(ex, { userId, to: r.email, kind: 'digest', eventKey: `digest:${userId}:${day}:${items.length}`, ...this.parts(mail), headers: unsubscribeHeaders(this.site, token) });
  }

  private parts(m: { subject: string; text: string; html: string }) {
    return { subject: m.subject, text: m.text, html: m.html };
  }
}

export { SITE_NAME };
