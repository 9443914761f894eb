/*
 * The re-import of the community's archive as an import of the durable job machinery (server/import/
 * job.ts hands it the imports of format `site-archive`): the file waits under DATA_DIR/imports, the
 * import's row keeps its progress and state, and its report (what was brought in, by kind). A job
 * taken again after a restart writes the archive again: every row it wrote before is skipped.
 */
import { rmSync, statSync } from 'node:fs';
import { TAG } from '../cache/index.ts';
import type { Context } from '../context.ts';
import type { JobContext } from '../jobs/queue.ts';
import { commit } from '../services/commit.ts';
import { failImport, setImportState, type ImportRow } from '../store/imports.ts';
import { setImportProgress, setImportReport } from '../store/siteImport.ts';
import { openSiteArchive, SITE_REFUSALS, SiteArchiveRefused, writeSiteImport } from './siteImport.ts';

export async function runSiteImport(ctx: Context, imp: ImportRow, path: string, job: JobContext, maxBytes: number) {
  const fail = async (reason: string) => {
    await commit(ctx, (tx) => failImport(tx, imp.id, { item: 'file', reason }));
    rmSync(path, { force: true });
  };
  let opened;
  try {
    opened = await openSiteArchive(path, statSync(path).size, maxBytes);
  } catch (err) {
    if (err instanceof SiteArchiveRefused) return fail(SITE_REFUSALS[err.reason]);
    throw err;
  }
  // Queued: this is the first try; running: an earlier try wrote part of it, which is no other content.
  const resumed = imp.state === 'running';
  if (!resumed) await setImportState(ctx.db, imp.id, 'running');
  let report;
  try {
    report = await writeSiteImport({ db: ctx.db, store: ctx.store, images: ctx.images, content: ctx.content }, opened.zip, opened.manifest, {
      resumed,
      stopping: () => job.stopping,
      progress: async (done, total) => {
        await setImportProgress(ctx.db, imp.id, done, total);
        await job.progress({ done, total });
      },
    });
  } catch (err) {
    if (err instanceof SiteArchiveRefused) return fail(SITE_REFUSALS[err.reason]);
    throw err;
  }
  await setImportReport(ctx.db, imp.id, report);
  await setImportState(ctx.db, imp.id, 'done');
  // Every kept answer (lists, profiles, the empty front page) is of the site before.
  await commit(ctx, async (_tx, after) => after.changed(TAG.all));
  ctx.redirects.forget();
  rmSync(path, { force: true });
}
