import type { PreviewTokens } from './auth/previewTokens.ts';
import type pg from 'pg';
import type { FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Tokens } from './auth/tokens.ts';
import type { GoogleVerifier } from './auth/google.ts';
import type { LockoutStore } from './auth/lockout.ts';
import type { UploadSigner, UploadStore } from './storage/store.ts';
import type { ServerCache } from './cache/index.ts';
import type { MailService } from './mail/index.ts';
import type { SessionCache } from './auth/sessionCache.ts';
import type { FrontDoor } from './frontDoor.ts';
import type { FirstScreenSource } from './web/firstScreen.ts';
import type { ContentPool } from './content/savePool.ts';
import type { JobRunner } from './jobs/runner.ts';
import type { ImageService } from './media/index.ts';
import type { RedirectCache } from './import/redirects.ts';
import type { Fediverse } from './federation/index.ts';

/** The scheduler's handle (server/publishing.ts): routes tell it of a new schedule so it wakes in time. */
export interface Scheduler {
  /** Starts checking, as a task of `jobs` (server/jobs), which stops it. */
  start(jobs: JobRunner): void;
  /** A blog was scheduled for `at`: the next check comes no later than that. */
  nudge(at: Date): void;
}

/** What every route needs, built once per app. */
export interface Context {
  config: Config;
  db: Db;
  pool: pg.Pool;
  tokens: Tokens;
  /** Makes preview link tokens and remakes them for their author (server/auth/previewTokens.ts). */
  previewTokens: PreviewTokens;
  google: GoogleVerifier | null;
  lockout: LockoutStore;
  store: UploadStore;
  signer: UploadSigner;
  /** Cached public answers and batched read counts. */
  cache: ServerCache;
  /** Prefix of URLs this server hands out for its own files: PUBLIC_URL, or '' (same origin). */
  base: string;
  /** What events mail, and the outbox's sender. */
  mail: MailService;
  /** Publishes scheduled blogs on their minute (server/publishing.ts). */
  scheduler: Scheduler;
  /** Session lookups kept for a second (server/auth/sessionCache.ts); forget a user when their sessions change. */
  sessions: SessionCache;
  /** Answers a visitor's request for a kept public answer before Fastify (server/frontDoor.ts). */
  front: FrontDoor;
  /** The public answers the home and blog pages are rendered from (routes/blogs.ts fills it, web/seo.ts reads it). */
  firstScreens: FirstScreenSource;
  /** Sanitises and highlights a save's content in worker threads (server/content/savePool.ts). */
  content: ContentPool;
  /** The image pipeline: variants, placeholders and sizes of uploads (server/media). */
  images: ImageService;
  /** The durable job queue of this process: kick it after committing a job (server/jobs/queue.ts). */
  jobs: { kick(): void };
  /** Moved links looked up (server/import/redirects.ts). */
  redirects: RedirectCache;
  /** The fediverse side (server/federation); null when this install does not federate. */
  fediverse: Fediverse | null;
  /** Counts a member's saves (create-blog, save-edit); throws a 429 beyond SAVE_RATE_LIMIT a minute. */
  countSave(req: FastifyRequest, me: { id: string }): Promise<void>;
}
