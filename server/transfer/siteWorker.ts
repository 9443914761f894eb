/*
 * The worker thread that draws site/ of an archive (server/transfer/siteThread.ts says why): sitePages
 * with its pages written one after another into the file each call names, answered with where each
 * page is in it. Calls are taken one at a time, in the order they came.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { sitePages, type PageSink, type SitePagesOptions } from './sitePages.ts';
import type { PageEntry, SiteThreadAnswer, SiteThreadCall } from './siteThread.ts';

/** The pages of one call, into its file. */
class PagesFile implements PageSink {
  private out: WriteStream | null = null;
  private offset = 0;
  entries: PageEntry[] = [];

  open(file: string) {
    this.out = createWriteStream(file);
    this.offset = 0;
    this.entries = [];
  }

  async addStream(path: string, stream: Readable, opts: { compress?: boolean } = {}) {
    const out = this.out;
    if (!out) throw new Error(`a page (${path}) outside a call that draws pages`);
    const start = this.offset;
    for await (const chunk of stream) {
      this.offset += (chunk as Buffer).length;
      if (!out.write(chunk)) await once(out, 'drain');
    }
    this.entries.push({ path, start, bytes: this.offset - start, compress: opts.compress ?? true });
  }

  async close(): Promise<PageEntry[]> {
    const out = this.out;
    this.out = null;
    if (out) {
      out.end();
      await finished(out);
    }
    return this.entries;
  }
}

const sink = new PagesFile();
const site = sitePages(workerData as SitePagesOptions)(sink);

async function answer(call: SiteThreadCall): Promise<SiteThreadAnswer> {
  if (call.op === 'users') {
    await site.users(call.rows);
    return { id: call.id };
  }
  if (call.op === 'wantsImage') return { id: call.id, wanted: await site.wantsImage(call.key) };
  sink.open(call.file);
  try {
    if (call.op === 'blogs') await site.blogs(call.rows, call.comments);
    else if (call.op === 'series') await site.series(call.rows);
    else await site.finish();
  } finally {
    await sink.close();
  }
  return { id: call.id, entries: sink.entries };
}

let queue: Promise<unknown> = Promise.resolve();
parentPort!.on('message', (call: SiteThreadCall) => {
  queue = queue.then(() =>
    answer(call).then(
      (a) => parentPort!.postMessage(a),
      (err: unknown) => parentPort!.postMessage({ id: call.id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) } satisfies SiteThreadAnswer),
    ),
  );
});
