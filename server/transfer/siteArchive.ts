/*
 * The community's archive (API.md third edition, "The community's archive and backups"): a ZIP with
 * `data/` (JSON Lines per entity, the images, and a manifest of every file's sha256 and the counts)
 * and `site/` (the community as static pages, server/transfer/sitePages.ts). Written by yazl straight
 * to a file beside its final name and renamed there only when whole: memory holds one page of rows and
 * one file's stream whatever the size of the community. `public` holds only what anyone may read
 * (no e-mail, password hash, token, draft, hidden or held item, subscriber); `full` everything needed
 * to move the community (docs/decisions/0023-archive.md).
 */
import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { once } from 'node:events';
import yazl from 'yazl';
import type { SiteExportMode } from '../../src/contract/index.ts';
import type { Executor } from '../db/query.ts';
import {
  archiveBlogsPage,
  archiveCommentsOf,
  archiveFollowsPage,
  archiveLikesOf,
  archiveRedirectsOf,
  archiveSeriesPage,
  archiveSubscribersPage,
  archiveTotals,
  archiveUploadsPage,
  archiveUsersPage,
  ARCHIVE_PAGE,
  siteSettingRows,
} from '../store/archive.ts';

export const ARCHIVE_FORMAT = 'inkwell-site-archive';
export const ARCHIVE_VERSION = 1;

export interface ManifestFile {
  sha256: string;
  bytes: number;
  /** Lines of a .jsonl file. */
  count?: number;
}

export interface ArchiveManifest {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  mode: SiteExportMode;
  created_at: string;
  counts: Record<string, number>;
  /** Every other file of the ZIP by its path in it (data/... and site/...). */
  files: Record<string, ManifestFile>;
}

/** A blog as data/blogs.jsonl holds it; the site's pages are drawn from the same rows. */
export type ArchivedBlog = Awaited<ReturnType<typeof archiveBlogsPage>>[number];
export type ArchivedComment = { _id: string; blog_id: string; comment: string; commented_by: string | null; is_reply: boolean; parent: string | null; commented_at: string; hidden?: boolean; held?: boolean };

/** What draws site/: told each page of blogs as it is written, then asked for the rest at the end. */
export interface SiteWriter {
  users(rows: Record<string, unknown>[]): void | Promise<void>;
  blogs(rows: ArchivedBlog[], comments: ArchivedComment[]): Promise<void>;
  series(rows: { author: string; name: string; slug: string; blogs: string[] }[]): void | Promise<void>;
  /** Whether a page shows this upload (the archive then copies its file under site/images). */
  wantsImage(key: string): boolean;
  finish(): Promise<void>;
}

export interface ArchiveSources {
  db: Executor;
  /** The image of an upload at its plain address (the file a page shows), or null when the store has none. */
  image(key: string): Promise<{ stream: Readable; size: number; contentType?: string } | null>;
}

export interface ArchiveOptions {
  mode: SiteExportMode;
  /** The ZIP's final path; `<out>.partial` until it is whole. */
  out: string;
  /** How far the archive is (users, blogs and images written, of the total). */
  progress?(done: number, total: number): Promise<void>;
  /** True when the process is stopping: the archive stops between pages and throws. */
  stopping?(): boolean;
  /** Draws site/ into the same ZIP (null: data/ only). */
  site?: (zip: ArchiveZip) => SiteWriter;
}

/**
 * yazl's function for an entry's stream, which hands it over once and lets go of it. yazl keeps every
 * entry and its function until the ZIP ends (for the central directory), and a function keeps the
 * whole scope it was made in: made here, it holds one variable; made inside addStream, it held that
 * entry's counting stream, its hash and their listeners, about 3 KB an entry, 50 MB for the
 * 17,000 files of a 10,000-blog archive.
 */
function handedOnce(stream: Readable) {
  let held: Readable | null = stream;
  return (cb: (err: null, stream: Readable) => void) => {
    const s = held!;
    held = null;
    cb(null, s);
  };
}

/** yazl's entries as far as ArchiveZip touches them (yazl 3: `ZipFile.entries`, `Entry.utf8FileName`). */
type YazlEntries = { entries: { utf8FileName: Buffer }[] };

/** The size of the blocks that hold the entries' names (a 10,000-blog archive's 17,000 names are about 1 MB). */
const NAME_BLOCK = 64 * 1024;

/** The ZIP being written: each entry's bytes hashed for the manifest as they pass. */
export class ArchiveZip {
  readonly zip = new yazl.ZipFile();
  readonly files: Record<string, ManifestFile> = {};
  private names = Buffer.allocUnsafeSlow(NAME_BLOCK);
  private namesUsed = 0;

  /**
   * yazl makes each entry's name with Buffer.from, which cuts a small buffer out of Node's shared
   * 8 KB block, and keeps it to the end for the central directory: each name kept its whole block
   * alive, with whatever else was cut from it meanwhile (rows' lines, the database's answers). At
   * 10,000 blogs that was 90-100 MB of array buffers at the end of the archive, most of the server's
   * growth while it made one. The name's bytes are copied into blocks of our own, packed.
   */
  private keepName() {
    const entry = (this.zip as unknown as YazlEntries).entries.at(-1);
    if (!entry) return;
    const name = entry.utf8FileName;
    if (this.namesUsed + name.length > this.names.length) {
      this.names = Buffer.allocUnsafeSlow(Math.max(NAME_BLOCK, name.length));
      this.namesUsed = 0;
    }
    const kept = this.names.subarray(this.namesUsed, this.namesUsed + name.length);
    name.copy(kept);
    this.namesUsed += name.length;
    entry.utf8FileName = kept;
  }

  /** Adds a small entry made in memory. */
  addBuffer(path: string, bytes: Buffer, compress = true) {
    this.files[path] = { sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length };
    this.zip.addBuffer(bytes, path, { compress });
    this.keepName();
  }

  /** Adds an entry read from a stream; resolves when the ZIP has taken all of it (one stream open at a time). */
  async addStream(path: string, stream: Readable, opts: { size?: number; compress?: boolean; count?: number } = {}) {
    const hash = createHash('sha256');
    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        hash.update(chunk);
        bytes += chunk.length;
        cb(null, chunk);
      },
    });
    stream.on('error', (err) => counter.destroy(err));
    stream.pipe(counter);
    this.zip.addReadStreamLazy(path, { compress: opts.compress ?? true, ...(opts.size !== undefined ? { size: opts.size } : {}) }, handedOnce(counter));
    this.keepName();
    await finished(counter);
    this.files[path] = { sha256: hash.digest('hex'), bytes, ...(opts.count !== undefined ? { count: opts.count } : {}) };
  }
}

/** A JSON Lines file written to disk as its rows come, hashed and counted, then put in the ZIP whole. */
class JsonLines {
  private readonly out: WriteStream;
  private readonly hash: Hash = createHash('sha256');
  count = 0;
  bytes = 0;

  constructor(readonly path: string, readonly name: string) {
    this.out = createWriteStream(path);
  }

  async write(row: unknown) {
    const line = Buffer.from(JSON.stringify(row) + '\n');
    this.hash.update(line);
    this.count++;
    this.bytes += line.length;
    if (!this.out.write(line)) await once(this.out, 'drain');
  }

  async close(): Promise<ManifestFile> {
    this.out.end();
    await finished(this.out);
    return { sha256: this.hash.digest('hex'), bytes: this.bytes, count: this.count };
  }
}

const withoutSeq = <T extends { seq?: unknown }>({ seq: _seq, ...rest }: T) => rest;

/**
 * Public comments: neither hidden nor held, on a thread whose every comment above is shown (a reply
 * under a hidden comment is hidden with it). Rows come in order of writing, so a parent comes first.
 */
function shownComments<T extends { _id: string; parent: string | null; hidden: boolean; held: boolean }>(rows: T[]): T[] {
  const shown = new Set<string>();
  return rows.filter((c) => {
    if (c.hidden || c.held || (c.parent && !shown.has(c.parent))) return false;
    shown.add(c._id);
    return true;
  });
}

/** Writes the archive to `opts.out` (atomically: renamed into place when whole); its manifest. */
export async function writeSiteArchive(src: ArchiveSources, opts: ArchiveOptions): Promise<ArchiveManifest> {
  const full = opts.mode === 'full';
  const partial = `${opts.out}.partial`;
  const parts = await mkdtemp(join(dirname(opts.out), `.${basename(opts.out)}-parts-`));
  const archive = new ArchiveZip();
  // The ZIP a byte at a time to its file: held in memory only as far as the disk lags.
  const written = pipeline(archive.zip.outputStream, createWriteStream(partial));
  written.catch(() => {});
  const site = opts.site?.(archive);
  const files = new Map<string, JsonLines>();
  const jsonl = (name: string) => {
    let f = files.get(name);
    if (!f) files.set(name, (f = new JsonLines(join(parts, name), name)));
    return f;
  };
  const check = () => {
    if (opts.stopping?.()) throw new Error('The server is stopping: the archive is made again at the next start');
  };
  try {
    const totals = await archiveTotals(src.db, full);
    const total = totals.users + totals.blogs + totals.images;
    let done = 0;
    const progress = async (n: number) => {
      done += n;
      await opts.progress?.(Math.min(done, total), total);
    };
    await opts.progress?.(0, total);

    for (const name of ['users', 'blogs', 'comments', 'likes', 'follows', 'series', 'redirects', ...(full ? ['subscribers'] : [])]) jsonl(`${name}.jsonl`);

    for (let after = 0; ; ) {
      check();
      const page = await archiveUsersPage(src.db, after, full);
      if (!page.length) break;
      after = page[page.length - 1].seq;
      const users = page.map(withoutSeq);
      for (const u of users) await jsonl('users.jsonl').write(u);
      await site?.users(users);
      await progress(page.length);
    }

    for (let after = 0; ; ) {
      check();
      const page = await archiveBlogsPage(src.db, after, full);
      if (!page.length) break;
      after = page[page.length - 1].seq;
      const ids = page.map((b) => b._id);
      const blogs = page.map(withoutSeq) as ArchivedBlog[];
      for (const b of blogs) await jsonl('blogs.jsonl').write(b);
      const all = await archiveCommentsOf(src.db, ids);
      const shown: ArchivedComment[] = shownComments(all).map(({ blog: _blog, hidden: _hidden, held: _held, ...c }) => c);
      const comments: ArchivedComment[] = full ? all.map(({ blog: _blog, ...c }) => c) : shown;
      for (const c of comments) await jsonl('comments.jsonl').write(c);
      for (const l of await archiveLikesOf(src.db, ids)) await jsonl('likes.jsonl').write(l);
      for (const r of await archiveRedirectsOf(src.db, ids)) await jsonl('redirects.jsonl').write(r);
      await site?.blogs(blogs, shown);
      await progress(page.length);
    }

    for (let after: [number, number] = [0, 0]; ; ) {
      check();
      const page = await archiveFollowsPage(src.db, after);
      if (!page.length) break;
      after = [page[page.length - 1].a, page[page.length - 1].b];
      for (const { a: _a, b: _b, ...f } of page) await jsonl('follows.jsonl').write(f);
      if (page.length < ARCHIVE_PAGE) break;
    }

    for (let after = ''; ; ) {
      check();
      const page = await archiveSeriesPage(src.db, after, full);
      if (!page.length) break;
      after = page[page.length - 1]._id;
      const kept = full ? page : page.filter((s) => s.blogs.length > 0);
      for (const s of kept) await jsonl('series.jsonl').write(s);
      await site?.series(kept);
      if (page.length < ARCHIVE_PAGE) break;
    }

    if (full) {
      for (let after = 0; ; ) {
        check();
        const page = await archiveSubscribersPage(src.db, after);
        if (!page.length) break;
        after = page[page.length - 1].seq;
        for (const s of page) await jsonl('subscribers.jsonl').write(withoutSeq(s));
        if (page.length < ARCHIVE_PAGE) break;
      }
    }

    const settings = Object.fromEntries((await siteSettingRows(src.db)).map((r) => [r.key, r.value]));
    const createdAt = new Date().toISOString();
    archive.addBuffer('data/site.json', Buffer.from(JSON.stringify({ format: ARCHIVE_FORMAT, version: ARCHIVE_VERSION, mode: opts.mode, created_at: createdAt, settings }, null, 2) + '\n'));

    let images = 0;
    for (let after = ''; ; ) {
      check();
      const page = await archiveUploadsPage(src.db, after, full);
      if (!page.length) break;
      after = page[page.length - 1].key;
      for (const { key } of page) {
        const file = await src.image(key);
        if (!file) continue;
        // Images are compressed already: stored as they are, which is also faster.
        await archive.addStream(`data/images/${key}`, file.stream, { size: file.size, compress: false });
        images++;
        // The pages' copy: site/ reads whole when it is the only folder taken out of the ZIP.
        if (site?.wantsImage(key)) {
          const again = await src.image(key);
          if (again) await archive.addStream(`site/images/${key}`, again.stream, { size: again.size, compress: false });
        }
      }
      await progress(page.length);
      if (page.length < ARCHIVE_PAGE) break;
    }

    await site?.finish();

    const counts: Record<string, number> = { images };
    for (const f of files.values()) {
      const entry = await f.close();
      counts[f.name.replace(/\.jsonl$/, '')] = entry.count ?? 0;
      await archive.addStream(`data/${f.name}`, createReadStream(f.path), { size: entry.bytes, count: entry.count });
    }
    const manifest: ArchiveManifest = { format: ARCHIVE_FORMAT, version: ARCHIVE_VERSION, mode: opts.mode, created_at: createdAt, counts, files: archive.files };
    archive.zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2) + '\n'), 'data/manifest.json');
    archive.zip.end();
    await written;
    await rename(partial, opts.out);
    await opts.progress?.(total, total);
    return manifest;
  } catch (err) {
    (archive.zip.outputStream as unknown as Readable).destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw err;
  } finally {
    for (const f of files.values()) await f.close().catch(() => {});
    await rm(parts, { recursive: true, force: true });
  }
}

/** The size of a finished archive, or null when there is none at `path`. */
export const archiveSize = (path: string) => stat(path).then((s) => s.size, () => null);
