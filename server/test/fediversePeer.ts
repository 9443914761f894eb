import '../federation/node20.ts';
import http from 'node:http';
import { PNG } from 'pngjs';
import { createFederation, generateCryptoKeyPair, InProcessMessageQueue, MemoryKvStore, type Context, type Federation } from '@fedify/fedify';
import { Accept, Announce, Article, Create, Delete, Endpoints, Follow, Image, Like, Note, Person, PUBLIC_COLLECTION, Undo, Update, isActor, type Activity, type Object as APObject } from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import { newRsaKeyPair } from '../federation/federation.ts';
import { keepShippedContexts } from '../federation/loaders.ts';

/**
 * A small fediverse server for tests: one actor (`pat`) with its own keys, inbox and followers, on a
 * real HTTP port, built on Fedify as a Mastodon-like peer would be. It follows, replies, likes and
 * boosts as that actor (signed for real), and records every activity its inbox accepted.
 */
export interface Peer {
  origin: string;
  /** The actor's id. */
  actor: URL;
  /** Activities the inbox accepted (signature checked), oldest first, as JSON-LD compacted by Fedify. */
  received: { type: string; json: Record<string, unknown> }[];
  /** Every POST that reached this server: its path and query, and the activity's id (deliveries counted one by one). */
  posts: { url: string; id: string }[];
  /** The path and query of every GET that reached this server. */
  gets: string[];
  /** Follows `@user@host` (found by WebFinger); resolves once the Follow was delivered. */
  follow(handle: string): Promise<URL>;
  unfollow(handle: string): Promise<void>;
  /** Replies to `inReplyTo` (an Article or Note id); the new Note's id. */
  /** `attachments`: the Note's media, as Mastodon attaches them (Document or Image, url, mediaType, name as alt text). */
  reply(inReplyTo: URL, to: URL, html: string, attachments?: APObject[]): Promise<URL>;
  editReply(note: URL, inReplyTo: URL, to: URL, html: string, attachments?: APObject[]): Promise<void>;
  deleteReply(note: URL, to: URL): Promise<void>;
  like(object: URL, to: URL): Promise<URL>;
  unlike(like: URL, object: URL, to: URL): Promise<void>;
  announce(object: URL, to: URL): Promise<URL>;
  /** Gives the actor a new picture (served here at the address returned), seen when it is fetched again. */
  changeIcon(): string;
  /** Sends an Update of the actor itself (as Mastodon does when a profile changes) to `to`'s inbox. */
  updateActor(to: URL): Promise<void>;
  /** Serves `bytes` at `path` on this peer (an attachment's file). */
  serve(path: string, bytes: Buffer, type?: string): URL;
  /**
   * Sends a raw activity JSON (signed by pat, unless `sign: false`) to an inbox URL: for hostile cases.
   * With `sentInstead`, that JSON is sent with the signature made for `json`.
   */
  post(inbox: URL, json: Record<string, unknown>, opts?: { sign?: boolean; sentInstead?: Record<string, unknown> }): Promise<Response>;
  /** Resolves once an accepted activity matches, within `ms`. */
  waitFor(match: (a: { type: string; json: Record<string, unknown> }) => boolean, ms?: number): Promise<{ type: string; json: Record<string, unknown> }>;
  federation: Federation<void>;
  close(): Promise<void>;
}

/** A 300 x 200 PNG: the peer actor's picture when it has one (`red` tells a changed one apart). */
export function iconPng(red = 40): Buffer {
  const png = new PNG({ width: 300, height: 200 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([red, (i / 4) % 200, 160, 255], i);
  return PNG.sync.write(png);
}

/** A host's actor keeps its keys from one peer to the next in a test file (as a server keeps them over restarts). */
const hostKeys = new Map<string, Promise<CryptoKeyPair[]>>();
function keysOf(host: string): Promise<CryptoKeyPair[]> {
  let keys = hostKeys.get(host);
  if (!keys) hostKeys.set(host, (keys = Promise.all([newRsaKeyPair(), generateCryptoKeyPair('Ed25519')])));
  return keys;
}

/**
 * `secure`: its actor answers signed fetches only, as Mastodon's secure mode (authorized fetch) does.
 * `icon`: its actor has a picture, served by this peer (`png`), or one whose address answers 404
 * (`missing`); none by default.
 */
export async function startPeer(host = '127.0.0.3', opts: { secure?: boolean; icon?: 'png' | 'missing' } = {}): Promise<Peer> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as { port: number }).port;
  const origin = `http://${host}:${port}`;
  const federation = createFederation<void>({ kv: new MemoryKvStore(), queue: new InProcessMessageQueue(), origin, allowPrivateAddress: true });
  // Its JSON-LD contexts resolved once, as this server's are: the peer reads every delivery (an
  // Article's expansions) and was most of a many-follower test's CPU; what it checks is unchanged.
  keepShippedContexts(federation);
  const keys = await keysOf(host);
  const received: Peer['received'] = [];
  const followers = new Map<string, { id: URL; inboxId: URL }>();
  const waiters = new Set<() => void>();
  /** Files this peer serves by path: the actor's picture, attachments. */
  const media = new Map<string, { bytes: Buffer; type: string }>();
  let iconPath = opts.icon === 'png' ? '/media/pat.png' : opts.icon === 'missing' ? '/media/gone.png' : null;
  if (opts.icon === 'png') media.set('/media/pat.png', { bytes: iconPng(), type: 'image/png' });

  federation
    .setActorDispatcher('/users/{identifier}', async (ctx, identifier) => (identifier === 'pat' ? personOf(ctx) : null))
    .setKeyPairsDispatcher(async (_ctx, identifier) => (identifier === 'pat' ? keys : []))
    .authorize(async (ctx) => !opts.secure || (await ctx.getSignedKeyOwner()) !== null);
  async function personOf(ctx: Context<void>) {
    const identifier = 'pat';
    const pairs = await ctx.getActorKeyPairs(identifier);
    return new Person({
      id: ctx.getActorUri(identifier),
      preferredUsername: 'pat',
      name: 'Pat Peer',
      url: new URL('/@pat', origin),
      icon: iconPath ? new Image({ url: new URL(iconPath, origin), mediaType: 'image/png' }) : null,
      inbox: ctx.getInboxUri(identifier),
      endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
      followers: ctx.getFollowersUri(identifier),
      publicKey: pairs[0].cryptographicKey,
      assertionMethods: pairs.map((k) => k.multikey),
    });
  }
  federation.setFollowersDispatcher('/users/{identifier}/followers', async () => ({ items: [...followers.values()] }));
  federation.setObjectDispatcher(Note, '/notes/{id}', async (ctx, { id }) => notes.get(id) ?? null);
  const notes = new Map<string, Note>();

  const record = async (_ctx: unknown, activity: Activity) => {
    received.push({ type: activity.constructor.name, json: (await activity.toJsonLd({ format: 'compact' })) as Record<string, unknown> });
    for (const w of waiters) w();
  };
  federation
    .setInboxListeners('/users/{identifier}/inbox', '/inbox')
    .on(Accept, record)
    .on(Create, record)
    .on(Update, record)
    .on(Delete, record)
    .on(Follow, record)
    .on(Undo, record);

  const posts: Peer['posts'] = [];
  const gets: string[] = [];
  server.on('request', async (req, res) => {
    if (req.method === 'GET') gets.push(req.url!);
    const file = req.method === 'GET' ? media.get(req.url!) : undefined;
    if (file) {
      res.writeHead(200, { 'content-type': file.type, 'content-length': String(file.bytes.length) });
      res.end(file.bytes);
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.method === 'POST') {
      let id = '';
      try {
        id = String((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id?: unknown }).id ?? '');
      } catch {
        // not JSON: Fedify answers it
      }
      posts.push({ url: req.url!, id });
    }
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const request = new Request(new URL(req.url!, origin), { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
    const response = await federation.fetch(request, { contextData: undefined });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });

  const ctx = () => federation.createContext(new URL(origin));
  const me = () => ctx().getActorUri('pat');
  // A handle is looked up by WebFinger as Mastodon does, but over http: Fedify's own lookup (like
  // Mastodon's) always asks https, and this test network has none.
  const resolve = async (handle: string) => {
    const [, user, server] = /^@?([^@]+)@(.+)$/.exec(handle) ?? [];
    const jrd = (await (await fetch(`http://${server}/.well-known/webfinger?resource=${encodeURIComponent(`acct:${user}@${server}`)}`, { headers: { accept: 'application/jrd+json' } })).json()) as { links?: { rel: string; type?: string; href?: string }[] };
    const self = jrd.links?.find((l) => l.rel === 'self' && l.type?.includes('activity+json'))?.href;
    if (!self) throw new Error(`WebFinger found no actor for ${handle}`);
    const actor = await ctx().lookupObject(self);
    if (!actor || !isActor(actor) || !actor.id || !actor.inboxId) throw new Error(`no actor for ${handle}`);
    return actor;
  };
  let n = 0;
  const newId = (kind: string) => new URL(`/${kind}/${Date.now()}-${++n}`, origin);
  const now = () => Temporal.Now.instant() as unknown as globalThis.Temporal.Instant;
  const send = async (recipient: { id: URL; inboxId: URL }, activity: Activity) => {
    await ctx().sendActivity({ identifier: 'pat' }, recipient, activity, { immediate: true });
  };
  const inboxOf = async (to: URL) => {
    const actor = await ctx().lookupObject(to.href);
    if (!actor || !isActor(actor) || !actor.id || !actor.inboxId) throw new Error(`no actor at ${to.href}`);
    return { id: actor.id, inboxId: actor.inboxId };
  };
  const follows = new Map<string, Follow>();

  const peer: Peer = {
    origin,
    actor: me(),
    received,
    posts,
    gets,
    federation,
    async follow(handle) {
      const actor = await resolve(handle);
      const follow = new Follow({ id: newId('follows'), actor: me(), object: actor.id });
      follows.set(handle, follow);
      await send({ id: actor.id!, inboxId: actor.inboxId! }, follow);
      return actor.id!;
    },
    async unfollow(handle) {
      const actor = await resolve(handle);
      const follow = follows.get(handle)!;
      await send({ id: actor.id!, inboxId: actor.inboxId! }, new Undo({ id: newId('undos'), actor: me(), object: follow }));
    },
    async reply(inReplyTo, to, html, attachments = []) {
      const id = newId('notes');
      const note = new Note({ id, attribution: me(), content: html, replyTarget: inReplyTo, to: PUBLIC_COLLECTION, published: now(), url: id, attachments });
      notes.set(id.pathname.split('/').pop()!, note);
      await send(await inboxOf(to), new Create({ id: new URL(`${id.href}#create`), actor: me(), object: note, to: PUBLIC_COLLECTION }));
      return id;
    },
    async editReply(noteId, inReplyTo, to, html, attachments = []) {
      const note = new Note({ id: noteId, attribution: me(), content: html, replyTarget: inReplyTo, to: PUBLIC_COLLECTION, updated: now(), attachments });
      notes.set(noteId.pathname.split('/').pop()!, note);
      await send(await inboxOf(to), new Update({ id: new URL(`${noteId.href}#update-${++n}`), actor: me(), object: note, to: PUBLIC_COLLECTION }));
    },
    async deleteReply(noteId, to) {
      notes.delete(noteId.pathname.split('/').pop()!);
      const { Tombstone } = await import('@fedify/vocab');
      await send(await inboxOf(to), new Delete({ id: new URL(`${noteId.href}#delete`), actor: me(), object: new Tombstone({ id: noteId }), to: PUBLIC_COLLECTION }));
    },
    changeIcon() {
      iconPath = `/media/pat-${++n}.png`;
      media.set(iconPath, { bytes: iconPng(200), type: 'image/png' });
      return iconPath;
    },
    async updateActor(to) {
      const actor = await personOf(ctx());
      await send(await inboxOf(to), new Update({ id: newId('updates'), actor: me(), object: actor, to: PUBLIC_COLLECTION }));
    },
    serve(path, bytes, type = 'image/png') {
      media.set(path, { bytes, type });
      return new URL(path, origin);
    },
    async like(object, to) {
      const id = newId('likes');
      await send(await inboxOf(to), new Like({ id, actor: me(), object }));
      return id;
    },
    async unlike(like, object, to) {
      await send(await inboxOf(to), new Undo({ id: newId('undos'), actor: me(), object: new Like({ id: like, actor: me(), object }) }));
    },
    async announce(object, to) {
      const id = newId('announces');
      await send(await inboxOf(to), new Announce({ id, actor: me(), object, to: PUBLIC_COLLECTION }));
      return id;
    },
    async post(inbox, json, opts = {}) {
      const body = JSON.stringify(json);
      let request = new Request(inbox, { method: 'POST', headers: { 'content-type': 'application/activity+json', accept: 'application/activity+json' }, body });
      if (opts.sign !== false) {
        const { signRequest } = await import('@fedify/fedify');
        request = await signRequest(request, keys[0].privateKey, new URL(`${me().href}#main-key`));
      }
      if (opts.sentInstead) request = new Request(inbox, { method: 'POST', headers: request.headers, body: JSON.stringify(opts.sentInstead) });
      return fetch(request);
    },
    waitFor(match, ms = 20_000) {
      return new Promise((resolveWait, reject) => {
        const check = () => {
          const found = received.find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolveWait(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the peer did not receive the activity within ${ms} ms; it has: ${received.map((r) => r.type).join(', ') || 'nothing'}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
  return peer;
}

export type { APObject, Article };
