import { ERRORS } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import { HttpError, forbidden } from '../http.ts';
import { trustLevels, trustSettings } from '../store/trust.ts';
import { enqueue } from '../jobs/queue.ts';
import { IMPORT_JOB } from '../import/job.ts';
import { importUnderWay, insertImport, type ImportScope } from '../store/imports.ts';
import { commit } from './commit.ts';
import { siteIsEmpty } from '../store/siteImport.ts';
import { openSiteArchive, SiteArchiveRefused } from '../transfer/siteImport.ts';

/**
 * Whether the member may start an import now. With holding on, a level-0 member may not: their first
 * blogs wait for a vouch and they publish at most a few a day, and an import would write thousands
 * at once around both (docs/decisions/0017-imports.md). Then one import at a time per member: a second
 * one while the first runs would race it for the same source posts.
 */
export async function refuseImport(ctx: Context, me: { id: string }) {
  const settings = await trustSettings(ctx.db);
  if (settings.holdNew && ((await trustLevels(ctx.db, [me.id], settings.thresholds)).get(me.id) ?? 0) === 0) throw forbidden(ERRORS.importNewMember);
  if (await importUnderWay(ctx.db, me.id)) throw new HttpError(409, ERRORS.importRunning);
}

/**
 * What POST /import's `as` asks for: nothing (the member's own account), or `site` (an admin's import
 * of a whole site, its posts going to their authors' members). 400 or 403 otherwise.
 */
export function importScope(as: unknown, me: { role: string }): ImportScope {
  if (as === undefined || as === '') return 'account';
  if (as !== 'site') throw new HttpError(400, ERRORS.importScopeUnknown);
  if (me.role !== 'admin') throw forbidden(ERRORS.importSiteAdminsOnly);
  return 'site';
}

/** An import of the member's (its file already where the job reads it), queued with its job in one transaction. */
export function queueImport(ctx: Context, me: { id: string }, id: string, format: string, scope: ImportScope = 'account'): Promise<void> {
  return commit(ctx, async (tx) => {
    // Checked again here: two uploads may both have passed the check before their files arrived.
    if (await importUnderWay(tx, me.id)) throw new HttpError(409, ERRORS.importRunning);
    await insertImport(tx, id, me.id, format, scope);
    await enqueue(tx, IMPORT_JOB, { import_id: id }, { maxAttempts: 5 });
  });
}

/**
 * An archive of the community is taken only from an admin, only whole (checked against its manifest
 * now, so a damaged file is refused at once with nothing written), only `full`, and only by an empty
 * site (docs/decisions/0023-archive.md).
 */
export async function refuseSiteArchive(ctx: Context, me: { role: string }, path: string, size: number, maxBytes: number) {
  if (me.role !== 'admin') throw forbidden(ERRORS.siteArchiveAdminsOnly);
  // The cheap check first: a site with members is told so before its archive is read through.
  if (!(await siteIsEmpty(ctx.db))) throw new HttpError(409, ERRORS.siteNotEmpty);
  try {
    (await openSiteArchive(path, size, maxBytes)).zip.close();
  } catch (err) {
    if (!(err instanceof SiteArchiveRefused)) throw err;
    throw new HttpError(400, err.reason === 'public' ? ERRORS.siteArchivePublic : err.reason === 'corrupt' ? ERRORS.siteArchiveCorrupt : ERRORS.notAnExport);
  }
}
