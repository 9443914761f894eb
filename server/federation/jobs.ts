import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/query.ts';
import { enqueue } from '../jobs/queue.ts';
import { keepDepartedKeys, keepDepartedMember, remoteFollowersOf } from '../store/fediverse.ts';

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
  /** With `gone`: the round of the Article that went out (read from the row otherwise). */
  round?: number;
}

/** A deleted member's actor: the Delete of it goes to these (their followers when the account went). */
export interface ActorDeleteJob {
  actor: string;
  recipients: { id: string; inbox: string; sharedInbox: string | null }[];
}

export const ACTOR_DELETE_JOB = 'fediverse-actor-delete';
/** A remote actor's icon to copy here (payload `{ actor }`, their remote_actors id). */
export const AVATAR_JOB = 'fediverse-avatar';
/** A remote reply's images to copy here (payload NoteImagesJob). */
export const NOTE_IMAGES_JOB = 'fediverse-note-images';

/** A remote reply (its comments id) and its attachments' addresses with their alt text, in order. */
export interface NoteImagesJob {
  comment: string;
  images: { url: string; alt: string }[];
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
  await federateBlogAt(fediverse, tx, after, undefined, ...jobs);
}

/** As federateBlog, done at `runAt` (when a suspension ends, its author's blogs go out again). */
export async function federateBlogAt(fediverse: object | null, tx: Executor, after: JobQueuedAfter, runAt: Date | undefined, ...jobs: BlogJob[]) {
  if (!fediverse || !jobs.length) return;
  for (const job of jobs) await enqueue(tx, BLOG_JOB, job, { maxAttempts: 5, runAt });
  after.jobQueued();
}

/**
 * Declares, in the transaction that deletes a member, the Delete of their actor to their followers
 * elsewhere (Mastodon then removes the account and its posts). Their keys are kept for it first, and
 * their actor's id and username to answer 410 Gone.
 */
export async function federateActorDelete(fediverse: object | null, tx: Executor, after: JobQueuedAfter, userId: string) {
  if (!fediverse) return;
  await keepDepartedMember(tx, userId);
  const recipients = (await remoteFollowersOf(tx, userId, null, null)).map((f) => ({ id: f.uri, inbox: f.inbox, sharedInbox: f.shared_inbox }));
  if (!recipients.length || !(await keepDepartedKeys(tx, userId))) return;
  await enqueue(tx, ACTOR_DELETE_JOB, { actor: userId, recipients } satisfies ActorDeleteJob, { maxAttempts: 5 });
  after.jobQueued();
}

/** Declares, in the caller's transaction, a member's comment that may answer a remote reply. */
export async function federateNote(fediverse: object | null, tx: Executor, after: JobQueuedAfter, comment: string) {
  if (!fediverse) return;
  await enqueue(tx, NOTE_JOB, { comment }, { maxAttempts: 5 });
  after.jobQueued();
}
