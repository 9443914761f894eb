import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { one, rows, type Executor } from '../db/query.ts';
import type { CommentImage, JwkPair } from '../db/schema.ts';
import { deleteCommentTree } from './comments.ts';

/** The fediverse's rows (migration 0025): members as actors, remote actors and what they did here. */

/** A member as their actor shows them (suspended members have no actor). */
export interface MemberActorRow {
  id: string;
  username: string;
  fullname: string;
  bio: string;
  profile_img: string;
  joined_at: Date;
}

const memberColumns = sql`id, username, fullname, bio, profile_img, joined_at`;
const notSuspended = sql`(suspended_until IS NULL OR suspended_until <= now())`;

export const memberActorById = (ex: Executor, id: string) =>
  one<MemberActorRow>(ex, sql`SELECT ${memberColumns} FROM users WHERE id = ${id}::uuid AND ${notSuspended}`);

export const memberActorByUsername = (ex: Executor, username: string) =>
  one<MemberActorRow>(ex, sql`SELECT ${memberColumns} FROM users WHERE username = ${username} AND ${notSuspended}`);

export const memberCount = async (ex: Executor) => (await one<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM users WHERE ${notSuspended}`))!.n;

export const publicBlogCount = async (ex: Executor) =>
  (await one<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM blogs WHERE NOT draft AND NOT hidden AND NOT held`))!.n;

export async function actorKeysOf(ex: Executor, userId: string): Promise<{ rsa: JwkPair; ed25519: JwkPair } | undefined> {
  return one(ex, sql`SELECT rsa, ed25519 FROM actor_keys WHERE user_id = ${userId}::uuid`);
}

/** Stores a member's first key pairs; when two requests made them at once, the first stored wins (read back). */
export async function saveActorKeys(ex: Executor, userId: string, keys: { rsa: JwkPair; ed25519: JwkPair }) {
  await ex.execute(
    sql`INSERT INTO actor_keys (user_id, rsa, ed25519) VALUES (${userId}::uuid, ${JSON.stringify(keys.rsa)}::jsonb, ${JSON.stringify(keys.ed25519)}::jsonb)
        ON CONFLICT (user_id) DO NOTHING`,
  );
  return (await actorKeysOf(ex, userId))!;
}

/** A published blog as its Article shows it (null: not public, or its author is suspended). */
export interface ArticleRow {
  id: string;
  blog_id: string;
  title: string;
  des: string;
  banner: string;
  content: { blocks?: unknown[] };
  tags: string[];
  language: string;
  published_at: Date;
  updated_at: Date;
  author: string;
  federated_at: Date | null;
  /** Deletes its Article got so far: the round of the id it goes out under. */
  round: number;
}

export const publicArticle = (ex: Executor, blogUuid: string) =>
  one<ArticleRow>(
    ex,
    sql`SELECT b.id, b.blog_id, b.title, b.des, b.banner, b.content, b.tags, b.language, b.published_at, b.updated_at, b.author, b.federated_at, b.federation_round AS round
        FROM blogs b JOIN users u ON u.id = b.author
        WHERE b.id = ${blogUuid}::uuid AND NOT b.draft AND NOT b.hidden AND NOT b.held AND (u.suspended_until IS NULL OR u.suspended_until <= now())`,
  );

/** A blog's uuid and the round of its Article's id, by its blog_id. */
export const articleIdOf = (ex: Executor, blogId: string) => one<{ id: string; round: number }>(ex, sql`SELECT id, federation_round AS round FROM blogs WHERE blog_id = ${blogId}`);

/** A member's latest public blogs (their outbox shows these as Create activities). */
export const latestArticlesOf = (ex: Executor, userId: string, limit: number) =>
  rows<ArticleRow>(
    ex,
    sql`SELECT b.id, b.blog_id, b.title, b.des, b.banner, b.content, b.tags, b.language, b.published_at, b.updated_at, b.author, b.federated_at, b.federation_round AS round
        FROM blogs b WHERE b.author = ${userId}::uuid AND NOT b.draft AND NOT b.hidden AND NOT b.held ORDER BY b.published_at DESC LIMIT ${limit}`,
  );

export const publicArticleCountOf = async (ex: Executor, userId: string) =>
  (await one<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM blogs WHERE author = ${userId}::uuid AND NOT draft AND NOT hidden AND NOT held`))!.n;

/** The round of the blog's Article out there (its Create went out, no Delete since); null when none is. */
export const federatedRound = async (ex: Executor, blogUuid: string) =>
  (await one<{ round: number }>(ex, sql`SELECT federation_round AS round FROM blogs WHERE id = ${blogUuid}::uuid AND federated_at IS NOT NULL`))?.round ?? null;

export const authorOfBlog = async (ex: Executor, blogUuid: string) => (await one<{ author: string }>(ex, sql`SELECT author FROM blogs WHERE id = ${blogUuid}::uuid`))?.author;

/** A member's blogs that went out to the fediverse (a suspension withdraws them). */
export const federatedBlogsOf = async (ex: Executor, userId: string) =>
  (await rows<{ id: string }>(ex, sql`SELECT id FROM blogs WHERE author = ${userId}::uuid AND federated_at IS NOT NULL`)).map((r) => r.id);

/**
 * A member's public blogs that went out to the fediverse, now or before a Delete (an earlier
 * suspension's): a suspension's end sends these again.
 */
export const sentBlogsOf = async (ex: Executor, userId: string) =>
  (await rows<{ id: string }>(
    ex,
    sql`SELECT id FROM blogs WHERE author = ${userId}::uuid AND NOT draft AND NOT hidden AND NOT held AND (federated_at IS NOT NULL OR federation_round > 0)`,
  )).map((r) => r.id);

/**
 * Marks whether the blog's Create went out (its next change is an Update), or its Delete did: then the
 * next Create is of a new round's id, since servers keep the deleted one's tombstone.
 */
export async function setFederated(ex: Executor, blogUuid: string, federated: boolean) {
  await ex.execute(
    federated
      ? sql`UPDATE blogs SET federated_at = now() WHERE id = ${blogUuid}::uuid`
      : sql`UPDATE blogs SET federated_at = NULL, federation_round = federation_round + 1 WHERE id = ${blogUuid}::uuid`,
  );
}

/* A deleted member's actor */

/**
 * Keeps a member's key pairs beyond their row (in the transaction that deletes it), so the Delete of
 * their actor can be signed by them; whether they had any (a member never asked for as an actor had none).
 */
export async function keepDepartedKeys(ex: Executor, userId: string): Promise<boolean> {
  const kept = await rows(
    ex,
    sql`INSERT INTO departed_actors (id, rsa, ed25519) SELECT user_id, rsa, ed25519 FROM actor_keys WHERE user_id = ${userId}::uuid
        ON CONFLICT (id) DO NOTHING RETURNING id`,
  );
  return kept.length > 0;
}

/**
 * Remembers a deleted member's actor id and username (in the transaction that deletes them): their
 * actor answers 410 Gone from then on, as Mastodon answers for a deleted account.
 */
export async function keepDepartedMember(ex: Executor, userId: string) {
  await ex.execute(sql`INSERT INTO departed_members (id, username) SELECT id, username FROM users WHERE id = ${userId}::uuid ON CONFLICT (id) DO NOTHING`);
}

/** A deleted member's actor, by its id or (the latest to leave) by the username they had. */
export const departedMember = (ex: Executor, by: { id: string } | { username: string }) =>
  one<{ id: string; departed_at: Date }>(
    ex,
    'id' in by
      ? sql`SELECT id, departed_at FROM departed_members WHERE id = ${by.id}::uuid`
      : sql`SELECT id, departed_at FROM departed_members WHERE username = ${by.username} ORDER BY departed_at DESC LIMIT 1`,
  );

export const departedKeys = (ex: Executor, id: string) => one<{ rsa: JwkPair; ed25519: JwkPair }>(ex, sql`SELECT rsa, ed25519 FROM departed_actors WHERE id = ${id}::uuid`);

/** Forgets a deleted member's keys once the Delete of their actor is queued (each delivery carries its own copy). */
export async function forgetDepartedKeys(ex: Executor, id: string) {
  await ex.execute(sql`DELETE FROM departed_actors WHERE id = ${id}::uuid`);
}

/**
 * How long a deleted member's keys outlive a Delete that was never queued (its job given up after its
 * tries): longer than every retry of that job, after which nothing will ever sign with them.
 */
export const DEPARTED_KEYS_DAYS = 2;

/** Forgets the keys of members deleted more than DEPARTED_KEYS_DAYS ago (the hourly clean-up); how many. */
export async function sweepDepartedKeys(ex: Executor): Promise<number> {
  return (await rows(ex, sql`DELETE FROM departed_actors WHERE departed_at < now() - make_interval(days => ${DEPARTED_KEYS_DAYS}) RETURNING id`)).length;
}

/* Remote actors */

export interface RemoteActorFields {
  uri: string;
  handle: string;
  name: string;
  iconUrl: string | null;
  url: string | null;
  inbox: string;
  sharedInbox: string | null;
}

export interface RemoteActorRow {
  id: string;
  uri: string;
  domain: string;
  handle: string;
  name: string;
  avatar: string;
  url: string | null;
  inbox: string;
  shared_inbox: string | null;
}

/** Inserts or refreshes a remote actor as just fetched; its row, and whether their icon is still to be copied here. */
export async function upsertRemoteActor(ex: Executor, a: RemoteActorFields): Promise<RemoteActorRow & { avatar_due: boolean }> {
  const domain = new URL(a.uri).hostname.toLowerCase();
  return (await one<RemoteActorRow & { avatar_due: boolean }>(
    ex,
    sql`INSERT INTO remote_actors (uri, domain, handle, name, icon_url, avatar, url, inbox, shared_inbox)
        VALUES (${a.uri}, ${domain}, ${a.handle}, ${a.name}, ${a.iconUrl}, ${remoteAvatarPath(a.uri)}, ${a.url}, ${a.inbox}, ${a.sharedInbox})
        ON CONFLICT (uri) DO UPDATE SET handle = excluded.handle, name = excluded.name, icon_url = excluded.icon_url, url = excluded.url,
          inbox = excluded.inbox, shared_inbox = excluded.shared_inbox, fetched_at = now(),
          -- An actor without an icon any more has the drawn picture again.
          avatar = CASE WHEN excluded.icon_url IS NULL THEN excluded.avatar ELSE remote_actors.avatar END,
          avatar_source = CASE WHEN excluded.icon_url IS NULL THEN NULL ELSE remote_actors.avatar_source END
        RETURNING id, uri, domain, handle, name, avatar, url, inbox, shared_inbox, (icon_url IS NOT NULL AND icon_url IS DISTINCT FROM avatar_source) AS avatar_due`,
  ))!;
}

/* Remote actors' pictures, copied here */

/** A remote actor's icon address when it is not copied here yet (nor refused). */
export const avatarToCopy = async (ex: Executor, actorId: string) =>
  (await one<{ icon_url: string }>(ex, sql`SELECT icon_url FROM remote_actors WHERE id = ${actorId}::uuid AND icon_url IS NOT NULL AND icon_url IS DISTINCT FROM avatar_source`))?.icon_url ?? null;

/**
 * Makes `avatar` (the copy of `source`, upload `key`) the actor's picture if `source` is still their
 * icon, in one statement: the upload is used by them from then on, an earlier copy's use goes (the
 * upload clean-up then takes that file). With no copy (refused), `source` is only marked as tried,
 * and the drawn picture stays. The blogs whose discussions show the actor (null: their icon changed
 * meanwhile, and the copy stays unused).
 */
export async function setRemoteAvatar(ex: Executor, actorId: string, source: string, copy: { avatar: string; key: string } | null): Promise<string[] | null> {
  const actor = sql`UPDATE remote_actors SET avatar_source = ${source} ${copy ? sql`, avatar = ${copy.avatar}` : sql``}
                    WHERE id = ${actorId}::uuid AND icon_url = ${source} RETURNING id`;
  const uses = copy
    ? sql`, gone AS (DELETE FROM upload_uses WHERE remote_actor IN (SELECT id FROM actor) AND key <> ${copy.key}),
          used AS (INSERT INTO upload_uses (key, remote_actor) SELECT ${copy.key}, id FROM actor)`
    : sql``;
  const found = await rows<{ blog: string | null }>(
    ex,
    sql`WITH actor AS (${actor}) ${uses}
        SELECT DISTINCT c.blog FROM actor LEFT JOIN comments c ON c.remote_actor = actor.id`,
  );
  return found.length ? found.flatMap((r) => (r.blog ? [r.blog] : [])) : null;
}

export const remoteActorByUri = (ex: Executor, uri: string) =>
  one<RemoteActorRow>(ex, sql`SELECT id, uri, domain, handle, name, avatar, url, inbox, shared_inbox FROM remote_actors WHERE uri = ${uri}`);

/** A remote actor stored from a fetch at most `maxAgeS` seconds ago. */
export const recentRemoteActor = (ex: Executor, uri: string, maxAgeS: number) =>
  one<RemoteActorRow>(
    ex,
    sql`SELECT id, uri, domain, handle, name, avatar, url, inbox, shared_inbox FROM remote_actors
        WHERE uri = ${uri} AND fetched_at > now() - make_interval(secs => ${maxAgeS})`,
  );

export const remoteActorById = (ex: Executor, id: string) =>
  one<RemoteActorRow>(ex, sql`SELECT id, uri, domain, handle, name, avatar, url, inbox, shared_inbox FROM remote_actors WHERE id = ${id}::uuid`);

/** A remote actor known here by its handle (user@host, any case). */
export const remoteActorByHandle = (ex: Executor, handle: string) =>
  one<RemoteActorRow>(ex, sql`SELECT id, uri, domain, handle, name, avatar, url, inbox, shared_inbox FROM remote_actors WHERE lower(handle) = lower(${handle}) ORDER BY fetched_at DESC LIMIT 1`);

/** The picture a remote actor shows here: drawn by us from its address (we never link another server's files). */
export const remoteAvatarPath = (uri: string) => `/api/avatar/r${createHash('sha256').update(uri).digest('base64url').slice(0, 20)}.svg`;

/* Followers */

export async function addRemoteFollower(ex: Executor, followee: string, actor: string, followId: string) {
  await ex.execute(
    sql`INSERT INTO remote_followers (followee, actor, follow_id) VALUES (${followee}::uuid, ${actor}::uuid, ${followId})
        ON CONFLICT (followee, actor) DO UPDATE SET follow_id = excluded.follow_id`,
  );
}

export async function removeRemoteFollower(ex: Executor, followee: string, actorUri: string) {
  await ex.execute(sql`DELETE FROM remote_followers f USING remote_actors a WHERE f.actor = a.id AND a.uri = ${actorUri} AND f.followee = ${followee}::uuid`);
}

export interface FollowerInbox {
  uri: string;
  inbox: string;
  shared_inbox: string | null;
}

/** A member's remote followers, in a stable order, `limit` (null: all) from after `cursor` (an actor's uri). */
export const remoteFollowersOf = (ex: Executor, userId: string, cursor: string | null, limit: number | null) =>
  rows<FollowerInbox>(
    ex,
    sql`SELECT a.uri, a.inbox, a.shared_inbox FROM remote_followers f JOIN remote_actors a ON a.id = f.actor
        WHERE f.followee = ${userId}::uuid ${cursor ? sql`AND a.uri > ${cursor}` : sql``} ORDER BY a.uri ${limit === null ? sql`` : sql`LIMIT ${limit}`}`,
  );

export const remoteFollowerCount = async (ex: Executor, userId: string) =>
  (await one<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM remote_followers WHERE followee = ${userId}::uuid`))!.n;

/* Reactions */

/** Records a remote Like or Announce of a blog once, counting it; whether it was new. */
export async function addReaction(ex: Executor, blogUuid: string, actor: string, kind: 'like' | 'share', activityId: string): Promise<boolean> {
  const column = kind === 'like' ? sql`total_likes` : sql`total_shares`;
  // Only a public blog (as publicArticle says) takes it: checked in the same statement, one round
  // trip fewer for each incoming like or boost.
  const row = await one<{ n: number }>(
    ex,
    sql`WITH added AS (INSERT INTO remote_reactions (blog, actor, kind, activity_id)
                       SELECT b.id, ${actor}::uuid, ${kind}, ${activityId} FROM blogs b JOIN users u ON u.id = b.author
                       WHERE b.id = ${blogUuid}::uuid AND NOT b.draft AND NOT b.hidden AND NOT b.held AND (u.suspended_until IS NULL OR u.suspended_until <= now())
                       ON CONFLICT DO NOTHING RETURNING blog),
         counted AS (UPDATE blogs SET ${column} = ${column} + 1 WHERE id = ${blogUuid}::uuid AND EXISTS (SELECT 1 FROM added) RETURNING id)
        SELECT count(*)::int AS n FROM counted`,
  );
  return row!.n > 0;
}

/**
 * A like or boost by a remote actor named by their id, counted as addReaction counts it, when that
 * actor was stored from a fetch at most `maxAgeS` seconds ago: the actor's row is read in the same
 * statement, one round trip fewer for each incoming like or boost of an actor known here (nearly all
 * of them). Null when the actor is not stored that recently (the caller fetches them, then counts
 * with addReaction); otherwise whether it counted (a repeat, or a blog that is not public, does not).
 */
export async function addReactionOfKnown(ex: Executor, blogUuid: string, actorUri: string, maxAgeS: number, kind: 'like' | 'share', activityId: string): Promise<boolean | null> {
  const column = kind === 'like' ? sql`total_likes` : sql`total_shares`;
  const row = await one<{ known: boolean; n: number }>(
    ex,
    sql`WITH actor AS (SELECT id FROM remote_actors WHERE uri = ${actorUri} AND fetched_at > now() - make_interval(secs => ${maxAgeS})),
         added AS (INSERT INTO remote_reactions (blog, actor, kind, activity_id)
                   SELECT b.id, a.id, ${kind}, ${activityId} FROM actor a, blogs b JOIN users u ON u.id = b.author
                   WHERE b.id = ${blogUuid}::uuid AND NOT b.draft AND NOT b.hidden AND NOT b.held AND (u.suspended_until IS NULL OR u.suspended_until <= now())
                   ON CONFLICT DO NOTHING RETURNING blog),
         counted AS (UPDATE blogs SET ${column} = ${column} + 1 WHERE id = ${blogUuid}::uuid AND EXISTS (SELECT 1 FROM added) RETURNING id)
        SELECT EXISTS (SELECT 1 FROM actor) AS known, (SELECT count(*) FROM counted)::int AS n`,
  );
  return row!.known ? row!.n > 0 : null;
}

/** Takes back a remote Like or Announce (by the undone activity's id, or by actor and blog); the blog's _id when one went. */
export async function removeReaction(ex: Executor, actor: string, kind: 'like' | 'share', by: { activityId: string } | { blog: string }): Promise<string | undefined> {
  const column = kind === 'like' ? sql`total_likes` : sql`total_shares`;
  const match = 'activityId' in by ? sql`activity_id = ${by.activityId}` : sql`blog = ${by.blog}::uuid`;
  const row = await one<{ blog: string }>(
    ex,
    sql`WITH removed AS (DELETE FROM remote_reactions WHERE actor = ${actor}::uuid AND kind = ${kind} AND ${match} RETURNING blog),
         counted AS (UPDATE blogs SET ${column} = greatest(${column} - 1, 0) WHERE id IN (SELECT blog FROM removed) RETURNING id)
        SELECT id AS blog FROM counted`,
  );
  return row?.blog;
}

/* Comments */

/** What a remote reply answers: a blog (its Article) or a comment on one. */
export interface ReplyTarget {
  blog: string;
  blog_id: string;
  title: string;
  author: string;
  /** The comment replied to (null: the blog itself). */
  parent: string | null;
  /** Whom the reply tells: the parent's writer (a member), else the blog's author; null: nobody here. */
  notify: string | null;
}

/** The public blog or visible comment a Note answers, by our Article's _id or a comment's id. */
export function replyTarget(ex: Executor, to: { blog: string } | { comment: string } | { remoteNote: string }): Promise<ReplyTarget | undefined> {
  const open = sql`NOT b.draft AND NOT b.hidden AND NOT b.held`;
  if ('blog' in to) {
    return one(ex, sql`SELECT b.id AS blog, b.blog_id, b.title, b.author, NULL::uuid AS parent, b.author AS notify FROM blogs b WHERE b.id = ${to.blog}::uuid AND ${open}`);
  }
  const match = 'comment' in to ? sql`c.id = ${to.comment}::uuid` : sql`c.remote_id = ${to.remoteNote}`;
  return one(
    ex,
    sql`SELECT b.id AS blog, b.blog_id, b.title, b.author, c.id AS parent, c.commented_by AS notify
        FROM comments c JOIN blogs b ON b.id = c.blog WHERE ${match} AND NOT c.hidden AND NOT c.held AND ${open}`,
  );
}

/** Inserts a remote actor's reply with its blog's counters and the notification it makes; its id, or null when that Note is here already. */
export async function insertRemoteComment(
  ex: Executor,
  c: { target: ReplyTarget; actor: string; text: string; noteId: string; url: string | null; published: Date | null },
): Promise<string | null> {
  const top = c.target.parent ? 0 : 1;
  const type = c.target.parent ? 'reply' : 'comment';
  const row = await one<{ id: string }>(
    ex,
    sql`WITH c AS (INSERT INTO comments (blog, comment, commented_by, is_reply, parent, remote_actor, remote_id, remote_url, commented_at)
                   VALUES (${c.target.blog}::uuid, ${c.text}, NULL, ${!!c.target.parent}, ${c.target.parent}::uuid, ${c.actor}::uuid, ${c.noteId}, ${c.url},
                           least(coalesce(${c.published?.toISOString() ?? null}::timestamptz, now()), now()))
                   ON CONFLICT (remote_id) DO NOTHING RETURNING id, parent),
         counted AS (UPDATE blogs SET total_comments = total_comments + 1, total_parent_comments = total_parent_comments + ${top}
                     WHERE id = ${c.target.blog}::uuid AND EXISTS (SELECT 1 FROM c) RETURNING id),
         noted AS (INSERT INTO notifications (type, blog, notification_for, user_id, remote_actor, comment, replied_on_comment)
                   SELECT ${type}, ${c.target.blog}::uuid, ${c.target.notify}::uuid, NULL, ${c.actor}::uuid, c.id, c.parent FROM c
                   WHERE ${c.target.notify}::uuid IS NOT NULL
                     AND NOT EXISTS (SELECT 1 FROM remote_blocks x WHERE x.blocker = ${c.target.notify}::uuid AND x.actor = ${c.actor}::uuid)
                   RETURNING id)
        SELECT c.id, (SELECT count(*) FROM counted) AS counted, (SELECT count(*) FROM noted) AS noted FROM c`,
  );
  return row?.id ?? null;
}

/** Changes the text of a remote actor's reply (its own only); the blog's _id when one changed. */
/**
 * Makes these uploads (copies of its attachments) a remote reply's images, used by it from then on;
 * the blog it is under (undefined: the reply went meanwhile, and the copies stay unused).
 */
export async function setCommentImages(ex: Executor, comment: string, images: (CommentImage & { key: string })[]): Promise<string | undefined> {
  const shown: CommentImage[] = images.map(({ url, alt, width, height }) => ({ url, alt, width, height }));
  const keys = sql.param(images.map((i) => i.key));
  // The comment's images are these now (none: no images): uploads it no longer shows are released to
  // the upload clean-up, the new ones are its own (each once).
  const row = await one<{ blog: string }>(
    ex,
    sql`WITH c AS (UPDATE comments SET images = ${shown.length ? JSON.stringify(shown) : null}::jsonb WHERE id = ${comment}::uuid AND remote_actor IS NOT NULL RETURNING id, blog),
         dropped AS (DELETE FROM upload_uses u USING c WHERE u.comment = c.id AND NOT (u.key = ANY(${keys}::text[]))),
         used AS (INSERT INTO upload_uses (key, comment)
                  SELECT DISTINCT k, c.id FROM c, unnest(${keys}::text[]) AS k
                  WHERE NOT EXISTS (SELECT 1 FROM upload_uses u WHERE u.comment = c.id AND u.key = k))
        SELECT blog FROM c`,
  );
  return row?.blog;
}

/** A remote actor's edit of their reply's text: the blog's _id, the comment's id, and whether it shows images; undefined when it is not theirs here. */
export async function updateRemoteComment(ex: Executor, actor: string, noteId: string, text: string) {
  return one<{ blog: string; id: string; images: boolean }>(
    ex,
    sql`UPDATE comments SET comment = ${text} WHERE remote_id = ${noteId} AND remote_actor = ${actor}::uuid
        RETURNING blog, id, coalesce(jsonb_array_length(images), 0) > 0 AS images`,
  );
}

/** Deletes a remote actor's reply (its own only) with the replies under it; the blog's _id when one went. */
export async function deleteRemoteComment(ex: Executor, actor: string, noteId: string): Promise<string | undefined> {
  const c = await one<{ id: string; blog: string }>(ex, sql`SELECT id, blog FROM comments WHERE remote_id = ${noteId} AND remote_actor = ${actor}::uuid FOR UPDATE`);
  if (!c) return undefined;
  await deleteCommentTree(ex, c.id, c.blog);
  return c.blog;
}

/** A comment of ours as its Note shows it (only a reply to a remote comment federates). */
export interface LocalNoteRow {
  id: string;
  comment: string;
  commented_at: Date;
  commented_by: string;
  blog: string;
  blog_id: string;
  parent_remote_id: string | null;
  parent_actor_uri: string | null;
  parent_actor_inbox: string | null;
  parent_actor_handle: string | null;
}

export const localNote = (ex: Executor, commentId: string) =>
  one<LocalNoteRow>(
    ex,
    sql`SELECT c.id, c.comment, c.commented_at, c.commented_by, c.blog, b.blog_id, p.remote_id AS parent_remote_id,
          a.uri AS parent_actor_uri, a.inbox AS parent_actor_inbox, a.handle AS parent_actor_handle
        FROM comments c JOIN blogs b ON b.id = c.blog LEFT JOIN comments p ON p.id = c.parent LEFT JOIN remote_actors a ON a.id = p.remote_actor
        WHERE c.id = ${commentId}::uuid AND c.commented_by IS NOT NULL AND NOT c.hidden AND NOT c.held AND NOT b.draft AND NOT b.hidden`,
  );

/* Blocks */

export const blockedDomainList = (ex: Executor) =>
  rows<{ domain: string; created_at: Date }>(ex, sql`SELECT domain, created_at FROM blocked_domains ORDER BY domain`);

/**
 * Blocks a server: its followers, reactions and comments (with the replies under them) go, and the
 * blogs' counters with them; the _ids of the blogs that changed.
 */
export async function blockDomain(ex: Executor, domain: string, by: string): Promise<string[]> {
  await ex.execute(sql`INSERT INTO blocked_domains (domain, blocked_by) VALUES (${domain}, ${by}::uuid) ON CONFLICT (domain) DO NOTHING`);
  await ex.execute(sql`DELETE FROM remote_followers f USING remote_actors a WHERE f.actor = a.id AND a.domain = ${domain}`);
  const changed = new Set<string>();
  for (const kind of ['like', 'share'] as const) {
    const column = kind === 'like' ? sql`total_likes` : sql`total_shares`;
    const gone = await rows<{ blog: string }>(
      ex,
      sql`WITH removed AS (DELETE FROM remote_reactions r USING remote_actors a WHERE r.actor = a.id AND a.domain = ${domain} AND r.kind = ${kind} RETURNING r.blog),
           n AS (SELECT blog, count(*)::int AS n FROM removed GROUP BY blog)
          UPDATE blogs b SET ${column} = greatest(${column} - n.n, 0) FROM n WHERE b.id = n.blog RETURNING b.id AS blog`,
    );
    for (const g of gone) changed.add(g.blog);
  }
  const remote = await rows<{ id: string; blog: string }>(
    ex,
    sql`SELECT c.id, c.blog FROM comments c JOIN remote_actors a ON a.id = c.remote_actor WHERE a.domain = ${domain} ORDER BY c.is_reply DESC`,
  );
  for (const c of remote) {
    // A reply may already have gone with a comment above it.
    if (await one(ex, sql`SELECT 1 FROM comments WHERE id = ${c.id}::uuid`)) await deleteCommentTree(ex, c.id, c.blog);
    changed.add(c.blog);
  }
  return [...changed];
}

export async function unblockDomain(ex: Executor, domain: string) {
  await ex.execute(sql`DELETE FROM blocked_domains WHERE domain = ${domain}`);
}

export async function setRemoteBlock(ex: Executor, blocker: string, actor: string, blocked: boolean) {
  await ex.execute(
    blocked
      ? sql`INSERT INTO remote_blocks (blocker, actor) VALUES (${blocker}::uuid, ${actor}::uuid) ON CONFLICT DO NOTHING`
      : sql`DELETE FROM remote_blocks WHERE blocker = ${blocker}::uuid AND actor = ${actor}::uuid`,
  );
}

export const remoteBlocked = async (ex: Executor, blocker: string, actor: string) =>
  !!(await one(ex, sql`SELECT 1 FROM remote_blocks WHERE blocker = ${blocker}::uuid AND actor = ${actor}::uuid`));
