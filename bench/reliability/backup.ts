import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBackup } from '../../server/backup/archive.ts';
import { blogPayload, call, signupUser, type Person } from '../lib/client.ts';
import { BENCH_SECRET, ROOT, sleep, startServer, type RunningServer } from '../lib/server.ts';
import type { Check } from './scaleOut.ts';

/** `npm run backup` or `npm run restore -- <file>` on DATA_DIR, as a person runs it: its exit code and what it printed. */
function cli(dataDir: string, ...args: string[]): { done: Promise<{ code: number | null; out: string }> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/backup/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: BENCH_SECRET },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  return { done: new Promise((resolve) => child.on('exit', (code) => resolve({ code, out: out.trim() }))) };
}

/** What a reader sees of each blog: its title and counts (not its reads, which reading changes). */
async function seen(server: RunningServer, blogIds: string[]): Promise<string> {
  const out: unknown[] = [];
  for (const blog_id of blogIds) {
    const res = await call(server.url, '/api/get-blog', { blog_id });
    const b = res.body?.blog;
    out.push(res.status === 200 ? [blog_id, b.title, b.activity.total_likes, b.activity.total_comments] : [blog_id, res.status]);
  }
  return JSON.stringify(out);
}

const backupsIn = (dataDir: string) => (existsSync(join(dataDir, 'backups')) ? readdirSync(join(dataDir, 'backups')).sort() : []);

/**
 * kill -9 during a backup: two backups are taken with `npm run backup` while the server runs (the CLI
 * asks it by signal), writes go on, a third is asked for and the server is killed with SIGKILL while
 * it writes it. The two earlier backups must be whole (read through and checked), the third must not
 * pass for a backup, the newest complete one must restore with `npm run restore` into a fresh DATA_DIR
 * whose server answers what the site answered when it was taken, and the killed site's next backup
 * clears what the crash left.
 */
export async function backupSurvivesKill(log: (m: string) => void): Promise<Check[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-backup-kill-'));
  const restoredDir = join(mkdtempSync(join(tmpdir(), 'inkwell-backup-restored-')), 'data');
  // No backup on a schedule: only the ones asked for here.
  const env = { BACKUP_HOURS: '0', BACKUP_KEEP: '7' };
  const checks: Check[] = [];
  let server: RunningServer | null = await startServer({ dataDir, env });
  try {
    const people: Person[] = [];
    for (let i = 0; i < 3; i++) people.push(await signupUser(server.url, `backupkill${i}${Date.now() % 100000}`));
    const blogIds: string[] = [];
    const write = async (n: number, label: string) => {
      for (let i = 0; i < n; i++) {
        const me = people[i % people.length];
        const res = await call(server!.url, '/api/create-blog', blogPayload(`${label} ${i}`, 8), me.token);
        blogIds.push(res.body.id);
        const blog = (await call(server!.url, '/api/get-blog', { blog_id: res.body.id, mode: 'edit' }, me.token)).body.blog;
        await call(server!.url, '/api/add-comment', { _id: blog._id, comment: `on ${label} ${i}` }, people[(i + 1) % people.length].token);
        await call(server!.url, '/api/like-blog', { _id: blog._id, isLikedByUser: false }, people[(i + 2) % people.length].token);
      }
    };

    await write(30, 'Before the first backup');
    const first = await cli(dataDir, 'backup').done;
    checks.push({ name: 'backup: npm run backup while the server runs (asked by signal)', ok: first.code === 0 && /Backup written/.test(first.out), detail: first.out.split('\n').at(-1) ?? '' });
    await write(10, 'Before the second backup');
    await sleep(700); // reads counted in memory are written
    const blogsAtSecond = blogIds.slice();
    const second = await cli(dataDir, 'backup').done;
    const seenAtSecond = await seen(server, blogsAtSecond);
    checks.push({ name: 'backup: a second one', ok: second.code === 0, detail: second.out.split('\n').at(-1) ?? '' });
    const whole = backupsIn(dataDir).filter((n) => n.endsWith('.tar.gz'));

    // Writes go on; a third backup is asked for and the server dies while writing it.
    await write(5, 'After the second backup');
    const third = cli(dataDir, 'backup');
    const deadline = Date.now() + 60_000;
    let phase = '';
    while (Date.now() < deadline) {
      const names = backupsIn(dataDir);
      const packing = names.find((n) => n.endsWith('.tar.gz.partial'));
      // The file may be renamed between the listing and this look: then it was too late, look again.
      const size = packing ? (statSync(join(dataDir, 'backups', packing), { throwIfNoEntry: false })?.size ?? 0) : 0;
      if (size > 0) {
        phase = 'while packing the snapshot';
        break;
      }
      await sleep(10);
    }
    await server.kill9();
    server = null;
    const thirdDone = await third.done;
    const left = backupsIn(dataDir);
    checks.push({ name: 'backup: the server is killed (SIGKILL) during a backup', ok: phase !== '', detail: phase ? `killed ${phase}; left: ${left.join(', ')}` : 'no backup was seen under way in 60 s' });
    checks.push({ name: 'backup: npm run backup says the server stopped before its backup was written', ok: thirdDone.code !== 0 && /stopped before/.test(thirdDone.out), detail: thirdDone.out.split('\n').at(-1) ?? '' });

    const complete = left.filter((n) => n.endsWith('.tar.gz'));
    const problems: string[] = [];
    for (const name of whole) {
      try {
        await readBackup(join(dataDir, 'backups', name));
      } catch (err) {
        problems.push(`${name}: ${String(err)}`);
      }
    }
    checks.push({
      name: 'backup: the earlier backups are whole after the kill, and the cut one is no backup',
      ok: whole.length === 2 && JSON.stringify(complete) === JSON.stringify(whole) && problems.length === 0,
      detail: problems.length ? problems.join('; ') : `${complete.length} complete (${complete.join(', ')}), each read through and checked`,
    });

    // The newest complete backup, restored into a fresh DATA_DIR, answers what the site answered then.
    const newest = join(dataDir, 'backups', complete.at(-1)!);
    const restored = await cli(restoredDir, 'restore', newest).done;
    checks.push({ name: 'backup: npm run restore of the newest complete backup into an empty DATA_DIR', ok: restored.code === 0, detail: restored.out.split('\n').at(-1) ?? '' });
    const again = await startServer({ dataDir: restoredDir, env });
    try {
      const health = await call(again.url, '/api/health');
      const answers = await seen(again, blogsAtSecond);
      const later = await call(again.url, '/api/get-blog', { blog_id: blogIds.at(-1) });
      checks.push({
        name: 'backup: the restored site starts and answers the same blogs as when the backup was taken',
        ok: health.status === 200 && answers === seenAtSecond && later.status === 404,
        detail: `health ${health.status}; ${blogsAtSecond.length} blogs ${answers === seenAtSecond ? 'answered the same' : 'differ'}; a blog written after it: ${later.status}`,
      });
    } finally {
      await again.stop();
    }

    // The killed site starts again; its next backup removes what the crash left.
    server = await startServer({ dataDir, env });
    const fourth = await cli(dataDir, 'backup').done;
    const after = backupsIn(dataDir);
    checks.push({
      name: 'backup: after the restart the next backup clears the crash\'s .partial',
      ok: fourth.code === 0 && after.filter((n) => n.endsWith('.tar.gz')).length === 3 && !after.some((n) => n.includes('.partial')),
      detail: after.join(', '),
    });
    log(`  backups: ${after.join(', ')}`);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(join(restoredDir, '..'), { recursive: true, force: true });
  }
  return checks;
}
