import { createServer } from 'node:net';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importJwk, signRequest } from '@fedify/fedify';
import { createBlog, post, setupServer, signup, type Harness, untilRead } from './helpers.ts';

/**
 * Two Inkwell sites federating with each other in one process: site A on 127.0.0.1, site B on
 * 127.0.0.4, each its own app and database, every request between them real HTTP and every signature
 * checked for real by the receiving site's Fedify (each fetches the other's actor and key). A member of
 * B follows, likes and answers an author of A; the product has no "follow someone elsewhere" screen,
 * so B's member's activities are signed here with the key B keeps for them and serves at their actor.
 */

const freePort = (host: string) =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, host, () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const envA: Record<string, string> = { FEDERATION: '1', FEDERATION_ALLOW_PRIVATE: '1', JOBS_POLL_MS: '100' };
const envB: Record<string, string> = { ...envA };
const a = setupServer(envA);
// On the PostgreSQL run, site A is on PostgreSQL and site B on an embedded database of its own.
const b = setupServer(envB, { embedded: true });
const site = { a: { host: '127.0.0.1', port: 0, origin: '' }, b: { host: '127.0.0.4', port: 0, origin: '' } };

beforeAll(async () => {
  for (const [s, env] of [
    [site.a, envA],
    [site.b, envB],
  ] as const) {
    s.port = await freePort(s.host);
    s.origin = `http://${s.host}:${s.port}`;
    env.PUBLIC_URL = s.origin;
  }
});
beforeEach(async () => {
  await a.app.listen({ port: site.a.port, host: site.a.host });
  await b.app.listen({ port: site.b.port, host: site.b.host });
});

const AP = 'application/activity+json';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- ActivityPub documents are read loosely
type Doc = Record<string, any>;
const actorAt = async (origin: string, username: string) => (await (await fetch(`${origin}/user/${username}`, { headers: { accept: AP } })).json()) as Doc;

// Deliveries and inbox work run on the queue: what they change is read until it shows.
const until = untilRead;

/** The activities a site took in (signature checked, queued): the ids its idempotence marks name. */
const takenIn = async (h: Harness) =>
  (await h.db.pool.query<{ key: string }>(`SELECT key FROM federation_kv WHERE key LIKE '["_fedify","activityIdempotence",%'`)).rows.map((r) => (JSON.parse(r.key) as string[])[3]);

/** A member of B, as B publishes them, who signs what they send with the key B keeps for them. */
async function memberOfB(username: string) {
  const user = await signup(b.app, username);
  const actor = await actorAt(site.b.origin, username);
  const { rows } = await b.db.pool.query<{ rsa: { privateKey: JsonWebKey } }>(`SELECT rsa FROM actor_keys WHERE user_id = $1::uuid`, [actor.id.split('/').pop()]);
  const privateKey = await importJwk(rows[0].rsa.privateKey, 'private');
  const keyId = new URL(actor.publicKey.id as string);
  let n = 0;
  return {
    user,
    actor,
    /** POSTs `activity` to `inbox` signed with this member's key: the answer's status. */
    async sendAs(inbox: string, activity: Doc) {
      const body = JSON.stringify({ '@context': 'https://www.w3.org/ns/activitystreams', ...activity });
      const signed = await signRequest(new Request(inbox, { method: 'POST', headers: { 'content-type': AP }, body }), privateKey, keyId);
      return (await fetch(signed)).status;
    },
    /** Sends `activity` by this member (its id and actor filled in) to `inbox`: the answer's status. */
    send(inbox: string, activity: Doc) {
      return this.sendAs(inbox, { id: `${actor.id}#sent-${++n}`, actor: actor.id, ...activity });
    },
  };
}

describe('two Inkwell sites', () => {
  it("a member of one follows an author of the other, gets the author's Article, likes and answers it; the author's answer goes back: every request signed and checked by the other site", async () => {
    const ada = await signup(a.app, 'ada');
    const adaActor = await actorAt(site.a.origin, 'ada');
    const bea = await memberOfB('bea');
    // B serves its member as an actor with a shared inbox on B.
    expect(bea.actor.endpoints.sharedInbox).toBe(`${site.b.origin}/ap/inbox`);

    // The Follow: A fetches bea's actor and key from B to check it, counts the follower and sends an
    // Accept, which B checks against ada's key fetched from A, and takes in.
    expect(await bea.send(adaActor.inbox, { type: 'Follow', object: adaActor.id })).toBe(202);
    await until(async () => (await post(a.app, '/get-profile', { username: 'ada' })).body.fediverse_followers as number, (n) => n === 1);
    await until(() => takenIn(b), (ids) => ids.some((id) => id.startsWith(`${adaActor.id}#accepts/`)));

    // A blog of ada's reaches B's shared inbox as a Create of its Article, checked and taken in by B.
    const blog = await createBlog(a.app, ada.token, { title: 'Letters between sites' });
    const article = `${site.a.origin}/ap/blogs/${blog._id}`;
    await until(() => takenIn(b), (ids) => ids.includes(`${article}#create`));

    // bea likes it and answers it: A counts the like and shows the answer with bea's name and handle.
    expect(await bea.send(`${site.a.origin}/ap/inbox`, { type: 'Like', object: article })).toBe(202);
    const note = `${bea.actor.id}/notes/1`;
    expect(
      await bea.send(`${site.a.origin}/ap/inbox`, {
        type: 'Create',
        to: ['https://www.w3.org/ns/activitystreams#Public'],
        object: { id: note, type: 'Note', attributedTo: bea.actor.id, inReplyTo: article, content: '<p>Greetings from the other site.</p>', to: ['https://www.w3.org/ns/activitystreams#Public'] },
      }),
    ).toBe(202);
    const liked = await until(async () => (await post(a.app, '/get-blog', { blog_id: blog.blog_id })).body.blog.activity, (act) => act.total_likes === 1 && act.total_comments === 1);
    expect(liked).toMatchObject({ total_likes: 1, total_comments: 1 });
    const [comment] = (await post(a.app, '/get-blog-comments', { blog_id: blog._id, skip: 0 })).body;
    expect(comment.comment).toBe('Greetings from the other site.');
    expect(comment.remote).toEqual({ handle: `@bea@${site.b.host}:${site.b.port}`, url: note });

    // ada answers on A: the Note in reply goes to bea's inbox on B, which checks it and takes it in.
    const answer = await post(a.app, '/add-comment', { _id: blog._id, comment: 'Welcome, neighbour.', replying_to: comment._id }, ada.token);
    expect(answer.status).toBe(200);
    await until(() => takenIn(b), (ids) => ids.some((id) => id.startsWith(`${site.a.origin}/ap/comments/`)));

    // A copy signed with another key than the actor's own is refused by A, and changes nothing.
    const eve = await memberOfB('eve');
    expect(await eve.sendAs(`${site.a.origin}/ap/inbox`, { id: `${bea.actor.id}#forged`, type: 'Like', actor: bea.actor.id, object: article })).toBeGreaterThanOrEqual(400);
    expect((await post(a.app, '/get-blog', { blog_id: blog.blog_id })).body.blog.activity.total_likes).toBe(1);
  });
});
