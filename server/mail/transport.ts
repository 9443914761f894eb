import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Names the .eml file when mail goes to files. */
  kind: string;
}

export interface Mailer {
  /** Sends one mail; throws when the mail server refuses it or cannot be reached. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
  /** smtp, or files (DATA_DIR/mail) when no SMTP_URL is set. */
  kind: 'smtp' | 'files';
}

/**
 * nodemailer over SMTP when SMTP_URL is set. Without it, each mail is built by nodemailer just the
 * same (multipart, headers) and written to DATA_DIR/mail/ as an .eml file, and its links are
 * logged: `npm start` works end to end with nothing else running.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; dataDir: string; log: (line: string) => void }): Mailer {
  const build = (mail: OutgoingMail) => ({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
  if (opts.smtpUrl) {
    // A mail server that stops answering must not hold the sender: the mail is retried later.
    const url = new URL(opts.smtpUrl);
    for (const [k, v] of Object.entries({ connectionTimeout: '15000', greetingTimeout: '15000', socketTimeout: '30000' })) if (!url.searchParams.has(k)) url.searchParams.set(k, v);
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
      const links = [...new Set(mail.text.match(/https?:\/\/\S+/g) ?? [])];
      opts.log(`Mail to ${mail.to}: "${mail.subject}" written to ${file}${links.length ? `\n  ${links.join('\n  ')}` : ''}`);
    },
    close: () => transport.close(),
  };
}
