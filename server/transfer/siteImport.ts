/*
 * The re-import of the community's archive (server/transfer/siteArchive.ts writes it) into an empty
 * site: the same members, blog_ids, threads, likes, follows, series and moved links, counters made
 * again from the rows, and with a `full` archive the old password hashes. The ZIP is read through
 * yauzl from its file, an entry at a time, and each JSON Lines file a line at a time: memory holds one
 * batch of rows. The whole archive is checked against its manifest (every file's sha256, size and
 * lines, the counts) before anything is written (docs/decisions/0023-archive.md).
 */
import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import { IMPORT_REASONS } from '../../src/contract/index.ts';
import type { Readable } from 'node:stream';
import { KEY_PATTERN, type UploadStore } from '../storage/store.ts';
import type { Db } from '../db/client.ts';
import type { Executor } from '../db/query.ts';
import type { SanitizedContent } from '../content/sanitize.ts';
import type { ImageService } from '../media/index.ts';
import { fillImageFiles } from '../media/blocks.ts';
import { ImportZip } from '../import/zip.ts';
import { blogUploadKeys } from '../store/uploads.ts';
import {
  archivedImageStored,
  existingAccounts,
  insertArchivedBlogs,
  insertArchivedComments,
  insertArchivedFollows,
  insertArchivedImage,
  insertArchivedLikes,
  insertArchivedRedirects,
  insertArchivedSeries,
  insertArchivedSubscribers,
  insertArchivedUsers,
  importSiteSettings,
  mergeAccount,
  recordArchivedUses,
  recountSite,
  siteIsEmpty,
} from '../store/siteImport.ts';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, type ArchiveManifest } from './siteArchive.ts';

/** The import's format name (imports.format) for an archive of the community. */
export const SITE_ARCHIVE = 'site-archive';

/** Why an archive is refused before anything is written; the message is the contract's (ERRORS key). */
export class SiteArchiveRefused extends Error {
  constructor(readonly reason: 'foreign' | 'corrupt' | 'public' | 'notEmpty' | 'accounts') {
    super(`the archive is refused: ${reason}`);
  }
}

/** The report's reason for a refused archive: the contract's words, as the refusal of the upload says them. */
export const SITE_REFUSALS: Record<SiteArchiveRefused['reason'], string> = {
  foreign: IMPORT_REASONS.notAnExport,
  corrupt: IMPORT_REASONS.archiveCorrupt,
  public: IMPORT_REASONS.archivePublic,
  notEmpty: IMPORT_REASONS.siteNotEmpty,
  accounts: IMPORT_REASONS.archiveAccounts,
};

/** Rows written per statement (and per transaction): one batch of JSON Lines in memory. */
const BATCH = 500;
/** The largest manifest and single image read whole. */
const MANIFEST_MAX = 64 * 1024 * 1024;
const IMAGE_MAX = 64 * 1024 * 1024;
const MANIFEST = 'data/manifest.json';
/** The JSON Lines files in the order they are written: a row's references are written before it. */
const FILES = ['users', 'blogs', 'comments', 'likes', 'follows', 'series', 'redirects', 'subscribers'] as const;

export interface SiteImportDeps {
  db: Db;
  store: UploadStore;
  images: Pick<ImageService, 'processWhenFree' | 'save'>;
  content: { sanitize(content: { blocks: unknown[] }): Promise<SanitizedContent> };
}

export interface SiteImportOptions {
  progress?(done: number, total: number): Promise<void>;
  /** True when the process is stopping: the import stops between batches and throws (a later try writes the rest). */
  stopping?(): boolean;
  /** The run was begun before (a later try of the same job): the site is not empty of it, and that is expected. */
  resumed?: boolean;
}

/** What an import brought in, by kind, and the accounts here merged with the archive's. */
export type SiteImportReport = Record<(typeof FILES)[number] | 'images' | 'merged', number>;

/** Whether a ZIP at `path` looks like an archive of the community (its manifest names the format). */
export async function isSiteArchive(path: string, size: number, maxBytes: number): Promise<boolean> {
  let zip: ImportZip | undefined;
  try {
    zip = await ImportZip.open(path, size, maxBytes);
    if (!zip.has(MANIFEST)) return false;
    const manifest = JSON.parse(await zip.text(MANIFEST, MANIFEST_MAX)) as Partial<ArchiveManifest>;
    return manifest?.format === ARCHIVE_FORMAT;
  } catch {
    return false;
  } finally {
    zip?.close();
  }
}

async function hashEntry(stream: Readable) {
  const hash = createHash('sha256');
  let bytes = 0;
  let lines = 0;
  for await (const chunk of stream) {
    const b = chunk as Buffer;
    hash.update(b);
    bytes += b.length;
    for (let i = b.indexOf(10); i !== -1; i = b.indexOf(10, i + 1)) lines++;
  }
  return { sha256: hash.digest('hex'), bytes, lines };
}

/**
 * Opens the archive and checks it whole against its manifest: its format and version, a `full`
 * archive, every file it names present with its size, sha256 and lines, no file it does not name,
 * and the counts equal to the files. A SiteArchiveRefused otherwise; nothing is written either way.
 */
export async function openSiteArchive(path: string, size: number, maxBytes: number): Promise<{ zip: ImportZip; manifest: ArchiveManifest }> {
  let zip: ImportZip;
  try {
    zip = await ImportZip.open(path, size, maxBytes);
  } catch {
    throw new SiteArchiveRefused('foreign');
  }
  try {
    if (!zip.has(MANIFEST)) throw new SiteArchiveRefused('foreign');
    let manifest: ArchiveManifest;
    try {
      manifest = JSON.parse(await zip.text(MANIFEST, MANIFEST_MAX)) as ArchiveManifest;
    } catch {
      throw new SiteArchiveRefused('corrupt');
    }
    if (manifest?.format !== ARCHIVE_FORMAT || manifest.version !== ARCHIVE_VERSION || typeof manifest.files !== 'object' || typeof manifest.counts !== 'object') throw new SiteArchiveRefused('foreign');
    // Unsafe or oversized entries are left out of zip.names(): a file the manifest names then is missing.
    if (zip.infos.some((i) => i.refused)) throw new SiteArchiveRefused('corrupt');
    const named = Object.keys(manifest.files);
    const present = zip.names().filter((n) => n !== MANIFEST);
    if (present.length !== named.length || present.some((n) => !(n in manifest.files))) throw new SiteArchiveRefused('corrupt');
    let images = 0;
    for (const name of named) {
      const want = manifest.files[name];
      const entry = zip.entries.get(name);
      if (!entry || entry.uncompressedSize !== want.bytes) throw new SiteArchiveRefused('corrupt');
      let got;
      try {
        got = await hashEntry(await zip.stream(name));
      } catch {
        throw new SiteArchiveRefused('corrupt');
      }
      if (got.sha256 !== want.sha256 || got.bytes !== want.bytes) throw new SiteArchiveRefused('corrupt');
      if (name.endsWith('.jsonl') && got.lines !== want.count) throw new SiteArchiveRefused('corrupt');
      if (name.startsWith('data/images/')) {
        if (!KEY_PATTERN.test(name.slice('data/images/'.length))) throw new SiteArchiveRefused('corrupt');
        images++;
      }
    }
    for (const f of FILES) {
      const file = manifest.files[`data/${f}.jsonl`];
      if ((file?.count ?? 0) !== (manifest.counts[f] ?? 0)) throw new SiteArchiveRefused('corrupt');
    }
    if (images !== (manifest.counts.images ?? 0)) throw new SiteArchiveRefused('corrupt');
    // Checked last: a public archive that is also damaged is told as damaged.
    if (manifest.mode !== 'full') throw new SiteArchiveRefused('public');
    return { zip, manifest };
  } catch (err) {
    zip.close();
    throw err;
  }
}

/** Each line of a JSON Lines entry, parsed, in batches of BATCH. */
async function* batches(zip: ImportZip, name: string): AsyncGenerator<Record<string, unknown>[]> {
  if (!zip.has(name)) return;
  let batch: Record<string, unknown>[] = [];
  for await (const line of createInterface({ input: await zip.stream(name), crlfDelay: Infinity })) {
    if (!line) continue;
    batch.push(JSON.parse(line) as Record<string, unknown>);
    if (batch.length >= BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/**
 * Who of the accounts here is who in the archive: the same e-mail, else the same username. An account
 * of the archive that takes the e-mail or username of another one here cannot be written (refused).
 */
async function matchAccounts(deps: SiteImportDeps, zip: ImportZip) {
  const here = await existingAccounts(deps.db);
  const byEmail = new Map(here.map((u) => [u.email.toLowerCase(), u]));
  const byName = new Map(here.map((u) => [u.username, u]));
  const merged = new Map<string, string>();
  const taken = new Set<string>();
  for await (const batch of batches(zip, 'data/users.jsonl')) {
    for (const u of batch) {
      const email = typeof u.email === 'string' ? u.email.toLowerCase() : '';
      const match = byEmail.get(email) ?? byName.get(String(u.username));
      // An account with the archive member's own id was written by an earlier try of this import (a
      // merged one keeps this site's id): it is the member, not an account of this site to join.
      if (!match || match.id === String(u._id)) continue;
      const clash = [byEmail.get(email), byName.get(String(u.username))].find((x) => x && x.id !== match.id);
      if (clash || taken.has(match.id)) throw new SiteArchiveRefused('accounts');
      merged.set(String(u._id), match.id);
      taken.add(match.id);
    }
  }
  return merged;
}

/** An upload URL of the archive's site (`…/uploads/<key>` of an image it carries) as this site's address of the same key. */
function rehome(store: UploadStore, keys: Set<string>) {
  return (url: unknown): unknown => {
    if (typeof url !== 'string') return url;
    const m = /\/uploads\/([A-Za-z0-9_-]+)$/.exec(url);
    return m && keys.has(m[1]) ? store.publicUrl(m[1]) : url;
  };
}

type Blocks = { blocks?: { type?: string; data?: Record<string, unknown> }[] };

/**
 * Writes a checked archive (openSiteArchive) into this site: images through the image pipeline under
 * their own keys, then each file's rows a batch a transaction, then every counter made again. The
 * site must be empty (siteIsEmpty) unless `resumed`. Closes the ZIP.
 */
export async function writeSiteImport(deps: SiteImportDeps, zip: ImportZip, manifest: ArchiveManifest, opts: SiteImportOptions = {}): Promise<SiteImportReport> {
  const { db } = deps;
  try {
    if (!opts.resumed && !(await siteIsEmpty(db))) throw new SiteArchiveRefused('notEmpty');
    const merged = await matchAccounts(deps, zip);
    const total = FILES.reduce((n, f) => n + (manifest.counts[f] ?? 0), 0) + (manifest.counts.images ?? 0);
    let done = 0;
    const step = async (n: number) => {
      if (opts.stopping?.()) throw new Error('The server is stopping: the import goes on at the next start');
      done += n;
      await opts.progress?.(Math.min(done, total), total);
    };
    await opts.progress?.(0, total);

    const imageNames = zip.names().filter((n) => n.startsWith('data/images/'));
    let refusedImages = 0;
    const keys = new Set(imageNames.map((n) => n.slice('data/images/'.length)));
    for (const name of imageNames) {
      const key = name.slice('data/images/'.length);
      if (!(await archivedImageStored(db, key))) {
        const bytes = await zip.read(name, IMAGE_MAX);
        // An image the pipeline refuses (it made it once, so a rare case) is left out and out of the
        // report's count; a page that showed it keeps an address that answers 404.
        const processed = await deps.images.processWhenFree(bytes);
        if (processed) {
          await deps.images.save(key, processed);
          await insertArchivedImage(db, key, bytes.length, processed.record);
        } else refusedImages++;
      }
      await step(1);
    }
    const home = rehome(deps.store, keys);
    const rehomeBlocks = (content: Blocks | null | undefined) => {
      for (const b of content?.blocks ?? []) {
        const file = b?.type === 'image' ? (b.data?.file as { url?: unknown } | undefined) : undefined;
        if (file && typeof file.url === 'string') b.data!.file = { url: home(file.url) };
      }
    };

    for await (const batch of batches(zip, 'data/users.jsonl')) {
      const fresh = batch.filter((u) => !merged.has(String(u._id))).map((u) => ({ ...u, profile_img: home(u.profile_img) }));
      await db.transaction(async (tx) => {
        for (const u of batch) {
          const id = merged.get(String(u._id));
          if (id) await mergeAccount(tx, id, { ...u, profile_img: home(u.profile_img) });
        }
        await insertArchivedUsers(tx, fresh);
        const uses = batch.flatMap((u) => {
          const key = deps.store.keyOf(String(home(u.profile_img)));
          return key ? [{ username: String(u.username), key }] : [];
        });
        await recordArchivedUses(tx, uses);
      });
      await step(batch.length);
    }

    for await (const batch of batches(zip, 'data/blogs.jsonl')) {
      const uses: { blog: string; key: string }[] = [];
      const rows: Record<string, unknown>[] = [];
      for (const b of batch) {
        // Through the save's sanitiser, as every import: the manifest proves the file whole, not who made it.
        const original = b.content as Blocks;
        rehomeBlocks(original);
        const content = await deps.content.sanitize({ blocks: original.blocks ?? [] });
        await fillImageFiles(deps, content.blocks as never[]);
        const banner = home(b.banner) as string;
        let pending = b.pending as (Record<string, unknown> & { content?: Blocks }) | null | undefined;
        if (pending?.content) {
          rehomeBlocks(pending.content);
          const p = await deps.content.sanitize({ blocks: pending.content.blocks ?? [] });
          await fillImageFiles(deps, p.blocks as never[]);
          pending = { ...pending, banner: home(pending.banner), content: { ...pending.content, blocks: p.blocks } };
        }
        rows.push({ ...b, banner, content: { ...original, blocks: content.blocks }, pending: pending ?? null });
        for (const key of blogUploadKeys(deps.store, banner, content.blocks)) uses.push({ blog: String(b._id), key });
      }
      await db.transaction(async (tx) => {
        await insertArchivedBlogs(tx, rows);
        await recordArchivedUses(tx, uses);
      });
      await step(batch.length);
    }

    const writers: Record<Exclude<(typeof FILES)[number], 'users' | 'blogs'>, (tx: Executor, list: Record<string, unknown>[]) => Promise<void>> = {
      comments: insertArchivedComments,
      likes: insertArchivedLikes,
      follows: insertArchivedFollows,
      series: insertArchivedSeries,
      redirects: insertArchivedRedirects,
      subscribers: insertArchivedSubscribers,
    };
    for (const [name, write] of Object.entries(writers)) {
      for await (const batch of batches(zip, `data/${name}.jsonl`)) {
        await db.transaction((tx) => write(tx, batch));
        await step(batch.length);
      }
    }
    // The community's own rules come with it: who may sign up, trust thresholds, holding.
    if (zip.has('data/site.json')) {
      const site = JSON.parse(await zip.text('data/site.json', MANIFEST_MAX)) as { settings?: Record<string, unknown> };
      if (site.settings && typeof site.settings === 'object') await importSiteSettings(db, site.settings);
    }
    await db.transaction((tx) => recountSite(tx));
    await opts.progress?.(total, total);
    const report = { images: keys.size - refusedImages, merged: merged.size } as SiteImportReport;
    for (const f of FILES) report[f] = manifest.counts[f] ?? 0;
    return report;
  } finally {
    zip.close();
  }
}
