import type { Db } from '../db/client.ts';
import { giveUp, markFailed, markSent, takeDueDigests, takeDueMails, type OutboxRow } from '../store/mail.ts';
import type { Executor } from '../db/query.ts';
import { UndeliverableAddress, type Mailer } from './transport.ts';

/** How long a taken mail is this sender's before another may take it (a sender that died). */
export const LEASE_SECONDS = 120;
/** The wait before the n-th retry: 10 s, 20 s, 40 s ... at most an hour; a mail is given up a day after it was queued. */
export const retryDelaySeconds = (attempts: number) => Math.min(10 * 2 ** Math.max(0, attempts - 1), 3600);

export interface SenderOptions {
  pollMs: number;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Builds and queues a member's digest from its items (server/mail/mails.ts). */
  digest?: (ex: Executor, userId: string, items: { kind: string; line: string; link: string }[]) => Promise<void>;
}

/**
 * The outbox's sender, one per server process: every `pollMs`, and at once when this process queued
 * a mail, it takes due mails (server/store/mail.ts takeDueMails: one instance per mail) and sends
 * them outside any transaction (a slow mail server never holds the database), then records the
 * outcome. Mail queued before a crash is in the table and goes out after the restart.
 */
export class MailSender {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private lastDigestCheck = 0;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly opts: SenderOptions,
  ) {}

  start() {
    this.timer = setInterval(() => this.kick(), this.opts.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Look for mail now (after this process queued one). */
  kick() {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err) => this.opts.log.warn({ err }, 'mail sender failed'))
      .finally(() => {
        this.running = null;
        if (this.again && !this.closed) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async drain() {
    if (this.opts.digest && Date.now() - this.lastDigestCheck > 60_000) {
      this.lastDigestCheck = Date.now();
      await takeDueDigests(this.db, this.opts.digest);
    }
    for (;;) {
      if (this.closed) return;
      const due = await takeDueMails(this.db, 10, LEASE_SECONDS);
      for (const mail of due) await this.sendOne(mail);
      if (due.length < 10) return;
    }
  }

  private async sendOne(mail: OutboxRow) {
    try {
      await this.mailer.send({ to: mail.to_email, subject: mail.subject, text: mail.text_body, html: mail.html_body, headers: mail.headers, kind: mail.kind });
      await markSent(this.db, mail.id);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (err instanceof UndeliverableAddress) {
        this.opts.log.warn({ mail: mail.id }, 'mail not sent and given up: its recipient is not exactly one address');
        await giveUp(this.db, mail.id, message).catch(() => {});
        return;
      }
      const wait = retryDelaySeconds(mail.attempts);
      this.opts.log.warn({ mail: mail.id, attempts: mail.attempts, retryInSeconds: wait, error: message }, 'mail not sent; it will be retried');
      await markFailed(this.db, mail.id, message, wait).catch(() => {});
    }
  }

  /** Stops taking mail; waits for the mails being sent (their outcome is recorded). */
  async close() {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.mailer.close();
  }
}
