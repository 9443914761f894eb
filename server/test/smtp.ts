import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpReceiver {
  /** SMTP_URL for the server under test. */
  url: string;
  port: number;
  /** Every mail received, parsed (headers, text, html). */
  mails: ParsedMail[];
  /** Waits until `count` mails matched, or fails after `ms`. */
  waitFor(match: (m: ParsedMail) => boolean, count?: number, ms?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server in the test process (smtp-server, from the nodemailer project).
 * `rejectRecipient`: addresses refused for good at RCPT TO (550), as a mailbox that does not exist.
 */
export async function startSmtpReceiver(port = 0, opts: { rejectRecipient?: (address: string) => boolean } = {}): Promise<SmtpReceiver & { rejected: string[] }> {
  const mails: ParsedMail[] = [];
  const rejected: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The product keeps pooled connections open between mails; closing ends them soon, as a real
    // server restarting would (smtp-server would wait 30 s for the client to leave).
    closeTimeout: 200,
    onRcptTo(address, _session, done) {
      if (!opts.rejectRecipient?.(address.address)) return done();
      rejected.push(address.address);
      done(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
    },
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // A client that goes away mid-conversation (a server killed with -9 while sending) is reported
  // as an 'error' of the server: nothing to do here, and unheard it would end the process.
  server.on('error', () => {});
  const actual = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    mails,
    rejected,
    async waitFor(match, count = 1, ms = 10_000) {
      const until = Date.now() + ms;
      for (;;) {
        const found = mails.filter(match);
        if (found.length >= count) return found;
        if (Date.now() > until) throw new Error(`expected ${count} matching mail(s) within ${ms} ms, got ${found.length} (of ${mails.length}: ${mails.map((m) => m.subject).join(' | ')})`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The token of a link to `/<page>/<token>` in a mail's text. */
export function linkToken(mail: ParsedMail, page: string): string {
  const m = new RegExp(`/${page}/([A-Za-z0-9_.-]+)`).exec(mail.text ?? '');
  if (!m) throw new Error(`no /${page}/ link in mail "${mail.subject}"`);
  return m[1];
}

/** Whether a mail went to `address`. */
export const sentTo = (address: string) => (m: ParsedMail) => (Array.isArray(m.to) ? m.to : [m.to]).some((t) => t?.value.some((v) => v.address === address));
