import { sql } from 'drizzle-orm';
import { one, rows, type Executor } from '../db/query.ts';
import { claimed } from './claim.ts';

/** The durable job table (migration 0013): what server/jobs/queue.ts asks of it. */

/** A job as its screen and its tests read it. */
export interface JobRow {
  id: number;
  kind: string;
  payload: unknown;
  run_at: Date;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  progress: unknown;
  created_at: Date;
  finished_at: Date | null;
  failed_at: Date | null;
}

/** A job a worker has just taken: this try counted, its lease running. */
export interface TakenJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/** Adds a job in the caller's transaction; its id. */
export async function insertJob(ex: Executor, kind: string, payload: unknown, runAt: Date | undefined, maxAttempts: number): Promise<number> {
  const row = await one<{ id: number }>(
    ex,
    sql`INSERT INTO jobs (kind, payload, run_at, max_attempts)
        VALUES (${kind}, ${JSON.stringify(payload ?? {})}::jsonb, ${runAt ? sql`${runAt.toISOString()}::timestamptz` : sql`now()`}, ${maxAttempts})
        RETURNING id`,
  );
  return Number(row!.id);
}

/**
 * Adds a job of `kind` unless one is still to do or running (several instances starting together may
 * both add one: each then finds nothing left and ends); its id, or null when one was there.
 */
export async function insertJobOnce(ex: Executor, kind: string, payload: unknown): Promise<number | null> {
  const row = await one<{ id: number }>(
    ex,
    sql`INSERT INTO jobs (kind, payload)
        SELECT ${kind}, ${JSON.stringify(payload)}::jsonb
        WHERE NOT EXISTS (SELECT 1 FROM jobs WHERE kind = ${kind} AND finished_at IS NULL AND failed_at IS NULL)
        RETURNING id`,
  );
  return row ? Number(row.id) : null;
}

export async function jobById(ex: Executor, id: number): Promise<JobRow | undefined> {
  const row = await one<JobRow>(ex, sql`SELECT * FROM jobs WHERE id = ${id}`);
  return row && { ...row, id: Number(row.id) };
}

/**
 * Takes up to `batch` due jobs of `kinds`, each by one worker (claimed), counting the try and
 * leasing it for `leaseSeconds` (a worker that dies lets it come back then).
 */
export function takeDueJobs(ex: Executor, kinds: string[], leaseSeconds: number, batch: number): Promise<TakenJob[]> {
  return rows<TakenJob>(
    ex,
    sql`UPDATE jobs j SET attempts = j.attempts + 1, run_at = now() + make_interval(secs => ${leaseSeconds})
        WHERE j.id IN (${claimed(sql`SELECT id FROM jobs WHERE finished_at IS NULL AND failed_at IS NULL AND run_at <= now()
                                     AND kind = ANY(${sql.param(kinds)}::text[]) ORDER BY run_at, id LIMIT ${batch}`)})
        RETURNING j.id, j.kind, j.payload, j.attempts, j.max_attempts`,
  );
}

export async function setJobProgress(ex: Executor, id: number, value: unknown) {
  await ex.execute(sql`UPDATE jobs SET progress = ${JSON.stringify(value)}::jsonb WHERE id = ${id}`);
}

export async function finishJob(ex: Executor, id: number) {
  await ex.execute(sql`UPDATE jobs SET finished_at = now(), last_error = NULL WHERE id = ${id}`);
}

/** A failed try: given up, or due again after `retryInSeconds`. */
export async function recordJobFailure(ex: Executor, id: number, message: string, retryInSeconds: number | null) {
  await ex.execute(
    retryInSeconds === null
      ? sql`UPDATE jobs SET failed_at = now(), last_error = ${message} WHERE id = ${id}`
      : sql`UPDATE jobs SET run_at = now() + make_interval(secs => ${retryInSeconds}), last_error = ${message} WHERE id = ${id}`,
  );
}
