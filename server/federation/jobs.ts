import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/query.ts';
import { enqueue } from '../jobs/queue.ts';

/*
 * `fediverse` below is the app's Fediverse (null when the install does not federate): only whether
 * there is one matters here.
 *
 * What the rest of the server needs of the fediverse without loading Fedify (server/federation/index.ts
 * is imported only when the install federates): the durable jobs a write declares, and which page
 * requests ask for ActivityPub.
 */

/** What a writing transaction's `after` (server/services/commit.ts) offers that these need: wake the job queue once committed. */
interface JobQueuedAfter {
  jobQueued(): void;
}

/** Durable jobs (server/jobs) that turn a change here into activities. */
export const BLOG_JOB = 'fediverse-blog';
export const NOTE_JOB = 'fediverse-note';

export interface BlogJob {
  blog: string;
  /** Its author (needed when the row is gone; else read from it). */
  author?: string;
  /** The blog was deleted (its row is gone): a Delete if it had gone out. */
  gone?: boolean;
}

const AP_TYPES = /application\/(activity\+json|ld\+json)/i;
/** A profile or blog page's path: its kind and its name. */
export const PAGE_PATH = /^\/(user|blogs)\/([^/?#]+)\/?(?:\?.*)?$/;

/** Whether a request for a page asks for its ActivityPub form instead. */
export function wantsActivity(req: FastifyRequest) {
  return req.method === 'GET' && AP_TYPES.test(String(req.headers.accept ?? '')) && PAGE_PATH.test(req.url);
}

/**
 * Declares, in the caller's transaction, that blogs' public state changed (published, edited, back to
 * draft, hidden, shown again, deleted): their author's followers elsewhere hear of it.
 */
export async function federateBlog(fediverse: object | null, tx: Executor, after: JobQueuedAfter, ...jobs: BlogJob[]) {
  if (!fediverse || !jobs.length) return;
  for (const job of jobs) await enqueue(tx, BLOG_JOB, job, { maxAttempts: 5 });
  after.jobQueued();
}

/** Declares, in the caller's transaction, a member's comment that may answer a remote reply. */
export async function federateNote(fediverse: object | null, tx: Executor, after: JobQueuedAfter, comment: string) {
  if (!fediverse) return;
  await enqueue(tx, NOTE_JOB, { comment }, { maxAttempts: 5 });
  after.jobQueued();
}
