import { and, count, eq, gt, inArray, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rows, type Executor } from '../db/query.ts';
import { claimed } from './claim.ts';
import { accountTokens, digestItems, outbox, users, type EmailSettingsRow, type ThreadMailItems } from '../db/schema.ts';
import type { Language } from '../../src/contract/index.ts';

/* Links in mail: password reset and verification tokens (only their hashes are kept). */

export async function addAccountToken(ex: Executor, t: { hash: string; userId: string; purpose: 'reset' | 'verify'; lifetimeSeconds: number }) {
  await ex.insert(accountTokens).values({
    tokenHash: t.hash,
    userId: t.userId,
    purpose: t.purpose,
    expiresAt: sql`now() + make_interval(secs => ${t.lifetimeSeconds})`,
  });
}

/** Uses a token once: its user, or undefined when it is unknown, used or expired. */
export async function useAccountToken(ex: Executor, hash: string, purpose: 'reset' | 'verify'): Promise<string | undefined> {
  const [used] = await ex
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.tokenHash, hash), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`)))
    .returning({ userId: accountTokens.userId });
  return used?.userId;
}

/** Tokens of a purpose the user has not used yet stop working (a newer link replaces them). */
export async function dropOpenTokens(ex: Executor, userId: string, purpose: 'reset' | 'verify') {
  await ex.delete(accountTokens).where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

/** Holds the address until the transaction ends: a count and the mail it allows are one step. */
export async function lockAddress(ex: Executor, email: string) {
  await ex.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'mail:' + email}))`);
}

/** How many mails of a kind went to an address in the last hour (reset mails are limited per address). */
export async function mailsInLastHour(ex: Executor, email: string, kind: string): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(outbox)
    .where(and(eq(outbox.toEmail, email), eq(outbox.kind, kind), gt(outbox.createdAt, sql`now() - interval '1 hour'`)));
  return row.n;
}

/** Seconds since the user's last mail of a kind, or null. */
export async function secondsSinceLastMail(ex: Executor, userId: string, kind: string): Promise<number | null> {
  const [row] = await rows<{ s: number | null }>(ex, sql`SELECT extract(epoch FROM now() - max(created_at))::float8 AS s FROM outbox WHERE user_id = ${userId} AND kind = ${kind}`);
  return row?.s ?? null;
}

/* Who gets mail, and which */

export interface Recipient {
  id: string;
  email: string;
  fullname: string;
  email_verified: boolean;
  settings: EmailSettingsRow;
  /** The member's chosen language; null: none chosen (their mail is in English, or the asking request's). */
  language: Language | null;
}

export async function recipient(ex: Executor, userId: string): Promise<Recipient | undefined> {
  const [r] = await ex
    .select({ id: users.id, email: users.email, fullname: users.fullname, email_verified: users.emailVerified, settings: users.emailSettings, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return r;
}

/** The member's chosen language, or null. */
export async function memberLanguage(ex: Executor, userId: string): Promise<Language | null> {
  const [r] = await ex.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return r?.language ?? null;
}

/** A member's mail settings, every kind named (a kind added since the row was written is on). */
export async function emailSettingsOf(ex: Executor, userId: string): Promise<Required<EmailSettingsRow>> {
  const [r] = await ex.select({ settings: users.emailSettings }).from(users).where(eq(users.id, userId));
  return { review: true, ...r.settings };
}

/** Sets the kinds named; one left out (a client older than it) stays as stored. Answers the settings as stored. */
export async function setEmailSettings(ex: Executor, userId: string, settings: EmailSettingsRow): Promise<Required<EmailSettingsRow>> {
  const named = Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined));
  await ex
    .update(users)
    .set({ emailSettings: sql`${users.emailSettings} || ${JSON.stringify(named)}::jsonb` })
    .where(eq(users.id, userId));
  await dropUnwantedThreadMails(ex, userId);
  return emailSettingsOf(ex, userId);
}

/** Turns one kind of notification mail off (one-click unsubscribe); a digest's turns the digest and every kind off. */
export async function turnOff(ex: Executor, userId: string, kind: keyof EmailSettingsRow): Promise<boolean> {
  const off = kind === 'digest' ? { comment: false, reply: false, new_blog: false, digest: false, review: false } : { [kind]: false };
  const done = await ex
    .update(users)
    .set({ emailSettings: sql`${users.emailSettings} || ${JSON.stringify(off)}::jsonb` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (done.length > 0) await dropUnwantedThreadMails(ex, userId);
  return done.length > 0;
}

/**
 * The address is proved. `byPasswordHolder`: and whoever proved it also holds the password (the link
 * was opened in a session of the account, or the password was set through a reset link), so a later
 * Google sign-in with the address keeps that password.
 */
export async function markEmailVerified(ex: Executor, userId: string, byPasswordHolder: boolean) {
  await ex
    .update(users)
    .set(byPasswordHolder ? { emailVerified: true, passwordProved: true } : { emailVerified: true })
    .where(eq(users.id, userId));
}

/* The outbox */

export interface QueuedMail {
  userId: string | null;
  to: string;
  kind: string;
  /** One mail per person per event: a second mail with the same key is not queued. */
  eventKey: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** Queues a mail in the caller's transaction (it is sent only if that transaction commits). True: queued. */
export async function queueMail(ex: Executor, m: QueuedMail & Partial<ThreadMail>): Promise<boolean> {
  const added = await ex
    .insert(outbox)
    .values({
      userId: m.userId,
      toEmail: m.to,
      kind: m.kind,
      eventKey: m.eventKey,
      subject: m.subject,
      textBody: m.text,
      htmlBody: m.html,
      headers: m.headers ?? {},
      ...(m.thread ? { thread: m.thread } : {}),
      ...(m.dueAt ? { dueAt: m.dueAt, nextAttemptAt: m.dueAt } : {}),
      ...(m.items ? { items: m.items } : {}),
    })
    .onConflictDoNothing({ target: outbox.eventKey })
    .returning({ id: outbox.id });
  return added.length > 0;
}

/** A newsletter mail: its shared copy (newsletter_copies) and what is put in place of the copy's marker. */
export interface QueuedNewsletterMail {
  /** The address as newsletter_sends keeps it (a blog goes to it once). */
  mark: string;
  /** The member it goes to (a follower's mail), or null for a subscriber. */
  userId?: string | null;
  to: string;
  eventKey: string;
  subject: string;
  headers: Record<string, string>;
  copy: number;
  unsubscribeUrl: string;
}

/**
 * Queues a chunk of a blog's newsletter mails in one statement, which also marks their addresses in
 * newsletter_sends: an address already marked (queued by an earlier try, or a follower's mail) gets
 * no mail, and the marks and the mails commit together, so a job killed at any point goes on where
 * it was without mailing anyone twice. `paced`: the mails are planned MAIL_RATE apart (`gapMs`) after
 * the newsletter mail already planned, whatever its blog, and not before now; else they are due now.
 * One statement and no transaction around it: on the embedded database the connection is held for the
 * statement alone, not for the round trips of a transaction between it and this thread. Each column
 * goes as one array the database unnests (a dozen parameters, whatever the number of mails). Answers
 * how many mails were queued.
 */
export async function queueNewsletterChunk(ex: Executor, c: { blog: string; kind: string; paced: boolean; gapMs: number; mails: QueuedNewsletterMail[] }): Promise<number> {
  if (!c.mails.length) return 0;
  const column = <T>(pick: (m: QueuedNewsletterMail) => T) => sql.param(c.mails.map(pick));
  const [row] = await rows<{ n: number }>(
    ex,
    sql`WITH m AS (
          SELECT * FROM unnest(${column((m) => m.mark)}::text[], ${column((m) => m.userId ?? null)}::uuid[], ${column((m) => m.to)}::text[], ${column((m) => m.eventKey)}::text[],
                               ${column((m) => m.subject)}::text[], ${column((m) => JSON.stringify(m.headers))}::jsonb[], ${column((m) => m.copy)}::int8[], ${column((m) => m.unsubscribeUrl)}::text[])
            WITH ORDINALITY AS m(mark, user_id, to_email, event_key, subject, headers, copy, unsubscribe_url, n)
        ), marked AS (
          INSERT INTO newsletter_sends (blog, email) SELECT ${c.blog}::uuid, mark FROM m ON CONFLICT DO NOTHING RETURNING email
        ), fresh AS (
          SELECT m.*, row_number() OVER (ORDER BY m.n) - 1 AS k FROM m JOIN marked ON marked.email = m.mark
        ), start AS (
          SELECT CASE WHEN ${c.paced} THEN greatest(now(), max(next_attempt_at)) ELSE now() END AS at
          FROM outbox WHERE kind = 'newsletter' AND sent_at IS NULL AND failed_at IS NULL AND attempts = 0
        ), added AS (
          INSERT INTO outbox (user_id, to_email, kind, event_key, subject, text_body, html_body, headers, due_at, next_attempt_at, newsletter_copy, unsubscribe_url)
          SELECT f.user_id, f.to_email, ${c.kind}, f.event_key, f.subject, '', '', f.headers, d.at, d.at, f.copy, f.unsubscribe_url
          FROM fresh f CROSS JOIN start s
            CROSS JOIN LATERAL (SELECT CASE WHEN ${c.paced} THEN s.at + make_interval(secs => f.k * ${c.gapMs / 1000}::float8) ELSE s.at END AS at) d
          ON CONFLICT (event_key) DO NOTHING
          RETURNING 1
        )
        SELECT count(*)::int AS n FROM added`,
  );
  return row?.n ?? 0;
}

export interface OutboxRow {
  id: string;
  to_email: string;
  kind: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string>;
  attempts: number;
  created_at: Date;
  /** One mail per person per event (newsletter mail: `newsletter:<blog>:<subscription>`). */
  event_key: string;
}

/**
 * Takes up to `limit` due mails for this sender: one statement marks them taken for `leaseSeconds`
 * (server/jobs claimed: with several instances on one database, a mail is taken by one of them).
 * A sender that dies before it reports leaves the mail to be taken again when the lease ends. A
 * newsletter mail's bodies are its shared copy with its own unsubscribe address put in.
 */
export function takeDueMails(ex: Executor, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  return rows<OutboxRow>(
    ex,
    sql`UPDATE outbox o SET attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
        WHERE o.id IN (${claimed(sql`SELECT id FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
                       ORDER BY next_attempt_at, seq LIMIT ${limit}`)})
        RETURNING o.id, o.to_email, o.kind, o.subject,
          CASE WHEN o.newsletter_copy IS NULL THEN o.text_body
               ELSE (SELECT replace(c.text_body, c.marker, o.unsubscribe_url) FROM newsletter_copies c WHERE c.id = o.newsletter_copy) END AS text_body,
          CASE WHEN o.newsletter_copy IS NULL THEN o.html_body
               ELSE (SELECT replace(c.html_body, c.marker, o.unsubscribe_url) FROM newsletter_copies c WHERE c.id = o.newsletter_copy) END AS html_body,
          o.headers, o.attempts, o.created_at, o.event_key`,
  );
}

/*
 * A mail that is sent or given up keeps only what the limits count (kind, recipient, times): its
 * bodies, headers and a comment mail's list held working reset and verification links, unsubscribe tokens and other
 * people's words, which a copy of the database must not carry.
 */
const BLANK = { subject: '', textBody: '', htmlBody: '', headers: {}, items: null, newsletterCopy: null, unsubscribeUrl: null };

/** Mails sent: one statement for all of them. */
export async function markSent(ex: Executor, ids: string[]) {
  if (!ids.length) return;
  await ex.update(outbox).set({ sentAt: sql`now()`, lastError: null, ...BLANK }).where(inArray(outbox.id, ids));
}

/** A failed try: again after `retryInSeconds`, or given up when that would be more than a day after the mail was queued. */
export async function markFailed(ex: Executor, id: string, error: string, retryInSeconds: number) {
  const givenUp = sql`now() + make_interval(secs => ${retryInSeconds}) > ${outbox.createdAt} + interval '1 day'`;
  const blankIfGivenUp = (column: AnyColumn) => sql`CASE WHEN ${givenUp} THEN '' ELSE ${column} END`;
  await ex
    .update(outbox)
    .set({
      lastError: error.slice(0, 1000),
      nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
      failedAt: sql`CASE WHEN ${givenUp} THEN now() END`,
      subject: blankIfGivenUp(outbox.subject),
      textBody: blankIfGivenUp(outbox.textBody),
      htmlBody: blankIfGivenUp(outbox.htmlBody),
      headers: sql`CASE WHEN ${givenUp} THEN '{}'::jsonb ELSE ${outbox.headers} END`,
      items: sql`CASE WHEN ${givenUp} THEN NULL ELSE ${outbox.items} END`,
      newsletterCopy: sql`CASE WHEN ${givenUp} THEN NULL ELSE ${outbox.newsletterCopy} END`,
      unsubscribeUrl: sql`CASE WHEN ${givenUp} THEN NULL ELSE ${outbox.unsubscribeUrl} END`,
    })
    .where(eq(outbox.id, id));
}

/** A member leaves: mail to them that is not sent yet never will be (their sent mail stays, blank, for the limits). */
export async function dropUnsentMail(ex: Executor, userId: string) {
  await ex.delete(outbox).where(and(eq(outbox.userId, userId), isNull(outbox.sentAt), isNull(outbox.failedAt)));
}

/** A mail that can never be sent (its recipient is not one address): given up at once. */
export async function giveUp(ex: Executor, id: string, error: string) {
  await ex.update(outbox).set({ lastError: error.slice(0, 1000), failedAt: sql`now()`, ...BLANK }).where(eq(outbox.id, id));
}

/** The longest window a mail limit counts in (verification mails per day); finished rows older than this are no longer needed. */
export const OUTBOX_KEEP = '1 day';

/** How long the record of a completed newsletter send (newsletter_sends) is kept. */
export const NEWSLETTER_SENDS_KEEP = '7 days';

/** Deletes mail that was sent or given up longer ago than any limit looks back (the hourly sweep). */
export async function pruneOutbox(ex: Executor) {
  await ex.execute(
    sql`DELETE FROM outbox WHERE (sent_at IS NOT NULL OR failed_at IS NOT NULL) AND created_at < now() - ${OUTBOX_KEEP}::interval`,
  );
  // A newsletter copy no mail waits for any more (a job still queuing makes it again if it needs it).
  await ex.execute(
    sql`DELETE FROM newsletter_copies c WHERE c.created_at < now() - ${OUTBOX_KEEP}::interval
        AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.newsletter_copy = c.id AND o.sent_at IS NULL AND o.failed_at IS NULL)`,
  );
  // What a blog's newsletter was sent to, once its send is complete and a week old: no newsletter job
  // of that blog is still to do (one still queuing needs its marks: they are how it resumes without
  // sending twice), and none of its mails waits in the outbox. The week covers a blog announced again
  // soon after (a vouched blog, a retried job): 10,000 subscribers a blog would otherwise stay for ever.
  await ex.execute(
    sql`DELETE FROM newsletter_sends s WHERE s.created_at < now() - ${NEWSLETTER_SENDS_KEEP}::interval
        AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.kind = 'newsletter' AND j.finished_at IS NULL AND j.failed_at IS NULL AND j.payload->>'blog' = s.blog::text)
        AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.kind = 'newsletter' AND o.sent_at IS NULL AND o.failed_at IS NULL AND o.event_key LIKE 'newsletter:' || s.blog::text || ':%')`,
  );
}

/** Verification mails in the last day, to an address or to an account, and seconds until the oldest of them is a day old. */
export async function verifyMailsToday(ex: Executor, to: { email: string } | { userId: string }): Promise<{ n: number; freeInSeconds: number }> {
  const who = 'email' in to ? sql`to_email = ${to.email}` : sql`user_id = ${to.userId}`;
  const [row] = await rows<{ n: number; free: number | null }>(
    ex,
    sql`SELECT count(*)::int AS n, extract(epoch FROM min(created_at) + interval '1 day' - now())::float8 AS free
        FROM outbox WHERE ${who} AND kind = 'verify' AND created_at > now() - interval '1 day'`,
  );
  return { n: row.n, freeInSeconds: Math.max(1, Math.ceil(row.free ?? 1)) };
}

/* Daily digests */

export async function addDigestItem(ex: Executor, d: { userId: string; kind: string; eventKey: string; line: string; link: string }) {
  await ex.insert(digestItems).values(d).onConflictDoNothing({ target: digestItems.eventKey });
}

/**
 * The members whose oldest waiting digest item is a day old, with their items, taken and deleted in
 * one transaction by one instance (server/jobs claimed); `build` queues the digest mail in the same one.
 * Answers how many digests were built.
 */
export async function takeDueDigests(db: Db, build: (ex: Executor, userId: string, items: { kind: string; line: string; link: string }[]) => Promise<void>): Promise<number> {
  return db.transaction(async (tx) => {
    let built = 0;
    const due = await rows<{ user_id: string }>(
      tx,
      sql`SELECT DISTINCT user_id FROM digest_items WHERE created_at <= now() - interval '1 day' LIMIT 50`,
    );
    for (const { user_id } of due) {
      const items = await rows<{ id: number; kind: string; line: string; link: string }>(
        tx,
        claimed(sql`SELECT id, kind, line, link FROM digest_items WHERE user_id = ${user_id} ORDER BY id`),
      );
      if (!items.length) continue;
      await build(tx, user_id, items);
      await tx.execute(sql`DELETE FROM digest_items WHERE id = ANY(${sql.param(items.map((i) => i.id))}::bigint[])`);
      built++;
    }
    return built;
  });
}

/* Comment and reply mail, throttled per thread (blog) and recipient */

/** What a thread mail adds to a queued mail: its thread, when it goes, and (waiting) what it lists. */
export interface ThreadMail {
  thread: string;
  /** Later than now: the mail waits until then (none: at once). */
  dueAt?: Date;
  /** What a waiting mail lists. */
  items?: ThreadMailItems;
}

/** Holds one recipient's mail of one thread until the transaction ends: two comments at once cannot both find no mail. */
export async function lockThread(ex: Executor, userId: string, thread: string) {
  await ex.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`thread:${userId}:${thread}`}))`);
}

/**
 * The recipient's thread mail still waiting for its hour, locked: the sender has not taken it (it
 * skips a locked row, and a taken one has an attempt), so what is added to it goes with it.
 */
export async function waitingThreadMail(ex: Executor, userId: string, thread: string): Promise<{ id: string; items: ThreadMailItems } | undefined> {
  const [row] = await rows<{ id: string; items: ThreadMailItems }>(
    ex,
    sql`SELECT id, items FROM outbox
        WHERE user_id = ${userId} AND thread = ${thread} AND items IS NOT NULL AND sent_at IS NULL AND failed_at IS NULL AND attempts = 0
        ORDER BY due_at DESC LIMIT 1 FOR UPDATE`,
  );
  return row;
}

/** When the recipient's next thread mail may go: null for at once, else an hour after the last one was due. */
export async function nextThreadMailAt(ex: Executor, userId: string, thread: string): Promise<Date | null> {
  const [row] = await rows<{ next: Date | null }>(
    ex,
    sql`SELECT max(due_at) + interval '1 hour' AS next FROM outbox WHERE user_id = ${userId} AND thread = ${thread} AND due_at > now() - interval '1 hour'`,
  );
  return row?.next ?? null;
}

/** A waiting thread mail with one more comment: its list and both parts rewritten. */
export async function updateThreadMail(ex: Executor, id: string, items: ThreadMailItems, m: { subject: string; text: string; html: string; headers: Record<string, string> }) {
  await ex.update(outbox).set({ items, subject: m.subject, textBody: m.text, htmlBody: m.html, headers: m.headers }).where(eq(outbox.id, id));
}

/**
 * A comment mail waiting for its hour goes only if the member still wants what it lists: one whose
 * every comment is of a kind they turned off since (or that now goes to the daily digest instead) is dropped.
 */
export async function dropUnwantedThreadMails(ex: Executor, userId: string) {
  await ex.execute(sql`DELETE FROM outbox o USING users u
      WHERE u.id = ${userId} AND o.user_id = u.id AND o.items IS NOT NULL AND o.sent_at IS NULL AND o.attempts = 0
        AND ((u.email_settings->>'digest')::boolean
             OR NOT EXISTS (SELECT 1 FROM jsonb_array_elements(o.items->'shown') i WHERE (u.email_settings->>(i->>'kind'))::boolean))`);
}
