import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { importJwk, type Federation } from '@fedify/fedify';
import { ERRORS, type Problem } from '../../src/contract/index.ts';
import type { Db } from '../db/client.ts';
import type { JobLog, JobRunner } from '../jobs/runner.ts';
import { ACTOR_DELETE_JOB, AVATAR_JOB, BLOG_JOB, NOTE_IMAGES_JOB, NOTE_JOB, PAGE_PATH, type ActorDeleteJob, type BlogJob, type NoteImagesJob } from './jobs.ts';
import { imageMetaOf } from '../store/uploads.ts';
import { fetchRemoteImage, RemoteImageRefused } from '../media/fetchRemoteImage.ts';
import { enqueue, type JobQueue } from '../jobs/queue.ts';
import type { ImageService } from '../media/index.ts';
import { storeReadImage } from '../media/readImage.ts';
import { TAG } from '../cache/index.ts';
import { DatabaseKvStore } from './kv.ts';
import { BlockedDomains } from './blockedDomains.ts';
import { DatabaseMessageQueue } from './queue.ts';
import { HeldBodyRequest } from './heldBody.ts';
import { Article, Create, Delete, NOTE_IMAGES_MAX, Tombstone, Update, articleKey, articleOf, buildFederation, imageSizesOf, noteOf, type FederationDeps } from './federation.ts';
import { articleIdOf, authorOfBlog, avatarToCopy, departedKeys, departedMember, federatedRound, forgetDepartedKeys, localNote, memberActorByUsername, publicArticle, setCommentImages, setFederated, setRemoteAvatar, sweepDepartedKeys } from '../store/fediverse.ts';

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
  /** Runs a write that may move a blog's likes (as a member's like does: ServerCache.counting). */
  countingLikes: FederationDeps['countingLikes'];
  /** The upload key of one of this server's image addresses (null: another site's image). */
  keyOf(url: string): string | null;
  /** The image pipeline and where its files go: remote actors' pictures are copied through them. */
  images: Pick<ImageService, 'processWhenFree' | 'save'>;
  publicUrl(key: string): string;
}

/** A remote actor's icon is fetched within this time, at most this large (a picture is tens of KB). */
const AVATAR_FETCH_MS = 10_000;
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** A remote reply's image: the same time, and the size of a large photo (Mastodon takes up to 16 MB). */
const NOTE_IMAGE_FETCH_MS = 10_000;
const NOTE_IMAGE_MAX_BYTES = 16 * 1024 * 1024;

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
  private durable: JobQueue | null = null;

  constructor(private readonly opts: FediverseOptions, runner: JobRunner, pollMs: number) {
    this.origin = opts.origin.replace(/\/$/, '');
    this.host = new URL(this.origin).host;
    this.kv = new DatabaseKvStore(opts.db);
    this.blocked = new BlockedDomains(opts.db);
    this.queue = new DatabaseMessageQueue(opts.db, runner, opts.log, { pollMs });
    const blocked = (host: string) => this.blocked.has(host);
    const avatarDue = async (actor: string) => {
      await enqueue(opts.db, AVATAR_JOB, { actor }, { maxAttempts: 3 });
      this.durable?.kick();
    };
    const imagesDue = async (comment: string, images: NoteImagesJob['images']) => {
      await enqueue(opts.db, NOTE_IMAGES_JOB, { comment, images } satisfies NoteImagesJob, { maxAttempts: 3 });
      this.durable?.kick();
    };
    this.federation = buildFederation({ db: opts.db, origin: this.origin, changed: opts.changed, countingLikes: opts.countingLikes, log: opts.log, blocked, keyOf: opts.keyOf, avatarDue, imagesDue }, this.kv, this.queue, { allowPrivateAddress: opts.allowPrivateAddress });
    // Expired entries of Fedify's store, and keys of deleted members whose Delete was never queued.
    runner.every(
      'fediverse store clean-up',
      3_600_000,
      async () => {
        await this.kv.sweep();
        await sweepDepartedKeys(opts.db);
      },
      { firstRunMs: 60_000 },
    );
  }

  /** Starts taking messages, and handles the durable jobs that make activities. */
  start(durable: JobQueue) {
    this.durable = durable;
    void this.federation.startQueue(undefined, { signal: this.abort.signal });
    durable.handle(BLOG_JOB, (payload) => this.deliverBlog(payload as BlogJob));
    durable.handle(NOTE_JOB, (payload) => this.deliverNote(payload as { comment: string }));
    durable.handle(ACTOR_DELETE_JOB, (payload) => this.deliverActorDelete(payload as ActorDeleteJob));
    durable.handle(AVATAR_JOB, (payload) => this.copyAvatar((payload as { actor: string }).actor));
    durable.handle(NOTE_IMAGES_JOB, (payload) => this.copyNoteImages(payload as NoteImagesJob));
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
      const article = articleOf(ctx, blog, await imageSizesOf(this.opts, [blog]));
      const activity = blog.federated_at
        ? new Update({ id: new URL(`${article.id!.href}#update-${Date.now()}`), actor: ctx.getActorUri(blog.author), object: article, to: article.toId, cc: article.ccId })
        : new Create({ id: new URL(`${article.id!.href}#create`), actor: ctx.getActorUri(blog.author), object: article, to: article.toId, cc: article.ccId });
      await ctx.sendActivity({ identifier: blog.author }, 'followers', activity, followers);
      if (!blog.federated_at) await setFederated(this.opts.db, blog.id, true);
      return;
    }
    const round = job.gone ? (job.round ?? 0) : await federatedRound(this.opts.db, job.blog);
    if (round === null) return;
    const author = job.author ?? (await authorOfBlog(this.opts.db, job.blog));
    if (!author) return;
    const id = ctx.getObjectUri(Article, { id: articleKey(job.blog, round) });
    await ctx.sendActivity(
      { identifier: author },
      'followers',
      new Delete({ id: new URL(`${id.href}#delete-${Date.now()}`), actor: ctx.getActorUri(author), object: new Tombstone({ id }), to: new URL('https://www.w3.org/ns/activitystreams#Public') }),
      followers,
    );
    if (!job.gone) await setFederated(this.opts.db, job.blog, false);
  }

  /**
   * A deleted member's actor: the Delete of it, signed with their own keys (kept for this beyond their
   * row), to the shared inboxes of their followers. Fedify's queue holds each delivery with its
   * signature's key, so ours are forgotten once it has them.
   */
  async deliverActorDelete(job: ActorDeleteJob) {
    const keys = await departedKeys(this.opts.db, job.actor);
    if (!keys) return;
    const ctx = this.context();
    const actor = ctx.getActorUri(job.actor);
    // The key ids the actor published: Fedify names its first key `#main-key`, the next `#key-2`.
    const senders = [
      { privateKey: await importJwk(keys.rsa.privateKey, 'private'), keyId: new URL('#main-key', actor) },
      { privateKey: await importJwk(keys.ed25519.privateKey, 'private'), keyId: new URL('#key-2', actor) },
    ];
    const recipients = job.recipients.map((r) => ({ id: new URL(r.id), inboxId: new URL(r.inbox), endpoints: r.sharedInbox ? { sharedInbox: new URL(r.sharedInbox) } : null }));
    await ctx.sendActivity(
      senders,
      recipients,
      new Delete({ id: new URL('#delete', actor), actor, object: actor, to: new URL('https://www.w3.org/ns/activitystreams#Public') }),
      { preferSharedInbox: true },
    );
    await forgetDepartedKeys(this.opts.db, job.actor);
  }

  /**
   * A remote actor's icon copied here: fetched (public addresses only, within time and size limits),
   * made into our variants by the image pipeline (its 64/128/256 squares are what discussions show),
   * and made their picture; nothing a reader's browser loads comes from their server. A refused icon
   * (not public, 4xx, too large, not an image) leaves the drawn picture until the icon changes; a
   * failure that may pass (network, 5xx, time) is tried again by the job.
   */
  async copyAvatar(actor: string) {
    const { db } = this.opts;
    const source = await avatarToCopy(db, actor);
    if (!source) return;
    let copy: { avatar: string; key: string } | null = null;
    try {
      // Nothing is fetched from a server an admin blocked.
      if (await this.blocked.has(new URL(source).hostname.toLowerCase())) throw new RemoteImageRefused('blocked server');
      const bytes = await fetchRemoteImage(source, { allowPrivateAddress: this.opts.allowPrivateAddress, timeoutMs: AVATAR_FETCH_MS, maxBytes: AVATAR_MAX_BYTES });
      const stored = await storeReadImage(db, this.opts.images, null, bytes);
      if (stored?.claimed) copy = { avatar: this.opts.publicUrl(stored.key), key: stored.key };
    } catch (err) {
      if (!(err instanceof RemoteImageRefused)) throw err;
    }
    const blogs = await setRemoteAvatar(db, actor, source, copy);
    if (blogs?.length) this.opts.changed(...blogs.map((b) => TAG.blog(b)), TAG.lists);
  }

  /**
   * A remote reply's images copied here like an actor's picture (public addresses only, within time
   * and size limits, through the image pipeline), in order, with their alt text, and made the
   * comment's: readers never load another server's file. The list replaces what the comment showed
   * (a Note's Update queues its images again; an empty list leaves none), releasing uploads it no
   * longer shows to the upload clean-up. An image that will not be had (refused, not
   * an image) is left out; a failure that may pass makes the job try again, fetching them all again
   * (the copies of the first try are used by nothing and go with the upload clean-up).
   */
  async copyNoteImages(job: NoteImagesJob) {
    const { db } = this.opts;
    const copies: { key: string; alt: string }[] = [];
    for (const image of job.images.slice(0, NOTE_IMAGES_MAX)) {
      try {
        if (await this.blocked.has(new URL(image.url).hostname.toLowerCase())) continue;
        const bytes = await fetchRemoteImage(image.url, { allowPrivateAddress: this.opts.allowPrivateAddress, timeoutMs: NOTE_IMAGE_FETCH_MS, maxBytes: NOTE_IMAGE_MAX_BYTES });
        const stored = await storeReadImage(db, this.opts.images, null, bytes);
        if (stored?.claimed) copies.push({ key: stored.key, alt: image.alt });
      } catch (err) {
        if (!(err instanceof RemoteImageRefused)) throw err;
      }
    }
    const meta = await imageMetaOf(db, copies.map((c) => c.key));
    const shown = copies.map((c) => ({ key: c.key, url: this.opts.publicUrl(c.key), alt: c.alt, width: meta.get(c.key)?.width ?? 0, height: meta.get(c.key)?.height ?? 0 }));
    const blog = await setCommentImages(db, job.comment, shown);
    if (blog) this.opts.changed(TAG.blog(blog));
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
    const article = kind === 'user' ? undefined : await articleIdOf(this.opts.db, name);
    // A deleted member's profile address names their gone actor (410, like its id).
    const target = kind === 'user' ? ((await memberActorByUsername(this.opts.db, name)) ?? (await departedMember(this.opts.db, { username: name })))?.id : article && articleKey(article.id, article.round);
    if (!target) return reply.code(404).send(ERRORS.notFound);
    return this.answer(req, reply, kind === 'user' ? `/ap/users/${target}` : `/ap/blogs/${target}`);
  }

  private async answer(req: FastifyRequest, reply: FastifyReply, path: string) {
    const body = req.method === 'POST' ? (req.body as Buffer | undefined) : undefined;
    let parsed: { value: unknown } | undefined;
    if (body) {
      const read = await this.readInbox(body);
      if ('status' in read) return reply.code(read.status).send(read.problem);
      parsed = read;
    }
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
    const url = new URL(path, this.origin);
    // A POST's body is handed over as the bytes already held, with the JSON already parsed from them.
    const request = body && body.length ? new HeldBodyRequest(url, { method: req.method, headers }, body, parsed) : new Request(url, { method: req.method, headers });
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

  /** An inbox POST's JSON, or why it is refused before Fedify reads it: not JSON, nested too deep, or from a blocked server. */
  private async readInbox(body: Buffer): Promise<{ status: number; problem: Problem } | { value: unknown }> {
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
    return { value: activity };
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

