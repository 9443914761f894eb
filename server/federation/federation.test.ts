import './node20.ts';
import { createFederation, InProcessMessageQueue, MemoryKvStore, signRequest, verifyRequest, type KvKey } from '@fedify/fedify';
import { describe, expect, it } from 'vitest';
import { testMessageQueue } from '@fedify/testing';
import { Activity, CryptographicKey, Like } from '@fedify/vocab';
import { keepExpansions, keepParsedActivities } from './parsedActivities.ts';
import { keepLoaders, keepShippedContexts } from './loaders.ts';
import { keepParsedKeys } from './parsedKeys.ts';
import { HeldBodyRequest } from './heldBody.ts';
import { newRsaKeyPair } from './federation.ts';
import { DatabaseKvStore } from './kv.ts';
import { DatabaseMessageQueue, markOf } from './queue.ts';
import { JobRunner } from '../jobs/runner.ts';
import { BlockedDomains } from './blockedDomains.ts';
import { kvDelete } from '../store/federation.ts';
import type { Executor } from '../db/query.ts';
import { createBlog, setupServer, signup, until } from '../test/helpers.ts';
import { addReactionOfKnown, upsertRemoteActor } from '../store/fediverse.ts';

describe('the context loader', () => {
  it("answers the contexts Fedify ships marked static (jsonld keeps them across operations), on Fedify's own federation", async () => {
    const federation = createFederation<void>({ kv: new MemoryKvStore(), queue: new InProcessMessageQueue(), allowPrivateAddress: true, manuallyStartQueue: true });
    keepShippedContexts(federation);
    const loader = federation.createContext(new URL('https://blog.example')).contextLoader;
    for (const url of ['https://www.w3.org/ns/activitystreams', 'https://w3id.org/security/v1']) {
      const doc = (await loader(url)) as { tag?: string; documentUrl: string; document: unknown };
      expect(doc.tag).toBe('static');
      expect(doc.documentUrl).toBe(url);
      expect(doc.document).toHaveProperty('@context');
    }
  });

  it('makes one document loader and one context loader per set of options, not one per context', async () => {
    const federation = createFederation<void>({ kv: new MemoryKvStore(), queue: new InProcessMessageQueue(), allowPrivateAddress: true, userAgent: { software: 'Inkwell' }, manuallyStartQueue: true });
    keepShippedContexts(federation);
    keepLoaders(federation);
    // Fedify makes a context for every request and every queued message.
    const a = federation.createContext(new URL('https://blog.example'));
    const b = federation.createContext(new URL('https://blog.example/ap/inbox'));
    expect(b.documentLoader).toBe(a.documentLoader);
    expect(b.contextLoader).toBe(a.contextLoader);
    // Another origin is another user agent: its own loaders.
    const other = federation.createContext(new URL('https://other.example'));
    expect(other.documentLoader).not.toBe(a.documentLoader);
    expect(other.contextLoader).not.toBe(a.contextLoader);
    // The kept context loader still answers the shipped contexts marked static.
    const doc = (await b.contextLoader('https://www.w3.org/ns/activitystreams')) as { tag?: string; document: unknown };
    expect(doc.tag).toBe('static');
    expect(doc.document).toHaveProperty('@context');
  });
});

describe('public keys', () => {
  it('a key document is parsed once per process (its PEM imported once); another document, or a changed one, is parsed anew', async () => {
    keepParsedKeys();
    const keyOf = async (id: string) =>
      (await new CryptographicKey({ id: new URL(`https://elsewhere.example/users/${id}#main-key`), owner: new URL(`https://elsewhere.example/users/${id}`), publicKey: (await newRsaKeyPair()).publicKey }).toJsonLd()) as Record<string, unknown>;
    const pat = await keyOf('pat');
    // As Fedify's key cache reads it: a new object of the same JSON each time.
    const first = await CryptographicKey.fromJsonLd(structuredClone(pat));
    expect(await CryptographicKey.fromJsonLd(structuredClone(pat))).toBe(first);
    expect(first.ownerId?.href).toBe('https://elsewhere.example/users/pat');
    const sam = await CryptographicKey.fromJsonLd(await keyOf('sam'));
    expect(sam).not.toBe(first);
    expect(sam.ownerId?.href).toBe('https://elsewhere.example/users/sam');
    // Pat's key rotated: the new document is parsed, not the old key answered.
    const rotated = { ...(await keyOf('pat')) };
    const again = await CryptographicKey.fromJsonLd(rotated);
    expect(again).not.toBe(first);
    const spki = async (k: CryptographicKey) => Buffer.from(await crypto.subtle.exportKey('spki', k.publicKey!)).toString('base64');
    expect(await spki(again)).not.toBe(await spki(first));
  });
});

describe('blocked servers', () => {
  it('reads the list once for many activities, and again after a change here', async () => {
    let reads = 0;
    let list = [{ domain: 'spam.example', created_at: new Date() }];
    const blocked = new BlockedDomains({} as Executor, async () => {
      reads++;
      return list;
    });
    expect(await blocked.has('spam.example')).toBe(true);
    expect(await blocked.has('SPAM.example')).toBe(true);
    expect(await blocked.has('fine.example')).toBe(false);
    expect(reads).toBe(1);
    list = [];
    blocked.changed();
    expect(await blocked.has('spam.example')).toBe(false);
    expect(reads).toBe(2);
  });
});

describe('the key-value store', () => {
  const h = setupServer();

  it("keeps other servers' documents and keys in memory a while, and reads everything else from the database each time (idempotence marks are the queue's)", async () => {
    const kv = new DatabaseKvStore(h.db.db);
    const actor: KvKey = ['_fedify', 'remoteDocument', 'https://elsewhere.example/users/pat'];
    const key: KvKey = ['_fedify', 'publicKey', 'https://elsewhere.example/users/pat#main-key'];
    const seen: KvKey = ['_fedify', 'activityIdempotence', 'https://elsewhere.example/likes/1'];
    await kv.set(actor, { document: { id: 'pat' } });
    await kv.set(key, { id: 'key' });
    await kv.set(seen, true);
    // Another instance (or the sweep) removes the rows: the copies are still answered here; the mark is not.
    for (const k of [actor, key, seen]) await kvDelete(h.db.db, JSON.stringify(k));
    expect(await kv.get(actor)).toEqual({ document: { id: 'pat' } });
    expect(await kv.get(key)).toEqual({ id: 'key' });
    expect(await kv.get(seen)).toBeUndefined();
    // Fedify's own marks are neither written nor read here: the queue sets them with the activity.
    await kv.set(seen, true);
    expect((await h.db.pool.query(`SELECT 1 FROM federation_kv WHERE key = $1`, [JSON.stringify(seen)])).rows).toHaveLength(0);
    // A caller changing what it got does not change the copy.
    const got = (await kv.get<{ document: { id: string } }>(actor))!;
    got.document.id = 'changed';
    expect(await kv.get(actor)).toEqual({ document: { id: 'pat' } });
    // Deleting through the store removes the copy too.
    await kv.delete(actor);
    expect(await kv.get(actor)).toBeUndefined();
  });
});

describe('the message queue', () => {
  const h = setupServer();

  it("adds an incoming activity once with its mark, in one statement for what arrives together; retries and deliveries as they come", async () => {
    const queue = new DatabaseMessageQueue(h.db.db, new JobRunner({ warn() {}, error() {} } as never), { warn() {} }, { pollMs: 60_000 });
    const inbox = (id: string, attempt = 0) => ({ type: 'inbox', id: crypto.randomUUID(), baseUrl: 'https://blog.example', activity: { id, type: 'Like' }, attempt });
    const like = 'https://elsewhere.example/likes/1';
    // The same activity twice at once (two inboxes of this site), a replay later, its retry, another activity, a delivery.
    await Promise.all([queue.enqueue(inbox(like)), queue.enqueue(inbox(like)), queue.enqueue(inbox('https://elsewhere.example/likes/2')), queue.enqueue({ type: 'outbox', id: 'x' })]);
    await queue.enqueue(inbox(like));
    await queue.enqueue(inbox(like, 1));
    const jobs = (await h.db.pool.query<{ kind: string; payload: { type: string; attempt?: number; activity?: { id: string } } }>(`SELECT kind, payload FROM jobs WHERE kind LIKE 'fediverse%' ORDER BY id`)).rows;
    // Incoming activities are a kind of their own (their lane); deliveries keep the other.
    expect(jobs.map(({ kind, payload: j }) => `${kind}: ${j.type} ${j.activity?.id ?? ''} ${j.attempt ?? ''}`.trim())).toEqual([
      `fediverse-inbox: inbox ${like} 0`,
      'fediverse-inbox: inbox https://elsewhere.example/likes/2 0',
      'fediverse: outbox',
      `fediverse-inbox: inbox ${like} 1`,
    ]);
    // The mark is Fedify's key for a handled activity, kept a day.
    const marks = (await h.db.pool.query<{ key: string; day: boolean }>(`SELECT key, expires_at > now() + interval '23 hours' AS day FROM federation_kv ORDER BY key`)).rows;
    expect(marks).toEqual([
      { key: JSON.stringify(['_fedify', 'activityIdempotence', 'https://blog.example', like]), day: true },
      { key: JSON.stringify(['_fedify', 'activityIdempotence', 'https://blog.example', 'https://elsewhere.example/likes/2']), day: true },
    ]);
    // An activity without a readable id is marked by its whole JSON: the same JSON again is not added.
    const odd = { type: 'inbox', id: 'a', baseUrl: 'https://blog.example', activity: { '@context': {}, type: 'Like' }, attempt: 0 };
    expect(markOf(odd)).toEqual(markOf({ ...odd, id: 'b' }));
    expect(markOf(odd)).not.toEqual(markOf({ ...odd, activity: { type: 'Like' } }));
    await h.db.pool.query(`DELETE FROM jobs WHERE kind LIKE 'fediverse%'`);
  });

  it("passes Fedify's own tests of a message queue (@fedify/testing): two instances on one table, each message handled once, delays kept", async () => {
    const runners: JobRunner[] = [];
    await testMessageQueue(
      () => {
        // Each queue an instance of its own: its own runner (tasks, polls), the one job table.
        const runner = new JobRunner({ warn() {} });
        runners.push(runner);
        return new DatabaseMessageQueue(h.db.db, runner, { warn() {} }, { pollMs: 100 });
      },
      async ({ controller }) => {
        controller.abort();
        for (const runner of runners) await runner.close();
      },
    );
    // Every message it sent was handled and its row deleted.
    expect((await h.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE kind LIKE 'fediverse%'`)).rows[0].n).toBe(0);
  }, 60_000);

  /** A queue listening with a handler that records what it ran and holds the messages named in `held` until released. */
  async function listening(held: Set<string>, before: unknown[] = []) {
    const runner = new JobRunner({ warn() {}, error() {} } as never);
    const queue = new DatabaseMessageQueue(h.db.db, runner, { warn() {} }, { pollMs: 60_000, inboxConcurrency: 1, outgoingConcurrency: 2 });
    await queue.enqueueMany(before);
    const ran: string[] = [];
    const gates = new Map<string, () => void>();
    const abort = new AbortController();
    void queue.listen(async (message) => {
      const id = (message as { id: string }).id;
      if (held.has(id)) await new Promise<void>((resolve) => gates.set(id, resolve));
      ran.push(id);
    }, { signal: abort.signal });
    return {
      queue,
      ran,
      release: (id: string) => until(async () => gates.has(id), `${id} to be running`).then(() => gates.get(id)!()),
      close: async () => {
        abort.abort();
        await runner.close();
      },
    };
  }
  const message = (type: 'inbox' | 'outbox', id: string) => (type === 'inbox' ? { type, id, baseUrl: 'https://blog.example', activity: { id: `https://elsewhere.example/${id}`, type: 'Like' }, attempt: 0 } : { type, id });

  it('runs deliveries while incoming activities wait behind a slow one, and a slow delivery holds no other', async () => {
    const q = await listening(new Set(['in-slow', 'out-slow']));
    try {
      await q.queue.enqueueMany([message('inbox', 'in-slow'), message('inbox', 'in-2'), message('inbox', 'in-3')]);
      await q.queue.enqueueMany([message('outbox', 'out-slow'), message('outbox', 'out-2'), message('outbox', 'out-3'), message('outbox', 'out-4')]);
      // Two delivery workers: one waits on out-slow, the other runs the rest; the inbox's one worker waits on in-slow.
      await until(async () => ['out-2', 'out-3', 'out-4'].every((id) => q.ran.includes(id)), 'the other deliveries');
      expect(q.ran).not.toContain('in-2');
      await q.release('in-slow');
      await until(async () => q.ran.includes('in-3'), 'the incoming activities');
      expect(q.ran.filter((id) => id.startsWith('in-'))).toEqual(['in-slow', 'in-2', 'in-3']);
      // A message added while a lane runs is taken by it.
      await q.queue.enqueue(message('outbox', 'out-5'));
      await until(async () => q.ran.includes('out-5'), 'a delivery added while one runs');
      await q.release('out-slow');
      await until(async () => (await q.queue.depth()) === 0, 'every message done and deleted');
    } finally {
      await q.close();
    }
  });

  it('hands back the messages it took and did not run when the server stops, due at once and their try not counted', async () => {
    // Queued before it listens: its one inbox worker takes the three together, and runs in-slow.
    const q = await listening(new Set(['in-slow']), [message('inbox', 'in-slow'), message('inbox', 'in-2'), message('inbox', 'in-3')]);
    try {
      await until(async () => (await h.db.pool.query(`SELECT 1 FROM jobs WHERE kind = 'fediverse-inbox' AND attempts = 1`)).rows.length === 3, 'the three taken');
      const closed = q.close();
      await q.release('in-slow');
      await closed;
      const rows = (await h.db.pool.query<{ id: string; attempts: number; due: boolean }>(`SELECT payload->>'id' AS id, attempts, run_at <= now() AS due FROM jobs WHERE kind = 'fediverse-inbox' ORDER BY id`)).rows;
      expect(rows).toEqual([
        { id: 'in-2', attempts: 0, due: true },
        { id: 'in-3', attempts: 0, due: true },
      ]);
      expect(q.ran).toEqual(['in-slow']);
    } finally {
      await h.db.pool.query(`DELETE FROM jobs WHERE kind LIKE 'fediverse%'`);
    }
  });
});

describe('parsing an activity', () => {
  it("the queued message's parse (the same JSON read back, its keys in another order) is the request's; other JSON's is its own, even under the same id", async () => {
    keepParsedActivities();
    keepExpansions();
    // Only the contexts Fedify ships, as nearly every activity has: its parse depends on its text alone.
    const json = { '@context': 'https://www.w3.org/ns/activitystreams', id: `https://elsewhere.example/likes/${crypto.randomUUID()}`, type: 'Like', actor: 'https://elsewhere.example/users/pat', object: 'https://blog.example/ap/blogs/1' };
    const inRequest = await Activity.fromJsonLd(json);
    // As the job table gives it back: another object, its keys in another order.
    const readBack = Object.fromEntries(Object.entries(structuredClone(json)).reverse());
    expect(await Activity.fromJsonLd(readBack)).toBe(inRequest);
    // Taken once: a retry of the message parses anew.
    const retried = await Activity.fromJsonLd(structuredClone(readBack));
    expect(retried).not.toBe(inRequest);
    expect(retried.id?.href).toBe(json.id);
    // Another activity's JSON is its own parse, even under the same id.
    const id = `https://elsewhere.example/likes/${crypto.randomUUID()}`;
    const first = await Activity.fromJsonLd({ ...json, id });
    const other = await Activity.fromJsonLd({ ...json, id, object: 'https://blog.example/ap/blogs/2' });
    expect(other).not.toBe(first);
    expect(other.objectId?.href).toBe('https://blog.example/ap/blogs/2');
  });

  it("expands its JSON once, not once for Activity and again for its type; the parse in a request's second look is the first's", async () => {
    keepParsedActivities();
    keepExpansions();
    let expansions = 0;
    // A context of its own beside ActivityStreams: jsonld keeps a context a loader marked static for the
    // whole process (the api files share one), so only a URL that nothing else loads counts expansions.
    const counted = 'https://blog.example/contexts/counting-expansions';
    const json = { '@context': ['https://www.w3.org/ns/activitystreams', counted], id: 'https://elsewhere.example/likes/9', type: 'Like', actor: 'https://elsewhere.example/users/pat', object: 'https://blog.example/ap/blogs/1' };
    const federation = createFederation<void>({ kv: new MemoryKvStore(), queue: new InProcessMessageQueue(), allowPrivateAddress: true, manuallyStartQueue: true });
    keepShippedContexts(federation);
    const contextLoader = federation.createContext(new URL('https://blog.example')).contextLoader;
    // Not marked static: jsonld then asks the loader for that context in every expansion, so its calls count them.
    const counting = async (url: string) => {
      if (url !== counted) return contextLoader(url);
      expansions++;
      return { contextUrl: null, documentUrl: url, document: { '@context': {} } };
    };
    const first = await Activity.fromJsonLd(json, { contextLoader: counting });
    expect(expansions).toBe(1);
    expect(first).toBeInstanceOf(Like);
    expect(first.id?.href).toBe(json.id);
    expect(first.actorId?.href).toBe(json.actor);
    // The same JSON object again (the request's second look): the same activity, nothing expanded.
    expect(await Activity.fromJsonLd(json, { contextLoader: counting })).toBe(first);
    // A third time, or a copy of it, is parsed anew.
    const again = await Activity.fromJsonLd(structuredClone(json), { contextLoader: counting });
    expect(again).not.toBe(first);
    expect(again.objectId?.href).toBe(json.object);
    expect(expansions).toBe(2);
  });
});

describe('a remote like', () => {
  const h = setupServer();

  it('is counted with its actor read in the same statement when the actor was stored lately; null (fetch them first) when not', async () => {
    const author = await signup(h.app);
    const blog = await createBlog(h.app, author.token);
    const draft = await createBlog(h.app, author.token, { draft: true });
    const fields = (uri: string) => ({ uri, handle: 'pat@elsewhere.example', name: 'Pat', iconUrl: null, url: null, inbox: `${uri}/inbox`, sharedInbox: null });
    const pat = 'https://elsewhere.example/users/pat';
    await upsertRemoteActor(h.db.db, fields(pat));
    const likes = async () => (await h.db.pool.query<{ total_likes: number }>(`SELECT total_likes FROM blogs WHERE id = $1`, [blog._id])).rows[0].total_likes;
    expect(await addReactionOfKnown(h.db.db, blog._id, pat, 3600, 'like', 'https://elsewhere.example/likes/1')).toBe(true);
    expect(await likes()).toBe(1);
    // The same like again, another like by the same actor of the same blog, a draft: not counted.
    expect(await addReactionOfKnown(h.db.db, blog._id, pat, 3600, 'like', 'https://elsewhere.example/likes/1')).toBe(false);
    expect(await addReactionOfKnown(h.db.db, blog._id, pat, 3600, 'like', 'https://elsewhere.example/likes/2')).toBe(false);
    expect(await addReactionOfKnown(h.db.db, draft._id, pat, 3600, 'like', 'https://elsewhere.example/likes/3')).toBe(false);
    expect(await likes()).toBe(1);
    // An actor not stored, or stored longer ago than allowed: nothing counted, null.
    expect(await addReactionOfKnown(h.db.db, blog._id, 'https://elsewhere.example/users/sam', 3600, 'like', 'https://elsewhere.example/likes/4')).toBeNull();
    await h.db.pool.query(`UPDATE remote_actors SET fetched_at = now() - interval '2 hours' WHERE uri = $1`, [pat]);
    expect(await addReactionOfKnown(h.db.db, blog._id, pat, 3600, 'share', 'https://elsewhere.example/boosts/1')).toBeNull();
    expect((await h.db.pool.query(`SELECT 1 FROM remote_reactions`)).rows).toHaveLength(1);
  });
});

describe('an inbox POST handed to Fedify', () => {
  it("is read from the bytes held, on every clone, and its signature's digest is checked over exactly those bytes", async () => {
    const pair = await newRsaKeyPair();
    const owner = new URL('https://elsewhere.example/users/pat');
    const keyId = new URL('#main-key', owner);
    const keyDocument = await new CryptographicKey({ id: keyId, owner, publicKey: pair.publicKey }).toJsonLd();
    const documentLoader = async (url: string) => {
      if (url !== keyId.href && url !== owner.href) throw new Error(`not here: ${url}`);
      return { contextUrl: null, documentUrl: url, document: keyDocument };
    };
    const json = { '@context': 'https://www.w3.org/ns/activitystreams', id: `${owner.href}/likes/1`, type: 'Like', actor: owner.href, object: 'https://blog.example/ap/blogs/1' };
    const text = JSON.stringify(json);
    const signed = await signRequest(new Request('https://blog.example/ap/inbox', { method: 'POST', headers: { 'content-type': 'application/activity+json' }, body: text }), pair.privateKey, keyId);
    // Fastify's body: a view into a larger buffer, as its pooled Buffers are.
    const pool = Buffer.from(`xxxx${text}yyyy`);
    const held = (bytes: Buffer, parsed?: { value: unknown }) => new HeldBodyRequest(new URL(signed.url), { method: 'POST', headers: signed.headers }, bytes, parsed);
    const body = pool.subarray(4, 4 + Buffer.byteLength(text));
    const parsed = { value: JSON.parse(text) };
    const request = held(body, parsed);
    expect((await verifyRequest(request, { documentLoader }))?.id?.href).toBe(keyId.href);
    // Read again and again, from clones or not: the same bytes; the first json() is the JSON already parsed.
    expect(Buffer.from(await request.clone().arrayBuffer()).toString()).toBe(text);
    expect(await request.clone().text()).toBe(text);
    expect(await request.clone().json()).toBe(parsed.value);
    expect(await request.json()).toEqual(json);
    expect(request.bodyUsed).toBe(false);
    // The same signature over another body: refused.
    const changed = Buffer.from(text.replace('likes/1', 'likes/2'));
    expect(await verifyRequest(held(changed), { documentLoader })).toBeNull();
  });
});
