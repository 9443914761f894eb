import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { openDatabase } from '../../server/db/client.ts';
import { writeSiteArchive } from '../../server/transfer/siteArchive.ts';
import { sitePages } from '../../server/transfer/sitePages.ts';
import { generate } from '../gen/generate.ts';
import { call, signupUser, type Person } from '../lib/client.ts';
import { sleep, startServer, type RunningServer } from '../lib/server.ts';
import type { Check } from './scaleOut.ts';

/** The new site's admin: ADMIN_EMAILS makes this sign-up an admin. */
const ADMIN = 'archivist';
const ADMIN_EMAIL = `${ADMIN}@reliability.test`;
// Short: the import taken at the kill is run again within seconds of the restart, not after the
// default five minutes' lease.
const LEASE_SECONDS = 10;
const ENV = { ADMIN_EMAILS: ADMIN_EMAIL, JOBS_POLL_MS: '200', JOBS_LEASE_SECONDS: String(LEASE_SECONDS) };

/**
 * A full archive of a generated community of `blogs` blogs (bench/gen: 5,000 members, likes and
 * comments in proportion), written as the admin's export writes it: data/ and site/.
 */
export async function communityArchive(blogs: number, log: (m: string) => void): Promise<{ file: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'inkwell-archive-source-'));
  const file = join(dir, 'community.zip');
  mkdirSync(join(dir, 'data'));
  const db = await openDatabase({ dataDir: join(dir, 'data') });
  try {
    const stats = await generate(db.pool, blogs);
    // The generated community has no upload files: no image is asked for.
    const manifest = await writeSiteArchive({ db: db.db, image: async () => null }, { mode: 'full', out: file, site: sitePages({ language: 'en' }) });
    log(`  archive of ${stats.blogs} blogs: ${JSON.stringify(manifest.counts)}`);
  } finally {
    await db.close();
  }
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

interface ImportStatus {
  state: 'queued' | 'running' | 'done' | 'failed';
  done: number;
  total: number;
  report?: Record<string, number>;
  skipped?: unknown;
}

async function startImport(server: RunningServer, admin: Person, zip: Buffer): Promise<string> {
  const res = await fetch(`${server.url}/api/import`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/zip' }, body: new Uint8Array(zip) });
  const body = (await res.json()) as { import_id?: string };
  if (res.status !== 202 || !body.import_id) throw new Error(`POST /import: ${res.status} ${JSON.stringify(body)}`);
  return body.import_id;
}

async function statusOf(server: RunningServer, admin: Person, id: string): Promise<ImportStatus | null> {
  const res = await call(server.url, '/api/import-status', { import_id: id }, admin.token);
  return res.status === 200 ? (res.body as ImportStatus) : null;
}

/** Polls until the import is done or failed, or `ms` passed: its last status. */
async function finished(server: RunningServer, admin: Person, id: string, ms: number): Promise<ImportStatus | null> {
  const by = Date.now() + ms;
  let last: ImportStatus | null = null;
  while (Date.now() < by) {
    last = (await statusOf(server, admin, id)) ?? last;
    if (last?.state === 'done' || last?.state === 'failed') return last;
    await sleep(250);
  }
  return last;
}

/**
 * The community as rows, each table's count and a hash of what must be equal after any import of the
 * same archive: ids, names, threads, who liked and followed what, and every counter. The new site's
 * own admin (made here by signing up) is left out: that account is not the archive's.
 */
async function communityRows(pool: pg.Pool): Promise<Record<string, string>> {
  const tables: Record<string, string> = {
    users: `SELECT id, username, fullname, total_posts, total_reads FROM users WHERE email <> '${ADMIN_EMAIL}'`,
    blogs: `SELECT id, blog_id, title, author, draft, hidden, total_likes, total_comments, total_parent_comments, md5(content::text) AS content FROM blogs`,
    comments: `SELECT id, blog, parent, commented_by, is_reply, hidden, held, comment FROM comments`,
    likes: `SELECT user_id, blog FROM likes`,
    follows: `SELECT follower, followee FROM follows`,
    series: `SELECT id, author, slug FROM series`,
    redirects: `SELECT from_path, blog FROM redirects`,
  };
  const out: Record<string, string> = {};
  for (const [name, query] of Object.entries(tables)) {
    const { rows } = await pool.query<{ n: number; h: string }>(`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM (${query}) t`);
    out[name] = `${rows[0].n} rows, ${rows[0].h.slice(0, 10)}`;
  }
  return out;
}

async function rowsOf(dataDir: string, databaseUrl: string | undefined) {
  const db = await openDatabase({ dataDir, databaseUrl });
  try {
    return await communityRows(db.pool);
  } finally {
    await db.close();
  }
}

/**
 * kill -9 during the re-import of a full archive into an empty site: one fresh site imports it
 * without interruption; another is killed with SIGKILL once the members and the first blogs are
 * written (its import `running`), then started again. Its import must go on by itself and end `done`,
 * with the same rows (members, blogs, comments, likes, follows, series, moved links: counts and
 * contents), the same counters and the same report as the uninterrupted one: nothing twice, nothing lost.
 */
export async function siteImportSurvivesKill(kind: 'embedded' | 'postgres', zipFile: string, databaseUrls: [string, string] | undefined, log: (m: string) => void = console.log): Promise<Check[]> {
  const zip = readFileSync(zipFile);
  const checks: Check[] = [];
  const dirs = [mkdtempSync(join(tmpdir(), 'inkwell-site-import-whole-')), mkdtempSync(join(tmpdir(), 'inkwell-site-import-killed-'))];
  const servers: RunningServer[] = [];
  try {
    // The import that nothing interrupts: what the killed one must end as.
    let server = await startServer({ dataDir: dirs[0], databaseUrl: databaseUrls?.[0], env: ENV });
    servers.push(server);
    let admin = await signupUser(server.url, ADMIN);
    const started = Date.now();
    const whole = await finished(server, admin, await startImport(server, admin, zip), 600_000);
    const wholeSeconds = ((Date.now() - started) / 1000).toFixed(1);
    await server.stop();
    if (whole?.state !== 'done') throw new Error(`the uninterrupted import ended ${JSON.stringify(whole)}`);
    const expected = await rowsOf(dirs[0], databaseUrls?.[0]);
    log(`  ${kind}: uninterrupted import in ${wholeSeconds} s: ${JSON.stringify(whole.report)}`);

    server = await startServer({ dataDir: dirs[1], databaseUrl: databaseUrls?.[1], env: ENV });
    servers.push(server);
    admin = await signupUser(server.url, ADMIN);
    const id = await startImport(server, admin, zip);
    // Killed once the members are in and the blogs are being written: rows of every kind before and
    // after the kill, and a batch likely in the middle of its transaction.
    const members = whole.report?.users ?? 0;
    const by = Date.now() + 600_000;
    let atKill: ImportStatus | null = null;
    while (Date.now() < by) {
      const s = await statusOf(server, admin, id);
      if (s?.state === 'done' || s?.state === 'failed') break;
      if (s?.state === 'running' && s.done > members) {
        atKill = s;
        break;
      }
      await sleep(20);
    }
    await server.kill9();
    if (!atKill) {
      checks.push({ name: `site import ${kind}: killed in the middle`, ok: false, detail: 'the import ended (or never started) before the kill point: use more blogs (SITE_IMPORT_BLOGS)' });
      return checks;
    }
    log(`  ${kind}: killed at ${atKill.done} of ${atKill.total} rows`);
    server = await startServer({ dataDir: dirs[1], databaseUrl: databaseUrls?.[1], env: ENV });
    servers.push(server);
    const restarted = Date.now();
    const after = await finished(server, admin, id, 600_000);
    const seconds = ((Date.now() - restarted) / 1000).toFixed(1);
    await server.stop();
    checks.push({
      name: `site import ${kind}: kill -9 mid-import, the import goes on after the restart and ends done`,
      ok: after?.state === 'done' && after.done === after.total,
      detail: `killed at ${atKill.done}/${atKill.total}; ${after ? `${after.state} ${after.done}/${after.total}` : 'no status'} ${seconds} s after the restart (lease ${LEASE_SECONDS} s)`,
    });
    checks.push({
      name: `site import ${kind}: its report equals the uninterrupted import's`,
      ok: JSON.stringify(after?.report) === JSON.stringify(whole.report),
      detail: `${JSON.stringify(after?.report)} vs ${JSON.stringify(whole.report)}`,
    });
    const got = await rowsOf(dirs[1], databaseUrls?.[1]);
    const differ = Object.keys(expected).filter((t) => got[t] !== expected[t]);
    checks.push({
      name: `site import ${kind}: the same members, blogs, comments, likes, follows, series, moved links and counters as the uninterrupted import (nothing twice, nothing lost)`,
      ok: differ.length === 0,
      detail: differ.length ? differ.map((t) => `${t}: ${got[t]} vs ${expected[t]}`).join('; ') : JSON.stringify(got),
    });
  } finally {
    for (const s of servers) await s.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
  return checks;
}
