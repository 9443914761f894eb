/*
 * The archive of the community as a durable job (server/jobs): POST /export-site adds one, this
 * writes its ZIP under DATA_DIR/exports (atomically, server/transfer/siteArchive.ts) and records its
 * progress on the job's row, which /export-site-status reads. A job taken again after a restart
 * starts its archive again: a half-written ZIP is never kept.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Language, SiteExportMode } from '../../src/contract/index.ts';
import { languageOr } from '../i18n/index.ts';
import type { Context } from '../context.ts';
import type { JobContext, JobQueue } from '../jobs/queue.ts';
import { writeSiteArchive } from './siteArchive.ts';
import { sitePages } from './sitePages.ts';

export const SITE_EXPORT_JOB = 'site-export';
/** Finished archives kept on disk; an older one's download answers 404 (each is the whole community). */
const KEPT = 3;

export interface SiteExportPayload {
  mode: SiteExportMode;
  /** The admin who asked for it. */
  by: string;
  /** The language of site/'s own words (a job queued before there was one: English). */
  language?: Language;
}

export const exportsDir = (dataDir: string) => {
  const dir = join(dataDir, 'exports');
  mkdirSync(dir, { recursive: true });
  return dir;
};
export const exportPath = (dataDir: string, jobId: number) => join(dataDir, 'exports', `site-${jobId}.zip`);

export class SiteExportJob {
  constructor(private readonly ctx: Context) {}

  handleJobs(jobs: JobQueue) {
    jobs.handle(SITE_EXPORT_JOB, (payload, job) => this.run(payload as SiteExportPayload, job));
  }

  async run(payload: SiteExportPayload, job: JobContext) {
    const ctx = this.ctx;
    const dir = exportsDir(ctx.config.DATA_DIR);
    // A try that ended with its process (a crash, a kill) left its parts behind: this try starts clean.
    for (const name of readdirSync(dir)) if (name.startsWith(`.site-${job.id}.zip-parts-`) || name === `site-${job.id}.zip.partial`) rmSync(join(dir, name), { recursive: true, force: true });
    await writeSiteArchive(
      { db: ctx.db, image: (key) => ctx.images.fileOf(key) },
      {
        mode: payload.mode,
        out: exportPath(ctx.config.DATA_DIR, job.id),
        progress: (done, total) => job.progress({ done, total }),
        stopping: () => job.stopping,
        site: sitePages({ language: languageOr(payload.language) }),
      },
    );
    pruneExports(dir, KEPT);
  }
}

/** Keeps the newest `keep` finished archives of `dir`. */
function pruneExports(dir: string, keep: number) {
  const zips = readdirSync(dir)
    .filter((n) => /^site-\d+\.zip$/.test(n))
    .map((n) => ({ n, t: statSync(join(dir, n)).mtimeMs }))
    .sort((a, b) => b.t - a.t);
  for (const { n } of zips.slice(keep)) rmSync(join(dir, n), { force: true });
}
