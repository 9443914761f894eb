import type { Executor } from '../db/query.ts';
import { insertJobOnce } from '../store/jobs.ts';

/**
 * Adds a job of `kind` unless one is still to do or running (several instances starting together may
 * both add one: each then finds nothing left and ends); its id, or null when one was there.
 */
export const enqueueOnce = (ex: Executor, kind: string, payload: unknown = {}): Promise<number | null> => insertJobOnce(ex, kind, payload);
