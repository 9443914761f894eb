import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { AnswerOf, ExportSiteInput } from '@/contract';
import { downloadFile, request } from '@/lib';

/** The community's archive (API.md third edition, "The community's archive and backups"; admins). */
export type SiteExportStatus = AnswerOf<'exportSiteStatus'>;

export const siteExportKeys = {
  status: (jobId: string) => ['site-export', jobId] as const,
};

/** How often a running archive's progress is asked for. */
export const SITE_EXPORT_POLL_MS = 1500;

export const siteExportQueries = {
  /** An archive's progress, asked again every SITE_EXPORT_POLL_MS until it is done or failed. */
  status: (jobId: string) =>
    queryOptions({
      queryKey: siteExportKeys.status(jobId),
      queryFn: () => request('exportSiteStatus', { job_id: jobId }),
      enabled: Boolean(jobId),
      refetchInterval: (query) => (query.state.data?.state === 'done' || query.state.data?.state === 'failed' ? false : SITE_EXPORT_POLL_MS),
    }),
};

export const siteExportMutations = {
  /** POST /export-site: the archive's job id. */
  start: mutationOptions({
    mutationKey: ['export-site'],
    mutationFn: async (body: ExportSiteInput) => (await request('exportSite', body)).job_id,
  }),
};

/** GET /export-site-file: the finished archive, handed to the browser as a download; the file's name. */
export function downloadSiteExport(jobId: string) {
  return downloadFile('exportSiteFile', { job_id: jobId });
}
