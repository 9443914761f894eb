import './node20.ts';
import { createFederation, exportJwk, generateCryptoKeyPair, importJwk, type Context as FedContext, type Federation, type InboxContext, type KvStore, type MessageQueue } from '@fedify/fedify';
import {
  Accept,
  Announce,
  Application,
  Article,
  Create,
  Delete,
  Document,
  Endpoints,
  Follow,
  Hashtag,
  Image,
  Like,
  Link,
  Mention,
  Note,
  PUBLIC_COLLECTION,
  Person,
  Tombstone,
  Undo,
  Update,
  isActor,
  type Activity,
  type Actor,
  type Recipient,
} from '@fedify/vocab';
import { Temporal as TemporalPolyfill } from '@js-temporal/polyfill';
import { Parser } from 'htmlparser2';
import { LIMITS, fittedSize, imageVariantUrl, isUploadAddress } from '../../src/contract/index.ts';
import { imageMetaOf } from '../store/uploads.ts';
import type { Db } from '../db/client.ts';
import { renderBlocks } from '../web/renderBlocks.ts';
import { keepLoaders, keepShippedContexts } from './loaders.ts';
import { keepParsedKeys } from './parsedKeys.ts';
import { keepExpansions, keepParsedActivities } from './parsedActivities.ts';
import { TAG } from '../cache/index.ts';
import {
  actorKeysOf,
  addReaction,
  addReactionOfKnown,
  addRemoteFollower,
  deleteRemoteComment,
  departedMember,
  insertRemoteComment,
  latestArticlesOf,
  localNote,
  memberActorById,
  memberActorByUsername,
  memberCount,
  publicArticle,
  publicArticleCountOf,
  recentRemoteActor,
  publicBlogCount,
  remoteFollowerCount,
  remoteFollowersOf,
  remoteActorByUri,
  removeReaction,
  removeRemoteFollower,
  replyTarget,
  saveActorKeys,
  updateRemoteComment,
  upsertRemoteActor,
  type ArticleRow,
  type RemoteActorRow,
} from '../store/fediverse.ts';

/** What the federation's handlers need of the app. */
export interface FederationDeps {
  db: Db;
  /** The site's origin (https://blog.example), also in every id we make. */
  origin: string;
  /** Kept answers of these tags go (a remote reply changes a blog's discussion and counts). */
  changed(...tags: string[]): void;
  /**
   * Runs a write that may add a like to `blog` (`liked`: whether it did), as a member's like runs:
   * kept cards show the new count without lists being dropped (ServerCache.counting).
   */
  countingLikes<T>(blog: string, write: () => Promise<T>, liked: (result: T) => boolean): Promise<T>;
  /** A remote reply queued a mail. */
  mailQueued?(): void;
  /** Whether an admin blocked this server (host name). */
  blocked(host: string): Promise<boolean>;
  log: { warn(obj: object, msg: string): void };
  /** The upload key of one of this server's image addresses (null: another site's image). */
  keyOf(url: string): string | null;
  /** A remote actor's icon is to be copied here (their picture until then: the drawn one). */
  avatarDue(actorId: string): Promise<void>;
  /** A remote reply's images are to be copied here (shown with it once they are). */
  imagesDue(comment: string, images: { url: string; alt: string }[]): Promise<void>;
}

/** How many items a page of a collection (followers, outbox) holds. */
const PAGE = 50;
/** A remote reply longer than a comment may be is cut there. */
const COMMENT_MAX = LIMITS.commentMax;

export const ACTOR_PATH = '/ap/users/{identifier}';
export const ARTICLE_PATH = '/ap/blogs/{id}';
export const NOTE_PATH = '/ap/comments/{id}';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The `{id}` of a blog's Article: its uuid, then `.<round>` after its round-th Delete. Mastodon keeps a
 * tombstone of every id it saw deleted and refuses a later Create of that id, so a blog that comes back
 * (shown again, published again, its author's suspension over) goes out as a new object.
 */
export const articleKey = (blog: string, round: number) => (round ? `${blog}.${round}` : blog);

/** The blog an Article's `{id}` names, with its round; null when it names none. */
export function articleOfKey(key: string): { blog: string; round: number } | null {
  const m = /^([^.]+)(?:\.([1-9][0-9]{0,8}))?$/.exec(key);
  return m && UUID.test(m[1]) ? { blog: m[1], round: m[2] ? Number(m[2]) : 0 } : null;
}

/**
 * The site's own actor (an Application, no member): it signs our fetches of remote actors and objects
 * when their server requires signed fetches (Mastodon's secure mode). Its keys live in the key-value
 * store.
 */
export const INSTANCE = 'instance';
const INSTANCE_KEYS = ['inkwell', 'instance-keys'] as const;

type JwkPairs = { rsa: { privateKey: JsonWebKey; publicKey: JsonWebKey }; ed25519: { privateKey: JsonWebKey; publicKey: JsonWebKey } };

/**
 * A new RSA key pair of 2048 bits, the size Mastodon gives its actors. Fedify's own generator makes
 * 4096-bit keys: each took one to three seconds of CPU to make, and every signature with one (each
 * delivery to each inbox, each signed fetch) costs about seven times a 2048-bit one's. Keys made
 * before keep working: a key names its own size.
 */
export function newRsaKeyPair(): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['sign', 'verify'],
  );
}

/** New RSA (draft-cavage signatures) and Ed25519 (RFC 9421, object proofs) key pairs as JWKs. */
async function newKeyPairs(): Promise<JwkPairs> {
  const [rsa, ed25519] = await Promise.all([newRsaKeyPair(), generateCryptoKeyPair('Ed25519')]);
  const pair = async (k: CryptoKeyPair) => ({ privateKey: await exportJwk(k.privateKey), publicKey: await exportJwk(k.publicKey) });
  return { rsa: await pair(rsa), ed25519: await pair(ed25519) };
}

async function loadKeyPairs(keys: JwkPairs) {
  const load = async (p: { privateKey: JsonWebKey; publicKey: JsonWebKey }) => ({ privateKey: await importJwk(p.privateKey, 'private'), publicKey: await importJwk(p.publicKey, 'public') });
  return [await load(keys.rsa), await load(keys.ed25519)];
}

/**
 * The site's ActivityPub side on Fedify: every member is a Person (id by their uuid, so a new username
 * keeps their followers; found by WebFinger as `username@host`), a public blog is an Article (id by
 * its _id), a member's reply to a remote comment is a Note. Inbox listeners turn follows, replies,
 * likes and boosts into followers, comments and counts here.
 */
export function buildFederation(deps: FederationDeps, kv: KvStore, queue: MessageQueue, opts: { allowPrivateAddress: boolean }): Federation<void> {
  const { db } = deps;
  const federation = createFederation<void>({
    kv,
    // Incoming activities are queued too: handled in their request, the work came before the answer,
    // and at 200 signed POSTs a second a quiet two-core host kept only 104-125 a second, p99 10-15 s;
    // queued, the answer is the signature check and one insert (docs/decisions/0024-fediverse.md).
    queue,
    origin: deps.origin,
    allowPrivateAddress: opts.allowPrivateAddress,
    userAgent: { software: 'Inkwell' },
    manuallyStartQueue: true,
  });
  keepShippedContexts(federation);
  keepLoaders(federation);
  keepParsedKeys();
  keepParsedActivities();
  keepExpansions();

  federation
    .setActorDispatcher(ACTOR_PATH, async (ctx, identifier) => {
      if (identifier === INSTANCE) {
        const keys = await ctx.getActorKeyPairs(identifier);
        return new Application({
          id: ctx.getActorUri(identifier),
          preferredUsername: new URL(deps.origin).hostname,
          name: 'Inkwell',
          url: new URL(deps.origin),
          inbox: ctx.getInboxUri(identifier),
          outbox: ctx.getOutboxUri(identifier),
          endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
          manuallyApprovesFollowers: true,
          publicKey: keys[0]?.cryptographicKey,
          assertionMethods: keys.map((k) => k.multikey),
        });
      }
      if (!UUID.test(identifier)) return null;
      const m = await memberActorById(db, identifier);
      if (!m) {
        // A deleted member's actor is gone, not unknown: Fedify answers a Tombstone with 410 (and
        // WebFinger 410), as Mastodon answers for a deleted account.
        const gone = await departedMember(db, { id: identifier });
        return gone ? new Tombstone({ id: ctx.getActorUri(identifier), deleted: instant(gone.departed_at) }) : null;
      }
      const keys = await ctx.getActorKeyPairs(identifier);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: m.username,
        name: m.fullname,
        summary: m.bio ? escapeText(m.bio) : null,
        url: new URL(`/user/${encodeURIComponent(m.username)}`, deps.origin),
        icon: new Image({ url: new URL(m.profile_img, deps.origin) }),
        published: instant(m.joined_at),
        inbox: ctx.getInboxUri(identifier),
        outbox: ctx.getOutboxUri(identifier),
        followers: ctx.getFollowersUri(identifier),
        following: ctx.getFollowingUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        manuallyApprovesFollowers: false,
        discoverable: true,
        publicKey: keys[0]?.cryptographicKey,
        assertionMethods: keys.map((k) => k.multikey),
      });
    })
    // A username nobody has now, but a deleted member had, names their gone actor (WebFinger 410).
    .mapHandle(async (_ctx, username) => (await memberActorByUsername(db, username))?.id ?? (await departedMember(db, { username }))?.id ?? null)
    // The profile page's address names the same actor (WebFinger with an https: resource).
    .mapAlias(async (_ctx, resource) => {
      if (resource.origin !== new URL(deps.origin).origin) return null;
      const m = /^\/user\/([^/]+)$/.exec(resource.pathname);
      const found = m ? await memberActorByUsername(db, decodeURIComponent(m[1])) : undefined;
      return found ? { identifier: found.id } : null;
    })
    .setKeyPairsDispatcher(async (_ctx, identifier) => {
      if (identifier === INSTANCE) {
        let keys = await kv.get<JwkPairs>(INSTANCE_KEYS);
        if (!keys) {
          // Two instances starting together: the first stored wins, both use it.
          await (kv.cas ? kv.cas(INSTANCE_KEYS, undefined, await newKeyPairs()) : kv.set(INSTANCE_KEYS, await newKeyPairs()));
          keys = (await kv.get<JwkPairs>(INSTANCE_KEYS))!;
        }
        return loadKeyPairs(keys);
      }
      if (!UUID.test(identifier)) return [];
      const keys = (await actorKeysOf(db, identifier)) ?? (await saveActorKeys(db, identifier, await newKeyPairs()));
      return loadKeyPairs(keys);
    });

  federation
    // Fedify asks with no cursor for the whole collection (delivering to the followers); the
    // collection's pages on the web start from the first cursor ('').
    .setFollowersDispatcher(`${ACTOR_PATH}/followers`, async (_ctx, identifier, cursor) => {
      if (!UUID.test(identifier)) return null;
      const list = await remoteFollowersOf(db, identifier, cursor || null, cursor === null ? null : PAGE);
      const items: Recipient[] = list.map((f) => ({ id: new URL(f.uri), inboxId: new URL(f.inbox), endpoints: f.shared_inbox ? { sharedInbox: new URL(f.shared_inbox) } : null }));
      return { items, nextCursor: cursor !== null && list.length === PAGE ? list[list.length - 1].uri : null };
    })
    .setFirstCursor(async () => '')
    .setCounter(async (_ctx, identifier) => (UUID.test(identifier) ? remoteFollowerCount(db, identifier) : 0));

  // Members follow members here, not remote accounts: an empty collection.
  federation.setFollowingDispatcher(`${ACTOR_PATH}/following`, async () => ({ items: [] })).setCounter(() => 0);

  federation
    .setOutboxDispatcher(`${ACTOR_PATH}/outbox`, async (ctx, identifier) => {
      if (!UUID.test(identifier) || !(await memberActorById(db, identifier))) return null;
      const blogs = await latestArticlesOf(db, identifier, PAGE);
      const sizes = await imageSizesOf(deps, blogs);
      return { items: blogs.map((b) => createOf(ctx, b, sizes)) };
    })
    .setCounter(async (_ctx, identifier) => (UUID.test(identifier) ? publicArticleCountOf(db, identifier) : 0));

  federation.setObjectDispatcher(Article, ARTICLE_PATH, async (ctx, { id }) => {
    const key = articleOfKey(id);
    if (!key) return null;
    const b = await publicArticle(db, key.blog);
    // An earlier round's id was deleted out there: it names nothing any more.
    return b && b.round === key.round ? articleOf(ctx, b, await imageSizesOf(deps, [b])) : null;
  });

  federation.setObjectDispatcher(Note, NOTE_PATH, async (ctx, { id }) => {
    if (!UUID.test(id)) return null;
    const c = await localNote(db, id);
    return c ? noteOf(ctx, c) : null;
  });

  federation.setNodeInfoDispatcher('/nodeinfo/2.1', async () => ({
    software: { name: 'inkwell', version: '1.0.0', homepage: new URL(deps.origin) },
    protocols: ['activitypub'],
    openRegistrations: false,
    usage: { users: { total: await memberCount(db) }, localPosts: await publicBlogCount(db), localComments: 0 },
  }));

  const inbox = federation.setInboxListeners(`${ACTOR_PATH}/inbox`, '/ap/inbox');
  inbox
    .on(Follow, async (ctx, follow) => {
      const target = follow.objectId && ctx.parseUri(follow.objectId);
      if (!target || target.type !== 'actor' || !follow.id) return;
      const member = await memberActorById(db, target.identifier);
      if (!member) return;
      const actor = await remoteActorOf(ctx, follow, deps);
      if (!actor) return;
      await addRemoteFollower(db, member.id, actor.row.id, follow.id.href);
      await ctx.sendActivity(
        { identifier: member.id },
        actor.recipient,
        new Accept({ id: new URL(`#accepts/${crypto.randomUUID()}`, ctx.getActorUri(member.id)), actor: ctx.getActorUri(member.id), object: follow }),
      );
    })
    .on(Undo, async (ctx, undo) => {
      const object = await undo.getObject({ crossOrigin: 'trust' }).catch(() => null);
      const actorUri = undo.actorId?.href;
      if (!actorUri) return;
      if (object instanceof Follow) {
        const target = object.objectId && ctx.parseUri(object.objectId);
        if (target?.type !== 'actor') return;
        await removeRemoteFollower(db, target.identifier, actorUri);
      } else if (object instanceof Like || object instanceof Announce) {
        const actor = await knownActor(actorUri);
        if (!actor || !object.id) return;
        const blog = await removeReaction(db, actor.id, object instanceof Like ? 'like' : 'share', { activityId: object.id.href });
        if (blog) deps.changed(TAG.blog(blog), TAG.lists);
      }
    })
    .on(Create, async (ctx, create) => {
      const note = await create.getObject().catch(() => null);
      if (!(note instanceof Note) || !note.id || !note.replyTargetId) return;
      // The Note must be the creating actor's own.
      if (note.attributionId?.href !== create.actorId?.href) return;
      const target = await replyTargetOf(ctx, note.replyTargetId);
      if (!target) return;
      const actor = await remoteActorOf(ctx, create, deps);
      if (!actor) return;
      const text = noteText(note);
      if (!text) return;
      const id = await insertRemoteComment(db, { target, actor: actor.row.id, text, noteId: note.id.href, url: httpUrl(note.url instanceof URL ? note.url : null) ?? note.id.href, published: note.published ? new Date(note.published.epochMilliseconds) : null });
      if (!id) return;
      deps.changed(TAG.blog(target.blog), TAG.lists);
      const images = await noteImages(note);
      if (images.length) await deps.imagesDue(id, images);
    })
    .on(Update, async (_ctx, update) => {
      const note = await update.getObject().catch(() => null);
      if (isActor(note)) {
        // An actor's own profile changed (Mastodon sends this for every edit of a profile): one known
        // here is stored again as it says, and a new picture copied (the old copy is released).
        if (!note.id || note.id.href !== update.actorId?.href || !(await knownActor(note.id.href))) return;
        await storeRemoteActor(note, deps);
        return;
      }
      if (!(note instanceof Note) || !note.id || note.attributionId?.href !== update.actorId?.href) return;
      const actor = update.actorId && (await knownActor(update.actorId.href));
      const text = noteText(note);
      if (!actor || !text) return;
      const edited = await updateRemoteComment(db, actor.id, note.id.href, text);
      if (!edited) return;
      deps.changed(TAG.blog(edited.blog));
      // Its images become the edited Note's (Mastodon's edits may add, drop or replace media): copied
      // again as for a new reply, and the uploads it no longer shows released.
      const images = await noteImages(note);
      if (images.length || edited.images) await deps.imagesDue(edited.id, images);
    })
    .on(Delete, async (_ctx, del) => {
      const objectId = del.objectId?.href;
      const actor = del.actorId && (await knownActor(del.actorId.href));
      if (!objectId || !actor) return;
      const blog = await deleteRemoteComment(db, actor.id, objectId);
      if (blog) deps.changed(TAG.blog(blog), TAG.lists);
    })
    .on(Like, async (ctx, like) => reaction(ctx, like, 'like'))
    .on(Announce, async (ctx, announce) => reaction(ctx, announce, 'share'))
    .onError((_ctx, error) => deps.log.warn({ err: error }, 'an inbox activity failed'));

  async function reaction(ctx: InboxContext<void>, activity: Like | Announce, kind: 'like' | 'share') {
    const target = activity.objectId && ctx.parseUri(activity.objectId);
    const key = target?.type === 'object' && target.class === Article ? articleOfKey(target.values.id) : null;
    if (!key || !activity.id || !activity.actorId) return;
    if (await deps.blocked(activity.actorId.hostname)) return;
    // A like moves the count on the blog's cards as a member's does (the lists stay kept: at a few
    // hundred likes a second, dropping them sent every reader's list to the database); a boost's
    // count is kept with the lists, which go.
    const count = <T>(write: () => Promise<T>, added: (result: T) => boolean) => (kind === 'like' ? deps.countingLikes(key.blog, write, added) : write());
    // An actor stored lately (nearly every like after their first) is read in the statement that
    // counts; counted only on a public blog (both statements check).
    const activityId = activity.id.href;
    let counted = await count(() => addReactionOfKnown(db, key.blog, activity.actorId!.href, ACTOR_REFRESH_S, kind, activityId), (known) => known === true);
    if (counted === null) {
      const actor = await remoteActorOf(ctx, activity, deps);
      if (!actor) return;
      counted = await count(() => addReaction(db, key.blog, actor.row.id, kind, activityId), (added) => added);
    }
    if (counted && kind === 'share') deps.changed(TAG.blog(key.blog), TAG.lists);
  }

  async function replyTargetOf(ctx: InboxContext<void>, id: URL) {
    const ours = ctx.parseUri(id);
    const article = ours?.type === 'object' && ours.class === Article ? articleOfKey(ours.values.id) : null;
    if (article) return replyTarget(db, { blog: article.blog });
    if (ours?.type === 'object' && ours.class === Note && UUID.test(ours.values.id)) return replyTarget(db, { comment: ours.values.id });
    // A reply to another remote reply under one of our blogs.
    return id.origin === new URL(deps.origin).origin ? undefined : replyTarget(db, { remoteNote: id.href });
  }

  const knownActor = (uri: string) => remoteActorByUri(db, uri);

  return federation;
}

/**
 * How long a stored remote actor is used as it is before it is fetched again: a server sends many
 * activities of one actor (likes, boosts, replies), and the signature of each was already checked
 * against that actor's key, so its name, picture and inbox are read again at most this often.
 */
const ACTOR_REFRESH_S = 3600;

/** The activity's actor: stored lately, or fetched (signed: some servers require it), checked and stored; null when unusable or blocked. */
async function remoteActorOf(ctx: InboxContext<void>, activity: Activity, deps: FederationDeps): Promise<{ row: RemoteActorRow; recipient: Recipient } | null> {
  const actorId = activity.actorId;
  if (!actorId) return null;
  if (await deps.blocked(actorId.hostname)) return null;
  const stored = await recentRemoteActor(deps.db, actorId.href, ACTOR_REFRESH_S);
  if (stored) return { row: stored, recipient: { id: new URL(stored.uri), inboxId: new URL(stored.inbox), endpoints: stored.shared_inbox ? { sharedInbox: new URL(stored.shared_inbox) } : null } };
  // Fetched as anyone first (Fedify keeps the answer a while); a server that answers only signed
  // fetches is asked again, signed by the site's own actor.
  const actor =
    (await activity.getActor(ctx).catch(() => null)) ??
    (await activity.getActor({ documentLoader: await ctx.getDocumentLoader({ identifier: INSTANCE }), contextLoader: ctx.contextLoader }).catch(() => null));
  if (!actor || !isActor(actor) || actor.id?.href !== actorId.href) return null;
  const row = await storeRemoteActor(actor, deps);
  return row && { row, recipient: actor };
}

/** A remote actor as they describe themselves, stored (their picture to be copied when their icon is new); null when unusable. */
async function storeRemoteActor(actor: Actor, deps: FederationDeps): Promise<RemoteActorRow | null> {
  if (!actor.id || !actor.inboxId) return null;
  const username = actor.preferredUsername?.toString() ?? actor.id.pathname.split('/').filter(Boolean).pop() ?? 'someone';
  const icon = await actor.getIcon().catch(() => null);
  const row = await upsertRemoteActor(deps.db, {
    uri: actor.id.href,
    handle: `${username}@${actor.id.host}`.slice(0, 300),
    name: (actor.name?.toString() ?? username).slice(0, 200),
    iconUrl: httpUrl(icon?.url instanceof URL ? icon.url : null),
    url: httpUrl(actor.url instanceof URL ? actor.url : null),
    inbox: actor.inboxId.href,
    sharedInbox: actor.endpoints?.sharedInbox?.href ?? null,
  });
  if (row.avatar_due) await deps.avatarDue(row.id);
  return row;
}

/** A remote reply's images are read from its first this many attachments, as Mastodon reads a status's media. */
export const NOTE_IMAGES_MAX = 4;
/** Alt text is kept up to Mastodon's limit for a media description. */
const ALT_MAX = 1500;

/**
 * A Note's attachments that are images (Mastodon attaches a Document or an Image with `mediaType`,
 * `url`, `name` as the alt text), from the first NOTE_IMAGES_MAX, in order: their addresses (http(s)
 * only) and alt text. Their files are fetched later, by the job that copies them.
 */
async function noteImages(note: Note): Promise<{ url: string; alt: string }[]> {
  const found: { url: string; alt: string }[] = [];
  let n = 0;
  try {
    for await (const a of note.getAttachments()) {
      if (++n > NOTE_IMAGES_MAX) break;
      if (!(a instanceof Document)) continue;
      const type = a.mediaType ?? (a instanceof Image ? 'image/*' : '');
      const url = httpUrl(a.url instanceof URL ? a.url : a.url instanceof Link ? a.url.href : null);
      if (!type.startsWith('image/') || !url) continue;
      found.push({ url, alt: [...(a.name?.toString() ?? '').trim()].slice(0, ALT_MAX).join('') });
    }
  } catch {
    // An attachment that cannot be read (a link to a document that will not load) ends the list.
  }
  return found;
}

/** Only http(s) addresses are kept to be shown as links. */
function httpUrl(url: URL | null | undefined): string | null {
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href.slice(0, 2000) : null;
}

/** A remote Note's HTML as a comment's plain text: links as their text, paragraphs kept, cut at a comment's limit. */
export function noteText(note: Note): string {
  return htmlText(note.content?.toString() ?? '');
}

/** Elements that end a line of text; the text of these is left out. */
const BREAKS = new Set(['p', 'br', 'div', 'li', 'blockquote', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr']);
const SKIPPED = new Set(['script', 'style', 'template']);

/** HTML's text (entities decoded, links as their words), a line per paragraph, cut at a comment's length. */
export function htmlText(html: string): string {
  let text = '';
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED.has(name)) skipping++;
        else if (name === 'br') text += '\n';
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipping = Math.max(0, skipping - 1);
        else if (BREAKS.has(name) && name !== 'br') text += '\n\n';
      },
      ontext(t) {
        if (!skipping) text += t;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html.slice(0, 200_000));
  parser.end();
  const clean = text.replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
  return [...clean].slice(0, COMMENT_MAX).join('');
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>');

/**
 * A time as Fedify's vocabulary takes it. Node 20 has no Temporal: the polyfill Fedify itself uses
 * makes it, typed as the standard one that Fedify's declarations name.
 */
const instant = (d: Date) => TemporalPolyfill.Instant.fromEpochMilliseconds(new Date(d).getTime()) as unknown as Temporal.Instant;

/** The sizes of this server's images, by address (what uploads recorded when they were processed). */
export type ImageSizes = Map<string, { width: number; height: number }>;

type ImageBlock = { type?: string; data?: { file?: { url?: unknown }; caption?: unknown } };

/** The banners' and image blocks' sizes of these blogs, in one query. */
export async function imageSizesOf(deps: Pick<FederationDeps, 'db' | 'keyOf'>, blogs: ArticleRow[]): Promise<ImageSizes> {
  const urls = blogs.flatMap((b) => [b.banner, ...((b.content?.blocks ?? []) as ImageBlock[]).map((k) => (k.type === 'image' && typeof k.data?.file?.url === 'string' ? k.data.file.url : ''))]);
  const keyed = urls.flatMap((url) => {
    const key = url && isUploadAddress(url) ? deps.keyOf(url) : null;
    return key ? [{ url, key }] : [];
  });
  const meta = await imageMetaOf(deps.db, [...new Set(keyed.map((k) => k.key))]);
  const sizes: ImageSizes = new Map();
  for (const { url, key } of keyed) {
    const m = meta.get(key);
    if (m) sizes.set(url, { width: m.width, height: m.height });
  }
  return sizes;
}

/**
 * One of this server's uploads as an Image: its 1280-px JPEG, the one address a feed gives (other
 * servers take one and copy it), with its size at that width when known. Another site's image is
 * not one: its type and size are unknown, and it stays in the Article's HTML.
 */
function uploadImage(url: string, origin: URL, sizes: ImageSizes, name?: string): Image | null {
  if (!isUploadAddress(url)) return null;
  const size = sizes.get(url);
  const fitted = size ? fittedSize(size, 1280) : null;
  return new Image({ url: new URL(imageVariantUrl(url, 1280, 'jpeg'), origin), mediaType: 'image/jpeg', width: fitted?.width ?? null, height: fitted?.height ?? null, name: name || null });
}

/** A blog's image blocks as the Article's attachments (Mastodon shows these as its media), in order, each once. */
function attachmentsOf(b: ArticleRow, origin: URL, sizes: ImageSizes): Image[] {
  const seen = new Set<string>();
  return ((b.content?.blocks ?? []) as ImageBlock[]).flatMap((k) => {
    const url = k.type === 'image' && typeof k.data?.file?.url === 'string' ? k.data.file.url : '';
    if (!url || seen.has(url)) return [];
    seen.add(url);
    const image = uploadImage(url, origin, sizes, typeof k.data?.caption === 'string' ? htmlText(k.data.caption) : undefined);
    return image ? [image] : [];
  });
}

/** A public blog as its Article: title, description, its whole HTML with absolute addresses, tags, banner and images. */
export function articleOf(ctx: FedContext<void>, b: ArticleRow, sizes: ImageSizes): Article {
  const origin = ctx.origin;
  const url = new URL(`/blogs/${encodeURIComponent(b.blog_id)}`, origin);
  return new Article({
    id: ctx.getObjectUri(Article, { id: articleKey(b.id, b.round) }),
    attribution: ctx.getActorUri(b.author),
    name: b.title,
    summary: b.des || null,
    content: renderBlocks(b.content?.blocks ?? [], origin, 'feed'),
    url,
    published: instant(b.published_at),
    updated: instant(b.updated_at),
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(b.author),
    tags: b.tags.map((t) => new Hashtag({ name: `#${t.replace(/\s+/g, '')}`, href: new URL(`/search/${encodeURIComponent(t)}`, origin) })),
    image: b.banner ? (uploadImage(b.banner, new URL(origin), sizes) ?? new Image({ url: new URL(b.banner, origin) })) : null,
    attachments: attachmentsOf(b, new URL(origin), sizes),
    ...(b.language ? { contentMap: new Map([[b.language, renderBlocks(b.content?.blocks ?? [], origin, 'feed')]]) } : {}),
  });
}

/** The Create that first delivered a blog (also what the outbox lists). */
export function createOf(ctx: FedContext<void>, b: ArticleRow, sizes: ImageSizes): Create {
  const article = articleOf(ctx, b, sizes);
  return new Create({ id: new URL(`${article.id!.href}#create`), actor: ctx.getActorUri(b.author), object: article, to: PUBLIC_COLLECTION, cc: ctx.getFollowersUri(b.author), published: instant(b.published_at) });
}

/** A member's reply to a remote comment as a Note in reply to it, mentioning its writer. */
export function noteOf(ctx: FedContext<void>, c: NonNullable<Awaited<ReturnType<typeof localNote>>>): Note {
  const to = c.parent_actor_uri ? new URL(c.parent_actor_uri) : null;
  const handle = c.parent_actor_handle ? `@${c.parent_actor_handle}` : null;
  const text = escapeText(c.comment);
  return new Note({
    id: ctx.getObjectUri(Note, { id: c.id }),
    attribution: ctx.getActorUri(c.commented_by),
    content: handle && to ? `<p><a href="${escapeText(to.href)}" class="u-url mention">${escapeText(handle)}</a> ${text}</p>` : `<p>${text}</p>`,
    replyTarget: c.parent_remote_id ? new URL(c.parent_remote_id) : ctx.getObjectUri(Article, { id: c.blog }),
    url: new URL(`/blogs/${encodeURIComponent(c.blog_id)}`, ctx.origin),
    published: instant(c.commented_at),
    to: to ?? PUBLIC_COLLECTION,
    ccs: [PUBLIC_COLLECTION],
    tags: to && handle ? [new Mention({ href: to, name: handle })] : [],
  });
}

export { Article, Create, Delete, Tombstone, Update };
