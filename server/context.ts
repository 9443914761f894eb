import type pg from 'pg';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Tokens } from './auth/tokens.ts';
import type { GoogleVerifier } from './auth/google.ts';
import type { LockoutStore } from './auth/lockout.ts';
import type { UploadSigner, UploadStore } from './storage/store.ts';
import type { ReadCache } from './cache/index.ts';
import type { MailService } from './mail/index.ts';
import type { Scheduler } from './publishing.ts';

/** What every route needs, built once per app. */
export interface Context {
  config: Config;
  db: Db;
  pool: pg.Pool;
  tokens: Tokens;
  google: GoogleVerifier | null;
  lockout: LockoutStore;
  store: UploadStore;
  signer: UploadSigner;
  /** Cached public answers and batched read counts. */
  cache: ReadCache;
  /** Prefix of URLs this server hands out for its own files: PUBLIC_URL, or '' (same origin). */
  base: string;
  /** What events mail, and the outbox's sender. */
  mail: MailService;
  /** Publishes scheduled blogs on their minute (server/publishing.ts). */
  scheduler: Scheduler;
}
