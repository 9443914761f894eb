import { sql } from 'drizzle-orm';
import { one, rows, type Executor } from '../db/query.ts';
import type { SubscriberState } from '../db/schema.ts';
import type { Language } from '../../src/contract/index.ts';

/* The newsletter's subscribers (addresses following an author by e-mail) and what each blog was sent to. */

/** How long a confirmation link works: a week, as a verification link. */
export const CONFIRM_LINK_DAYS = 7;

export interface SubscriberRow {
  id: string;
  state: SubscriberState;
}

export interface NewsletterAuthor {
  id: string;
  fullname: string;
  language: Language | null;
  /** Suspended now: nothing is sent in their name. */
  suspended: boolean;
}

/** The author a subscription is for, by username. */
export async function newsletterAuthor(ex: Executor, username: string): Promise<NewsletterAuthor | undefined> {
  return one(ex, sql`SELECT id, fullname, language, coalesce(suspended_until > now(), false) AS suspended FROM users WHERE username = ${username}`);
}

export async function newsletterAuthorById(ex: Executor, id: string): Promise<NewsletterAuthor | undefined> {
  return one(ex, sql`SELECT id, fullname, language, coalesce(suspended_until > now(), false) AS suspended FROM users WHERE id = ${id}::uuid`);
}

export async function subscriberOf(ex: Executor, author: string, email: string): Promise<SubscriberRow | undefined> {
  return one(ex, sql`SELECT id, state FROM subscribers WHERE author = ${author} AND email = ${email}`);
}

/** Confirmation mails that went to an address in the last day, whichever authors they were for. */
export async function confirmMailsToday(ex: Executor, email: string): Promise<number> {
  const row = await one<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM outbox WHERE to_email = ${email} AND kind = 'newsletter_confirm' AND created_at > now() - interval '1 day'`);
  return row?.n ?? 0;
}

/**
 * The address is pending for the author with a new confirmation token (any earlier link of it stops
 * working), or added so; a confirmed subscription is left as it is (undefined). Subscribing again
 * after unsubscribing or bouncing starts the double opt-in again, with no bounce counted.
 */
export async function markPending(ex: Executor, s: { author: string; email: string; tokenHash: string; language: Language | null }): Promise<string | undefined> {
  const row = await one<{ id: string }>(
    ex,
    sql`INSERT INTO subscribers (author, email, state, confirm_token_hash, confirm_sent_at, language)
        VALUES (${s.author}, ${s.email}, 'pending', ${s.tokenHash}, now(), ${s.language})
        ON CONFLICT (author, email) DO UPDATE SET state = 'pending', confirm_token_hash = excluded.confirm_token_hash, confirm_sent_at = now(),
          language = coalesce(excluded.language, subscribers.language), bounce_count = 0
        WHERE subscribers.state <> 'confirmed'
        RETURNING id`,
  );
  return row?.id;
}

/** Confirms the pending subscription of a confirmation link (used once, within its week): the author's username, else undefined. */
export async function confirmSubscription(ex: Executor, tokenHash: string): Promise<string | undefined> {
  const row = await one<{ username: string }>(
    ex,
    sql`UPDATE subscribers s SET state = 'confirmed', confirmed_at = now(), confirm_token_hash = NULL
        FROM users u
        WHERE s.confirm_token_hash = ${tokenHash} AND s.state = 'pending' AND s.confirm_sent_at > now() - make_interval(days => ${CONFIRM_LINK_DAYS}) AND u.id = s.author
        RETURNING u.username`,
  );
  return row?.username;
}

/** One-click unsubscribe: true when the subscription exists (unsubscribing twice changes nothing). */
export async function unsubscribeSubscriber(ex: Executor, id: string): Promise<boolean> {
  const done = await rows(ex, sql`UPDATE subscribers SET state = 'unsubscribed', confirm_token_hash = NULL WHERE id = ${id}::uuid RETURNING id`);
  return done.length > 0;
}

/**
 * A permanent SMTP rejection (5xx) of a mail to this subscription; the third one marks it bounced,
 * and a bounced subscription gets no more mail.
 */
export async function recordBounce(ex: Executor, id: string, bouncesToStop: number) {
  await ex.execute(
    sql`UPDATE subscribers SET bounce_count = bounce_count + 1, state = CASE WHEN bounce_count + 1 >= ${bouncesToStop} AND state <> 'unsubscribed' THEN 'bounced' ELSE state END
        WHERE id = ${id}::uuid`,
  );
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the author's subscribers, newest first, with how many match the search in all. */
export async function subscriberPage(ex: Executor, author: string, query: string, page: number, size: number) {
  const match = query ? sql`AND email LIKE ${likePattern(query.trim().toLowerCase())}` : sql``;
  const list = await rows<{ email: string; since: Date; state: SubscriberState }>(
    ex,
    sql`SELECT email, coalesce(confirmed_at, created_at) AS since, state FROM subscribers WHERE author = ${author} ${match}
        ORDER BY seq DESC LIMIT ${size} OFFSET ${(page - 1) * size}`,
  );
  const total = await one<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM subscribers WHERE author = ${author} ${match}`);
  return { list, total: total?.n ?? 0 };
}

/** Weeks the Subscribers page's growth chart shows. */
export const GROWTH_WEEKS = 12;

/**
 * The author's confirmed subscribers at the end of each of the last GROWTH_WEEKS weeks (weeks start
 * on Monday, UTC; the last is the current one, counted up to now), oldest first: today's confirmed
 * subscribers by when they confirmed (an address that left is in no week: its row keeps no date of
 * leaving, and a removed one has no row).
 */
export function subscriberGrowth(ex: Executor, author: string) {
  return rows<{ week: string; confirmed: number }>(
    ex,
    sql`SELECT to_char(w.week, 'YYYY-MM-DD') AS week, count(s.id)::int AS confirmed
        FROM generate_series(date_trunc('week', now() AT TIME ZONE 'UTC') - make_interval(weeks => ${GROWTH_WEEKS - 1}), date_trunc('week', now() AT TIME ZONE 'UTC'), interval '1 week') AS w(week)
        LEFT JOIN subscribers s ON s.author = ${author}::uuid AND s.state = 'confirmed' AND s.confirmed_at < (w.week + interval '7 days') AT TIME ZONE 'UTC'
        GROUP BY w.week ORDER BY w.week`,
  );
}

/** Every subscriber of the author, oldest first, a page at a time after `afterSeq` (the CSV export). */
export function subscribersAfter(ex: Executor, author: string, afterSeq: number, limit: number) {
  return rows<{ seq: number; email: string; state: SubscriberState; since: Date }>(
    ex,
    sql`SELECT seq::float8 AS seq, email, state, coalesce(confirmed_at, created_at) AS since FROM subscribers WHERE author = ${author} AND seq > ${afterSeq} ORDER BY seq LIMIT ${limit}`,
  );
}

export async function removeSubscriber(ex: Executor, author: string, email: string): Promise<boolean> {
  const done = await rows(ex, sql`DELETE FROM subscribers WHERE author = ${author} AND email = ${email} RETURNING id`);
  return done.length > 0;
}

/**
 * Adds addresses an import brought: confirmed (they consented elsewhere) or pending. An address the
 * author already has, in any state, is left alone: an import never brings back someone who
 * unsubscribed. The rows added, with their ids.
 */
export async function addImported(ex: Executor, author: string, emails: string[], confirmed: boolean): Promise<{ id: string; email: string }[]> {
  if (!emails.length) return [];
  return rows(
    ex,
    sql`INSERT INTO subscribers (author, email, state, confirmed_at)
        SELECT ${author}, e, ${confirmed ? 'confirmed' : 'pending'}, ${confirmed ? sql`now()` : sql`NULL`}
        FROM unnest(${sql.param(emails)}::text[]) AS e
        ON CONFLICT (author, email) DO NOTHING
        RETURNING id, email`,
  );
}

/** Imported addresses still waiting for their first confirmation mail, in id order after `afterId`. */
export function unmailedImports(ex: Executor, author: string, afterId: string, limit: number) {
  return rows<{ id: string; email: string }>(
    ex,
    sql`SELECT id, email FROM subscribers WHERE author = ${author}::uuid AND state = 'pending' AND confirm_sent_at IS NULL AND id > ${afterId}::uuid ORDER BY id LIMIT ${limit}`,
  );
}

/* Sending a blog */

export interface NewsletterBlog {
  id: string;
  blog_id: string;
  title: string;
  des: string;
  banner: string;
  content: { blocks: unknown[] };
  language: string;
  author: string;
  fullname: string;
  username: string;
  author_language: Language | null;
  /** Published, not hidden, its author not suspended. */
  sendable: boolean;
}

export function newsletterBlog(ex: Executor, id: string): Promise<NewsletterBlog | undefined> {
  return one(
    ex,
    sql`SELECT b.id, b.blog_id, b.title, b.des, b.banner, b.content, b.language, b.author, u.fullname, u.username, u.language AS author_language,
          (NOT b.draft AND NOT b.hidden AND NOT coalesce(u.suspended_until > now(), false)) AS sendable
        FROM blogs b JOIN users u ON u.id = b.author WHERE b.id = ${id}::uuid`,
  );
}

/** Whether the blog mails its subscribers when first published (create-blog `newsletter`). */
export async function blogSendsNewsletter(ex: Executor, id: string): Promise<boolean> {
  const row = await one<{ newsletter: boolean }>(ex, sql`SELECT newsletter FROM blogs WHERE id = ${id}::uuid`);
  return row?.newsletter ?? false;
}

export async function setBlogNewsletter(ex: Executor, id: string, newsletter: boolean) {
  await ex.execute(sql`UPDATE blogs SET newsletter = ${newsletter} WHERE id = ${id}::uuid`);
}

/** A recipient of a blog's newsletter pass, read before its mails are queued (queueNewsletterChunk marks it). */
export interface NewsletterRecipient {
  id: string;
  /** Where the mail goes. */
  email: string;
  /** The address as newsletter_sends keeps it: once per blog, whichever pass reaches it first. */
  mark: string;
  language: Language | null;
}

/**
 * The next confirmed subscribers of the author in id order after `afterId`. Only a read: the marks in
 * newsletter_sends are made with the mails (queueNewsletterChunk), so a recipient read here whose mail
 * was never queued (a job killed between the two) is read and queued again on the next try. The
 * address of a member who blocked the author is left out, as that member is of the author's followers.
 */
export function nextSubscribers(ex: Executor, author: string, afterId: string, limit: number) {
  return rows<NewsletterRecipient>(
    ex,
    sql`SELECT s.id, s.email, s.email AS mark, s.language FROM subscribers s
        WHERE s.author = ${author}::uuid AND s.state = 'confirmed' AND s.id > ${afterId}::uuid
          AND NOT EXISTS (SELECT 1 FROM users m JOIN blocks k ON k.blocker = m.id WHERE m.email = s.email AND k.blocked = ${author}::uuid)
        ORDER BY s.id LIMIT ${limit}`,
  );
}

/** A follower's new-blog mail for this blog was queued: the newsletter does not mail the address again. */
export async function markSentToMember(ex: Executor, blog: string, email: string) {
  await ex.execute(sql`INSERT INTO newsletter_sends (blog, email) VALUES (${blog}::uuid, ${email}) ON CONFLICT DO NOTHING`);
}

/** Marks the address as sent this blog; false when it already was (its mail is queued or went). */
export async function markSentOnce(ex: Executor, blog: string, email: string): Promise<boolean> {
  return (await rows(ex, sql`INSERT INTO newsletter_sends (blog, email) VALUES (${blog}::uuid, ${email}) ON CONFLICT DO NOTHING RETURNING email`)).length > 0;
}

/** Who a blog's mail in one language is kept for (newsletter_copies.audience). */
export type NewsletterAudience = 'subscriber' | 'follower';

/**
 * The next `limit` followers of the author (by member id after `afterId`) who get a blog's whole mail:
 * a proved address, new-blog mail on and not gathered in the daily digest (that one gets a digest
 * line instead), no block either way. Only a read, as nextSubscribers; the mark is the address in
 * lower case.
 */
export function nextFollowers(ex: Executor, author: string, afterId: string, limit: number) {
  return rows<NewsletterRecipient>(
    ex,
    sql`SELECT u.id, u.email, lower(u.email) AS mark, u.language FROM follows f JOIN users u ON u.id = f.follower
        WHERE f.followee = ${author}::uuid AND u.id > ${afterId}::uuid AND u.id <> ${author}::uuid AND u.email_verified
          AND coalesce((u.email_settings->>'new_blog')::boolean, true) AND NOT coalesce((u.email_settings->>'digest')::boolean, false)
          AND NOT EXISTS (SELECT 1 FROM blocks k WHERE (k.blocker = u.id AND k.blocked = ${author}::uuid) OR (k.blocker = ${author}::uuid AND k.blocked = u.id))
        ORDER BY u.id LIMIT ${limit}`,
  );
}

/** A blog's newsletter mail in one language, kept (or replaced, when a job renders it again) for its queued mails; its id. */
export async function saveNewsletterCopy(ex: Executor, c: { blog: string; language: Language; audience: NewsletterAudience; marker: string; subject: string; text: string; html: string }): Promise<number> {
  const row = await one<{ id: number }>(
    ex,
    sql`INSERT INTO newsletter_copies (blog, language, audience, marker, subject, text_body, html_body)
        VALUES (${c.blog}::uuid, ${c.language}, ${c.audience}, ${c.marker}, ${c.subject}, ${c.text}, ${c.html})
        ON CONFLICT (blog, language, audience) DO UPDATE SET marker = excluded.marker, subject = excluded.subject, text_body = excluded.text_body, html_body = excluded.html_body
        RETURNING id::float8 AS id`,
  );
  return row!.id;
}

/** What a test newsletter needs of its author: the address it goes to and whether it may. */
export function testNewsletterSender(ex: Executor, userId: string) {
  return one<{ email: string; email_verified: boolean; fullname: string; username: string; language: string | null; suspended: boolean }>(
    ex,
    sql`SELECT email, email_verified, fullname, username, language, coalesce(suspended_until > now(), false) AS suspended FROM users WHERE id = ${userId}::uuid`,
  );
}

/** A blog's address, author and language, by its blog_id (a test newsletter's own-blog check). */
export function blogForTestNewsletter(ex: Executor, blogId: string) {
  return one<{ blog_id: string; author: string; language: string }>(ex, sql`SELECT blog_id, author, language FROM blogs WHERE blog_id = ${blogId}`);
}

/**
 * The embedded database has no autovacuum: after thousands of rows are added at once, counting an
 * author's subscribers (get-profile) read every row's heap page to learn it was visible, and the
 * planner kept its estimate of an empty table. A vacuum sets the visibility map and the statistics.
 */
export async function tidySubscribers(ex: Executor) {
  await ex.execute(sql`VACUUM (ANALYZE) subscribers`);
}
