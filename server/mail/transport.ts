import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { isValidEmail } from '../../src/contract/index.ts';

export interface OutgoingMail {
  /**
   * The outbox row's id: the mail's Message-ID is made of it, so a mail sent again (a crash between
   * the mail server's acceptance and our record of it) is the same message to mail software, which
   * shows one. SMTP itself cannot promise a single delivery.
   */
  id?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Names the .eml file when mail goes to files. */
  kind: string;
}

/** How many mails are on their way at once: the SMTP pool's connections, and the sender's concurrency. */
export const MAIL_CONNECTIONS = 4;

export interface Mailer {
  /** Sends one mail; throws when the mail server refuses it or cannot be reached. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
  /** smtp, or files (DATA_DIR/mail) when no SMTP_URL is set. */
  kind: 'smtp' | 'files';
}

/**
 * Whether a stored address is exactly one mailbox, as mail software would read it: a valid address
 * that parses to itself alone. Anything else (`<a@x>`, `a@x,b`, a display name) is never sent to.
 */
export function isDeliverable(to: string): boolean {
  if (!isValidEmail(to)) return false;
  const parsed = addressparser(to, { flatten: true });
  return parsed.length === 1 && parsed[0].address === to && !parsed[0].name;
}

/** A mail refused before sending: trying again would not change the answer. */
export class UndeliverableAddress extends Error {
  constructor() {
    super('the recipient is not exactly one address');
  }
}

/**
 * nodemailer over SMTP when SMTP_URL is set. Without it, each mail is built by nodemailer just the
 * same (multipart, headers) and written to DATA_DIR/mail/ as an .eml file whose path is logged:
 * `npm start` works end to end with nothing else running (the links are in the file).
 */
export function createMailer(opts: { smtpUrl?: string; from: string; dataDir: string; log: (line: string) => void }): Mailer {
  const senderDomain = addressparser(opts.from, { flatten: true })[0]?.address?.split('@')[1] || 'localhost';
  // The recipient goes as an address object: nodemailer does not parse it as a list of addresses.
  const build = (mail: OutgoingMail) => {
    if (!isDeliverable(mail.to)) throw new UndeliverableAddress();
    return { from: opts.from, to: { name: '', address: mail.to }, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers, ...(mail.id ? { messageId: `<${mail.id}@${senderDomain}>` } : {}) };
  };
  if (opts.smtpUrl) {
    // A mail server that stops answering must not hold the sender: the mail is retried later.
    // Pooled connections by default (SMTP_URL's own `pool`/`maxConnections` win): a new connection
    // and greeting per mail capped a newsletter near 400 mails a minute; MAIL_CONNECTIONS open
    // connections, each reused for up to 100 mails, are what the sender keeps busy at once.
    const url = new URL(opts.smtpUrl);
    const defaults = { connectionTimeout: '15000', greetingTimeout: '15000', socketTimeout: '30000', pool: 'true', maxConnections: String(MAIL_CONNECTIONS) };
    for (const [k, v] of Object.entries(defaults)) if (!url.searchParams.has(k)) url.searchParams.set(k, v);
    const transport: Transporter = nodemailer.createTransport(url.toString());
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail(build(mail));
      },
      close: () => transport.close(),
    };
  }
  const dir = join(opts.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let n = 0;
  return {
    kind: 'files',
    async send(mail) {
      const info = (await transport.sendMail(build(mail))) as unknown as { message: Buffer };
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${++n}-${mail.kind}.eml`);
      writeFileSync(file, info.message);
      // Where to find it, and nothing of it: the address and the links (a reset link is a password
      // for an hour) stay in the file, out of logs that others read or keep.
      opts.log(`Mail (${mail.kind}) written to ${file}`);
    },
    close: () => transport.close(),
  };
}
