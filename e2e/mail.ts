import { expect } from '@playwright/test';

const mailPort = Number(process.env.E2E_MAIL_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1);

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  listUnsubscribe: string | null;
  listUnsubscribePost: string | null;
}

/** Every mail the e2e server's SMTP server received (scripts/e2e-mailbox.mjs). */
export async function mails(): Promise<Mail[]> {
  const res = await fetch(`http://127.0.0.1:${mailPort}/mails`);
  return (await res.json()) as Mail[];
}

/** The mails to `address` whose subject matches, once there are `count` of them. */
export async function waitForMail(address: string, subject: RegExp, count = 1): Promise<Mail[]> {
  let found: Mail[] = [];
  await expect
    .poll(
      async () => {
        found = (await mails()).filter((m) => m.to.includes(address) && subject.test(m.subject));
        return found.length;
      },
      { timeout: 20_000, message: `${count} mail(s) to ${address} matching ${subject}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** The path of the link to /<page>/ in a mail's text (the site's own address is the e2e server's). */
export function linkPath(mail: Mail, page: string): string {
  const m = new RegExp(`https?://[^/\\s]+(/${page}/[A-Za-z0-9_.-]+)`).exec(mail.text);
  if (!m) throw new Error(`no /${page}/ link in "${mail.subject}"`);
  return m[1];
}
