import type { Db } from '../db/client.ts';
import { giveUp, markFailed, markSent, takeDueDigests, takeDueMails, type OutboxRow } from '../store/mail.ts';
import type { Executor } from '../db/query.ts';
import { MAIL_CONNECTIONS, UndeliverableAddress, type Mailer } from './transport.ts';
import type { JobRunner, Task } from '../jobs/runner.ts';

/** How long a taken mail is this sender's before another may take it (a sender that died): MAIL_LEASE_SECONDS's default. */
export const LEASE_SECONDS = 120;
/** The wait before the n-th retry: 10 s, 20 s, 40 s ... at most an hour; a mail is given up a day after it was queued. */
export const retryDelaySeconds = (attempts: number) => Math.min(10 * 2 ** Math.max(0, attempts - 1), 3600);

export interface SenderOptions {
  pollMs: number;
  /** How long a taken mail is this sender's (LEASE_SECONDS unless set). */
  leaseSeconds?: number;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Builds and queues a member's digest from its items (server/mail/mails.ts). */
  digest?: (ex: Executor, userId: string, items: { kind: string; line: string; link: string }[]) => Promise<void>;
  /**
   * A mail the receiving server refused for good (an SMTP 5xx): true when the caller took it in hand
   * (the mail is then given up, not retried); false leaves it to the usual retries.
   */
  rejected?: (mail: OutboxRow) => Promise<boolean>;
}

/** An SMTP answer in the 5xx range: the receiving server refuses the mail for good, not for now. */
export const isPermanentRejection = (err: unknown) => {
  const code = (err as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/** Mails taken per statement: a few rounds of the connections, short enough that the lease never runs out on them. */
const TAKEN_AT_ONCE = MAIL_CONNECTIONS * 5;

/** How often a sender looks for members whose digest is due. */
export const DIGEST_CHECK_MS = 60_000;

/**
 * The outbox's sender, one per server process: two tasks of the job runner (server/jobs). Every
 * `pollMs`, and at once when this process queued a mail (kick), it takes due mails
 * (server/store/mail.ts takeDueMails: one instance per mail) and sends them outside any transaction
 * (a slow mail server never holds the database), then records the outcome. Mail queued before a
 * crash is in the table and goes out after the restart. Every minute, and at start, it builds the
 * daily digests that are due.
 */
export class MailSender {
  private outbox: Task | null = null;
  private closed = false;
  /** Mails sent and not marked yet, and the marking under way (see recordSent). */
  private unmarked: string[] = [];
  private marking: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly opts: SenderOptions,
  ) {}

  /** Registers the sender's tasks with the process's runner, which stops them (before close). */
  start(jobs: JobRunner) {
    const outbox = jobs.every('mail outbox', this.opts.pollMs, () => this.drain(outbox));
    this.outbox = outbox;
    const digest = this.opts.digest;
    if (digest) {
      jobs.every('mail digest', DIGEST_CHECK_MS, async () => {
        // A digest is queued in the outbox: the outbox looks at once.
        if (await takeDueDigests(this.db, digest)) outbox.kick();
      });
    }
  }

  /** Look for mail now (after this process queued one). */
  kick() {
    if (!this.closed) this.outbox?.kick();
  }

  /** Resolves when no mail is being taken or sent (tests wait for it instead of sleeping). */
  async idle() {
    await this.outbox?.idle();
  }

  private async drain(task: Task) {
    for (;;) {
      if (this.closed || task.stopped) return;
      const due = await takeDueMails(this.db, TAKEN_AT_ONCE, this.opts.leaseSeconds ?? LEASE_SECONDS);
      // MAIL_CONNECTIONS at a time, each taking the next mail as it ends (in the order they were due).
      let next = 0;
      const lane = async () => {
        while (next < due.length) await this.sendOne(due[next++]!);
      };
      await Promise.all(Array.from({ length: Math.min(MAIL_CONNECTIONS, due.length) }, lane));
      // Every mail of the round is marked before more are taken or the task ends.
      await this.marking;
      if (due.length < TAKEN_AT_ONCE) return;
    }
  }

  private async sendOne(mail: OutboxRow) {
    try {
      await this.mailer.send({ id: mail.id, to: mail.to_email, subject: mail.subject, text: mail.text_body, html: mail.html_body, headers: mail.headers, kind: mail.kind });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (err instanceof UndeliverableAddress) {
        this.opts.log.warn({ mail: mail.id }, 'mail not sent and given up: its recipient is not exactly one address');
        await giveUp(this.db, mail.id, message).catch((err) => this.opts.log.warn({ err, mail: mail.id }, 'mail outbox failed to record a given-up mail'));
        return;
      }
      if (isPermanentRejection(err) && this.opts.rejected && (await this.opts.rejected(mail).catch(() => false))) {
        await giveUp(this.db, mail.id, message).catch((err) => this.opts.log.warn({ err, mail: mail.id }, 'mail outbox failed to record a given-up mail'));
        return;
      }
      const wait = retryDelaySeconds(mail.attempts);
      this.opts.log.warn({ mail: mail.id, attempts: mail.attempts, retryInSeconds: wait, error: message }, 'mail not sent; it will be retried');
      await markFailed(this.db, mail.id, message, wait).catch((err) => this.opts.log.warn({ err, mail: mail.id }, 'mail outbox failed to record a failed try (the lease brings it back)'));
      return;
    }
    this.recordSent(mail.id);
  }

  /**
   * Marks a sent mail without making its lane wait: the mails sent while one mark statement waits for
   * the database and runs are marked together by the next. On the embedded database every statement
   * waits its turn for the one connection (behind readers' queries, server/db/foregroundFirst.ts), so
   * a mark a mail took a turn a mail, 100 a second at MAIL_RATE 6000, turns the newsletter's queuing
   * waited behind. A mail sent and not yet marked when the process dies goes again after its lease,
   * as one being marked did (the same outbox row, the same Message-ID).
   */
  private recordSent(id: string) {
    this.unmarked.push(id);
    this.marking ??= (async () => {
      while (this.unmarked.length) {
        const ids = this.unmarked;
        this.unmarked = [];
        await markSent(this.db, ids).catch((err) => this.opts.log.warn({ err, mails: ids.length }, 'mail outbox failed to record sent mails (the lease brings them back)'));
      }
      this.marking = null;
    })();
  }

  /** Closes the transport; the runner has stopped the tasks first (the mails being sent had their outcome recorded). */
  close() {
    this.closed = true;
    this.mailer.close();
  }
}
