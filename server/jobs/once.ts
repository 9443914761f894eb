import { sql } from 'drizzle-orm';
import { one, type Executor } from '../db/query.ts';

/**
 * Adds a job of `kind` unless one is still to do or running (several instances starting together may
 * both add one: each then finds nothing left and ends); its id, or null when one was there.
 */
export async function enqueueOnce(ex: Executor, kind: string, payload: unknown = {}): Promise<number | null> {
  const row = await one<{ id: number }>(
    ex,
    sql`INSERT INTO jobs (kind, payload)
        SELECT ${kind}, ${JSON.stringify(payload)}::jsonb
        WHERE NOT EXISTS (SELECT 1 FROM jobs WHERE kind = ${kind} AND finished_at IS NULL AND failed_at IS NULL)
        RETURNING id`,
  );
  return row ? Number(row.id) : null;
}
