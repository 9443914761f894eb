import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import yauzl from 'yauzl';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, contentPoolOptions } from '../app.ts';
import { ContentPool } from '../content/savePool.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, emptyAllTables, type Database } from '../db/client.ts';
import { callOf, conflictAnswerSchema, errorAnswerSchema } from '../../src/contract/index.ts';
import { openFromTemplate, scratchBase } from './dbTemplate.ts';
import { startSmtpReceiver, type SmtpReceiver } from './smtp.ts';

export interface Harness {
  app: FastifyInstance;
  db: Database;
  config: Config;
  dataDir: string;
  /** Rebuilds the app (fresh rate-limit and lockout state) with other settings. */
  rebuild(env?: Record<string, string>): Promise<FastifyInstance>;
}

/**
 * Save threads shared by every app the api tests build, one pool per setting: a thread's start
 * (tsx compiling the sanitiser and the highlighter) cost about 0.6 s of CPU, once per test that saved.
 * Kept on globalThis because Vitest loads this module afresh for each file of the shared worker; the
 * threads end after their idle minute, or with the worker.
 */
function sharedContentPool(config: Config): ContentPool {
  const pools = ((globalThis as { [SHARED_POOLS]?: Map<string, ContentPool> })[SHARED_POOLS] ??= new Map());
  const options = contentPoolOptions(config);
  const key = JSON.stringify(options);
  let pool = pools.get(key);
  if (!pool) pools.set(key, (pool = new ContentPool(options)));
  return pool;
}
const SHARED_POOLS = Symbol.for('inkwell.test.contentPools');

/**
 * One database per test file: embedded PGlite (a copy of the api project's migrated template), or the
 * PostgreSQL of DATABASE_URL. Every table is emptied and the app rebuilt before each test.
 */
export function setupServer(env: Record<string, string> = {}, opts: { embedded?: boolean } = {}): Harness {
  const h = {} as Harness;
  let currentEnv = env;
  const make = async (extra: Record<string, string> = {}) => {
    if (h.app) await h.app.close();
    h.config = loadConfig({
      DATA_DIR: h.dataDir,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      SERVE_APP: 'false',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      AUTH_RATE_LIMIT: '10000',
      API_RATE_LIMIT: '1000000',
      SAVE_RATE_LIMIT: '10000',
      // The test exports' images on other sites stay addresses: a test reaches no other server
      // (server/test/importImages.test.ts copies from one of its own).
      IMPORT_REMOTE_IMAGES: 'keep',
      ...currentEnv,
      ...extra,
    });
    h.app = checkingErrors(await buildApp({ config: h.config, database: h.db, content: sharedContentPool(h.config) }));
    await h.app.ready();
    return h.app;
  };
  h.rebuild = async (extra = {}) => {
    currentEnv = { ...env, ...extra };
    return make();
  };
  beforeAll(async () => {
    // The embedded database: a copy of the one the api project made and migrated once (dbTemplate.ts).
    // `embedded`: this harness's own embedded database even when the file's is PostgreSQL (a second
    // site in the file: on PostgreSQL a file has one database, which two sites cannot share).
    const template = process.env.DATABASE_URL ? '' : inject('dbTemplate');
    const databaseUrl = opts.embedded ? undefined : process.env.DATABASE_URL || undefined;
    h.dataDir = mkdtempSync(join(template ? scratchBase() : tmpdir(), 'inkwell-test-'));
    h.db = template ? await openFromTemplate(template, h.dataDir) : await openDatabase({ databaseUrl, dataDir: h.dataDir, inMemory: true });
  });
  beforeEach(async () => {
    currentEnv = env;
    await emptyAllTables(h.db);
    await make();
  });
  afterAll(async () => {
    await h.app?.close();
    await h.db?.close();
    rmSync(h.dataDir, { recursive: true, force: true });
  });
  return h;
}

/**
 * Every error a test's request receives (through `call` or `app.inject` itself) is checked: a JSON
 * error answer is `{ error, code }` with a code of the contract's list (API.md third edition).
 */
function checkingErrors(app: FastifyInstance): FastifyInstance {
  const inject = app.inject.bind(app) as (opts: InjectOptions | string) => Promise<Awaited<ReturnType<FastifyInstance['inject']>>>;
  app.inject = (async (opts: InjectOptions | string) => {
    const res = await inject(opts);
    if (res.statusCode >= 400 && String(res.headers['content-type'] ?? '').includes('application/json')) {
      const method = typeof opts === 'string' ? 'GET' : (opts.method ?? 'GET');
      const url = typeof opts === 'string' ? opts : String(opts.url ?? opts.path ?? '');
      const body = (() => {
        try {
          return JSON.parse(res.body) as unknown;
        } catch {
          return res.body;
        }
      })();
      // Loose: a 409 also carries the stored blog (`call` checks whole API answers strictly).
      const result = errorAnswerSchema.loose().safeParse(body);
      if (!result.success) throw new Error(`${method} ${url.split('?')[0]} answered ${res.statusCode} without a contract error code: ${res.body.slice(0, 500)}`);
    }
    return res;
  }) as FastifyInstance['inject'];
  return app;
}

/**
 * The api harness with its mail going to a real SMTP server in the test process, links pointing at
 * http://blog.inkwell.test; `smtp()` is the receiver (started before the first test).
 */
export function setupServerWithMail(): { h: Harness; smtp: () => SmtpReceiver } {
  const env: Record<string, string> = { MAIL_POLL_MS: '100', MAIL_FROM: 'Inkwell <mail@inkwell.test>', PUBLIC_URL: 'http://blog.inkwell.test' };
  let receiver: SmtpReceiver;
  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    env.SMTP_URL = receiver.url;
  });
  afterAll(() => receiver.close());
  return { h: setupServer(env), smtp: () => receiver };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are inspected loosely
export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

export async function call<T = any>(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token?: string, extra: Partial<InjectOptions> = {}): Promise<Answer<T>> {
  const res = await app.inject({
    method,
    url,
    ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(extra.headers ?? {}) },
    ...extra,
  } as InjectOptions);
  let parsed: unknown = res.body;
  if (String(res.headers['content-type'] ?? '').includes('application/json')) parsed = res.json();
  checkAnswer(method, url, res.statusCode, parsed);
  return { status: res.statusCode, body: parsed as T, headers: res.headers };
}

/**
 * Every answer a test receives is checked against the contract: a call's 200 against its answer
 * schema (strict: no field the contract does not name), every error against `{ error, code }` with a
 * code of the contract's list. An answer that does not match fails the test that received it, not a user.
 */
function checkAnswer(method: string, url: string, status: number, body: unknown) {
  if (!url.startsWith('/api/')) return;
  const path = url.slice(4).split('?')[0];
  const spec = callOf(method, path);
  const schema = status === 409 && ['/save-edit', '/create-blog', '/discard-edit'].includes(path) ? conflictAnswerSchema : status >= 400 ? errorAnswerSchema : status === 200 ? spec?.answer : undefined;
  if (!schema) return;
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(`${method} ${path} answered ${status} outside the contract: ${JSON.stringify(result.error.issues.slice(0, 3))}\n${JSON.stringify(body).slice(0, 500)}`);
  }
}

export const post = <T = any>(app: FastifyInstance, path: string, body: unknown = {}, token?: string) => call<T>(app, 'POST', `/api${path}`, body, token);
export const get = <T = any>(app: FastifyInstance, path: string, token?: string) => call<T>(app, 'GET', `/api${path}`, undefined, token);

export interface TestUser {
  token: string;
  username: string;
  fullname: string;
  email: string;
  id: string;
}

let userCounter = 0;
export async function signup(app: FastifyInstance, name = `user${++userCounter}`, password = 'Secret123'): Promise<TestUser> {
  const email = `${name}@example.test`;
  const res = await post(app, '/signup', { fullname: `${name} Tester`, email, password });
  if (res.status !== 200) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  const profile = await post(app, '/get-profile', { username: res.body.username });
  return { token: res.body.access_token, username: res.body.username, fullname: res.body.fullname, email, id: profile.body._id };
}

/** A small real PNG. */
export function pngBytes(width = 8, height = 8): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = 200;
    png.data[i + 1] = (i / 4) % 255;
    png.data[i + 2] = 80;
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

/** Uploads a PNG through the signed URL flow; returns the stored image's address. */
export async function uploadPng(app: FastifyInstance, token: string): Promise<string> {
  const { body } = await get(app, '/get-upload-url', token);
  const res = await app.inject({ method: 'PUT', url: body.uploadURL, payload: pngBytes(), headers: { 'content-type': 'image/png' } });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return body.uploadURL.split('?')[0];
}

/** Polls `check` (no fixed sleeps) until it holds, or fails after `ms` naming `what` it waited for. */
export async function until(check: () => Promise<boolean>, what: string, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Reads until `done` accepts what `read` gives (no fixed sleeps): that value, or fails after `ms` saying the last one. */
export async function untilRead<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > end) throw new Error(`still ${JSON.stringify(v)} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const paragraph = (text: string) => ({ type: 'paragraph', data: { text } });

/** A publishable blog payload. */
export function blogPayload(over: Record<string, unknown> = {}) {
  return {
    title: 'A blog about things',
    banner: 'https://images.example.test/banner.png',
    des: 'A short description',
    content: { time: 1, blocks: [paragraph('Hello <b>world</b>')], version: '2.31.7' },
    tags: ['tech'],
    draft: false,
    ...over,
  };
}

export async function createBlog(app: FastifyInstance, token: string, over: Record<string, unknown> = {}) {
  const res = await post(app, '/create-blog', blogPayload(over), token);
  if (res.status !== 200) throw new Error(`create-blog failed: ${res.status} ${JSON.stringify(res.body)}`);
  const blog = await post(app, '/get-blog', { blog_id: res.body.id, mode: 'edit' }, token);
  return { blog_id: res.body.id as string, _id: blog.body.blog._id as string };
}

/** Every file of a ZIP, by name (the archive is a test's answer, small enough to hold). */
export function unzip(buffer: Buffer): Promise<Record<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const out: Record<string, Buffer> = {};
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            out[entry.fileName] = Buffer.concat(chunks);
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
