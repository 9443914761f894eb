import { describe, expect, it } from 'vitest';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { backupsDir, listBackups, readStatus, takeBackup } from '../backup/backups.ts';
import { restoreBackup, RestoreRefused } from '../backup/restore.ts';
import { counterMismatches } from '../../bench/gen/generate.ts';
import { createBlog, post, setupServer, signup, type TestUser } from './helpers.ts';

const SECRET = 'test-secret-test-secret-test-secret-0123456789';
const h = setupServer();

/** What a reader sees of the site: every blog (without its read count, which reads change), its comments, every author's profile. */
async function siteAsSeen(app: FastifyInstance, blogIds: string[], usernames: string[]) {
  const blogs = [];
  for (const blog_id of blogIds) {
    const got = (await post(app, '/get-blog', { blog_id })).body.blog;
    if (got) delete got.activity.total_reads;
    const comments = (await post(app, '/get-blog-comments', { blog_id: got?._id ?? blog_id, skip: 0 })).body;
    blogs.push({ blog: got, comments });
  }
  const profiles = [];
  for (const username of usernames) {
    const p = (await post(app, '/get-profile', { username })).body;
    delete p.account_info?.total_reads;
    profiles.push(p);
  }
  return { blogs, profiles, latest: (await post(app, '/latest-blogs', { page: 1 })).body.blogs.map((b: { blog_id: string }) => b.blog_id) };
}

async function community() {
  const people: TestUser[] = [];
  for (let i = 0; i < 3; i++) people.push(await signup(h.app, `backup${i}${Date.now() % 100000}`));
  const blogs: { blog_id: string; _id: string }[] = [];
  for (let i = 0; i < 4; i++) blogs.push(await createBlog(h.app, people[i % 3].token, { title: `Backed up ${i}`, tags: ['tech', `backup${i}`] }));
  for (const [i, b] of blogs.entries()) {
    await post(h.app, '/add-comment', { _id: b._id, comment: `first on ${i}` }, people[(i + 1) % 3].token);
    await post(h.app, '/like-blog', { _id: b._id, isLikedByUser: false }, people[(i + 2) % 3].token);
  }
  return { people, blogs };
}

/** A server on another DATA_DIR, opening its own database there as `npm start` does. */
async function serverOn(dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SERVE_APP: 'false', JWT_SECRET: SECRET, API_RATE_LIMIT: '1000000', AUTH_RATE_LIMIT: '10000' });
  const app = await buildApp({ config });
  await app.ready();
  return app;
}

const scratch = () => mkdtempSync(join(tmpdir(), 'inkwell-restored-'));

describe('backups of the embedded database', () => {
  it('the server takes one when asked (as `npm run backup` asks it) and records the outcome; on PostgreSQL it takes none', async () => {
    await community();
    const asked = Date.now();
    if (process.env.DATABASE_URL) {
      expect(h.app.backupNow()).toBe(false);
      expect(listBackups(h.dataDir)).toEqual([]);
      return;
    }
    rmSync(backupsDir(h.dataDir), { recursive: true, force: true });
    expect(h.app.backupNow()).toBe(true);
    let status = readStatus(h.dataDir);
    for (let i = 0; i < 600 && !status; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = readStatus(h.dataDir);
    }
    expect(status).toMatchObject({ ok: true });
    expect(Date.parse(status!.startedAt)).toBeGreaterThanOrEqual(asked - 1000);
    expect(listBackups(h.dataDir)).toEqual([status!.file]);
  }, 120_000);

  it.skipIf(!!process.env.DATABASE_URL)('a backup restores into an empty DATA_DIR whose server answers the same blogs, comments and users', async () => {
    const { people, blogs } = await community();
    const before = await siteAsSeen(h.app, blogs.map((b) => b.blog_id), people.map((p) => p.username));
    rmSync(backupsDir(h.dataDir), { recursive: true, force: true });
    const taken = await takeBackup({ database: h.db, dataDir: h.dataDir, keep: 7 });
    expect(basename(taken.file)).toMatch(/^inkwell-\d{8}T\d{9}Z\.tar\.gz$/);
    expect(readdirSync(backupsDir(h.dataDir))).toEqual([basename(taken.file)]);

    const dir = scratch();
    try {
      await restoreBackup(taken.file, dir);
      const restored = await serverOn(dir);
      try {
        expect(await siteAsSeen(restored, blogs.map((b) => b.blog_id), people.map((p) => p.username))).toEqual(before);
        // A member signs in on the restored site with the password they had.
        expect((await post(restored, '/signin', { email: people[0].email, password: 'Secret123' })).status).toBe(200);
      } finally {
        await restored.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it.skipIf(!!process.env.DATABASE_URL)('a backup taken while comments and likes are being written is one consistent moment: counters equal rows, nothing written before it is missing', async () => {
    const { people, blogs } = await community();
    const acked: string[] = [];
    let writing = true;
    let n = 0;
    const writer = async (w: number) => {
      while (writing) {
        const b = blogs[n++ % blogs.length];
        const res = await post(h.app, '/add-comment', { _id: b._id, comment: `during ${w} ${n}` }, people[w].token);
        if (res.status === 200) acked.push(res.body._id);
        await post(h.app, '/like-blog', { _id: b._id, isLikedByUser: n % 2 === 0 }, people[(w + 1) % 3].token);
      }
    };
    const writers = [writer(0), writer(1), writer(2)];
    await new Promise((r) => setTimeout(r, 300));
    const ackedBefore = acked.length;
    const idsBefore = acked.slice();
    const taken = await takeBackup({ database: h.db, dataDir: h.dataDir, keep: 7 });
    writing = false;
    await Promise.all(writers);
    expect(ackedBefore).toBeGreaterThan(0);

    const dir = scratch();
    try {
      await restoreBackup(taken.file, dir);
      const db = await openDatabase({ dataDir: dir });
      try {
        expect(await counterMismatches(db.pool)).toBe(0);
        const there = (await db.pool.query<{ id: string }>('SELECT id FROM comments WHERE id = ANY($1::uuid[])', [idsBefore])).rows.length;
        expect(there).toBe(idsBefore.length);
      } finally {
        await db.close();
      }
      const restored = await serverOn(dir);
      try {
        for (const b of blogs) {
          const blog = (await post(restored, '/get-blog', { blog_id: b.blog_id })).body.blog;
          expect(blog.title).toMatch(/^Backed up/);
          expect(blog.activity.total_comments).toBeGreaterThanOrEqual(1);
        }
      } finally {
        await restored.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it.skipIf(!!process.env.DATABASE_URL)('keeps the newest BACKUP_KEEP; a .partial left by a crash is not a backup and the next backup removes it', async () => {
    await community();
    const dir = backupsDir(h.dataDir);
    rmSync(dir, { recursive: true, force: true });
    let clock = Date.parse('2026-01-01T00:00:00Z');
    const now = () => new Date((clock += 3_600_000));
    const first = await takeBackup({ database: h.db, dataDir: h.dataDir, keep: 2, now });
    // What a crash during packing leaves: the file under its temporary name, and the snapshot's folder.
    const crashed = join(dir, 'inkwell-20260101T015900000Z.tar.gz.partial');
    writeFileSync(crashed, 'half a backup');
    mkdirSync(join(dir, 'inkwell-20260101T015900000Z.tar.gz.files.partial', 'db'), { recursive: true });
    expect(listBackups(h.dataDir)).toEqual([first.file]);

    const second = await takeBackup({ database: h.db, dataDir: h.dataDir, keep: 2, now });
    expect(existsSync(crashed)).toBe(false);
    expect(readdirSync(dir).filter((n) => n.includes('.partial'))).toEqual([]);
    const third = await takeBackup({ database: h.db, dataDir: h.dataDir, keep: 2, now });
    expect(third.pruned).toEqual([basename(first.file)]);
    expect(readdirSync(dir).sort()).toEqual(['inkwell-20260101T020000000Z.tar.gz', 'inkwell-20260101T030000000Z.tar.gz']);
    expect(listBackups(h.dataDir)).toEqual([second.file, third.file]);
  }, 120_000);

  it.skipIf(!!process.env.DATABASE_URL)('restore refuses a DATA_DIR that is not empty, and a damaged or cut-short file, writing nothing', async () => {
    await community();
    const { file } = await takeBackup({ database: h.db, dataDir: h.dataDir, keep: 7 });
    await expect(restoreBackup(file, h.dataDir)).rejects.toThrow(/is not empty/);

    const dir = scratch();
    const damagedDir = scratch();
    try {
      const size = statSync(file).size;
      // One byte changed in the middle: gzip's check or the manifest's hash tells.
      const damaged = join(damagedDir, 'damaged.tar.gz');
      const bytes = readFileSync(file);
      bytes[Math.floor(size / 2)] ^= 0xff;
      writeFileSync(damaged, bytes);
      const target = join(dir, 'data');
      await expect(restoreBackup(damaged, target)).rejects.toThrow(RestoreRefused);
      expect(existsSync(target)).toBe(false);
      // Cut short, as a copy interrupted or a disk that filled up leaves it.
      const cut = join(damagedDir, 'cut.tar.gz');
      copyFileSync(file, cut);
      writeFileSync(cut, readFileSync(file).subarray(0, Math.floor(size * 0.8)));
      await expect(restoreBackup(cut, target)).rejects.toThrow(/damaged or incomplete|incomplete/);
      expect(existsSync(target)).toBe(false);
      // Not a backup at all.
      const other = join(damagedDir, 'notes.txt');
      writeFileSync(other, 'not a backup');
      await expect(restoreBackup(other, target)).rejects.toThrow(RestoreRefused);
      expect(existsSync(target)).toBe(false);
      // An empty folder is fine, and the whole file restores into it.
      mkdirSync(target);
      await restoreBackup(file, target);
      expect(readdirSync(target).sort()).toEqual(['db']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(damagedDir, { recursive: true, force: true });
    }
  }, 120_000);
});
