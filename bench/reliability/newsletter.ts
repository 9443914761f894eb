import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/client.ts';
import { blogPayload, call, signupUser } from '../lib/client.ts';
import { startSmtpSink } from '../lib/smtpSink.ts';
import { sleep, startServer } from '../lib/server.ts';
import type { Check } from './scaleOut.ts';

/**
 * A newsletter survives kill -9 in the middle of its send: an author with N confirmed subscribers
 * publishes; once part of the mails arrived at the mail server (this process), the server is killed
 * with SIGKILL and started again; every subscriber then gets the blog, as one message. The mail being
 * handed to the mail server at the kill may be lost to the server's record (accepted, not yet marked
 * sent): it goes again after the lease of the mails taken at the kill (MAIL_LEASE_SECONDS, short
 * here), with the same Message-ID (the outbox row's), so mail software shows one message. SMTP
 * cannot promise one delivery; the check is that nobody gets two different messages.
 */
export async function newsletterSurvivesKill(kind: 'embedded' | 'postgres', databaseUrl: string | undefined, subscribers: number, log: (m: string) => void = console.log): Promise<Check[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-newsletter-kill-'));
  const sink = await startSmtpSink();
  // A fast pace, so that the send takes seconds, not the default 600 a minute's quarter of an hour.
  // A short lease: the mails taken at the kill go again within seconds of the restart.
  const leaseSeconds = 10;
  const env = { SMTP_URL: sink.url, MAIL_RATE: '60000', MAIL_POLL_MS: '200', JOBS_POLL_MS: '200', MAIL_LEASE_SECONDS: String(leaseSeconds), PUBLIC_URL: 'http://reliability.inkwell.test' };
  let server = await startServer({ dataDir, databaseUrl, env });
  const checks: Check[] = [];
  const readers = Array.from({ length: subscribers }, (_, i) => `kill-reader${i}@subscribers.test`);
  try {
    const author = await signupUser(server.url, `killwriter${kind}`);
    const imported = await call(server.url, '/api/import-subscribers', { csv: ['email', ...readers].join('\n'), consent: true }, author.token);
    if (imported.body.added !== subscribers) throw new Error(`import: ${imported.status} ${JSON.stringify(imported.body)}`);
    const published = await call(server.url, '/api/create-blog', blogPayload('Sent through a crash'), author.token);
    if (published.status !== 200) throw new Error(`create-blog: ${published.status}`);
    // Kill once a tenth has arrived: the job may still be queuing, the sender is mid-send.
    const killAt = Math.max(1, Math.floor(subscribers / 10));
    const by = Date.now() + 120_000;
    const received = () => readers.reduce((n, r) => n + (sink.perRecipient.get(r) ?? 0), 0);
    while (received() < killAt && Date.now() < by) await sleep(20);
    const before = readers.filter((r) => sink.perRecipient.has(r)).length;
    await server.kill9();
    log(`  ${kind}: killed with ${before} of ${subscribers} mails received`);
    server = await startServer({ dataDir, databaseUrl, env });
    const restarted = Date.now();
    // Mails taken at the kill wait for their lease before another sender takes them: the check looks
    // until every address has its mail and the lease has passed (a mail the mail server accepted
    // just before the kill, not yet marked sent, comes again then and shows here as a second copy).
    const leaseOver = restarted + (leaseSeconds + 10) * 1000;
    const deadline = restarted + 300_000;
    let last = -1;
    let stillFor = 0;
    while (Date.now() < deadline) {
      // The author's own verification mail went to the same mail server: only the readers count.
      const got = readers.filter((r) => sink.perRecipient.has(r)).length;
      if (got === subscribers) {
        // Every address has one; wait a little for any second copy.
        if (sink.total() === last && (stillFor += 1) >= 10 && Date.now() > leaseOver) break;
      } else stillFor = 0;
      last = sink.total();
      await sleep(500);
    }
    const missing = readers.filter((r) => !sink.perRecipient.has(r)).length;
    const twice = readers.filter((r) => (sink.messagesPerRecipient.get(r)?.size ?? 0) > 1).length;
    const resent = readers.filter((r) => (sink.perRecipient.get(r) ?? 0) > 1).length;
    const seconds = ((Date.now() - restarted) / 1000).toFixed(1);
    checks.push({ name: `newsletter ${kind}: kill -9 mid-send, every one of ${subscribers} subscribers gets the blog`, ok: missing === 0, detail: `${before} before the kill, ${received()} in all; ${missing} missing ${seconds} s after the restart` });
    checks.push({
      name: `newsletter ${kind}: kill -9 mid-send, nobody gets two messages (a copy sent again is the same message)`,
      ok: twice === 0,
      detail: `${twice} addresses got two different messages; ${resent} got the same message again (same Message-ID)`,
    });
    await server.stop();
    const db = await openDatabase({ dataDir, databaseUrl });
    try {
      const { rows } = await db.pool.query(`SELECT count(*)::int AS n FROM outbox WHERE kind = 'newsletter' AND sent_at IS NULL AND failed_at IS NULL`);
      checks.push({ name: `newsletter ${kind}: the outbox has nothing left to send`, ok: rows[0].n === 0, detail: `${rows[0].n} unsent rows` });
    } finally {
      await db.close();
    }
  } finally {
    await server.stop();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return checks;
}
