import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Federation } from '@fedify/fedify';
import { ERRORS, type Problem } from '../../src/contract/index.ts';
import type { Db } from '../db/client.ts';
import type { JobLog, JobRunner } from '../jobs/runner.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { BLOG_JOB, NOTE_JOB, PAGE_PATH, type BlogJob } from './jobs.ts';
import { DatabaseKvStore } from './kv.ts';
import { BlockedDomains } from './blockedDomains.ts';
import { DatabaseMessageQueue } from './queue.ts';
import { Article, Create, Delete, Tombstone, Update, articleOf, buildFederation, noteOf } from './federation.ts';
import { authorOfBlog, blogUuidOf, federatedBlog, localNote, memberActorByUsername, publicArticle, setFederated } from '../store/fediverse.ts';

/** An inbox POST bigger than this is refused before it is parsed (an activity is a few KB). */
export const INBOX_BODY_LIMIT = 256 * 1024;
/** JSON nested deeper than this is refused: nothing we read is deeper, and expansion of deep JSON-LD is costly. */
export const MAX_JSON_DEPTH = 24;


export interface FediverseOptions {
  db: Db;
  origin: string;
  allowPrivateAddress: boolean;
  rateLimit: number;
  log: JobLog;
  changed(...tags: string[]): void;
}

/**
 * The site's presence in the fediverse: Fedify's federation with its store and queue in our database,
 * its HTTP routes, and the jobs that deliver a blog's Create, Update or Delete and a member's answer
 * to a remote reply. One per app.
 */
export class Fediverse {
  readonly federation: Federation<void>;
  readonly queue: DatabaseMessageQueue;
  readonly kv: DatabaseKvStore;
  /** The servers admins blocked (call `blocked.changed()` after changing them). */
  readonly blocked: BlockedDomains;
  readonly origin: string;
  /** host[:port], as in `@username@host`. */
  readonly host: string;
  private readonly abort = new AbortController();

  constructor(private readonly opts: FediverseOptions, runner: JobRunner, pollMs: number) {
    this.origin = opts.origin.replace(/\/$/, '');
    this.host = new URL(this.origin).host;
    this.kv = new DatabaseKvStore(opts.db);
    this.blocked = new BlockedDomains(opts.db);
    this.queue = new DatabaseMessageQueue(opts.db, runner, opts.log, { pollMs });
    const blocked = (host: string) => this.blocked.has(host);
    this.federation = buildFederation({ db: opts.db, origin: this.origin, changed: opts.changed, log: opts.log, blocked }, this.kv, this.queue, { allowPrivateAddress: opts.allowPrivateAddress });
    runner.every('fediverse store clean-up', 3_600_000, () => this.kv.sweep(), { firstRunMs: 60_000 });
  }

  /** Starts taking messages, and handles the durable jobs that make activities. */
  start(durable: JobQueue) {
    void this.federation.startQueue(undefined, { signal: this.abort.signal });
    durable.handle(BLOG_JOB, (payload) => this.deliverBlog(payload as BlogJob));
    durable.handle(NOTE_JOB, (payload) => this.deliverNote(payload as { comment: string }));
  }

  close() {
    this.abort.abort();
  }

  private context() {
    return this.federation.createContext(new URL(this.origin));
  }

  /**
   * Brings the fediverse in line with a blog as it is now: public and never sent, a Create; public and
   * sent, an Update; sent and no longer public (deleted, back to draft, hidden, held), a Delete.
   */
  async deliverBlog(job: BlogJob) {
    const ctx = this.context();
    const blog = job.gone ? undefined : await publicArticle(this.opts.db, job.blog);
    const followers = { preferSharedInbox: true, excludeBaseUris: [new URL(this.origin)] };
    if (blog) {
      const article = articleOf(ctx, blog);
      const activity = blog.federated_at
        ? new Update({ id: new URL(`${article.id!.href}#update-${Date.now()}`), actor: ctx.getActorUri(blog.author), object: article, to: article.toId, cc: article.ccId })
        : new Create({ id: new URL(`${article.id!.href}#create`), actor: ctx.getActorUri(blog.author), object: article, to: article.toId, cc: article.ccId });
      await ctx.sendActivity({ identifier: blog.author }, 'followers', activity, followers);
      if (!blog.federated_at) await setFederated(this.opts.db, blog.id, true);
      return;
    }
    if (!job.gone && !(await federatedBlog(this.opts.db, job.blog))) return;
    const author = job.author ?? (await authorOfBlog(this.opts.db, job.blog));
    if (!author) return;
    const id = ctx.getObjectUri(Article, { id: job.blog });
    await ctx.sendActivity(
      { identifier: author },
      'followers',
      new Delete({ id: new URL(`${id.href}#delete-${Date.now()}`), actor: ctx.getActorUri(author), object: new Tombstone({ id }), to: new URL('https://www.w3.org/ns/activitystreams#Public') }),
      followers,
    );
    if (!job.gone) await setFederated(this.opts.db, job.blog, false);
  }

  /** A member's reply to a remote comment goes to that comment's writer as a Note. */
  async deliverNote({ comment }: { comment: string }) {
    const c = await localNote(this.opts.db, comment);
    if (!c || !c.parent_actor_uri || !c.parent_actor_inbox) return;
    const ctx = this.context();
    const note = noteOf(ctx, c);
    await ctx.sendActivity(
      { identifier: c.commented_by },
      { id: new URL(c.parent_actor_uri), inboxId: new URL(c.parent_actor_inbox) },
      new Create({ id: new URL(`${note.id!.href}#create`), actor: ctx.getActorUri(c.commented_by), object: note, tos: note.toIds, ccs: note.ccIds }),
    );
  }

  /**
   * The routes: WebFinger, NodeInfo, everything under /ap/ (actors, inboxes, collections, objects),
   * and the profile and blog pages asked for as ActivityPub (`Accept: application/activity+json`).
   */
  routes = async (app: FastifyInstance) => {
    // Inbox bodies are kept as bytes: their signature's digest is of exactly those.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: INBOX_BODY_LIMIT }, (_req, body, done) => done(null, body));
    const handler = (req: FastifyRequest, reply: FastifyReply) => this.answer(req, reply, req.url);
    app.get('/.well-known/webfinger', handler);
    app.get('/.well-known/nodeinfo', handler);
    app.get('/nodeinfo/2.1', handler);
    app.route({ method: ['GET', 'POST'], url: '/ap/*', handler, config: { rateLimit: { max: this.opts.rateLimit, timeWindow: 60_000 } } });
  };

  /** A profile or blog page asked for as ActivityPub: the actor or the Article (404 when there is none). */
  async answerPage(req: FastifyRequest, reply: FastifyReply) {
    const [, kind, raw] = PAGE_PATH.exec(req.url)!;
    let name: string;
    try {
      name = decodeURIComponent(raw);
    } catch {
      return reply.code(404).send(ERRORS.notFound);
    }
    const target = kind === 'user' ? (await memberActorByUsername(this.opts.db, name))?.id : await blogUuidOf(this.opts.db, name);
    if (!target) return reply.code(404).send(ERRORS.notFound);
    return this.answer(req, reply, kind === 'user' ? `/ap/users/${target}` : `/ap/blogs/${target}`);
  }

  private async answer(req: FastifyRequest, reply: FastifyReply, path: string) {
    const body = req.method === 'POST' ? (req.body as Buffer | undefined) : undefined;
    if (body) {
      const refusal = await this.refuseInbox(body);
      if (refusal) return reply.code(refusal.status).send(refusal.problem);
    }
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
    const request = new Request(new URL(path, this.origin), { method: req.method, headers, body: body && body.length ? new Uint8Array(body) : undefined });
    const response = await this.federation.fetch(request, {
      contextData: undefined,
      onNotFound: () => new Response(JSON.stringify(ERRORS.notFound), { status: 404, headers: { 'content-type': 'application/json; charset=utf-8' } }),
      onNotAcceptable: () => new Response(JSON.stringify(ERRORS.notActivityPub), { status: 406, headers: { 'content-type': 'application/json; charset=utf-8', vary: 'Accept' } }),
    });
    reply.code(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'content-length') reply.header(key, value);
    });
    reply.header('vary', 'Accept');
    return reply.send(Buffer.from(await response.arrayBuffer()));
  }

  /** An inbox POST refused before Fedify reads it: not JSON, nested too deep, or from a blocked server. */
  private async refuseInbox(body: Buffer): Promise<{ status: number; problem: Problem } | null> {
    let activity: unknown;
    try {
      activity = JSON.parse(body.toString('utf8'));
    } catch {
      return { status: 400, problem: ERRORS.invalidJson };
    }
    if (depthOf(activity, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) return { status: 400, problem: ERRORS.activityTooDeep };
    const actor = (activity as { actor?: unknown })?.actor;
    const actorId = typeof actor === 'string' ? actor : typeof (actor as { id?: unknown })?.id === 'string' ? (actor as { id: string }).id : null;
    let host: string | null = null;
    try {
      host = actorId ? new URL(actorId).hostname.toLowerCase() : null;
    } catch {
      return { status: 400, problem: ERRORS.activityWithoutActor };
    }
    if (!host) return { status: 400, problem: ERRORS.activityWithoutActor };
    if (await this.blocked.has(host)) return { status: 403, problem: ERRORS.domainBlocked };
    return null;
  }
}



/** How deep `value` nests, counted up to `limit` + 1 (deeper is not walked). */
function depthOf(value: unknown, limit: number, depth = 0): number {
  if (depth > limit || value === null || typeof value !== 'object') return depth;
  let max = depth;
  for (const v of Object.values(value as object)) {
    max = Math.max(max, depthOf(v, limit, depth + 1));
    if (max > limit) break;
  }
  return max;
}

