import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyServerOptions, RawServerDefault } from 'fastify';
import type { AccessLog } from './accessLog.ts';
import { CALLS, type CallName, type CallSpec, type ParsedPayloadOf as BodyOf } from '../src/contract/index.ts';
import type { AnswerCache, Entry } from './cache/answerCache.ts';
import { holdsNul } from './requestBody.ts';
import type { RequestOrigin } from './web/origin.ts';
import { COMPRESS_THRESHOLD, encodingFor, type Encoding } from './compression.ts';
import { headerLines, sendWithHead } from './responseHead.ts';
import type { LocalLimit } from './limitStore.ts';

/**
 * The front door: a visitor's public call whose answer is already in the answer cache is answered
 * here, before Fastify, with exactly what the route would send (the same bytes, status and headers,
 * the same rate limit and access-log line). Everything else, and every case this does not know how to
 * answer identically, goes on to Fastify unchanged: a miss, a caller with a token, a refusal of the
 * rate limit, a payload the contract refuses. Compressed answers are made once per rendering and
 * sent to every client that accepts the encoding (a browser always does).
 *
 * Why: a cached answer is one buffer, yet Fastify's request lifecycle (routing, hooks, the body
 * parser, the reply object, the schema-checked payload) costs more of each such request than sending
 * it, and @fastify/compress would compress a browser's answer again on every request
 * (docs/decisions/0008-front-door.md).
 */

/** A cached call the front door answers: its kept answer's key, and what a hit does besides sending. */
interface DoorCall {
  method: string;
  payload: CallSpec['payload'];
  key: (body: never) => string;
  /** False: not this door's answer (a hidden blog's 404). Looks only: nothing is recorded yet. */
  admits?: (entry: Entry, body: never) => boolean;
  /** Records an answer the door is sending, before it is rendered (get-blog counts the read it shows); never run for one left to Fastify. */
  answered?: (entry: Entry, body: never) => void;
  /** Bodies already read and accepted, by their text: the payload and its key (see BODY_MEMO). */
  accepted: Map<string, { data: unknown; key: string }>;
}

type Next = (req: IncomingMessage, res: ServerResponse) => void;

/** A kept page the door answers: its key for the path's segment and the request's origin, and its headers. */
interface DoorPage {
  key: (param: string, req: RequestOrigin & { headers: IncomingHttpHeaders }) => string;
  type: string;
  /** Header lines of the page's answer besides its type and ETag (responseHead.ts headerLines). */
  lines: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** A path segment the door passes on as it is: no escapes to decode, no dots, no second segment. */
const PLAIN_SEGMENT = /^[A-Za-z0-9_-]{1,200}$/;

/** An Accept header asking for ActivityPub's JSON rather than a page. */
const ACTIVITY_ACCEPT = /application\/(activity\+json|ld\+json)/i;

/** Bodies of the calls the door answers are a few bytes; anything longer is for Fastify. */
const MAX_BODY = 4096;
/** The body read here, handed to Fastify's parser when the door does not answer (a preParsing hook). */
const READ_BODY = Symbol('frontDoor.body');
type DoorRequest = IncomingMessage & { [READ_BODY]?: Buffer };

/**
 * A call's bodies repeat (`{"page":1}`, a blog's id): a body's text that passed the checks is kept
 * with its payload and key, so the next request with the same text skips JSON.parse and the contract's
 * schema (4% of the main thread for latest-blogs). A payload's validity and key depend on its text
 * alone. Bounded: short bodies only, and the list starts again when it is full.
 */
const BODY_MEMO = { maxText: 256, maxEntries: 1000 };

/**
 * A request's count in the global limit, as @fastify/rate-limit's limiter answers it. `isAllowed` is
 * the plugin's name for an address on its allow-list (never limited, no rate-limit headers), not
 * "permitted": a request over the limit is `isExceeded`.
 */
interface Limit {
  isAllowed: boolean;
  isExceeded?: boolean;
  max?: number;
  remaining?: number;
  ttlInSeconds?: number;
}
/** @fastify/rate-limit's limiter of the global limit (`app.createRateLimit()`), on the same store. */
type Limiter = (req: { ip: string; routeOptions: { config: object } }) => Promise<Limit>;

export interface FrontDoorOptions {
  answers: AnswerCache;
  /** The headers a page carries (helmet's, computed once). */
  headers: Record<string, string>;
  /** The headers an API answer carries (server/app.ts, API_ONLY_HEADERS). */
  apiHeaders: Record<string, string>;
  trustProxy: boolean;
  /** The access log (one line per answered request); null when logging is off. */
  log: AccessLog | null;
  /** Off: everything goes to Fastify (APP_ORIGIN's CORS headers are Fastify's to add). */
  enabled: boolean;
  /** The global limit's in-memory store, counted in directly; null (Redis): through the plugin's limiter. */
  localLimit?: LocalLimit | null;
}

/**
 * A payload of the shape the door's calls take: an object of strings, numbers, booleans and lists of
 * them, without a `__proto__` key (Fastify's parser refuses one with a 400; JSON.parse keeps it).
 */
function flatPayload(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const leaf = (x: unknown) => x === null || typeof x !== 'object';
  for (const k of Object.keys(v)) {
    if (k === '__proto__') return false;
    const x = (v as Record<string, unknown>)[k];
    if (!leaf(x) && !(Array.isArray(x) && x.every(leaf))) return false;
  }
  return true;
}

/**
 * Route options the door does not run: a door-cached call whose route declares one would behave
 * differently when the door answers it (a hook skipped, a route's own rate limit not counted).
 */
const ROUTE_HOOKS = ['onRequest', 'preParsing', 'preValidation', 'preHandler', 'preSerialization', 'onSend', 'onResponse', 'onError', 'onTimeout', 'onRequestAbort'] as const;

/** What of a route's options the door would skip: its hooks and its `config` keys (a rate limit of its own). */
export function skippedByDoor(route: { config?: unknown } & Partial<Record<(typeof ROUTE_HOOKS)[number], unknown>>): string[] {
  const skipped: string[] = ROUTE_HOOKS.filter((hook) => route[hook] !== undefined && !(Array.isArray(route[hook]) && route[hook].length === 0));
  if (route.config && typeof route.config === 'object') skipped.push(...Object.keys(route.config).map((key) => `config.${key}`));
  return skipped;
}

export class FrontDoor {
  private calls = new Map<string, DoorCall>();
  /** Each API route's method and path, and what of its options the door would skip (from `onRoute`). */
  private routes = new Map<string, string[]>();
  private pages = new Map<string, DoorPage>();
  private limiter: Limiter | null = null;
  private opts: FrontDoorOptions | null = null;
  private open = true;
  /** Requests answered here since the start (the rest went to Fastify). */
  answered = 0;
  /** A page's and an API answer's fixed header lines (responseHead.ts headerLines). */
  private pageLines = '';
  private apiLines = '';

  /**
   * `name`'s answer is kept under `key(payload)` (the route uses the same function): a request
   * without a token for a kept answer is answered here. Returns `key`, for the route. A call whose
   * route has a rate limit of its own must not be named here (the door applies the global one).
   */
  cached<N extends CallName>(
    name: N,
    key: (body: BodyOf<N>) => string,
    hit: { admits?: (entry: Entry, body: BodyOf<N>) => boolean; answered?: (entry: Entry, body: BodyOf<N>) => void } = {},
  ): (body: BodyOf<N>) => string {
    const call: CallSpec = CALLS[name];
    if (call.auth === 'yes' || call.file) throw new Error(`the front door answers public calls only, not ${name}`);
    this.refuseSkipped(call.method, `/api${call.path}`, this.routes.get(`${call.method} /api${call.path}`) ?? []);
    this.calls.set(`/api${call.path}`, { method: call.method, payload: call.payload, key: key as DoorCall['key'], admits: hit.admits as DoorCall['admits'], answered: hit.answered as DoorCall['answered'], accepted: new Map() });
    return key;
  }

  /** The API paths whose kept answers the door sends (the door's test holds a sample of each). */
  get callPaths(): string[] {
    return [...this.calls.keys()];
  }

  /** A door-cached call's route may declare nothing the door would skip: refused when it is registered. */
  private refuseSkipped(method: string, url: string, skipped: string[]) {
    if (skipped.length > 0)
      throw new Error(`${method} ${url} is answered by the front door, which does not run its ${skipped.join(', ')}: move that to the door or stop caching the call there (server/frontDoor.ts)`);
  }

  /**
   * The page at `path` (exact, or a prefix ending in `/` followed by one segment) is kept under
   * `key(segment, origin)` (server/web/seo.ts builds both from one `keptKey`). Its answer is `type` with `headers`
   * and a weak ETag of its bytes (AnswerCache.etag), as the route sends it; a request with
   * If-None-Match goes to Fastify (its etag plugin answers 304).
   */
  page(path: string, key: (param: string, req: RequestOrigin & { headers: IncomingHttpHeaders }) => string, type: string, headers: Record<string, string>) {
    this.pages.set(path, { key, type, lines: headerLines(Object.entries(headers).flat()) });
  }

  /**
   * Wires the door into Fastify once its plugins are registered: the global rate limit's limiter, the
   * hook that gives Fastify a body the door already read, and closing (Fastify answers 503 then).
   */
  attach(app: FastifyInstance, opts: FrontDoorOptions) {
    const limited = app as FastifyInstance & { createRateLimit?: () => unknown };
    // Without the global limiter (not registered yet) the door stays shut rather than skip the limit.
    this.limiter = limited.createRateLimit ? (limited.createRateLimit() as unknown as Limiter) : null;
    this.opts = opts;
    this.pageLines = headerLines(Object.entries(opts.headers).flat());
    this.apiLines = headerLines(Object.entries(opts.apiHeaders).flat());
    app.addHook('preParsing', (req, _reply, payload, done) => {
      const read = (req.raw as DoorRequest)[READ_BODY];
      done(null, read ? Readable.from([read], { objectMode: false }) : payload);
    });
    app.decorate('frontDoor', this as FrontDoor);
    app.addHook('preClose', (done) => {
      this.open = false;
      done();
    });
  }

  /**
   * Checks each route as it is registered: a door-cached call's route may declare no hook or config,
   * since the door would not run them. Called before any plugin that adds hooks to every route
   * (compression, the rate limit): those the door applies itself. Each route is checked against the
   * calls cached so far and kept for the calls cached after it (a routes plugin may name its cached
   * call before or after the route).
   */
  watchRoutes(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      const skipped = skippedByDoor(route as Parameters<typeof skippedByDoor>[0]);
      for (const method of [route.method].flat()) {
        this.routes.set(`${method} ${route.url}`, skipped);
        if (this.calls.get(route.url)?.method === method) this.refuseSkipped(method, route.url, skipped);
      }
    });
  }

  /** Fastify's serverFactory: node's HTTP server, set up as Fastify sets up its own, with the door in front. */
  serverFactory = (handler: (req: IncomingMessage, res: ServerResponse) => void, options: FastifyServerOptions & { http?: http.ServerOptions }): RawServerDefault => {
    const server = http.createServer(options.http ?? {}, (req, res) => this.serve(req as DoorRequest, res, handler));
    if (options.keepAliveTimeout) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  private serve(req: DoorRequest, res: ServerResponse, next: Next) {
    const h = req.headers;
    if (!this.open || !this.opts?.enabled || !this.limiter || h.authorization !== undefined || h['transfer-encoding'] !== undefined) return next(req, res);
    const call = this.calls.get(req.url!);
    if (!call) return req.method === 'GET' ? this.servePage(req, res, next) : next(req, res);
    if (call.method !== req.method) return next(req, res);
    const length = h['content-length'] === undefined ? 0 : Number(h['content-length']);
    if (!(length >= 0 && length <= (req.method === 'GET' ? 0 : MAX_BODY))) return next(req, res);
    // Fastify refuses a JSON type without a body, and a body of another type: its answers, not ours.
    const json = h['content-type'] !== undefined;
    if (json !== length > 0 || (json && !/^application\/json\s*(;|$)/i.test(h['content-type']!))) return next(req, res);
    const start = performance.now();
    if (length === 0) return void this.answerCall(call, undefined, req, res, next, start);
    // A body of a few bytes nearly always comes in the head's packet: node's parser has put it in the
    // request's buffer by the time immediates run (this turn's microtasks run between the head's
    // callback and the body's), and one read takes it. Listeners for its events (data, end) cost the
    // request two more turns of node's stream machinery (resume, flow, the end's emit). A body still
    // on its way is awaited.
    setImmediate(() => {
      if (req.complete && req.readableLength === length) {
        const body = req.read() as Buffer;
        req[READ_BODY] = body;
        void this.answerCall(call, body, req, res, next, start);
      } else this.readBody(call, req, res, next, start);
    });
  }

  /** The body as it arrives, then the call's answer. */
  private readBody(call: DoorCall, req: DoorRequest, res: ServerResponse, next: Next, start: number) {
    const chunks: Buffer[] = [];
    req.on('error', () => {}); // a client gone mid-body: nothing to answer
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
      req[READ_BODY] = body;
      void this.answerCall(call, body, req, res, next, start);
    });
  }

  private answerCall(call: DoorCall, raw: Buffer | undefined, req: DoorRequest, res: ServerResponse, next: Next, start: number) {
    try {
      const text = raw ? raw.toString('utf8') : '';
      let accepted = call.accepted.get(text);
      if (accepted === undefined) {
        let value: unknown = {};
        if (raw) {
          value = JSON.parse(text);
          if (!flatPayload(value) || holdsNul(value)) return next(req, res);
        }
        const parsed = call.payload ? call.payload.safeParse(value) : { success: true as const, data: undefined };
        if (!parsed.success) return next(req, res);
        accepted = { data: parsed.data, key: call.key(parsed.data as never) };
        if (text.length <= BODY_MEMO.maxText) {
          if (call.accepted.size >= BODY_MEMO.maxEntries) call.accepted.clear();
          call.accepted.set(text, accepted);
        }
      }
      const data = accepted.data as never;
      const entry = this.opts!.answers.peek(accepted.key);
      if (!entry || (call.admits && !call.admits(entry, data))) return next(req, res);
      this.send(entry, JSON_TYPE, req, res, next, start, undefined, call, data)?.catch(() => {
        if (!res.headersSent) next(req, res);
      });
    } catch {
      // Not JSON, or anything unforeseen: Fastify answers it as it answers every request.
      if (!res.headersSent) next(req, res);
    }
  }

  /** A kept page: `/` or a prefix and one plain segment (a blog's id), for a request that holds no validator. */
  private servePage(req: DoorRequest, res: ServerResponse, next: Next) {
    const url = req.url!;
    const h = req.headers;
    // Behind a proxy the page's origin comes from forwarded headers: Fastify's to read. A page asked
    // for as ActivityPub is the fediverse's answer (server/federation).
    if (this.opts!.trustProxy || h['if-none-match'] !== undefined || h['content-length'] !== undefined || ACTIVITY_ACCEPT.test(h.accept ?? '')) return next(req, res);
    let page = this.pages.get(url);
    let param = '';
    if (!page) {
      const slash = url.indexOf('/', 1);
      page = slash > 0 ? this.pages.get(url.slice(0, slash + 1)) : undefined;
      param = url.slice(slash + 1);
      if (!page || !PLAIN_SEGMENT.test(param)) return next(req, res);
    }
    const entry = this.opts!.answers.peek(page.key(param, { host: h.host, protocol: 'http', headers: h }));
    if (!entry) return next(req, res);
    try {
      this.send(entry, page.type, req, res, next, performance.now(), page.lines)?.catch(() => {
        if (!res.headersSent) next(req, res);
      });
    } catch {
      if (!res.headersSent) next(req, res);
    }
  }

  /**
   * Counts the request in the global limit's in-memory store as the plugin's limiter would, without
   * its promise: the same store, the same key for an IPv4 address (the address; the plugin lowercases
   * it), the same arithmetic (@fastify/rate-limit `applyRateLimit`). Null: the plugin's limiter counts
   * it (Redis, or an IPv6 address, which the plugin keys by its /64 subnet).
   */
  private countLocally(ip: string): Limit | null {
    const local = this.opts!.localLimit;
    if (!local || ip.includes(':')) return null;
    const { store, max, timeWindow } = local;
    let counted: { current: number; ttl: number } | undefined;
    // LocalStore answers within the call; a store that did not would have counted already, so this
    // refuses to go on (the door hands the request to Fastify) rather than count it twice here.
    store.incr(ip, (err, res) => (counted = err ? undefined : res), timeWindow, max);
    if (!counted) throw new Error('the rate limit store did not answer at once');
    const { current, ttl } = counted;
    return { isAllowed: false, isExceeded: current > max, max, remaining: Math.max(0, max - current), ttlInSeconds: Math.ceil(ttl / 1000) };
  }

  /**
   * Sends a kept answer as Fastify would: compressed if asked, under the rate limit, logged. Every
   * reason to hand the request to Fastify instead is settled first (an encoding the door does not
   * make, a refusal of the limit); then the call's `answered` records the answer (get-blog's read,
   * which the answer shows), and only then is it rendered and sent. `page` holds a page's own header
   * lines: a page carries the page's security headers and an ETag, an API answer (no `page`) the
   * API's. Synchronous when the limit is counted here (no promise per answer); a promise when the
   * plugin's limiter counts it.
   */
  private send(entry: Entry, type: string, req: DoorRequest, res: ServerResponse, next: Next, start: number, page?: string, call?: DoorCall, data?: never): Promise<void> | undefined {
    // Whatever the answer's size: below the compression threshold the door sends it as it is, as
    // @fastify/compress does, but a request it would hand on for a large answer goes on for any.
    let encoding: Encoding | null = null;
    const accept = req.headers['accept-encoding'];
    if (accept !== undefined) {
      if (req.headers['x-no-compression'] !== undefined) return void next(req, res);
      encoding = encodingFor(accept);
      if (encoding === null) return void next(req, res);
    }
    const ip = this.opts!.trustProxy ? proxyAddr(req, () => true) : req.socket.remoteAddress;
    if (ip === undefined) return void next(req, res);
    const local = this.countLocally(ip);
    if (local) return void this.sendCounted(local, entry, type, encoding, ip, req, res, next, start, page, call, data);
    return this.limiter!({ ip, routeOptions: { config: {} } }).then((limit) => this.sendCounted(limit, entry, type, encoding, ip, req, res, next, start, page, call, data));
  }

  /** `send` once the request is counted in the limit. */
  private sendCounted(limit: Limit, entry: Entry, type: string, encoding: Encoding | null, ip: string, req: DoorRequest, res: ServerResponse, next: Next, start: number, page?: string, call?: DoorCall, data?: never) {
    // Over the limit: Fastify's limiter refuses it with its own 429 (counting it once more changes nothing).
    if (limit.isExceeded) return next(req, res);
    call?.answered?.(entry, data as never);
    const answers = this.opts!.answers;
    // Sent as it is: the answer's pieces (nothing copied). Compressed as @fastify/compress would
    // (server/compression.ts), once per rendering, when asked and large enough.
    let body: Buffer[];
    let compressed = false;
    if (encoding === null || encoding === 'identity') body = answers.pieces(entry);
    else {
      const bytes = answers.render(entry);
      compressed = bytes.length >= COMPRESS_THRESHOLD;
      body = [compressed ? answers.compressed(entry, bytes, encoding) : bytes];
    }
    let length = 0;
    for (const piece of body) length += piece.length;
    const id = randomUUID();
    // The headers in the order Fastify's hooks add them; every value below is the server's own.
    let lines = `${page !== undefined ? this.pageLines : this.apiLines}x-request-id: ${id}\r\n`;
    // Not on the allow-list: the plugin's rate-limit headers.
    if (!limit.isAllowed) lines += `x-ratelimit-limit: ${limit.max}\r\nx-ratelimit-remaining: ${limit.remaining}\r\nx-ratelimit-reset: ${limit.ttlInSeconds}\r\n`;
    if (page !== undefined) lines += `${page}etag: ${answers.etag(entry)}\r\n`;
    lines += `content-type: ${type}\r\n`;
    if (compressed) lines += `vary: accept-encoding\r\ncontent-encoding: ${encoding}\r\n`;
    lines += `content-length: ${length}\r\n`;
    sendWithHead(res, lines, body);
    this.answered++;
    this.opts!.log?.completed(id, req.method!, req.url!, ip, 200, performance.now() - start);
  }
}
