import { createPublicKey } from 'node:crypto';
import { createServer } from 'node:net';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createBlog, get, paragraph, pngBytes, post, setupServer, signup, type TestUser, untilRead } from './helpers.ts';
import { Document } from '@fedify/vocab';
import { iconPng, startPeer, type Peer } from './fediversePeer.ts';
import { sweepDepartedKeys } from '../store/fediverse.ts';
import { cleanUpUploads } from '../store/uploads.ts';
import { LocalStore, UploadSigner } from '../storage/store.ts';
import type { FrontDoor } from '../frontDoor.ts';

/**
 * The fediverse through real HTTP: this server listens on 127.0.0.1, a Fedify peer (its own actor,
 * keys and inbox) on 127.0.0.3; every activity either way is signed and checked for real.
 */

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const env: Record<string, string> = { FEDERATION: '1', FEDERATION_ALLOW_PRIVATE: '1', JOBS_POLL_MS: '100' };
const h = setupServer(env);
let origin = '';
let port = 0;
let peer: Peer;

beforeAll(async () => {
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  env.PUBLIC_URL = origin;
});
beforeEach(async () => {
  await h.app.listen({ port, host: '127.0.0.1' });
  peer = await startPeer();
});
// Each test's peer goes with it (its server and its queue).
afterEach(async () => {
  await peer?.close();
});

const AP = 'application/activity+json';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- ActivityPub documents are inspected loosely
type Doc = Record<string, any>;
const getAp = async (path: string, accept = AP) => {
  const res = await fetch(new URL(path, origin), { headers: { accept } });
  const text = await res.text();
  let body: Doc = {};
  try {
    body = JSON.parse(text) as Doc;
  } catch {
    body = { text };
  }
  return { status: res.status, type: res.headers.get('content-type') ?? '', body };
};

// Deliveries and inbox work run on the queue: what they change is read until it shows.
const until = untilRead;

/**
 * Waits until this server has no fediverse work due now (its jobs, and Fedify's messages: a delivery's
 * message goes when the peer has answered it): whatever it was going to send has reached the peer.
 */
async function drained() {
  const due = `SELECT count(*)::int AS n FROM jobs WHERE (kind = 'fediverse' OR kind LIKE 'fediverse-%') AND finished_at IS NULL AND failed_at IS NULL AND run_at <= now()`;
  await until(async () => (await h.db.pool.query<{ n: number }>(due)).rows[0].n, (n) => n === 0);
}
/** The Creates that reached the peer (by their ids), handled by it or not yet. */
const createsPosted = () => new Set(peer.posts.filter((p) => p.id.endsWith('#create')).map((p) => p.id)).size;

const profile = async (username: string) => (await post(h.app, '/get-profile', { username })).body;
const blogOf = async (blog_id: string) => (await post(h.app, '/get-blog', { blog_id })).body.blog;
const comments = async (blogUuid: string) => (await post(h.app, '/get-blog-comments', { blog_id: blogUuid, skip: 0 })).body;

describe('an author as a fediverse actor', () => {
  it('is found by WebFinger and answered at the profile address as a Person with keys; the page stays a page for browsers', async () => {
    const ada = await signup(h.app, 'ada');
    const host = `127.0.0.1:${port}`;
    const wf = await getAp(`/.well-known/webfinger?resource=${encodeURIComponent(`acct:ada@${host}`)}`, 'application/jrd+json');
    expect(wf.status).toBe(200);
    const self = (wf.body.links as { rel: string; type: string; href: string }[]).find((l) => l.rel === 'self');
    expect(self?.type).toBe(AP);
    // Also found by the profile page's address.
    const alias = await getAp(`/.well-known/webfinger?resource=${encodeURIComponent(`${origin}/user/ada`)}`, 'application/jrd+json');
    expect(alias.body.links.find((l: { rel: string }) => l.rel === 'self').href).toBe(self!.href);
    const actor = await getAp('/user/ada');
    expect(actor.status).toBe(200);
    expect(actor.type).toContain('application/activity+json');
    expect(actor.body).toMatchObject({ type: 'Person', preferredUsername: 'ada', id: self!.href, url: `${origin}/user/ada` });
    expect(actor.body.inbox).toMatch(/\/inbox$/);
    expect(actor.body.endpoints.sharedInbox).toBe(`${origin}/ap/inbox`);
    expect(actor.body.publicKey.publicKeyPem).toContain('BEGIN PUBLIC KEY');
    // 2048 bits, the size Mastodon gives its actors (cheaper to make and to sign with than 4096).
    expect(createPublicKey(actor.body.publicKey.publicKeyPem).asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(actor.body.assertionMethod).toHaveLength(2);
    // The same keys every time (kept in the database).
    expect((await getAp('/user/ada')).body.publicKey.publicKeyPem).toBe(actor.body.publicKey.publicKeyPem);
    expect((await getAp('/user/nobody-here')).status).toBe(404);
    expect((await getAp(`/.well-known/webfinger?resource=${encodeURIComponent(`acct:nobody@${host}`)}`)).status).toBe(404);
    // NodeInfo.
    const links = await getAp('/.well-known/nodeinfo', 'application/json');
    expect(links.body.links[0].href).toBe(`${origin}/nodeinfo/2.1`);
    const info = await getAp('/nodeinfo/2.1', 'application/json');
    expect(info.body).toMatchObject({ software: { name: 'inkwell' }, protocols: ['activitypub'], usage: { users: { total: 1 } } });
    expect(ada.username).toBe('ada');
    // The site's own actor, which signs fetches from servers that require it.
    const instance = await getAp('/ap/users/instance');
    expect(instance.body).toMatchObject({ type: 'Application', preferredUsername: '127.0.0.1' });
    expect(instance.body.publicKey.publicKeyPem).toContain('BEGIN PUBLIC KEY');
  });

  it('a server that answers signed fetches only (secure mode) is fetched signed by the site actor', async () => {
    const ada = await signup(h.app, 'ada');
    const secure = await startPeer('127.0.0.5', { secure: true });
    try {
      const unsigned = await fetch(secure.actor, { headers: { accept: AP } });
      expect(unsigned.status).toBe(401);
      await secure.follow((await profile('ada')).fediverse_handle);
      await secure.waitFor((a) => a.type === 'Accept');
      await until(() => profile('ada'), (p) => p.fediverse_followers === 1);
    } finally {
      await secure.close();
    }
    expect(ada.username).toBe('ada');
  });

  it('a peer follows by the handle on the profile, gets a signed Accept, gets Create/Update/Delete of blogs, and can unfollow', async () => {
    const ada = await signup(h.app, 'ada');
    const handle = (await profile('ada')).fediverse_handle;
    expect(handle).toBe(`@ada@127.0.0.1:${port}`);
    await peer.follow(handle);
    await peer.waitFor((a) => a.type === 'Accept');
    const counts = await until(() => profile('ada'), (p) => p.fediverse_followers === 1);
    expect(counts.followers).toBe(1);

    const blog = await createBlog(h.app, ada.token, { title: 'Engines of thought', des: 'On the analytical engine', tags: ['tech', 'engines'], content: { blocks: [paragraph('The engine weaves algebraic patterns.')] } });
    const create = await peer.waitFor((a) => a.type === 'Create');
    const article = create.json.object as Doc;
    expect(article).toMatchObject({ type: 'Article', name: 'Engines of thought', summary: 'On the analytical engine', url: `${origin}/blogs/${blog.blog_id}`, id: `${origin}/ap/blogs/${blog._id}` });
    // What Mastodon checks before it shows a Create: the object's id on the actor's host, public audience.
    expect(new URL(article.id).host).toBe(new URL(create.json.actor as string).host);
    expect(JSON.stringify([create.json.to, article.to])).toContain('as:Public');
    expect(article.content).toContain('The engine weaves algebraic patterns.');
    expect(JSON.stringify(article.tag)).toContain('#engines');
    // The Article is also answered at the blog page's address.
    expect((await getAp(`/blogs/${blog.blog_id}`)).body).toMatchObject({ type: 'Article', name: 'Engines of thought' });

    await createBlog(h.app, ada.token, { id: blog.blog_id, title: 'Engines of thought, revised', content: { blocks: [paragraph('Revised.')] } });
    const update = await peer.waitFor((a) => a.type === 'Update');
    expect((update.json.object as Doc).name).toBe('Engines of thought, revised');

    expect((await post(h.app, '/delete-blog', { blog_id: blog.blog_id }, ada.token)).status).toBe(200);
    const del = await peer.waitFor((a) => a.type === 'Delete');
    expect(JSON.stringify(del.json.object)).toContain(`/ap/blogs/${blog._id}`);

    await peer.unfollow(handle);
    await until(() => profile('ada'), (p) => p.fediverse_followers === 0);
  });

  it("a peer's reply becomes a comment (name, handle, link), notifies the author, is edited and deleted by its writer; the author's answer goes back as a Note", async () => {
    const ada = await signup(h.app, 'ada');
    const blog = await createBlog(h.app, ada.token, { title: 'Looms' });
    const articleId = new URL(`/ap/blogs/${blog._id}`, origin);
    const adaActor = new URL((await getAp('/user/ada')).body.id);
    const note = await peer.reply(articleId, adaActor, '<p><span class="h-card"><a href="x">@ada</a></span> Lovely &amp; clear.</p>');
    const [comment] = await until(() => comments(blog._id), (c) => c.length === 1);
    expect(comment.comment).toBe('@ada Lovely & clear.');
    expect(comment.commented_by.personal_info).toMatchObject({ fullname: 'Pat Peer', username: `pat@127.0.0.3:${new URL(peer.origin).port}` });
    expect(comment.remote).toEqual({ handle: `@pat@127.0.0.3:${new URL(peer.origin).port}`, url: note.href });
    expect(comment.commented_by.personal_info.profile_img).toMatch(/^\/api\/avatar\/r[\w-]+\.svg$/);
    expect((await blogOf(blog.blog_id)).activity.total_comments).toBe(1);
    expect((await post(h.app, '/all-notifications-count', { filter: 'comment' }, ada.token)).body.totalDocs).toBe(1);
    const notes = (await post(h.app, '/get-notifications', { page: 1, filter: 'all', deletedDocCount: 0 }, ada.token)).body.notifications;
    expect(notes[0].user.personal_info.fullname).toBe('Pat Peer');

    // The same Note delivered twice is one comment.
    await peer.reply(articleId, adaActor, '<p>Another</p>');
    await until(() => comments(blog._id), (c) => c.length === 2);

    await peer.editReply(note, articleId, adaActor, '<p>Lovely, and clearer now.</p>');
    await until(() => comments(blog._id), (c) => c.some((k: { comment: string }) => k.comment === 'Lovely, and clearer now.'));

    // The author answers it here: the peer receives a Note in reply to its own.
    const answer = await post(h.app, '/add-comment', { _id: blog._id, comment: 'Thank you, Pat!', replying_to: comment._id }, ada.token);
    expect(answer.status).toBe(200);
    const back = await peer.waitFor((a) => a.type === 'Create' && (a.json.object as Doc)?.type === 'Note');
    const backNote = back.json.object as Doc;
    expect(backNote.inReplyTo).toBe(note.href);
    expect(backNote.content).toContain('Thank you, Pat!');
    expect(backNote.attributedTo).toBe(adaActor.href);

    await peer.deleteReply(note, adaActor);
    const left = await until(() => comments(blog._id), (c) => c.length === 1);
    expect(left[0].comment).toBe('Another');
    // The answer went with the comment it answered.
    expect((await blogOf(blog.blog_id)).activity.total_comments).toBe(1);
  });

  it('likes count in total_likes and boosts in total_shares, once each, and can be taken back', async () => {
    const ada = await signup(h.app, 'ada');
    const blog = await createBlog(h.app, ada.token, { title: 'Numbers' });
    const articleId = new URL(`/ap/blogs/${blog._id}`, origin);
    const adaActor = new URL((await getAp('/user/ada')).body.id);
    // The newest blogs as a visitor reads them, kept (the front door answers the second read).
    const door = (h.app as unknown as { frontDoor: FrontDoor }).frontDoor;
    const latest = async () => {
      const before = door.answered;
      const res = await fetch(new URL('/api/latest-blogs', origin), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"page":1}' });
      const card = ((await res.json()) as { blogs: Doc[] }).blogs.find((b) => b.blog_id === blog.blog_id)!;
      return { activity: card.activity, kept: door.answered > before };
    };
    await latest();
    expect((await latest()).kept).toBe(true);
    const like = await peer.like(articleId, adaActor);
    await until(() => blogOf(blog.blog_id), (b) => b.activity.total_likes === 1);
    // A like moves the count on the kept list, as a member's like does: the list is not made again.
    expect(await latest()).toMatchObject({ activity: { total_likes: 1, total_shares: 0 }, kept: true });
    await peer.announce(articleId, adaActor);
    const counted = await until(() => blogOf(blog.blog_id), (b) => b.activity.total_likes === 1 && b.activity.total_shares === 1);
    expect(counted.activity).toMatchObject({ total_likes: 1, total_shares: 1 });
    // A boost's count is on the cards too: the lists are made again.
    expect(await latest()).toMatchObject({ activity: { total_likes: 1, total_shares: 1 }, kept: false });
    await peer.like(articleId, adaActor);
    await peer.unlike(like, articleId, adaActor);
    await until(() => blogOf(blog.blog_id), (b) => b.activity.total_likes === 0);

    // A replayed activity (the same Like again, signed anew) is not handled twice: taken back, it stays taken back.
    const inbox = new URL('/ap/inbox', origin);
    const again = { '@context': 'https://www.w3.org/ns/activitystreams', id: `${peer.actor.href}#likes/replayed`, type: 'Like', actor: peer.actor.href, object: articleId.href };
    expect((await peer.post(inbox, again)).status).toBe(202);
    await until(() => blogOf(blog.blog_id), (b) => b.activity.total_likes === 1);
    await peer.unlike(new URL(again.id), articleId, adaActor);
    await until(() => blogOf(blog.blog_id), (b) => b.activity.total_likes === 0);
    expect((await peer.post(inbox, again)).status).toBe(202);
    await drained();
    expect((await blogOf(blog.blog_id)).activity.total_likes).toBe(0);
  });
});

/** The id of an activity's object, given inline or as its id. */
const objectId = (a: { json: Doc }) => (typeof a.json.object === 'string' ? a.json.object : (a.json.object as Doc | undefined)?.id);

/** The peer follows `username` here, and the follow is counted. */
async function peerFollows(username: string) {
  await peer.follow((await profile(username)).fediverse_handle);
  await peer.waitFor((a) => a.type === 'Accept');
  await until(() => profile(username), (p) => p.fediverse_followers === 1);
}

/** `by` reports a blog or a member, and the admin `boss` decides on that report. */
async function reportDecided(by: TestUser, boss: TestUser, report: { target: 'blog' | 'user'; id: string; reason: string }, decision: { action: 'hide' | 'suspend'; days?: number }) {
  expect((await post(h.app, '/report', report, by.token)).body).toEqual({ status: 'reported' });
  const queue = (await post(h.app, '/moderation-queue', { page: 1 }, boss.token)).body.reports as { _id: string; reason: string }[];
  expect((await post(h.app, '/moderate', { report_id: queue.find((q) => q.reason === report.reason)!._id, ...decision }, boss.token)).body).toEqual({ status: 'done' });
}

describe("an Article's images", () => {
  /** Uploads a PNG of this size; its address. */
  const upload = async (u: TestUser, width: number, height: number) => {
    const { body } = await get(h.app, '/get-upload-url', u.token);
    const res = await h.app.inject({ method: 'PUT', url: body.uploadURL, payload: pngBytes(width, height), headers: { 'content-type': 'image/png' } });
    expect(res.statusCode).toBe(200);
    return (body.uploadURL as string).split('?')[0];
  };

  it('its uploaded images are attachments and its banner the image: each the 1280-px JPEG with its size there, which this server answers', async () => {
    const ada = await signup(h.app, 'ada');
    await peerFollows('ada');
    const wide = await upload(ada, 1400, 700); // 1280 x 640 at 1280 px
    const small = await upload(ada, 400, 300); // narrower than 1280: its own size
    const banner = await upload(ada, 1300, 325); // 1280 x 320
    const image = (url: string, caption: string) => ({ type: 'image', data: { file: { url }, caption } });
    await createBlog(h.app, ada.token, {
      title: 'Pictures',
      banner,
      content: { blocks: [paragraph('Look.'), image(wide, 'A <b>wide</b> one'), image(small, ''), image(wide, 'the same again'), image('https://images.example.test/elsewhere.png', 'elsewhere')] },
    });
    const create = await peer.waitFor((a) => a.type === 'Create' && (a.json.object as Doc)?.name === 'Pictures');
    const article = create.json.object as Doc;
    // Each upload once, in order; another site's image stays in the HTML only.
    expect([article.attachment].flat()).toEqual([
      { type: 'Image', mediaType: 'image/jpeg', url: `${wide}?w=1280&format=jpeg`, width: 1280, height: 640, name: 'A wide one' },
      { type: 'Image', mediaType: 'image/jpeg', url: `${small}?w=1280&format=jpeg`, width: 400, height: 300 },
    ]);
    expect(article.image).toEqual({ type: 'Image', mediaType: 'image/jpeg', url: `${banner}?w=1280&format=jpeg`, width: 1280, height: 320 });
    expect(article.content).toContain('https://images.example.test/elsewhere.png');
    // What the peer would copy: a JPEG of exactly that size, from this server.
    for (const [url, width, height] of [[`${wide}?w=1280&format=jpeg`, 1280, 640], [`${small}?w=1280&format=jpeg`, 400, 300], [`${banner}?w=1280&format=jpeg`, 1280, 320]] as const) {
      const res = await fetch(url);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'jpeg', width, height });
    }
  });
});

describe('withdrawn, then sent again', () => {
  it('a hidden blog is deleted out there and comes back under a new id when shown again; a suspension likewise, until it ends', async () => {
    const ada = await signup(h.app, 'ada');
    const boss = await signup(h.app, 'boss');
    const reader = await signup(h.app, 'reader');
    await h.db.pool.query(`UPDATE users SET role = 'admin' WHERE username = 'boss'`);
    await peerFollows('ada');
    const blog = await createBlog(h.app, ada.token, { title: 'Comes and goes' });
    const first = `${origin}/ap/blogs/${blog._id}`;
    await peer.waitFor((a) => a.type === 'Create' && objectId(a) === first);

    await reportDecided(reader, boss, { target: 'blog', id: blog._id, reason: 'spam' }, { action: 'hide' });
    await peer.waitFor((a) => a.type === 'Delete' && objectId(a) === first);

    // Mastodon keeps a tombstone of a deleted id and refuses a Create of it again: the blog shown
    // again is a new object (API.md: `<uuid>.<round>`), and the deleted id names nothing here either.
    expect((await post(h.app, '/unhide', { target: 'blog', id: blog._id }, boss.token)).body).toEqual({ status: 'done' });
    const second = `${first}.1`;
    const back = await peer.waitFor((a) => a.type === 'Create' && objectId(a) === second);
    expect(back.json.id).not.toBe(`${first}#create`);
    expect((back.json.object as Doc).name).toBe('Comes and goes');
    expect(peer.received.filter((a) => a.type === 'Create' && objectId(a) === first)).toHaveLength(1);
    expect((await getAp(new URL(first).pathname)).status).toBe(404);
    expect((await getAp(new URL(second).pathname)).body).toMatchObject({ type: 'Article', id: second });
    expect((await getAp(`/blogs/${blog.blog_id}`)).body.id).toBe(second);

    // A suspension withdraws it; its end sends it again. A day passes: the suspension's end and the
    // work due then are moved to now.
    await reportDecided(reader, boss, { target: 'user', id: ada.id, reason: 'abuse' }, { action: 'suspend', days: 1 });
    await peer.waitFor((a) => a.type === 'Delete' && objectId(a) === second);
    await drained();
    expect(createsPosted()).toBe(2);
    await h.db.pool.query("UPDATE users SET suspended_until = now() - interval '1 second' WHERE id = $1", [ada.id]);
    await h.db.pool.query("UPDATE jobs SET run_at = now() WHERE kind = 'fediverse-blog' AND finished_at IS NULL AND failed_at IS NULL AND run_at > now()");
    const third = `${first}.2`;
    await peer.waitFor((a) => a.type === 'Create' && objectId(a) === third);
    expect((await getAp(new URL(third).pathname)).body).toMatchObject({ type: 'Article', name: 'Comes and goes' });
  });
});

describe('a suspension made longer', () => {
  it("the first suspension's end sends nothing while the second lasts; the second's end sends the blog again", async () => {
    const ada = await signup(h.app, 'ada');
    const boss = await signup(h.app, 'boss');
    const first = await signup(h.app, 'first');
    const second = await signup(h.app, 'second');
    await h.db.pool.query(`UPDATE users SET role = 'admin' WHERE username = 'boss'`);
    const suspend = (by: TestUser, reason: string, days: number) => reportDecided(by, boss, { target: 'user', id: ada.id, reason }, { action: 'suspend', days });
    /** Runs now the blog jobs due before `days` from now, and waits until they are done. */
    const daysPass = async (days: number) => {
      const due = `kind = 'fediverse-blog' AND finished_at IS NULL AND failed_at IS NULL AND run_at < now() + make_interval(days => ${days})`;
      await h.db.pool.query(`UPDATE jobs SET run_at = now() WHERE ${due} AND run_at > now()`);
      await until(async () => (await h.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE ${due}`)).rows[0].n, (n) => n === 0);
    };
    await peerFollows('ada');
    const blog = await createBlog(h.app, ada.token, { title: 'Patience' });
    const id = `${origin}/ap/blogs/${blog._id}`;
    await peer.waitFor((a) => a.type === 'Create' && objectId(a) === id);

    await suspend(first, 'abuse', 1);
    await peer.waitFor((a) => a.type === 'Delete' && objectId(a) === id);
    await suspend(second, 'more abuse', 3);
    // The first day's work is done while the second suspension lasts: nothing goes out.
    await daysPass(2);
    await drained();
    expect(createsPosted()).toBe(1);
    // The second suspension ends.
    await h.db.pool.query("UPDATE users SET suspended_until = now() - interval '1 second' WHERE id = $1", [ada.id]);
    await daysPass(4);
    await peer.waitFor((a) => a.type === 'Create' && objectId(a) === `${id}.1`);
  });
});

describe('a member who deletes their account', () => {
  it("is deleted at their followers' servers: a Delete of the actor, signed with its key, to each shared inbox", async () => {
    const ada = await signup(h.app, 'ada');
    const adaActor = (await getAp('/user/ada')).body.id as string;
    await peerFollows('ada');
    expect((await post(h.app, '/delete-account', { password: 'Secret123' }, ada.token)).status).toBe(200);
    // The peer checked the signature (it records only what it verified) with the key it knew the actor by.
    const del = await peer.waitFor((a) => a.type === 'Delete' && objectId(a) === adaActor);
    expect(del.json.actor).toBe(adaActor);
    // To the shared inbox its actor names (Mastodon's /inbox), once.
    expect(peer.posts.filter((p) => p.id === del.json.id).map((p) => p.url)).toEqual(['/inbox']);
    expect((await getAp(new URL(adaActor).pathname)).status).toBe(410);
    // The keys kept to sign it are not kept once it is on its way.
    await until(async () => (await h.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM departed_actors')).rows[0].n, (n) => n === 0);
  });

  it("keys whose Delete was never queued (its job given up) are forgotten after two days, not before", async () => {
    const pair = { privateKey: { kty: 'OKP' }, publicKey: { kty: 'OKP' } };
    const [old, recent] = ['0b7c3f4e-1111-4a4a-8a8a-000000000001', '0b7c3f4e-1111-4a4a-8a8a-000000000002'];
    await h.db.pool.query(`INSERT INTO departed_actors (id, rsa, ed25519, departed_at) VALUES ($1, $3, $3, now() - interval '49 hours'), ($2, $3, $3, now() - interval '47 hours')`, [old, recent, JSON.stringify(pair)]);
    expect(await sweepDepartedKeys(h.db.db)).toBe(1);
    expect((await h.db.pool.query<{ id: string }>('SELECT id FROM departed_actors')).rows.map((r) => r.id)).toEqual([recent]);
  });

  it('answers 410 Gone with a Tombstone at its actor and by WebFinger, until a new member takes the username', async () => {
    const ada = await signup(h.app, 'ada');
    const adaActor = (await getAp('/user/ada')).body.id as string;
    expect((await post(h.app, '/delete-account', { password: 'Secret123' }, ada.token)).status).toBe(200);
    const gone = await getAp(new URL(adaActor).pathname);
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({ id: adaActor, type: 'Tombstone' });
    const host = `127.0.0.1:${port}`;
    const finger = (name: string) => getAp(`/.well-known/webfinger?resource=${encodeURIComponent(`acct:${name}@${host}`)}`, 'application/jrd+json');
    expect((await finger('ada')).status).toBe(410);
    // Nobody by that name ever: 404 as before.
    expect((await finger('nobody')).status).toBe(404);
    // A new member with the name is theirs to find; the old id stays gone.
    await signup(h.app, 'ada');
    expect((await finger('ada')).status).toBe(200);
    expect((await getAp(new URL(adaActor).pathname)).status).toBe(410);
  });

  it('with no followers elsewhere, nothing is sent and no key is kept', async () => {
    const ada = await signup(h.app, 'ada');
    expect((await getAp('/user/ada')).status).toBe(200);
    expect((await post(h.app, '/delete-account', { password: 'Secret123' }, ada.token)).status).toBe(200);
    expect((await h.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE kind = 'fediverse-actor-delete'`)).rows[0].n).toBe(0);
    expect((await h.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM departed_actors')).rows[0].n).toBe(0);
  });
});

describe("a remote commenter's picture", () => {
  it('is copied here through the image pipeline and shown from this server; one that cannot be had leaves the drawn picture', async () => {
    const ada = await signup(h.app, 'ada');
    const blog = await createBlog(h.app, ada.token, { title: 'Faces' });
    const articleId = new URL(`/ap/blogs/${blog._id}`, origin);
    const adaActor = new URL((await getAp('/user/ada')).body.id);
    const pictured = await startPeer('127.0.0.6', { icon: 'png' });
    const broken = await startPeer('127.0.0.7', { icon: 'missing' });
    type Comment = { comment: string; commented_by: { personal_info: { profile_img: string } } };
    const pictureOf = (list: Comment[], text: string) => list.find((c) => c.comment === text)?.commented_by.personal_info.profile_img ?? '';
    try {
      await pictured.reply(articleId, adaActor, '<p>With a face</p>');
      await broken.reply(articleId, adaActor, '<p>Without one</p>');
      const list = await until(() => comments(blog._id) as Promise<Comment[]>, (c) => c.length === 2 && pictureOf(c, 'With a face').includes('/uploads/'));
      // This server's upload, made from the peer's picture: its 64 and 128 squares, from here.
      const picture = new URL(pictureOf(list, 'With a face'), origin);
      expect(picture.origin).toBe(origin);
      expect(picture.pathname).toMatch(/^\/uploads\/[\w-]+$/);
      expect(pictured.gets.filter((g) => g === '/media/pat.png')).toHaveLength(1);
      for (const size of [64, 128]) {
        const res = await fetch(`${picture.href}?s=${size}`);
        expect(res.status).toBe(200);
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect({ width: meta.width, height: meta.height }).toEqual({ width: size, height: size });
      }
      // The missing picture was asked for once (a 404 is not asked again), and the drawn one stays.
      await until(async () => broken.gets.filter((g) => g === '/media/gone.png').length, (n) => n === 1);
      await until(
        async () => (await h.db.pool.query<{ tried: boolean }>(`SELECT avatar_source IS NOT NULL AS tried FROM remote_actors WHERE uri = $1`, [broken.actor.href])).rows[0]?.tried,
        (tried) => tried === true,
      );
      expect(pictureOf(await comments(blog._id), 'Without one')).toMatch(/^\/api\/avatar\/r[\w-]+\.svg$/);
    } finally {
      await pictured.close();
      await broken.close();
    }
  });
});

describe("a remote commenter's changed picture", () => {
  it('an Update of their actor copies the new picture, and the old copy is released: the upload clean-up deletes it', async () => {
    const ada = await signup(h.app, 'ada');
    const blog = await createBlog(h.app, ada.token, { title: 'Faces' });
    const articleId = new URL(`/ap/blogs/${blog._id}`, origin);
    const adaActor = new URL((await getAp('/user/ada')).body.id);
    const pictured = await startPeer('127.0.0.8', { icon: 'png' });
    type Comment = { comment: string; commented_by: { personal_info: { profile_img: string } } };
    const picture = async () => ((await comments(blog._id)) as Comment[]).find((c) => c.comment === 'Face')?.commented_by.personal_info.profile_img ?? '';
    const keyOf = (address: string) => new URL(address, origin).pathname.split('/').pop()!;
    try {
      await pictured.reply(articleId, adaActor, '<p>Face</p>');
      const first = await until(picture, (p) => p.includes('/uploads/'));
      const changed = pictured.changeIcon();
      await pictured.updateActor(adaActor);
      const second = await until(picture, (p) => p.includes('/uploads/') && p !== first);
      expect(pictured.gets.filter((g) => g === changed)).toHaveLength(1);
      expect((await fetch(new URL(`${second}?s=64`, origin))).status).toBe(200);
      // The actor uses the new upload only; the old one is nobody's.
      const uses = await h.db.pool.query<{ key: string }>(`SELECT key FROM upload_uses WHERE remote_actor = (SELECT id FROM remote_actors WHERE uri = $1)`, [pictured.actor.href]);
      expect(uses.rows.map((r) => r.key)).toEqual([keyOf(second)]);
      // A day later the clean-up deletes the old upload and its file, and keeps the new one.
      await cleanUpUploads(h.db.db, new LocalStore(h.dataDir, new UploadSigner(h.config.jwtSecret), ''), new Date(Date.now() + 25 * 3600 * 1000));
      const left = await h.db.pool.query<{ key: string }>(`SELECT key FROM uploads WHERE key = ANY($1)`, [[keyOf(first), keyOf(second)]]);
      expect(left.rows.map((r) => r.key)).toEqual([keyOf(second)]);
      expect((await fetch(new URL(`${first}?s=64`, origin))).status).toBe(404);
    } finally {
      await pictured.close();
    }
  });
});

describe("a remote reply's images", () => {
  it('are copied here through the image pipeline (at most 4, alt text kept, never linked to their server) and shown with the comment', async () => {
    const ada = await signup(h.app, 'ada');
    const blog = await createBlog(h.app, ada.token, { title: 'Pictures' });
    const articleId = new URL(`/ap/blogs/${blog._id}`, origin);
    const adaActor = new URL((await getAp('/user/ada')).body.id);
    // Mastodon's shape: a Document with mediaType, url, name (the alt text), width, height, blurhash.
    const attached = [1, 2, 3, 4, 5].map((n) => new Document({ mediaType: 'image/png', url: peer.serve(`/media/photo-${n}.png`, iconPng(n * 40)), name: `Photo ${n}`, width: 300, height: 200 }));
    // A file that is not an image is not shown. Only the first four attachments are read, as Mastodon does.
    const text = new Document({ mediaType: 'image/png', url: peer.serve('/media/notes.txt', Buffer.from('plain words'), 'text/plain'), name: 'Not a picture' });
    await peer.reply(articleId, adaActor, '<p>Look</p>', [text, ...attached]);
    type Shown = { comment: string; images?: { url: string; alt: string; width: number; height: number }[] };
    const list = await until(async () => (await comments(blog._id)) as Shown[], (c) => (c[0]?.images?.length ?? 0) > 0);
    const images = list[0].images!;
    expect(images.map((i) => i.alt)).toEqual(['Photo 1', 'Photo 2', 'Photo 3']);
    for (const image of images) {
      const url = new URL(image.url, origin);
      expect(url.origin).toBe(origin);
      expect(url.pathname).toMatch(/^\/uploads\/[\w-]+$/);
      expect({ width: image.width, height: image.height }).toEqual({ width: 300, height: 200 });
      const res = await fetch(`${url.href}?w=640`);
      expect(res.status).toBe(200);
    }
    // Each file fetched once; the attachments after the fourth never.
    for (const n of [1, 2, 3]) expect(peer.gets.filter((g) => g === `/media/photo-${n}.png`)).toHaveLength(1);
    expect(peer.gets.filter((g) => g === '/media/photo-4.png' || g === '/media/photo-5.png')).toHaveLength(0);
    // The uploads are the comment's: deleting the reply releases them.
    const keys = images.map((i) => new URL(i.url, origin).pathname.split('/').pop()!);
    const used = async () => (await h.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM upload_uses WHERE key = ANY($1)`, [keys])).rows[0].n;
    expect(await used()).toBe(3);
    const note = new URL((await h.db.pool.query<{ remote_id: string }>(`SELECT remote_id FROM comments WHERE blog = $1`, [blog._id])).rows[0].remote_id);
    await peer.deleteReply(note, adaActor);
    await until(used, (n) => n === 0);
  });
});

describe("a remote reply's images, edited", () => {
  it("an Update of the Note changes the comment's images to its own: new ones copied, dropped ones released; none left, none shown", async () => {
    const ada = await signup(h.app, 'ada');
    const blog = await createBlog(h.app, ada.token, { title: 'Edited pictures' });
    const articleId = new URL(`/ap/blogs/${blog._id}`, origin);
    const adaActor = new URL((await getAp('/user/ada')).body.id);
    const photo = (n: number, alt: string) => new Document({ mediaType: 'image/png', url: peer.serve(`/media/edit-${n}.png`, iconPng(n * 30)), name: alt });
    const note = await peer.reply(articleId, adaActor, '<p>First</p>', [photo(1, 'One'), photo(2, 'Two')]);
    type Shown = { comment: string; images?: { url: string; alt: string }[] };
    const shown = async () => ((await comments(blog._id)) as Shown[])[0];
    const first = (await until(shown, (c) => (c?.images?.length ?? 0) === 2)).images!;
    const keyOf = (url: string) => new URL(url, origin).pathname.split('/').pop()!;
    const uses = async (keys: string[]) => (await h.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM upload_uses WHERE key = ANY($1)`, [keys])).rows[0].n;

    // The writer edits the reply: the second picture stays (its alt text changed), the first goes, a third comes.
    await peer.editReply(note, articleId, adaActor, '<p>Second</p>', [photo(2, 'Two, retold'), photo(3, 'Three')]);
    const edited = await until(shown, (c) => c?.comment === 'Second' && c.images?.map((i) => i.alt).join() === 'Two, retold,Three');
    for (const image of edited.images!) expect(new URL(image.url, origin).origin).toBe(origin);
    expect(await uses([keyOf(first[0].url)])).toBe(0);
    expect(await uses(edited.images!.map((i) => keyOf(i.url)))).toBe(2);

    // An edit without attachments leaves the comment without images, and releases them.
    await peer.editReply(note, articleId, adaActor, '<p>Third</p>');
    const bare = await until(shown, (c) => c?.comment === 'Third' && !c.images);
    expect(bare.images).toBeUndefined();
    await until(() => uses(edited.images!.map((i) => keyOf(i.url))), (n) => n === 0);
  });
});

describe('delivery to many followers', () => {
  const FOLLOWERS = 51;
  it('reaches every follower, past the first page of the followers collection', async () => {
    const ada = await signup(h.app, 'ada');
    const adaId = (await profile('ada'))._id as string;
    // One more follower than a page of the collection holds (50), each with an inbox of its own (all
    // of them the peer's, told apart by the query): more would prove nothing more, and each delivery
    // is a signature made here and checked there.
    for (let i = 0; i < FOLLOWERS; i++) {
      const { rows } = await h.db.pool.query(
        `INSERT INTO remote_actors (uri, domain, handle, name, avatar, inbox) VALUES ($1, '127.0.0.3', $2, $2, '/api/avatar/x.svg', $3) RETURNING id`,
        [`${peer.origin}/users/f${i}`, `f${i}@127.0.0.3`, `${peer.origin}/users/pat/inbox?follower=${i}`],
      );
      await h.db.pool.query(`INSERT INTO remote_followers (followee, actor, follow_id) VALUES ($1, $2, $3)`, [adaId, rows[0].id, `${peer.origin}/follows/${i}`]);
    }
    expect((await profile('ada')).fediverse_followers).toBe(FOLLOWERS);
    const blog = await createBlog(h.app, ada.token, { title: 'To all of them' });
    const id = `${origin}/ap/blogs/${blog._id}#create`;
    await until(async () => new Set(peer.posts.filter((p) => p.id === id).map((p) => p.url)).size, (n) => n === FOLLOWERS, 60_000);
    // The collection's pages on the web hold 50, then the rest.
    const collection = await getAp(`/ap/users/${adaId}/followers`);
    expect(collection.body.totalItems).toBe(FOLLOWERS);
  });
});

describe('a member blocks a remote account', () => {
  it("its replies leave that member's discussions and notifications, nobody else's", async () => {
    const ada = await signup(h.app, 'ada');
    const bob = await signup(h.app, 'bob');
    const blog = await createBlog(h.app, ada.token, { title: 'Blocking' });
    const adaActor = new URL((await getAp('/user/ada')).body.id);
    await peer.reply(new URL(`/ap/blogs/${blog._id}`, origin), adaActor, '<p>Spam spam spam</p>');
    await until(() => comments(blog._id), (c) => c.length === 1);
    const handle = `@pat@${new URL(peer.origin).host}`;
    expect((await post(h.app, '/block-remote', { handle: '@nobody@nowhere.example', blocked: true }, ada.token)).status).toBe(404);
    expect((await post(h.app, '/block-remote', { handle: 'not a handle', blocked: true }, ada.token)).status).toBe(400);
    expect((await post(h.app, '/block-remote', { handle, blocked: true }, ada.token)).status).toBe(200);
    const seen = async (token?: string) => (await post(h.app, '/get-blog-comments', { blog_id: blog._id, skip: 0 }, token)).body.length;
    expect(await seen(ada.token)).toBe(0);
    expect(await seen(bob.token)).toBe(1);
    expect(await seen()).toBe(1);
    expect((await post(h.app, '/all-notifications-count', { filter: 'all' }, ada.token)).body.totalDocs).toBe(0);
    expect((await post(h.app, '/block-remote', { handle, blocked: false }, ada.token)).status).toBe(200);
    expect(await seen(ada.token)).toBe(1);
    expect((await post(h.app, '/all-notifications-count', { filter: 'all' }, ada.token)).body.totalDocs).toBe(1);
  });
});

describe('inbox refusals', () => {
  const activity = (actor: string, over: Record<string, unknown> = {}) => ({ '@context': 'https://www.w3.org/ns/activitystreams', id: `${actor}#x-${Math.random()}`, type: 'Like', actor, object: `${origin}/ap/blogs/00000000-0000-0000-0000-000000000000`, ...over });

  it('unsigned, wrongly signed, another actor than the key, too deep, not JSON: refused and nothing changes', async () => {
    const ada = await signup(h.app, 'ada');
    const blog = await createBlog(h.app, ada.token, { title: 'Cards' });
    const inbox = new URL('/ap/inbox', origin);
    const like = activity(peer.actor.href, { object: `${origin}/ap/blogs/${blog._id}` });
    expect((await peer.post(inbox, like, { sign: false })).status).toBe(401);
    // Signed by pat's key but claiming another actor.
    const other = await startPeer('127.0.0.4');
    try {
      const res = await peer.post(inbox, { ...like, actor: other.actor.href });
      expect(res.status).toBe(401);
    } finally {
      await other.close();
    }
    // A body changed after signing (the digest signed is of the first): refused.
    expect((await peer.post(inbox, like, { sentInstead: { ...like, id: `${like.id.slice(0, -1)}${like.id.endsWith('7') ? '8' : '7'}` } })).status).toBe(401);
    const signed = await peer.post(new URL('/ap/inbox', origin), like);
    expect(signed.status).toBe(202);
    let deep: Record<string, unknown> = { type: 'Note' };
    for (let i = 0; i < 100; i++) deep = { type: 'Note', inReplyTo: deep };
    expect((await peer.post(inbox, activity(peer.actor.href, { type: 'Create', object: deep }))).status).toBe(400);
    const notJson = await fetch(inbox, { method: 'POST', headers: { 'content-type': AP }, body: '{nope' });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { error: string }).error).toBeTruthy();
    const huge = await fetch(inbox, { method: 'POST', headers: { 'content-type': AP }, body: JSON.stringify({ ...like, pad: 'x'.repeat(400_000) }) });
    expect(huge.status).toBe(413);
    await until(() => blogOf(blog.blog_id), (b) => b.activity.total_likes === 1);
    expect((await blogOf(blog.blog_id)).activity.total_likes).toBe(1);
  });

  it('a blocked domain gets 403, and its followers, comments and reactions go', async () => {
    const ada = await signup(h.app, 'ada');
    const admin = await signup(h.app, 'admin');
    await h.db.pool.query(`UPDATE users SET role = 'admin' WHERE username = 'admin'`);
    const blog = await createBlog(h.app, ada.token, { title: 'Blocked' });
    const articleId = new URL(`/ap/blogs/${blog._id}`, origin);
    const adaActor = new URL((await getAp('/user/ada')).body.id);
    await peer.follow((await profile('ada')).fediverse_handle);
    await peer.reply(articleId, adaActor, '<p>Hello</p>');
    await peer.like(articleId, adaActor);
    await until(() => blogOf(blog.blog_id), (b) => b.activity.total_likes === 1 && b.activity.total_comments === 1);
    expect((await profile('ada')).fediverse_followers).toBe(1);

    expect((await post(h.app, '/block-domain', { domain: '127.0.0.3', blocked: true }, ada.token)).status).toBe(403);
    expect((await post(h.app, '/block-domain', { domain: 'not a domain', blocked: true }, admin.token)).status).toBe(400);
    expect((await post(h.app, '/block-domain', { domain: '127.0.0.3', blocked: true }, admin.token)).status).toBe(200);
    expect((await post(h.app, '/blocked-domains', {}, admin.token)).body.domains.map((d: { domain: string }) => d.domain)).toEqual(['127.0.0.3']);
    const b = await blogOf(blog.blog_id);
    expect(b.activity).toMatchObject({ total_likes: 0, total_comments: 0 });
    expect(await comments(blog._id)).toEqual([]);
    expect((await profile('ada')).fediverse_followers).toBe(0);
    const refused = await peer.post(new URL('/ap/inbox', origin), activity(peer.actor.href, { object: articleId.href }));
    expect(refused.status).toBe(403);
    expect((await post(h.app, '/block-domain', { domain: '127.0.0.3', blocked: false }, admin.token)).status).toBe(200);
    expect((await post(h.app, '/blocked-domains', {}, admin.token)).body.domains).toEqual([]);
  });
});

describe('without FEDERATION', () => {
  it('nothing answers as ActivityPub and profiles carry no handle', async () => {
    await h.rebuild({ FEDERATION: '0' });
    await h.app.listen({ port, host: '127.0.0.1' }).catch(() => {});
    await signup(h.app, 'ada');
    expect((await profile('ada')).fediverse_handle).toBeUndefined();
    expect((await h.app.inject({ url: '/.well-known/webfinger?resource=acct:ada@localhost' })).statusCode).toBe(404);
    expect((await get(h.app, '/health')).status).toBe(200);
  });
});
