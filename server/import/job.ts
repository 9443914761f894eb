/*
 * The import's durable job (server/jobs): reads the file kept under DATA_DIR/imports, one post at a
 * time, and writes each as a blog of the importer through the save's sanitiser and store calls. Each
 * post is one transaction that also counts it: a job taken again after a restart goes on after the
 * posts it counted. Faults of the file (an XML entity, an archive that inflates past its limits) end
 * the import as failed with the reason; faults of the server throw, and the job is tried again.
 */
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, IMPORT_REASONS, LIMITS, UPLOADS, canonicalLanguageTag, controlCharsToSpaces, isWebAddress, normaliseTags } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import { isAllowedImageUrl } from '../content/sanitize.ts';
import { blocksText } from '../content/snippet.ts';
import type { JobContext, JobQueue } from '../jobs/queue.ts';
import { fillImageFiles } from '../media/blocks.ts';
import { TAG } from '../cache/index.ts';
import { commit } from '../services/commit.ts';
import { makeBlogId } from '../services/blogs.ts';
import { memberOfAuthor } from '../services/accounts.ts';
import { storeReadImage } from '../media/readImage.ts';
import { fetchRemoteImage } from '../media/fetchRemoteImage.ts';
import { insertBlog } from '../store/blogs.ts';
import { addRedirect, blogIdTaken, countImportItems, failImport, hasImportItems, importById, importedBy, recordImportItem, setImportState, type ImportRow, type ImportSimplified } from '../store/imports.ts';
import { recordBlogUses, blogUploadKeys } from '../store/uploads.ts';
import { openExport, NotAnExport, XmlEntities } from './detect.ts';
import { htmlText, htmlToBlocks, Simplifications, type Block } from './html-to-blocks.ts';
import { ZIP_REF } from './markdown.ts';
import { noteSanitiserRemovals } from './removals.ts';
import type { SourceFiles, SourcePost } from './source.ts';
import { WxrError } from './wxr.ts';
import { SITE_ARCHIVE } from '../transfer/siteImport.ts';
import { runSiteImport } from '../transfer/siteImportJob.ts';
import { ImportZipError } from './zip.ts';

export const IMPORT_JOB = 'import';

/** Where an import's file waits for its job (one instance's disk: the job reads it there). */
export const importFile = (dataDir: string, id: string) => join(dataDir, 'imports', id);
export const importDir = (dataDir: string) => {
  const dir = join(dataDir, 'imports');
  mkdirSync(dir, { recursive: true });
  return dir;
};

const FILE_ITEM = 'file';

/**
 * Posts written per transaction. Each commit of the embedded database waits for its write to disk:
 * one per post made a large import several times slower than its parsing. The batch is counted in
 * the transaction that writes it, so a job taken again after a restart still goes on after exactly
 * the posts it wrote.
 */
const POSTS_PER_COMMIT = 25;
/**
 * How long one transaction of the import may hold the database, in ms: the embedded database has one
 * connection, and every reader's query waits behind a transaction in progress. A batch that takes
 * longer is ended there and the rest goes in the next one.
 */
const HOLD_MS = 25;
/** One image of another site: the whole fetch, and its size (the largest upload). */
const REMOTE_IMAGE_MS = 15_000;
const REMOTE_IMAGE_MAX_BYTES = UPLOADS.maxBytes;
/**
 * Failed fetches from one host, one after another, after which its other images are not asked for in
 * this run: a site that is gone would cost the whole time limit for each of hundreds of images.
 */
const HOST_GIVE_UP = 3;

/** What an image reference became: its address here (or kept), or null when it is dropped. */
interface ImageOutcome {
  url: string | null;
  /** Another site's image that could not be copied: its address is kept, and the report names its host. */
  notCopiedFrom?: string;
}

/** What one run of an import remembers between posts. */
interface RunMemory {
  /** Images per member and reference: one file used by two authors is an upload of each. */
  images: Map<string, ImageOutcome>;
  /** Failed fetches in a row per host (HOST_GIVE_UP). */
  hostFailures: Map<string, number>;
}

/** One post of a batch, ready to be written (or counted as skipped) in the batch's transaction. */
type Prepared =
  | { kind: 'skip'; label: string; reason: string }
  | { kind: 'counted' }
  | {
      kind: 'write';
      post: SourcePost;
      /** Whose blog it becomes: the importer, or in a whole site's import the member its author is. */
      author: string;
      position: number;
      title: string;
      fields: Parameters<typeof insertBlog>[3];
      uploadKeys: ReturnType<typeof blogUploadKeys>;
      /** What its mapping simplified (the report's `simplified`), or null when nothing was. */
      simplified: ImportSimplified | null;
    };

/** A fault of the file itself: the import ends as failed with this reason. */
function fileFault(err: unknown): string | null {
  if (err instanceof XmlEntities) return IMPORT_REASONS.xmlEntities;
  if (err instanceof NotAnExport) return IMPORT_REASONS.notAnExport;
  if (err instanceof WxrError) return err.message === IMPORT_REASONS.xmlEntities ? IMPORT_REASONS.xmlEntities : IMPORT_REASONS.unreadableXml;
  if (err instanceof ImportZipError) return err.message.includes('inflates') ? IMPORT_REASONS.inflates : IMPORT_REASONS.unreadableZip;
  return null;
}

export class ImportJob {
  constructor(private readonly ctx: Context) {}

  handleJobs(jobs: JobQueue) {
    jobs.handle(IMPORT_JOB, (payload, job) => this.run((payload as { import_id: string }).import_id, job));
  }

  private get maxBytes() {
    return this.ctx.config.IMPORT_MAX_MB * 1024 * 1024;
  }

  async run(id: string, job: JobContext) {
    const db = this.ctx.db;
    const imp = await importById(db, id);
    if (!imp || imp.state === 'done' || imp.state === 'failed') return;
    const path = importFile(this.ctx.config.DATA_DIR, id);
    if (!existsSync(path)) return this.fail(imp, IMPORT_REASONS.fileGone);
    if (imp.format === SITE_ARCHIVE) return runSiteImport(this.ctx, imp, path, job, this.maxBytes);
    let reader;
    try {
      reader = await openExport(path, statSync(path).size, this.maxBytes);
    } catch (err) {
      const reason = fileFault(err);
      if (reason) return this.fail(imp, reason);
      throw err;
    }
    try {
      if (imp.state === 'queued') {
        // A first pass counts the posts (the screen's progress bar); it holds one post at a time.
        let total = 0;
        if (reader.count) total = await reader.count();
        else for await (const _ of reader.posts()) total++;
        await setImportState(db, id, 'running', total);
      }
      const memory: RunMemory = { images: new Map(), hostFailures: new Map() };
      // A whole site's import: the member each author's e-mail became in this run.
      const members = new Map<string, string>();
      // A member importing for the first time has no source post to look up: one question, not one a post.
      const remembered = await hasImportItems(db, imp.owner);
      let index = 0;
      let batch: Prepared[] = [];
      // Source keys this run wrote or will: a post twice in one file is counted, not written twice
      // (the database is not asked when the member had no import before).
      const keys = new Set<string>();
      const flush = async (all: boolean) => {
        if (batch.length === 0 || (!all && batch.length < POSTS_PER_COMMIT)) return;
        while (batch.length > 0 && (all || batch.length >= POSTS_PER_COMMIT)) batch = batch.slice(await this.writeBatch(imp, batch));
        await job.progress({ done: index - batch.length });
      };
      for await (const post of reader.posts()) {
        // Counted before a restart: written already (or skipped with its reason).
        if (index < imp.done) {
          index++;
          continue;
        }
        if (job.stopping) {
          await flush(true);
          throw new Error('The server is stopping: the import goes on at the next start');
        }
        const prepared: Prepared = keys.has(post.key) ? { kind: 'counted' } : await this.preparePost(imp, post, index, reader.files, memory, remembered, members);
        if (prepared.kind === 'write') keys.add(post.key);
        batch.push(prepared);
        index++;
        await flush(false);
      }
      await flush(true);
      await setImportState(db, id, 'done');
      rmSync(path, { force: true });
    } catch (err) {
      const reason = fileFault(err);
      if (reason) return this.fail(imp, reason);
      throw err;
    } finally {
      reader.close();
    }
  }

  private async fail(imp: ImportRow, reason: string) {
    await commit(this.ctx, (tx) => failImport(tx, imp.id, { item: FILE_ITEM, reason }));
    rmSync(importFile(this.ctx.config.DATA_DIR, imp.id), { force: true });
  }

  private skip(post: SourcePost, reason: string): Prepared {
    return { kind: 'skip', label: post.label.slice(0, 200), reason };
  }

  /** One post made ready outside any transaction: skipped with a reason, or its blog's fields (its images stored). */
  private async preparePost(
    imp: ImportRow,
    post: SourcePost,
    position: number,
    files: SourceFiles,
    memory: RunMemory,
    remembered: boolean,
    members: Map<string, string>,
  ): Promise<Prepared> {
    const ctx = this.ctx;
    const before = remembered ? await importedBy(ctx.db, imp.owner, post.key) : undefined;
    if (before) return before === imp.id ? { kind: 'counted' } : this.skip(post, IMPORT_REASONS.alreadyImported);
    if (post.skip) return this.skip(post, post.skip);
    const title = controlCharsToSpaces(post.title).replace(/\s+/g, ' ').trim().slice(0, LIMITS.titleMax);
    if (!title) return this.skip(post, IMPORT_REASONS.noTitle);
    const author = await this.authorOf(imp, post, members);

    const simplified = post.simplified ?? new Simplifications();
    const drafted = post.blocks ? (post.blocks as Block[]) : withoutRepeatedTitle(htmlToBlocks(post.html ?? '', simplified), title);
    const image = async (ref: string) => {
      const { url, notCopiedFrom } = await this.image(author, files, ref, memory);
      // Not in the file, not a web address, or not an image the pipeline decodes: the sanitiser drops it.
      if (url === null) simplified.note('image_dropped');
      if (notCopiedFrom) simplified.note('image_not_copied', notCopiedFrom);
      return url;
    };
    for (const block of drafted) {
      const file = block?.type === 'image' ? (block.data?.file as { url?: unknown } | undefined) : undefined;
      if (typeof file?.url === 'string') block.data.file = { url: (await image(file.url)) ?? '' };
    }
    // What the sanitiser is about to take out that a reader would notice (a link's address, an image) is listed too.
    noteSanitiserRemovals(drafted, simplified);
    const content = await ctx.content.sanitize({ blocks: drafted as never[] });
    if (content.blocks.length === 0) return this.skip(post, IMPORT_REASONS.noContent);
    await fillImageFiles(ctx, content.blocks);
    const bannerUrl = post.banner ? await image(post.banner) : null;
    const banner = bannerUrl && isAllowedImageUrl(bannerUrl) ? bannerUrl : '';
    if (bannerUrl && !banner) simplified.note('image_dropped');
    const des = oneLineText(post.des.includes('<') ? htmlText(post.des) : post.des) || oneLineText(blocksText(content));
    const tags = normaliseTags(post.tags.map((t) => oneLineText(t).slice(0, LIMITS.tagMax)).filter(Boolean)).slice(0, LIMITS.tagsMax);
    const canonicalUrl = post.canonicalUrl && isWebAddress(post.canonicalUrl) ? post.canonicalUrl : null;
    // The source's language is the blog's; a tag the contract does not take, or none, leaves the
    // importer's own language, else the site's default (as a new blog without one).
    const language = post.language ? canonicalLanguageTag(post.language) : undefined;
    const fields = { title, banner, des: des.slice(0, LIMITS.descriptionMax), content, tags, draft: post.draft, canonicalUrl, ...(language ? { language } : {}) };
    const uploadKeys = blogUploadKeys(ctx.store, banner, content.blocks);
    return { kind: 'write', post, author, position, title, fields, uploadKeys, simplified: simplified.empty ? null : { item: post.label.slice(0, 200), what: simplified.list() } };
  }

  /**
   * Whose blog a post becomes: the importer's, or in an admin's whole-site import the member with its
   * author's e-mail (made now when there is none). A post whose format names no author stays the importer's.
   */
  private async authorOf(imp: ImportRow, post: SourcePost, members: Map<string, string>): Promise<string> {
    if (imp.scope !== 'site' || !post.author?.email) return imp.owner;
    const key = post.author.email.trim().toLowerCase();
    let member = members.get(key);
    if (!member) {
      member = (await memberOfAuthor(this.ctx, imp.id, post.author)) ?? imp.owner;
      if (members.size < 10_000) members.set(key, member);
    }
    return member;
  }

  /**
   * The first posts of a batch in one transaction that also counts them (with the reasons of those
   * skipped), as many as fit in HOLD_MS (one at least); how many it wrote.
   */
  private writeBatch(imp: ImportRow, batch: Prepared[]): Promise<number> {
    return commit(this.ctx, async (tx, after) => {
      const started = performance.now();
      const skipped: { item: string; reason: string }[] = [];
      let n = 0;
      for (const item of batch) {
        if (n > 0 && performance.now() - started > HOLD_MS) break;
        n++;
        if (item.kind === 'skip') skipped.push({ item: item.label, reason: item.reason });
        if (item.kind !== 'write') continue;
        const { post, title, fields, author } = item;
        let blogId = post.blogId && /^[A-Za-z0-9_-]{1,200}$/.test(post.blogId) && !(await blogIdTaken(tx, post.blogId)) ? post.blogId : makeBlogId(title);
        // Followers are not told of imported posts: insertBlog notifies only of a blog published now.
        let created = await insertBlog(tx, blogId, author, fields, !post.draft, DEFAULT_LANGUAGE, post.publishedAt ?? new Date());
        for (let attempt = 0; !created; attempt++) {
          if (attempt > 3) throw new Error(`no free blog_id for "${blogId}"`);
          blogId = makeBlogId(title);
          created = await insertBlog(tx, blogId, author, fields, !post.draft, DEFAULT_LANGUAGE, post.publishedAt ?? new Date());
        }
        await recordBlogUses(tx, created.id, item.uploadKeys, true);
        // What the mapping simplified is kept with the post's row: written, or not, with the post.
        await recordImportItem(tx, { owner: imp.owner, sourceKey: post.key, import: imp.id, position: item.position, blog: created.id, simplified: item.simplified });
        if (post.oldPath && !post.draft) await addRedirect(tx, post.oldPath, created.id);
        if (!post.draft) after.changed(TAG.lists);
      }
      await countImportItems(tx, imp.id, n, skipped);
      return n;
    });
  }

  /**
   * An image of a post: a file of the import goes through the image pipeline and becomes an upload of
   * `owner` (the blog's author); an http(s) address elsewhere is copied the same way (IMPORT_REMOTE_IMAGES),
   * or keeps its address when it cannot be had; anything else is dropped (null).
   */
  private async image(owner: string, files: SourceFiles, ref: string, memory: RunMemory): Promise<ImageOutcome> {
    const seenKey = `${owner} ${ref}`;
    const seen = memory.images.get(seenKey);
    if (seen) return seen;
    let outcome: ImageOutcome = { url: null };
    const bytes = await files.read(ref).catch(() => null);
    if (bytes) outcome = { url: await this.store(owner, bytes) };
    else if (!ref.startsWith(ZIP_REF)) {
      const address = /^https?:\/\//i.test(ref) ? ref : ref.startsWith('//') ? `https:${ref}` : null;
      if (address) outcome = this.ctx.config.IMPORT_REMOTE_IMAGES === 'copy' ? await this.copyRemote(owner, address, memory) : { url: address };
    }
    if (memory.images.size < 10_000) memory.images.set(seenKey, outcome);
    return outcome;
  }

  /**
   * Another site's image fetched (public addresses only, within time and size limits) into the image
   * pipeline. What cannot be had (refused, gone, not an image, its host given up on) keeps its address:
   * nothing of the post is lost, and the report names the host.
   */
  private async copyRemote(owner: string, address: string, memory: RunMemory): Promise<ImageOutcome> {
    // Only an address the sanitiser keeps is worth a fetch (it drops the others and notes them).
    if (!isAllowedImageUrl(address)) return { url: address };
    const host = new URL(address).host;
    const failures = memory.hostFailures.get(host) ?? 0;
    if (failures >= HOST_GIVE_UP) return { url: address, notCopiedFrom: host };
    let url: string | null = null;
    try {
      const bytes = await fetchRemoteImage(address, { allowPrivateAddress: this.ctx.config.FEDERATION_ALLOW_PRIVATE === '1', timeoutMs: REMOTE_IMAGE_MS, maxBytes: REMOTE_IMAGE_MAX_BYTES });
      url = await this.store(owner, bytes);
    } catch {
      // A refusal (not public, 4xx, too large) or a failure that might pass (network, 5xx, time): the
      // import goes on either way; trying the post again later would hold the whole import back.
    }
    if (url) {
      memory.hostFailures.delete(host);
      return { url };
    }
    memory.hostFailures.set(host, failures + 1);
    return { url: address, notCopiedFrom: host };
  }

  private async store(owner: string, bytes: Buffer): Promise<string | null> {
    const stored = await storeReadImage(this.ctx.db, this.ctx.images, owner, bytes);
    return stored ? this.ctx.store.publicUrl(stored.key) : null;
  }
}

const oneLineText = (s: string) => controlCharsToSpaces(s).replace(/\s+/g, ' ').trim();

/** A post's body often opens with its own title (Medium's always does) and a rule: the blog shows its title already. */
function withoutRepeatedTitle(blocks: Block[], title: string): Block[] {
  let i = 0;
  while (blocks[i]?.type === 'delimiter') i++;
  const first = blocks[i];
  if (first?.type === 'header' && htmlText(String(first.data.text ?? '')).toLowerCase() === title.toLowerCase()) i++;
  return blocks.slice(i);
}
