import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'node:net';
import { blogPayload, call, signupUser } from '../lib/client.ts';
import { sleep, startServer } from '../lib/server.ts';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
  /** Not run here (a service is missing): counted and printed as skipped, never as passed. */
  skipped?: boolean;
}

/** REDIS_URL, or the machine's Redis on 6379 when one answers. */
export async function redisUrl(): Promise<string | undefined> {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  const up = await new Promise<boolean>((resolve) => {
    const s = createConnection(6379, '127.0.0.1');
    s.once('connect', () => (s.end(), resolve(true)));
    s.once('error', () => resolve(false));
    setTimeout(() => (s.destroy(), resolve(false)), 1000);
  });
  return up ? 'redis://127.0.0.1:6379' : undefined;
}

/** Two instances on one PostgreSQL (and one Redis when there is one). */
export async function scaleOut(databaseUrl: string, redis: string | undefined): Promise<Check[]> {
  const checks: Check[] = [];
  const dirs = [mkdtempSync(join(tmpdir(), 'inkwell-a-')), mkdtempSync(join(tmpdir(), 'inkwell-b-'))];
  const env = { REDIS_URL: redis ?? '', AUTH_RATE_LIMIT: '1000' };
  const [a, b] = await Promise.all(dirs.map((dataDir) => startServer({ dataDir, databaseUrl, env })));
  try {
    const u = await signupUser(a.url, `scale${Date.now() % 1_000_000}`);
    const onB = await call(b.url, '/api/new-notification', undefined, u.token);
    checks.push({ name: 'scale-out: a session made on one instance works on the other', ok: onB.status === 200, detail: `status ${onB.status}` });

    await call(b.url, '/api/latest-blogs', { page: 1 }); // B now has page 1 cached
    const created = await call(a.url, '/api/create-blog', blogPayload('Published through A'), u.token);
    const t0 = Date.now();
    let seenAfter = -1;
    while (Date.now() - t0 < 3000) {
      const list = await call(b.url, '/api/latest-blogs', { page: 1 });
      if (list.body.blogs?.[0]?.blog_id === created.body.id) {
        seenAfter = Date.now() - t0;
        break;
      }
      await sleep(20);
    }
    checks.push({ name: "scale-out: a blog published through one appears on the other's cached list within 1 s", ok: seenAfter >= 0 && seenAfter <= 1000, detail: seenAfter >= 0 ? `after ${seenAfter} ms` : 'not within 3 s' });

    if (redis) {
      const email = u.email;
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await call(i % 2 ? a.url : b.url, '/api/signin', { email, password: 'Wrong1234' })).status);
      const lockedA = await call(a.url, '/api/signin', { email, password: 'Secret123' });
      const lockedB = await call(b.url, '/api/signin', { email, password: 'Secret123' });
      const ok = statuses.every((s) => s === 401) && lockedA.status === 429 && lockedB.status === 429;
      checks.push({ name: 'scale-out: 10 failed sign-ins spread over both instances lock the e-mail on both (Redis)', ok, detail: `tries ${statuses.join(',')}; then right password: ${lockedA.status} on one, ${lockedB.status} on the other` });
    } else {
      checks.push({ name: 'scale-out: the shared sign-in lock (Redis)', ok: true, skipped: true, detail: 'no REDIS_URL and no Redis on 127.0.0.1:6379' });
    }
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
  return checks;
}
