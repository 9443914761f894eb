import { PreviewTokens } from './auth/previewTokens.ts';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import { securityHeaders } from './securityHeaders.ts';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { CALLS, ERRORS, SERVER_MESSAGE_CODES, wordingOfProblem, type Problem, type Wording } from '../src/contract/index.ts';
import { federates, type Config } from './config.ts';
import { staticApp } from './web/staticApp.ts';
import { inlineScriptHashes } from './web/inlineScripts.ts';
import { seo } from './web/seo.ts';
import { FirstScreenSource } from './web/firstScreen.ts';
import { trustedRequestOrigin } from './web/origin.ts';
import { openDatabase, ping, type Database } from './db/client.ts';
import { Tokens } from './auth/tokens.ts';
import { GoogleVerifier } from './auth/google.ts';
import { MemoryLockout, RedisLockout, type LockoutStore } from './auth/lockout.ts';
import { EMBED_ORIGINS } from './content/embeds.ts';
import { ContentPool, type ContentPoolOptions } from './content/savePool.ts';
import { LocalStore, UploadSigner, type UploadStore } from './storage/store.ts';
import { CLEANUP_INTERVAL_MS, cleanUpUploads } from './store/uploads.ts';
import { pruneOutbox } from './store/mail.ts';
import { mergeSearchIndexes } from './db/ginCleaner.ts';
import { JobRunner } from './jobs/runner.ts';
import { JobQueue } from './jobs/queue.ts';
import { scheduleBackups } from './backup/schedule.ts';
import { ImportJob } from './import/job.ts';
import { SiteExportJob } from './transfer/exportJob.ts';
import { NewsletterJob } from './mail/newsletterJob.ts';
import newsletterRoutes from './routes/newsletter.ts';
import { RedirectCache } from './import/redirects.ts';
import importRoutes, { movedLinks } from './routes/imports.ts';
import archiveRoutes from './routes/archive.ts';
import fediverseRoutes from './routes/fediverse.ts';
import { ImageService } from './media/index.ts';
import { SessionCache } from './auth/sessionCache.ts';

import type { Context } from './context.ts';
import { HttpError, named, sendError } from './http.ts';
import { holdsNul } from './requestBody.ts';
import { FrontDoor } from './frontDoor.ts';
import { sharedLocalStore } from './limitStore.ts';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD, ENCODINGS } from './compression.ts';
import { AccessLog, AccessLogController, loggedPath } from './accessLog.ts';
import { openLogOutput } from './logOutput.ts';
import authRoutes from './routes/auth.ts';
import blogRoutes from './routes/blogs.ts';
import commentRoutes from './routes/comments.ts';
import notificationRoutes from './routes/notifications.ts';
import userRoutes from './routes/users.ts';
import { uploadFileRoutes, uploadUrlRoute } from './routes/uploads.ts';
import { openApiDocument } from './routes/openapi.ts';
import { callServer } from './routes/call.ts';
import accountRoutes from './routes/account.ts';
import socialRoutes from './routes/social.ts';
import siteRoutes from './routes/site.ts';
import moderationRoutes from './routes/moderation.ts';
import trustRoutes from './routes/trust.ts';
import workshopRoutes from './routes/workshop.ts';
import { promoteAdmins } from './store/governance.ts';
import publishingRoutes, { seriesRoutes } from './routes/publishing.ts';
import { createScheduler, fileClock } from './publishing.ts';
import { MailService } from './mail/index.ts';
import { siteUrlOf } from './mail/mails.ts';
import { ServerCache, TAG } from './cache/index.ts';
import { wantsActivity } from './federation/jobs.ts';


/** JSON log lines are written in batches of this many bytes, and at least every LOG_FLUSH_MS. */
const LOG_BATCH_BYTES = 64 * 1024;
const LOG_FLUSH_MS = 1000;
/** The global rate limit's window: API_RATE_LIMIT requests a minute per client address. */
const API_LIMIT_WINDOW_MS = 60_000;

/** The built app's hashed scripts, style sheets and fonts (never a document, never SVG). */
const SUBRESOURCE = /^\/assets\/[\w.-]+\.(?:js|css|woff2?)$/;
/** The security headers that mean something on a subresource: no type sniffing, no cross-site reads. */
const SUBRESOURCE_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security']);
/**
 * An API answer (JSON, an avatar, an export) is never a page of the app: the subresource headers and
 * a policy under which nothing loads and nothing frames it, should it be opened as a document (as
 * OWASP's REST security sheet advises). The page's policy and its document-only headers were 13
 * headers and 1.3 KB on every answer, and node checks each header's characters on each send: 5-12 µs
 * of a cached answer's 40-80 µs of CPU (bench/README.md, "Headers").
 */
const API_ONLY_HEADERS = { 'content-security-policy': "default-src 'none'; frame-ancestors 'none'", 'x-frame-options': 'DENY' };

/** The save threads' settings from the configuration (also how the api tests key the pools they share). */
export const contentPoolOptions = (config: Config): ContentPoolOptions => ({
  highlightMs: config.SAVE_HIGHLIGHT_MS,
  ...(config.SAVE_THREADS ? { maxThreads: config.SAVE_THREADS } : {}),
});

export interface BuildAppOptions {
  config: Config;
  /** An open database to use (tests share one per file); otherwise the app opens and closes its own. */
  database?: Database;
  /**
   * Save threads to use, left running when the app closes (the api tests share them between the apps
   * they build: a thread's start costs about half a second of CPU); otherwise the app makes its own.
   */
  content?: ContentPool;
}

/**
 * The Content-Security-Policy the built app works under: its own files, the inline scripts of its
 * page named by hash (`inlineScripts`, server/web/inlineScripts.ts), our images, embed frames.
 */
export function cspDirectives(config: Config, inlineScripts: string[] = []): Record<string, string[]> {
  const firebase = !!config.FIREBASE_PROJECT_ID;
  const origin = (u?: string) => (u ? new URL(u).origin : null);
  const imgOrigins = [origin(config.PUBLIC_URL), config.STORAGE === 's3' ? origin(config.S3_PUBLIC_URL) : null].filter((o): o is string => !!o);
  const googleIdentity = ['https://apis.google.com', 'https://accounts.google.com'];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts, ...(firebase ? ['https://apis.google.com'] : [])],
    // Editor.js and the toaster insert <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imgOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...(config.STORAGE === 's3' && config.S3_ENDPOINT ? [new URL(config.S3_ENDPOINT).origin] : []),
      ...(config.STORAGE === 's3' ? ['https://*.amazonaws.com'] : []),
      ...(firebase ? ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.googleapis.com'] : []),
    ],
    'frame-src': [...EMBED_ORIGINS, ...(firebase ? [...googleIdentity, `https://${config.FIREBASE_PROJECT_ID}.firebaseapp.com`] : [])],
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/** Errors without the query parameters a database error carries (they can hold e-mails and hashes). */
function serializeError(err: Error) {
  const e = err as Error & { code?: string; cause?: { code?: string; message?: string } };
  const clean = (s?: string) => (s ?? '').replace(/\nparams:[\s\S]*?(?=\n {4}at |$)/g, '\n[params redacted]');
  return {
    type: e?.constructor?.name ?? 'Error',
    message: clean(e?.message),
    code: e?.code ?? e?.cause?.code,
    cause: e?.cause?.message,
    stack: clean(e?.stack),
  };
}

/** The API's route plugins, in the order they are registered, each named for Fastify (server/http.ts, named). */
const API_ROUTES = Object.entries({ authRoutes, blogRoutes, commentRoutes, notificationRoutes, userRoutes, uploadUrlRoute, accountRoutes, socialRoutes, siteRoutes, moderationRoutes, trustRoutes, workshopRoutes, publishingRoutes, seriesRoutes, importRoutes, archiveRoutes, newsletterRoutes, fediverseRoutes }).map(([name, routes]) => named(name, routes));

/** Builds the server from plugins and routes; never listens (tests use inject). */
export async function buildApp({ config, database, content }: BuildAppOptions): Promise<FastifyInstance> {
  // Readable lines at a terminal (server/logOutput.ts); JSON otherwise, on standard output without a
  // system call per line: lines are written at least 64 KB at a time (under load, everything that
  // gathered during the last write), and at least once a second (server/logDestination.ts); what is
  // held is written when the app closes or the process exits.
  const logDestination = config.LOG_LEVEL === 'silent' ? null : openLogOutput(config.LOG_FORMAT, LOG_BATCH_BYTES, LOG_FLUSH_MS);
  const requestSerializer = (req: { method: string; url: string; ip: string }) => ({ method: req.method, url: loggedPath(String(req.url)), remoteAddress: req.ip });
  // Info lines: off at the warn level and above.
  const accessLog = logDestination ? new AccessLog(logDestination, pino.levels.values[config.LOG_LEVEL] <= pino.levels.values.info) : null;
  // Kept public answers are sent by the front door before Fastify's lifecycle (server/frontDoor.ts).
  const front = new FrontDoor();
  const app = Fastify({
    serverFactory: front.serverFactory,
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            // No password, token, signature or e-mail in a log line: bodies are never logged, and
            // URLs are logged without their query strings (upload URLs carry signatures) and without
            // the tokens of mail links' pages (loggedPath).
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', '*.password', '*.email', '*.access_token', '*.currentPassword', '*.newPassword'],
              censor: '[redacted]',
            },
            serializers: { req: requestSerializer, err: serializeError },
            stream: logDestination!,
          },
    logController: accessLog ? new AccessLogController(accessLog) : undefined,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // A stalled client (slow head, slow body, or an idle socket) is cut off after REQUEST_TIMEOUT_MS.
    // Node checks these every connectionsCheckingInterval (30 s by default), so the check runs often.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: config.REQUEST_TIMEOUT_MS,
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1000, Math.floor(config.REQUEST_TIMEOUT_MS / 4)),
    },
    // A URL Fastify cannot decode, or a route constraint it cannot apply, answers like every other error.
    frameworkErrors: (err, _req, reply) => {
      const status = (err as FastifyError).statusCode ?? 400;
      (reply as FastifyReply).code(status >= 400 && status < 500 ? status : 400).send(ERRORS.malformedAddress);
    },
  });
  // Before any plugin adds its hooks to the routes: the door sees what each route itself declares.
  front.watchRoutes(app);

  const ownDatabase = !database;
  const db = database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir }));

  let redis: import('ioredis').Redis | undefined;
  if (config.REDIS_URL) {
    const { Redis } = await import('ioredis');
    redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  }
  const lockout: LockoutStore = redis ? new RedisLockout(redis) : new MemoryLockout();
  const { signer, base, store } = await uploadStoreOf(config);
  const cache = await ServerCache.create({
    pool: db.pool,
    databaseUrl: db.kind === 'postgres' ? config.DATABASE_URL : undefined,
    enabled: config.READ_CACHE,
    flushMs: config.READ_FLUSH_MS,
    maxBytes: config.ANSWER_CACHE_MB * 1024 * 1024,
    log: { warn: (obj, msg) => app.log.warn(obj, msg) },
  });
  const ctx: Context = {
    config,
    db: db.db,
    pool: db.pool,
    tokens: new Tokens(config.jwtSecret),
    previewTokens: new PreviewTokens(config.jwtSecret),
    google: config.FIREBASE_PROJECT_ID ? new GoogleVerifier(config.FIREBASE_PROJECT_ID, config.GOOGLE_JWKS_URL) : null,
    lockout,
    store,
    signer,
    base,
    cache,
    mail: new MailService(
      db.db,
      { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.dataDir, siteUrl: siteUrlOf(config), secret: config.jwtSecret, unsubscribeKeyVersion: config.UNSUBSCRIBE_KEY_VERSION, pollMs: config.MAIL_POLL_MS, leaseSeconds: config.MAIL_LEASE_SECONDS },
      { info: (obj, msg) => app.log.info(obj, msg), warn: (obj, msg) => app.log.warn(obj, msg) },
    ),
    scheduler: createScheduler(() => ctx, config.SCHEDULER_MS, config.SCHEDULER_CLOCK_FILE ? fileClock(config.SCHEDULER_CLOCK_FILE) : undefined),
    sessions: new SessionCache(),
    front,
    firstScreens: new FirstScreenSource(),
    images: new ImageService(db.db, store, { warn: (obj, msg) => app.log.warn(obj, msg) }, { concurrency: config.IMAGE_CONCURRENCY, waiting: config.IMAGE_QUEUE, maxWaitMs: config.IMAGE_QUEUE_WAIT_S * 1000 }, (blogIds) =>
      cache.changed(...blogIds.map((id) => TAG.blog(id))),
    ),
    jobs: { kick: () => {} },
    redirects: new RedirectCache(),
    content: content ?? new ContentPool(contentPoolOptions(config)),
    fediverse: null,
    // Set once the rate-limit plugin is registered (below): no route is called before that.
    countSave: async () => {
      throw new Error('The save limit is not set up yet');
    },
  };
  // Every scheduler, poll and sweeper of this process is a task of one runner (server/jobs).
  const jobs = new JobRunner({ warn: (obj, msg) => app.log.warn(obj, msg) });
  ctx.mail.start(jobs);
  // The admins named by the environment are admins from this start on.
  await promoteAdmins(ctx.db, config.ADMIN_EMAILS);
  // Scheduled blogs go live on their minute, also after a restart (server/publishing.ts).
  ctx.scheduler.start(jobs);
  // Uploads nobody uses are deleted a day after they were made; sent mail older than the longest
  // mail limit goes too (server/store/mail.ts pruneOutbox).
  jobs.every('upload clean-up', CLEANUP_INTERVAL_MS, () => cleanUpUploads(ctx.db, store), { firstRunMs: 60_000 });
  jobs.every('outbox clean-up', CLEANUP_INTERVAL_MS, () => pruneOutbox(ctx.db), { firstRunMs: 60_000 });
  // The durable job table's worker (server/jobs). Uploads stored before the image pipeline get their
  // variants from a job of it, looked for once the server is up: start waits for none of it.
  const durable = new JobQueue(ctx.db, { warn: (obj, msg) => app.log.warn(obj, msg) }, { leaseSeconds: config.JOBS_LEASE_SECONDS });
  ctx.images.handleJobs(durable);
  new ImportJob(ctx).handleJobs(durable);
  new SiteExportJob(ctx).handleJobs(durable);
  new NewsletterJob(ctx).handleJobs(durable);
  // The fediverse (server/federation): its messages are jobs of the same table, taken by their own task.
  if (federates(config)) {
    // Fedify and its JSON-LD are loaded only by an install that federates (tens of MB of memory).
    const { Fediverse } = await import('./federation/index.ts');
    ctx.fediverse = new Fediverse(
      {
        db: ctx.db,
        origin: siteUrlOf(config),
        allowPrivateAddress: config.FEDERATION_ALLOW_PRIVATE === '1',
        rateLimit: config.FEDERATION_RATE_LIMIT,
        log: { warn: (obj, msg) => app.log.warn(obj, msg) },
        changed: (...tags) => cache.changed(...tags),
        countingLikes: <T>(blog: string, write: () => Promise<T>, liked: (result: T) => boolean) => cache.counting(blog, write, (result) => (liked(result) ? { likes: 1 } : null)),
        keyOf: (url) => ctx.store.keyOf(url),
        images: ctx.images,
        publicUrl: (key) => ctx.store.publicUrl(key),
      },
      jobs,
      config.JOBS_POLL_MS,
    );
    ctx.fediverse.start(durable);
  }
  ctx.jobs = durable;
  durable.start(jobs, config.JOBS_POLL_MS);
  app.addHook('onReady', () => {
    void ctx.images.startBackfill(durable).catch((err) => app.log.warn({ err }, 'the image variants job could not be started'));
  });
  // The embedded database merges its search indexes' pending lists only when we ask (server/db/ginCleaner.ts).
  if (db.kind === 'embedded') jobs.every('merging the search indexes', config.SEARCH_MERGE_MS, () => mergeSearchIndexes(db.db), { firstRunMs: config.SEARCH_MERGE_MS });
  // Backups of the embedded database (server/backup); PostgreSQL has its own tools.
  const backups = scheduleBackups(jobs, db, config, app.log);
  app.decorate('backupNow', () => backups?.kick() ?? false);

  app.addHook('onClose', async () => {
    // Every task stops, in reverse order of start, after its run under way: mail being sent is
    // finished and its outcome recorded; what is still queued waits in the outbox.
    backups?.abort();
    ctx.fediverse?.close();
    await jobs.close();
    ctx.mail.close();
    // Reads counted in memory are written before the database closes.
    await cache.close();
    // Its threads end here; a test's app.close() leaves none behind but the ones it was lent.
    if (!content) await ctx.content.close();
    redis?.disconnect();
    if (ownDatabase) await db.close();
    await logDestination?.close();
  });

  // helmet's headers, computed once (server/securityHeaders.ts), and the request id, on every answer.
  // The built page's inline script (the theme before first paint) runs by its hash.
  const indexPath = join(config.distDir, 'index.html');
  const pageScripts = config.SERVE_APP && existsSync(indexPath) ? inlineScriptHashes(readFileSync(indexPath, 'utf8')) : [];
  const security = await securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config, pageScripts) },
    crossOriginEmbedderPolicy: false,
    // The Google sign-in popup reports back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // A script, style sheet or font is no document: a content security policy, framing or referrer
  // policy in its answer does nothing, and those headers were 1.5 KB on each of a page's dozen files.
  const subresourceSecurity = Object.fromEntries(Object.entries(security).filter(([name]) => SUBRESOURCE_HEADERS.has(name)));
  const apiSecurity = { ...subresourceSecurity, ...API_ONLY_HEADERS };
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.url.startsWith('/api/') ? apiSecurity : SUBRESOURCE.test(req.url) ? subresourceSecurity : security);
    reply.header('x-request-id', req.id);
    // A NUL names nothing we store (PostgreSQL refuses it in text): the API says so, pages are not found.
    if (/%00|\0/i.test(req.url)) {
      if (req.url.startsWith('/api/')) reply.code(400).send(ERRORS.textHasNul);
      else reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return;
    }
    done();
  });
  if (config.APP_ORIGIN) {
    const allowed = new URL(config.APP_ORIGIN).origin;
    await app.register(cors, {
      origin: (origin, cb) => cb(null, origin === allowed ? allowed : false),
      methods: ['GET', 'POST', 'PUT'],
      allowedHeaders: ['authorization', 'content-type'],
      maxAge: 600,
    });
  }
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD, encodings: [...ENCODINGS], brotliOptions: BROTLI_OPTIONS });

  // Every route, not only the API: pages, feeds, the sitemap, uploads and files are limited per client
  // address (a page or feed is cheap when cached, but a flood of misses would not be).
  // In memory (no Redis), the front door counts in the plugin's own store (server/limitStore.ts).
  const sharedLimit = redis ? null : sharedLocalStore();
  await app.register(rateLimit, {
    global: true,
    max: config.API_RATE_LIMIT,
    timeWindow: API_LIMIT_WINDOW_MS,
    ...(sharedLimit ? { store: sharedLimit.Store } : {}),
    redis,
    nameSpace: 'inkwell-rl-',
    skipOnError: true,
    // Thrown by the plugin and answered by the error handler below (which adds the code).
    errorResponseBuilder: (_req, context) => {
      const problem = ERRORS.rateLimited(Math.max(1, Math.ceil(context.ttl / 1000)));
      return { statusCode: context.statusCode, error: problem.error, wording: wordingOfProblem(problem) };
    },
  });

  // Saves per member (create-blog and save-edit together), counted in the same store as the limit
  // above: in memory, or in Redis when several instances share one. Keyed by the member, not the
  // address: each save costs the server a worker's time, whoever's network it comes from.
  const savers = new WeakMap<object, string>();
  const saveLimit = app.createRateLimit({ max: config.SAVE_RATE_LIMIT, timeWindow: 60_000, keyGenerator: (req) => `save:${savers.get(req) ?? ''}` });
  ctx.countSave = async (req, me) => {
    savers.set(req, me.id);
    const limit = await saveLimit(req);
    if (!limit.isAllowed && limit.isExceeded) {
      const seconds = Math.max(1, limit.ttlInSeconds);
      throw new HttpError(429, ERRORS.savingTooOften(seconds), { 'retry-after': String(seconds) });
    }
  };

  // The front door answers with the same headers and under the same rate limit; CORS answers are Fastify's.
  const limitStore = sharedLimit?.current();
  const localLimit = limitStore ? { store: limitStore, max: config.API_RATE_LIMIT, timeWindow: API_LIMIT_WINDOW_MS } : null;
  front.attach(app, { answers: cache.answers, headers: security, apiHeaders: apiSecurity, trustProxy: config.TRUST_PROXY, log: accessLog, enabled: !config.APP_ORIGIN, localLimit });

  // JSON bodies: Fastify's own parser (it refuses __proto__ keys), then no NUL in any string or key at
  // any depth. PostgreSQL refuses NUL in text, so without this a NUL inside a block was a 500.
  const defaultJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    defaultJson(req, body as string, (err, value) => {
      if (err) return done(err, undefined);
      // JSON can only spell a NUL as the escape \u0000 (a raw one is invalid), so a body without that
      // text holds none: the walk of every string (20-120 ms for a 1.5 MB blog) is skipped.
      if ((body as string).includes('\\u0000') && holdsNul(value)) return done(new HttpError(400, ERRORS.textHasNul), undefined);
      done(null, value);
    });
  });

  app.setErrorHandler((err: FastifyError & { error?: string; wording?: Wording }, req, reply) => {
    if (err instanceof HttpError) return sendError(reply, err);
    const status = err.statusCode ?? 500;
    // Only the rate limiter refuses with a 429 that is not an HttpError (its errorResponseBuilder above).
    if (status === 429) return reply.code(429).send({ error: err.error ?? err.message, code: SERVER_MESSAGE_CODES.rateLimited, ...(err.wording ? { wording: err.wording } : {}) });
    if (status >= 400 && status < 500) return reply.code(status).send(frameworkProblem(err, status));
    req.log.error({ err }, 'request failed');
    return reply.code(500).send(ERRORS.serverError);
  });

  await app.register(
    named('api', async (api: FastifyInstance) => {
      api.setNotFoundHandler((_req, reply) => reply.code(404).send(ERRORS.noSuchCall));
      // Nothing personal is kept by a browser or proxy: answers to a request with a token, answers that
      // carry a token, and refusals of a missing or bad one (errors included).
      // Answers that carry a session, or an unpublished draft (a preview link's), are nobody's to keep.
      const SESSION_CALLS = new Set([CALLS.signin, CALLS.signup, CALLS.googleAuth, CALLS.resetPassword, CALLS.getPreview].map((c) => `/api${c.path}`));
      api.addHook('onSend', (req, reply, payload, done) => {
        if (req.headers.authorization !== undefined || reply.statusCode === 401 || SESSION_CALLS.has(req.routeOptions.url ?? '')) {
          reply.header('cache-control', 'no-store');
        }
        done(null, payload);
      });

      callServer(api, ctx)('health', async () => {
        try {
          await ping(ctx.db);
        } catch {
          throw new HttpError(503, ERRORS.databaseUnreachable);
        }
        return { status: 'ok', database: db.kind };
      });
      api.get('/openapi.json', async (req) => openApiDocument(`${base || trustedRequestOrigin(req, config.ALLOWED_HOSTS)}/api`));

      for (const routes of API_ROUTES) await api.register(routes, { ctx });
    }),
    { prefix: '/api' },
  );
  await app.register(named('uploadFileRoutes', uploadFileRoutes), { ctx });

  // The fediverse: WebFinger, NodeInfo, actors, inboxes; a profile or blog page asked for as ActivityPub.
  const fediverse = ctx.fediverse;
  if (fediverse) {
    await app.register(named('fediverse', fediverse.routes));
    app.addHook('onRequest', async (req, reply) => {
      if (wantsActivity(req)) return fediverse.answerPage(req, reply);
    });
  }

  // Old paths of imported posts answer a 301 to the blog here (only requests nothing else answers).
  movedLinks(app, ctx);

  // Link previews, feeds and sitemap: before the static app, whose fallback they refine.
  await app.register(named('seo', seo), { db: ctx.db, answers: ctx.cache.answers, config, front, firstScreens: ctx.firstScreens, store: ctx.store });

  const servingApp = config.SERVE_APP && (await staticApp(app, { distDir: config.distDir }));
  if (!servingApp) app.setNotFoundHandler((_req, reply) => reply.code(404).send(ERRORS.notFound));
  return app;
}

/** A 4xx of Fastify or a plugin (a body it cannot read, a multipart limit): its message and code. */
function frameworkProblem(err: FastifyError, status: number): Problem {
  const known: Record<string, Problem | undefined> = {
    FST_ERR_CTP_INVALID_JSON_BODY: ERRORS.invalidJson,
    FST_ERR_CTP_EMPTY_JSON_BODY: ERRORS.emptyBody,
    FST_ERR_CTP_BODY_TOO_LARGE: status === 413 ? ERRORS.requestTooLarge : undefined,
    FST_ERR_CTP_INVALID_MEDIA_TYPE: ERRORS.notJson,
    FST_REQ_FILE_TOO_LARGE: ERRORS.imageTooLarge,
  };
  const problem = err.code ? known[err.code] : undefined;
  if (problem) return problem;
  if (err.validation) return ERRORS.invalidInput;
  if (status === 413) return ERRORS.requestTooLarge;
  // Any other refusal keeps its own words under the general code.
  return { error: err.message || ERRORS.badRequest.error, code: ERRORS.badRequest.code };
}

export type { Context };

/**
 * Where this install's uploads live (local disk or S3) and how their addresses are signed: the
 * server's and the tools'. The S3 module (the AWS SDK: 5 MB of heap) is loaded only by an install that uses it.
 */
export async function uploadStoreOf(config: Config) {
  const signer = new UploadSigner(config.jwtSecret);
  const base = config.PUBLIC_URL ? config.PUBLIC_URL.replace(/\/$/, '') : '';
  const store: UploadStore =
    config.STORAGE === 's3'
      ? new (await import('./storage/s3.ts')).S3Store({
          bucket: config.S3_BUCKET!,
          region: config.S3_REGION,
          endpoint: config.S3_ENDPOINT,
          accessKeyId: config.S3_ACCESS_KEY_ID,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          forcePathStyle: config.S3_FORCE_PATH_STYLE,
          publicBase: config.S3_PUBLIC_URL!,
          serverBase: base,
        })
      : new LocalStore(config.dataDir, signer, base);
  return { signer, base, store };
}
