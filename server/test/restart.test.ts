import { afterAll, describe, expect, inject, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-restart-'));
// The restart test starts from a copy of the api project's migrated database (server/test/dbTemplate.ts,
// '' on PostgreSQL: then the server creates it): creating one costs 6-7 s of CPU, and the first start
// has its own test below, on freshDir.
const template = inject('dbTemplate');
if (template) cpSync(join(template, 'db'), join(dataDir, 'db'), { recursive: true });
const freshDir = mkdtempSync(join(tmpdir(), 'inkwell-first-start-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(freshDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

async function start(port: number, dir = dataDir): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', SERVE_APP: 'false', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL; // this test is about the embedded database's files
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

const stop = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

describe('restart', () => {
  it('keeps everything written before SIGTERM', async () => {
    const port = await freePort();
    const api = (path: string, body: unknown, token?: string) =>
      fetch(`http://127.0.0.1:${port}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));

    let child = await start(port);
    const session = (await api('/signup', { fullname: 'Restart Tester', email: 'restart@example.test', password: 'Secret123' })).body;
    const created = await api('/create-blog', { title: 'Survives restarts', banner: 'https://img.test/b.png', des: 'd', content: { blocks: [{ type: 'paragraph', data: { text: 'x' } }] }, tags: ['tech'], draft: false }, session.access_token);
    expect(created.status).toBe(200);
    expect(await stop(child)).toBe(0);

    child = await start(port);
    try {
      const blog = await api('/get-blog', { blog_id: created.body.id }, undefined);
      expect(blog.body.blog.title).toBe('Survives restarts');
      // Same secret from DATA_DIR: the old token still works.
      const mine = await api('/user-written-blogs-count', { draft: false }, session.access_token);
      expect(mine.body.totalDocs).toBe(1);
      expect((await api('/signin', { email: 'restart@example.test', password: 'Secret123' })).status).toBe(200);
    } finally {
      expect(await stop(child)).toBe(0);
    }
  }, 120_000);

  // Creating the embedded database (initdb, the migrations) grows PGlite's WebAssembly memory to
  // 750-850 MB resident, and WebAssembly memory never shrinks: a first start kept it until a restart
  // (about 300 MB then, under tsx). The files are now made by a process of its own, so the server's
  // own high-water mark (VmHWM) stays far below that too: made in a thread of the server, the malloc
  // arena that thread had used kept 25-30 MB resident for good. Linux only: the sizes come from /proc.
  it.runIf(existsSync('/proc/self/status'))('does not keep the memory of creating the database after a first start', async () => {
    const port = await freePort();
    const child = await start(port, freshDir);
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const residentMB = Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
      const peakMB = Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
      expect(residentMB).toBeLessThan(500);
      expect(peakMB).toBeLessThan(500);
      expect((await fetch(`http://127.0.0.1:${port}/api/trending-blogs`)).status).toBe(200);
    } finally {
      expect(await stop(child)).toBe(0);
    }
  }, 120_000);
});
