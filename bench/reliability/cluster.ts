import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blogPayload, call, signupUser } from '../lib/client.ts';
import { sleep, startServer } from '../lib/server.ts';
import type { Check } from './scaleOut.ts';

/** The server processes the primary forked (Linux /proc: the children of its main thread). */
function workersOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * A POST on a connection of its own: node:cluster hands each new connection to the next worker, so
 * a run of these reaches every worker (fetch would reuse one kept-alive connection, one worker).
 */
function onNewConnection(base: string, path: string, body: unknown): Promise<{ status: number; body: { blogs?: { blog_id: string }[] } }> {
  const data = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = request(base + path, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
        } catch {
          resolve({ status: res.statusCode ?? 0, body: {} });
        }
      });
    });
    req.on('error', () => resolve({ status: 0, body: {} }));
    // A connection handed to a worker in the moment it dies is lost (node:cluster): no answer, ever.
    req.setTimeout(3000, () => req.destroy());
    req.end(data);
  });
}

/** WORKERS=2 on one PostgreSQL: two processes share the port and their caches stay coherent. */
export async function clusterChecks(databaseUrl: string, redis: string | undefined): Promise<Check[]> {
  const checks: Check[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-cluster-'));
  const server = await startServer({ dataDir, databaseUrl, env: { WORKERS: '2', REDIS_URL: redis ?? '' } });
  try {
    // Both listen once the health call answered through one of them; give the other a moment.
    let workers: number[] = [];
    for (let i = 0; i < 50 && workers.length < 2; i++, await sleep(100)) workers = workersOf(server.pid);
    checks.push({ name: 'cluster: WORKERS=2 runs two server processes', ok: workers.length === 2, detail: `workers ${workers.join(', ') || 'none'}` });

    const u = await signupUser(server.url, `cluster${Date.now() % 1_000_000}`);
    // Every worker has page 1 of the latest blogs in its cache.
    for (let i = 0; i < 8; i++) await onNewConnection(server.url, '/api/latest-blogs', { page: 1 });
    const created = await call(server.url, '/api/create-blog', blogPayload('Published through one worker'), u.token);
    const t0 = Date.now();
    let seenAfter = -1;
    while (Date.now() - t0 < 3000) {
      const answers = await Promise.all(Array.from({ length: 6 }, () => onNewConnection(server.url, '/api/latest-blogs', { page: 1 })));
      if (answers.every((a) => a.status === 200 && a.body.blogs?.[0]?.blog_id === created.body.id)) {
        seenAfter = Date.now() - t0;
        break;
      }
      await sleep(20);
    }
    checks.push({ name: "cluster: a blog published through one worker is in every worker's cached list within 1 s", ok: seenAfter >= 0 && seenAfter <= 1000, detail: seenAfter >= 0 ? `after ${seenAfter} ms` : 'not within 3 s' });

    // A worker that dies is replaced, and the port keeps answering. A connection the primary handed to
    // the worker in the moment it died is lost (node:cluster cannot give it to another): counted, not failed.
    const victim = workers[0];
    if (victim) process.kill(victim, 'SIGKILL');
    const statuses: number[] = [];
    let replaced: number[] = [];
    const t1 = Date.now();
    while (Date.now() - t1 < 15_000) {
      statuses.push((await onNewConnection(server.url, '/api/latest-blogs', { page: 1 })).status);
      replaced = workersOf(server.pid);
      if (replaced.length === 2 && !replaced.includes(victim) && statuses.length >= 10) break;
      await sleep(100);
    }
    const failures = statuses.filter((s) => s !== 200).length;
    const answering = statuses.slice(-5).every((s) => s === 200);
    checks.push({
      name: 'cluster: a worker killed with -9 is replaced and the port keeps answering',
      ok: replaced.length === 2 && !replaced.includes(victim) && answering,
      detail: `workers ${replaced.join(', ')} after ${Date.now() - t1} ms; ${statuses.length} requests meanwhile, ${failures} failed`,
    });
  } finally {
    const code = await server.stop();
    const left = workersOf(server.pid);
    checks.push({ name: 'cluster: SIGTERM closes every worker and the primary exits 0', ok: code === 0 && left.length === 0, detail: `exit ${code}` });
    rmSync(dataDir, { recursive: true, force: true });
  }
  return checks;
}
