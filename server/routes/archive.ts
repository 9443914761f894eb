import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { ERRORS, type ExportSiteStatus } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import { notFound, requireAdmin } from '../http.ts';
import { requestLanguage } from '../i18n/index.ts';
import { memberLanguage } from '../store/mail.ts';
import { enqueue, jobById } from '../jobs/queue.ts';
import { archiveSize } from '../transfer/siteArchive.ts';
import { exportPath, SITE_EXPORT_JOB, type SiteExportPayload } from '../transfer/exportJob.ts';
import { callServer } from './call.ts';

/**
 * POST /export-site, /export-site-status and GET /export-site-file (API.md third edition, "The
 * community's archive"): an admin starts the archive as a durable job, follows its progress, and
 * downloads the ZIP it wrote under DATA_DIR/exports. Admins only, each of the three.
 */
export default async function archiveRoutes(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const serve = callServer(api, ctx);

  /** The archive job of this id, or a 404 (any other job, or none). */
  async function exportJob(jobId: string) {
    const id = /^[1-9][0-9]{0,15}$/.test(jobId) ? Number(jobId) : NaN;
    const job = Number.isSafeInteger(id) ? await jobById(ctx.db, id) : undefined;
    if (!job || job.kind !== SITE_EXPORT_JOB) throw notFound(ERRORS.siteExportNotFound);
    return job;
  }

  serve('exportSite', async ({ body, me, reply, req }) => {
    requireAdmin(me);
    // The pages' own words: the language asked for, else the admin's, else their browser's.
    const language = body.language ?? (await memberLanguage(ctx.db, me.id)) ?? requestLanguage(req.headers);
    const payload: SiteExportPayload = { mode: body.mode, by: me.id, language };
    const id = await enqueue(ctx.db, SITE_EXPORT_JOB, payload, { maxAttempts: 3 });
    ctx.jobs.kick();
    return reply.code(202).send({ job_id: String(id) });
  });

  serve('exportSiteStatus', async ({ body, me }): Promise<ExportSiteStatus> => {
    requireAdmin(me);
    const job = await exportJob(body.job_id);
    const progress = (job.progress ?? {}) as { done?: number; total?: number };
    const done = progress.done ?? 0;
    const total = progress.total ?? 0;
    if (job.failed_at) return { state: 'failed', done, total, url: null };
    if (job.finished_at) {
      // A finished archive that a newer one has since replaced on disk is no longer offered.
      const there = (await archiveSize(exportPath(ctx.config.DATA_DIR, job.id))) !== null;
      return { state: 'done', done: total, total, url: there ? `/api/export-site-file?job_id=${job.id}` : null };
    }
    return { state: job.attempts > 0 ? 'running' : 'queued', done, total, url: null };
  });

  serve(
    'exportSiteFile',
    async ({ body, me, reply }) => {
      requireAdmin(me);
      const job = await exportJob(body.job_id);
      const path = exportPath(ctx.config.DATA_DIR, job.id);
      const size = job.finished_at ? await archiveSize(path) : null;
      if (size === null) throw notFound(ERRORS.siteExportNotFound);
      const mode = (job.payload as Partial<SiteExportPayload>).mode === 'full' ? 'full' : 'public';
      reply.header('content-type', 'application/zip');
      reply.header('content-length', String(size));
      reply.header('content-disposition', `attachment; filename="inkwell-${mode}-${job.id}.zip"`);
      reply.header('cache-control', 'no-store');
      return reply.send(createReadStream(path));
    },
    { payload: (req) => req.query },
  );
}
