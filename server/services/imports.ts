import { ERRORS } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import { HttpError } from '../http.ts';
import { enqueue } from '../jobs/queue.ts';
import { IMPORT_JOB } from '../import/job.ts';
import { importUnderWay, insertImport } from '../store/imports.ts';
import { commit } from './commit.ts';

/** One import at a time per member: a second one while the first runs would race it for the same source posts. */
export async function refuseImportUnderWay(ctx: Context, me: { id: string }) {
  if (await importUnderWay(ctx.db, me.id)) throw new HttpError(409, ERRORS.importRunning);
}

/** An import of the member's (its file already where the job reads it), queued with its job in one transaction. */
export function queueImport(ctx: Context, me: { id: string }, id: string, format: string): Promise<void> {
  return commit(ctx, async (tx) => {
    // Checked again here: two uploads may both have passed the check before their files arrived.
    if (await importUnderWay(tx, me.id)) throw new HttpError(409, ERRORS.importRunning);
    await insertImport(tx, id, me.id, format);
    await enqueue(tx, IMPORT_JOB, { import_id: id }, { maxAttempts: 5 });
  });
}
