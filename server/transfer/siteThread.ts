/*
 * site/ of the archive drawn in a worker thread with a heap of its own. Drawing the pages on the main
 * thread made strings by the hundred megabytes that lived across an await (until the ZIP took them),
 * were promoted, and grew the main thread's old space between full collections well past what stayed
 * alive (docs/decisions/0023-archive.md, "Measured"): the server's resident memory then stayed that
 * high after the archive. In a thread, that garbage is collected within the thread's own heap, capped
 * by `resourceLimits` and given back when the thread ends with the archive; the main thread only
 * streams the finished pages from a file into the ZIP.
 *
 * Each call (a page of blogs, the series, the lists at the end) is one message: the thread draws its
 * pages into a file of its own, one after another, and answers where each page is in it; the main
 * thread adds them to the ZIP from that file, then removes it.
 */
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { workerStart } from '../workerModule.ts';
import type { ArchiveZip, ArchivedBlog, ArchivedComment, SiteContext, SiteWriter } from './siteArchive.ts';
import type { SitePagesOptions } from './sitePages.ts';

/** A page the thread wrote: its path under the ZIP and where its bytes are in the call's file. */
export interface PageEntry {
  path: string;
  start: number;
  bytes: number;
  compress: boolean;
}

/** What the main thread asks the thread (`file`: where it writes the pages of this call). */
export type SiteThreadCall =
  | { id: number; op: 'users'; rows: Record<string, unknown>[] }
  | { id: number; op: 'blogs'; file: string; rows: ArchivedBlog[]; comments: ArchivedComment[] }
  | { id: number; op: 'series'; file: string; rows: { author: string; name: string; slug: string; blogs: string[] }[] }
  | { id: number; op: 'wantsImage'; key: string }
  | { id: number; op: 'finish'; file: string };

/** The thread's answer to a call: the pages it wrote, or an image's answer, or why it failed. */
export type SiteThreadAnswer = { id: number; entries?: PageEntry[]; wanted?: boolean; error?: string };

/**
 * The thread's old-space cap, in MB, from the community's size: what stays alive to the end is a card
 * per blog (lists and search) and a line per member, a few hundred bytes each; the rest of the room is
 * for the pages being drawn.
 */
export function siteThreadHeapMb(users: number, blogs: number): number {
  return 64 + Math.ceil((blogs * 4 + users) / 1000);
}

/** site/ as sitePages draws it, in a worker thread (SiteWriter of server/transfer/siteArchive.ts). */
export function sitePagesInThread(opts: SitePagesOptions = {}) {
  return (zip: ArchiveZip, context: SiteContext): SiteWriter => new SiteThread(zip, opts, context);
}

class SiteThread implements SiteWriter {
  private readonly worker: Worker;
  private next = 0;
  private readonly waiting = new Map<number, { resolve: (a: SiteThreadAnswer) => void; reject: (err: Error) => void }>();
  private ended: Error | null = null;

  constructor(
    private readonly zip: ArchiveZip,
    opts: SitePagesOptions,
    private readonly context: SiteContext,
  ) {
    this.worker = new Worker(workerStart(import.meta.url, 'siteWorker'), {
      eval: true,
      workerData: opts,
      resourceLimits: { maxOldGenerationSizeMb: siteThreadHeapMb(context.users, context.blogs) },
    });
    this.worker.on('message', (a: SiteThreadAnswer) => {
      const w = this.waiting.get(a.id);
      this.waiting.delete(a.id);
      if (a.error !== undefined) w?.reject(new Error(`site/ pages: ${a.error}`));
      else w?.resolve(a);
    });
    const end = (err: Error) => {
      this.ended ??= err;
      for (const w of this.waiting.values()) w.reject(err);
      this.waiting.clear();
    };
    this.worker.on('error', end);
    this.worker.on('exit', (code) => end(new Error(`site/ pages: the thread ended (exit code ${code})`)));
  }

  private ask(call: SiteThreadCall): Promise<SiteThreadAnswer> {
    if (this.ended) return Promise.reject(this.ended);
    return new Promise((resolve, reject) => {
      this.waiting.set(call.id, { resolve, reject });
      this.worker.postMessage(call);
    });
  }

  private file(id: number) {
    return join(this.context.parts, `site-pages-${id}`);
  }

  /** The pages of a call into the ZIP, from the file the thread wrote them to. */
  private async drawn(call: SiteThreadCall & { file: string }) {
    const { entries = [] } = await this.ask(call);
    try {
      for (const e of entries) {
        const bytes = e.bytes ? createReadStream(call.file, { start: e.start, end: e.start + e.bytes - 1 }) : Readable.from([]);
        await this.zip.addStream(e.path, bytes, { size: e.bytes, compress: e.compress });
      }
    } finally {
      await rm(call.file, { force: true });
    }
  }

  async users(rows: Record<string, unknown>[]) {
    await this.ask({ id: this.next++, op: 'users', rows });
  }

  async blogs(rows: ArchivedBlog[], comments: ArchivedComment[]) {
    const id = this.next++;
    await this.drawn({ id, op: 'blogs', file: this.file(id), rows, comments });
  }

  async series(rows: { author: string; name: string; slug: string; blogs: string[] }[]) {
    const id = this.next++;
    await this.drawn({ id, op: 'series', file: this.file(id), rows });
  }

  async wantsImage(key: string) {
    return (await this.ask({ id: this.next++, op: 'wantsImage', key })).wanted === true;
  }

  async finish() {
    const id = this.next++;
    await this.drawn({ id, op: 'finish', file: this.file(id) });
  }

  async close() {
    this.ended ??= new Error('site/ pages: closed');
    await this.worker.terminate();
  }
}
