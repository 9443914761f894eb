import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SAVE_LIMITS } from '../src/contract/constants.ts';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1');

const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** Every setting the server reads from the environment, typed, validated and defaulted. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Where people reach this server (https://blog.example.com); used for upload URLs and CORS. */
  PUBLIC_URL: optionalUrl,
  /**
   * Without PUBLIC_URL: host names (comma-separated, no port) whose Host header may be used for
   * absolute links in pages, feeds and the sitemap, besides localhost and IP literals.
   */
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean))
    .refine((hosts) => hosts.every((h) => /^(?:[a-z0-9-]{1,63}\.)*[a-z0-9-]{1,63}$/.test(h)), 'must be host names without ports, separated by commas'),
  /**
   * The fediverse (ActivityPub): on with FEDERATION=1, or by itself when PUBLIC_URL is https (set 0 to
   * keep it off). Ids are made from PUBLIC_URL, else http://localhost:PORT.
   */
  FEDERATION: z.enum(['0', '1']).optional(),
  /** 1: fetch from and deliver to loopback and private addresses over http (tests, private networks); also an import's images. */
  FEDERATION_ALLOW_PRIVATE: z.enum(['0', '1']).default('0'),
  /** Inbox deliveries a minute from one address (one big server delivers for all its members). */
  FEDERATION_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000_000).default(20_000),
  /** The app's origin when it is served from another host than the API (CORS allows only it). */
  APP_ORIGIN: optionalUrl,
  /** Signing secret for access tokens and upload URLs; generated and kept in DATA_DIR when unset. */
  JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, 'must be at least 32 characters'),
  FIREBASE_PROJECT_ID: optionalText.refine((v) => v === undefined || /^[a-z0-9-]{4,40}$/.test(v), 'must be a Firebase project id'),
  GOOGLE_JWKS_URL: z
    .string()
    .url()
    .default('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),
  /** Requests per minute per client address on sign-in, sign-up and Google sign-in. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Saves (create-blog and save-edit together) per minute per member. */
  SAVE_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(SAVE_LIMITS.perMinute),
  /** Milliseconds into a save's work after which its code is no longer highlighted (kept as escaped plain text). */
  SAVE_HIGHLIGHT_MS: z.coerce.number().int().min(0).max(60_000).default(SAVE_LIMITS.highlightMs),
  /** Worker threads that sanitise and highlight saves (0: one on two cores, two from four up). */
  SAVE_THREADS: z.coerce.number().int().min(0).max(16).default(0),
  /** Requests per minute per client address on the whole API. */
  API_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000_000).default(1200),
  /** Shared store for rate limits when several instances run (redis://...). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Outgoing mail server (smtp://user:pass@host:port or smtps://); unset: mail is written to DATA_DIR/mail as .eml files. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The sender of every mail. */
  MAIL_FROM: z.string().min(3).default('Inkwell <no-reply@localhost>'),
  /** E-mails (comma-separated) of the site's admins: they are admins from the next start or sign-up. */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean)),
  /** How often each instance looks for scheduled blogs to publish (ms); a blog due sooner is published on time. */
  SCHEDULER_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /**
   * Tests only: a file holding how many milliseconds the scheduler's clock runs ahead of the real one,
   * read at each check, so a journey moves time forward instead of waiting for a blog's minute.
   * Unset (always, outside tests): the scheduler goes by the database's clock.
   */
  SCHEDULER_CLOCK_FILE: z.string().optional(),
  /** The sign-up mode until an admin sets one in the Site settings page. */
  SIGNUP_MODE: z.enum(['open', 'invite', 'closed']).default('open'),
  /**
   * The key version of one-click unsubscribe links: raising it ends every link in mail sent before
   * (after a leak of the server's secret or of the links); links of the current version keep working.
   */
  UNSUBSCRIBE_KEY_VERSION: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /** Newsletter mails sent a minute, over every blog being sent (each mail is planned at its place in that pace). */
  MAIL_RATE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /**
   * How long a mail taken by a sender stays its own (s): after a crash it goes again once this has
   * passed. Longer than the slowest mail server's answer, or a slow send would be taken twice.
   */
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  /** How often each instance looks for mail to send (ms). */
  MAIL_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(5000),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Public base URL of the bucket's objects (https://cdn.example.com); the stored image address is this + key. */
  S3_PUBLIC_URL: optionalUrl,
  /** Trust X-Forwarded-* from a reverse proxy in front (client addresses for rate limits). */
  TRUST_PROXY: bool.default(false),
  SERVE_APP: bool.default(true),
  /** Keep public read answers in memory, invalidated by writes (server/cache). */
  READ_CACHE: bool.default(true),
  /** A request whose head or body has not fully arrived within this time is ended (milliseconds). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  /** The largest import file (POST /import), and the most its archive may inflate to, in MB. */
  IMPORT_MAX_MB: z.coerce.number().int().min(1).max(10_000).default(200),
  /**
   * An imported post's images on another site: `copy` fetches each (public addresses only, unless
   * FEDERATION_ALLOW_PRIVATE) into the image pipeline, as readers' browsers load no image from
   * elsewhere and an old site goes away after a move; `keep` leaves their addresses (a test or a site
   * whose server may not reach out; such images do not show under the pages' image policy).
   */
  IMPORT_REMOTE_IMAGES: z.enum(['copy', 'keep']).default('copy'),
  /** Upload URLs one user may ask for in an hour. */
  UPLOAD_URLS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Images the pipeline processes at once (server/media): each already uses several of libuv's threads. */
  IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Images that may wait for the pipeline; beyond that an upload is a 503 with Retry-After. */
  IMAGE_QUEUE: z.coerce.number().int().min(0).max(10_000).default(20),
  /** The longest an upload waits for the pipeline, in seconds; then a 503 with Retry-After. */
  IMAGE_QUEUE_WAIT_S: z.coerce.number().int().min(1).max(3_600).default(60),
  /** How often this process looks for durable jobs to run (server/jobs, milliseconds). */
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(30_000),
  /**
   * How long a durable job taken by a process stays its own before another process (or this one after
   * a restart) may take it again, in seconds: the wait before a job whose process died is run again. It
   * must be longer than any one run of a job when several instances share the job table.
   */
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),
  /** Reports one member may send in an hour. */
  REPORTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Comments and replies one member may post in a minute. */
  COMMENTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Workshop notes and their replies one member may write in a minute. */
  NOTES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Memory the answer cache may use for kept answers, pages and feeds (megabytes). */
  ANSWER_CACHE_MB: z.coerce.number().min(1).max(4096).default(32),
  /** Blog reads are counted in memory and written together this often (milliseconds). */
  READ_FLUSH_MS: z.coerce.number().int().min(10).max(1000).default(500),
  /** Embedded database: how often the search indexes merge their pending lists (server/db/ginCleaner.ts). */
  SEARCH_MERGE_MS: z.coerce.number().int().min(100).max(3_600_000).default(2_000),
  /**
   * Embedded database: hours between backups into DATA_DIR/backups (0: none on a schedule; `npm run
   * backup` still takes one). PostgreSQL installs back up with pg_dump (README.md, "Backups").
   */
  BACKUP_HOURS: z.coerce
    .number({ message: 'must be a number of hours' })
    .min(0, 'must be 0 (no scheduled backups) or more hours')
    .max(24 * 21, 'must be at most 504 hours (three weeks)')
    .default(24),
  /** Embedded database: how many backups DATA_DIR/backups keeps (the newest). */
  BACKUP_KEEP: z.coerce
    .number({ message: 'must be a whole number of backups' })
    .int('must be a whole number of backups')
    .min(1, 'must keep at least 1 backup')
    .max(1000, 'must be at most 1000 backups')
    .default(7),
  /**
   * Server processes sharing the port (node:cluster). More than one needs DATABASE_URL (the embedded
   * database belongs to one process); with more than one, set REDIS_URL too, or each process keeps
   * its own rate limits and sign-in lockouts.
   */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  DIST_DIR: z.string().optional(),
  /** The app's server render (vite build puts it in build/ssr); tests point it elsewhere. */
  SSR_DIR: z.string().optional(),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `json` or `pretty` log lines; unset: pretty when standard output is a terminal, JSON otherwise. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
});

/** Whether this install federates (see FEDERATION). */
export const federates = (c: Pick<Config, 'FEDERATION' | 'PUBLIC_URL'>) => (c.FEDERATION === undefined ? !!c.PUBLIC_URL?.startsWith('https://') : c.FEDERATION === '1');

export type Config = z.infer<typeof envSchema> & {
  dataDir: string;
  distDir: string;
  /** The app's server entry, built with dist/ (vite.config.ts): the first screens rendered on the server. */
  ssrDir: string;
  jwtSecret: string;
};

export class ConfigError extends Error {}

/**
 * `keepDataDirAsIs`: no secret is generated into DATA_DIR when JWT_SECRET is unset (jwtSecret is then
 * empty): for tools that must find DATA_DIR as it was, such as a restore into an empty one.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, { keepDataDirAsIs = false } = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration in the environment:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.STORAGE === 's3') {
    const missing = (['S3_BUCKET', 'S3_PUBLIC_URL'] as const).filter((k) => !c[k]);
    if (missing.length) throw new ConfigError(`Invalid configuration in the environment:\n  STORAGE=s3 needs ${missing.join(', ')}`);
  }
  if (c.WORKERS > 1 && !c.DATABASE_URL) {
    throw new ConfigError(`Invalid configuration in the environment:\n  WORKERS=${c.WORKERS} needs DATABASE_URL: the embedded database can be opened by one process only`);
  }
  const dataDir = resolve(c.DATA_DIR);
  return {
    ...c,
    dataDir,
    distDir: resolve(c.DIST_DIR ?? join(process.cwd(), 'dist')),
    ssrDir: resolve(c.SSR_DIR ?? join(process.cwd(), 'build', 'ssr')),
    jwtSecret: c.JWT_SECRET ?? (keepDataDirAsIs ? '' : readOrCreateSecret(dataDir)),
  };
}

/** A secret generated once and kept in DATA_DIR, so tokens survive restarts without configuration. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const s = readFileSync(file, 'utf8').trim();
    if (s.length >= 32) return s;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
