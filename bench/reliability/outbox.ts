import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpReceiver } from '../../server/test/smtp.ts';
import { call, signupUser } from '../lib/client.ts';
import { startServer } from '../lib/server.ts';
import type { Check } from './scaleOut.ts';

/**
 * The outbox survives kill -9: a sign-up queues its verification mail
 * while the mail server is down; the server is killed with SIGKILL; the mail server comes up; the
 * restarted server delivers that mail, once.
 */
export async function outboxSurvivesKill(kind: 'embedded' | 'postgres', databaseUrl: string | undefined): Promise<Check[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-outbox-'));
  const probe = await startSmtpReceiver();
  const port = probe.port;
  await probe.close(); // the mail server is down
  const env = { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_POLL_MS: '200' };
  let server = await startServer({ dataDir, databaseUrl, env });
  const checks: Check[] = [];
  try {
    const person = await signupUser(server.url, `outbox${kind}`);
    await new Promise((r) => setTimeout(r, 800)); // the sender tried once and failed
    await server.kill9();
    const receiver = await startSmtpReceiver(port);
    try {
      const started = Date.now();
      server = await startServer({ dataDir, databaseUrl, env });
      const to = (m: { to?: unknown }) => JSON.stringify(m.to ?? '').includes(person.email);
      let arrived = false;
      try {
        await receiver.waitFor((m) => to(m) && /Confirm your e-mail/.test(m.subject ?? ''), 1, 40_000);
        arrived = true;
      } catch {
        /* reported below */
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      await new Promise((r) => setTimeout(r, 1500));
      const copies = receiver.mails.filter(to).length;
      checks.push({ name: `outbox ${kind}: a mail queued before kill -9 is delivered after the restart`, ok: arrived, detail: arrived ? `arrived ${seconds} s after the restart` : 'not delivered within 40 s' });
      checks.push({ name: `outbox ${kind}: delivered once`, ok: copies === 1, detail: `${copies} copies` });
      const health = await call(server.url, '/api/health');
      checks.push({ name: `outbox ${kind}: server healthy after the restart`, ok: health.status === 200, detail: `health ${health.status}` });
    } finally {
      await receiver.close();
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return checks;
}
