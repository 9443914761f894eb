import type { Context } from '../context.ts';
import { enqueue } from '../jobs/queue.ts';
import { IMPORT_JOB } from '../import/job.ts';
import { insertImport } from '../store/imports.ts';
import { commit } from './commit.ts';

/** An import of the member's (its file already where the job reads it), queued with its job in one transaction. */
export function queueImport(ctx: Context, me: { id: string }, id: string, format: string): Promise<void> {
  return commit(ctx, async (tx) => {
    await insertImport(tx, id, me.id, format);
    await enqueue(tx, IMPORT_JOB, { import_id: id }, { maxAttempts: 5 });
  });
}
