// The fediverse under load: npm run bench:fediverse [-- --instances=50] [--per=20] [--rate=200] [--seconds=10] [--publishes=8] [--no-save]
// (part of npm run bench; alone, its figures go to bench/results/<date>.json too unless --no-save)
//
// Starts the built server (as npm start runs it, FEDERATION=1) on a fresh embedded database and a
// crowd of fediverse servers in this process: `instances` hosts (127.0.1.1, 127.0.1.2, ...) on one
// port, `per` actors each, built on Fedify, every request signed and checked for real. Every crowd
// actor follows one author (1,000 followers on 50 instances by default). Then it measures:
// - publishing: create-blog's latency for that author and for an author without followers, in turn
//   (each on a settled server), and how long after the request every delivery was queued, had reached
//   its instance's door, and was handled there (targets: the same latency; all deliveries queued
//   within 1 s);
// - inbox POSTs: signed Likes from the crowd at `rate` a second for `seconds` (after one from every
//   follower, not measured), each one's latency (target: p99 under 50 ms at 200 a second), and a reader's
//   latest-blogs latency meanwhile.
import '../server/federation/node20.ts';
import http from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFederation, InProcessMessageQueue, MemoryKvStore, signRequest } from '@fedify/fedify';
import { newRsaKeyPair } from '../server/federation/federation.ts';
import { keepLoaders, keepShippedContexts } from '../server/federation/loaders.ts';
import { keepParsedKeys } from '../server/federation/parsedKeys.ts';
import { keepExpansions, keepParsedActivities } from '../server/federation/parsedActivities.ts';
import { Create, Endpoints, Follow, Person } from '@fedify/vocab';
import { blogPayload, call, percentile, signupUser } from './lib/client.ts';
import { cpuTimeOf, freePort, sleep, startServer } from './lib/server.ts';
import { saveResults } from './lib/results.ts';
import { fileURLToPath } from 'node:url';

/** The crowd's size and the load (the defaults are the targets' case). */
export interface FediverseOptions {
  instances: number;
  per: number;
  rate: number;
  seconds: number;
  publishes: number;
}

/** What one run measured (ms unless named otherwise). */
export interface FediverseRun {
  followers: number;
  instances: number;
  publish: { followedP50: number; aloneP50: number; queuedP50: number; queuedMax: number; sentMax: number; handledP50: number; handledMax: number };
  inbox: { posts: number; perSecond: number; p50: number; p99: number; max: number; cpuMsPerPost: number; serverCores: number; idleCores: number };
  reader: { p50: number; p99: number };
}

const hostOf = (i: number) => `127.0.1.${i + 1}`;

/** A full collection of this process's heap now (V8's gc, reached without --expose-gc on the command line). */
function collectGarbage() {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** The machine's idle time so far, all cores together (ms; /proc/stat counts in hundredths of a second). */
function machineIdleMs() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  return (Number(fields[4]) + Number(fields[5])) * 10;
}

/** The crowd: one Fedify federation answering for every host (ids follow the request's host). */
async function startCrowd() {
  const port = await freePort();
  // Its queue is started here and stopped by close(): left running, it kept the bench (and the
  // benchmark lock it holds) alive after the report.
  const federation = createFederation<void>({ kv: new MemoryKvStore(), queue: new InProcessMessageQueue(), allowPrivateAddress: true, manuallyStartQueue: true });
  // As cheap at taking activities in as this server is (its context loaders): the crowd stands for 50
  // servers on their own machines, but here it shares the machine's two cores with the server.
  keepShippedContexts(federation);
  keepLoaders(federation);
  keepParsedKeys();
  keepParsedActivities();
  keepExpansions();
  const stopQueue = new AbortController();
  void federation.startQueue(undefined, { signal: stopQueue.signal });
  const keys = [await newRsaKeyPair()];
  federation
    .setActorDispatcher('/users/{identifier}', async (ctx, identifier) => {
      const pairs = await ctx.getActorKeyPairs(identifier);
      return new Person({ id: ctx.getActorUri(identifier), preferredUsername: identifier, name: `Crowd ${identifier}`, inbox: ctx.getInboxUri(identifier), endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }), publicKey: pairs[0].cryptographicKey });
    })
    .setKeyPairsDispatcher(async () => keys);
  /** Arrivals of a Create, by the Article's id: the hosts that have it and when the last came. */
  const arrivals = new Map<string, { hosts: Set<string>; last: number }>();
  /**
   * The same, as the POSTs came to the door (before this process checks their signatures and handles
   * them): when the server under test had sent the Create to every host. The bench is one process for
   * 50 servers, so the handled arrivals above wait on its one thread too.
   */
  const sent = new Map<string, { hosts: Set<string>; first: number; last: number }>();
  const received = (host: string, body: Buffer) => {
    let id: unknown;
    try {
      const activity = JSON.parse(body.toString()) as { type?: string; object?: { id?: string } | string };
      if (activity.type === 'Create') id = typeof activity.object === 'string' ? activity.object : activity.object?.id;
    } catch {
      return;
    }
    if (typeof id !== 'string') return;
    const a = sent.get(id) ?? { hosts: new Set<string>(), first: performance.now(), last: 0 };
    a.hosts.add(host.split(':')[0]);
    a.last = performance.now();
    sent.set(id, a);
  };
  const waiters = new Set<() => void>();
  federation
    .setInboxListeners('/users/{identifier}/inbox', '/inbox')
    .on(Create, async (ctx, create) => {
      const id = create.objectId?.href ?? '';
      const a = arrivals.get(id) ?? { hosts: new Set<string>(), last: 0 };
      a.hosts.add(ctx.host);
      a.last = performance.now();
      arrivals.set(id, a);
      for (const w of waiters) w();
    })
    .on(Follow, async () => {});
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.method === 'POST') received(req.headers.host ?? '', Buffer.concat(chunks));
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const response = await federation.fetch(new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined }), { contextData: undefined });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((r) => server.listen(port, '0.0.0.0', r));
  const ctxOf = (i: number) => federation.createContext(new URL(`http://${hostOf(i)}:${port}`));
  return {
    port,
    ctxOf,
    keys,
    arrivals,
    /** The ms from `since` to the first and the last host's door receiving the Create of `id` (all hosts had it: after allArrived). */
    sentBy: (id: string, since: number) => ({ first: (sent.get(id)?.first ?? NaN) - since, last: (sent.get(id)?.last ?? NaN) - since }),
    /** Resolves when `count` hosts have the Article `id`: the ms from `since` to the last arrival. */
    allArrived(id: string, count: number, since: number, ms = 60_000) {
      return new Promise<number>((resolve, reject) => {
        const check = () => {
          const a = arrivals.get(id);
          if (a && a.hosts.size >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(a.last - since);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${arrivals.get(id)?.hosts.size ?? 0} of ${count} hosts received ${id}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((r) => {
        stopQueue.abort();
        server.close(() => r());
        // The server under test keeps its connections to the crowd open: they would hold close() forever.
        server.closeAllConnections();
      }),
  };
}

export async function fediverseBench({ instances, per, rate, seconds, publishes }: FediverseOptions, log: (m: string) => void = console.log): Promise<FediverseRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-bench-fediverse-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer({
    dataDir,
    logFile: process.env.BENCH_SERVER_LOG,
    port,
    env: { SERVE_APP: 'false', FEDERATION: '1', FEDERATION_ALLOW_PRIVATE: '1', PUBLIC_URL: origin, LOG_LEVEL: 'warn', SAVE_RATE_LIMIT: '100000', API_RATE_LIMIT: '10000000', FEDERATION_RATE_LIMIT: '10000000' },
  });
  const crowd = await startCrowd();
  try {
    const tag = process.pid;
    const author = await signupUser(server.url, `fedauthor${tag}`);
    const quiet = await signupUser(server.url, `fedquiet${tag}`);
    const actor = (await (await fetch(`${origin}/user/${author.username}`, { headers: { accept: 'application/activity+json' } })).json()) as { id: string; inbox: string };

    // Every crowd actor follows the author (signed Follows, 25 at a time).
    const followStarted = performance.now();
    const followers: { i: number; j: number }[] = [];
    for (let i = 0; i < instances; i++) for (let j = 0; j < per; j++) followers.push({ i, j });
    for (let k = 0; k < followers.length; k += 25) {
      await Promise.all(
        followers.slice(k, k + 25).map(async ({ i, j }) => {
          const ctx = crowd.ctxOf(i);
          const me = ctx.getActorUri(`u${j}`);
          await ctx.sendActivity({ identifier: `u${j}` }, { id: new URL(actor.id), inboxId: new URL(actor.inbox) }, new Follow({ id: new URL(`${me.href}/follows/${tag}`), actor: me, object: new URL(actor.id) }), { immediate: true });
        }),
      );
    }
    let counted = 0;
    for (let t = 0; t < 600; t++) {
      counted = (await call(server.url, '/api/get-profile', { username: author.username })).body.fediverse_followers as number;
      if (counted >= followers.length) break;
      await sleep(500);
    }
    log(`fediverse: ${counted} followers on ${instances} instances following in ${((performance.now() - followStarted) / 1000).toFixed(1)} s (signed Follows, each actor fetched and answered with an Accept)`);

    // Publishing, the followed author and the quiet one in turn.
    const followed: number[] = [];
    const alone: number[] = [];
    const deliveries: number[] = [];
    const sending: number[] = [];
    const queued: number[] = [];
    const publishCpu = process.cpuUsage();
    const publishStart = performance.now();
    for (let n = 0; n < publishes; n++) {
      const q = await call(server.url, '/api/create-blog', blogPayload(`Quiet ${n} ${tag}`), quiet.token);
      if (q.status !== 200) throw new Error(`create-blog: ${q.status} ${JSON.stringify(q.body)}`);
      alone.push(q.ms);
      await sleep(200);
      const sent = performance.now();
      const res = await call(server.url, '/api/create-blog', blogPayload(`Followed ${n} ${tag}`), author.token);
      if (res.status !== 200) throw new Error(`create-blog: ${res.status} ${JSON.stringify(res.body)}`);
      followed.push(res.ms);
      const blog = (await call(server.url, '/api/get-blog', { blog_id: res.body.id, mode: 'edit' }, author.token)).body.blog as { _id: string };
      deliveries.push(await crowd.allArrived(`${origin}/ap/blogs/${blog._id}`, instances, sent));
      const { first, last } = crowd.sentBy(`${origin}/ap/blogs/${blog._id}`, sent);
      queued.push(first);
      sending.push(last);
      await sleep(200);
    }
    log(`  create-blog, author with ${counted} remote followers: p50 ${percentile(followed, 50)} ms, max ${Math.max(...followed).toFixed(1)} ms; author without: p50 ${percentile(alone, 50)} ms, max ${Math.max(...alone).toFixed(1)} ms (${publishes} each)`);
    const publishUsage = process.cpuUsage(publishCpu);
    // Fedify queues a fan-out's deliveries in one call (enqueueMany: one statement here), and none runs
    // before it returns: the first delivery at a door comes after all of them were queued.
    log(`  every delivery queued (no later than the first reached its door), from the request: p50 ${percentile(queued, 50)} ms, max ${Math.max(...queued).toFixed(0)} ms`);
    log(`  the Article sent to all ${instances} shared inboxes (at their doors), from the request: p50 ${percentile(sending, 50)} ms, max ${Math.max(...sending).toFixed(0)} ms`);
    log(`  the Article handled by all ${instances} (signature checked, this one process for all of them, ${((publishUsage.user + publishUsage.system) / 1000 / (performance.now() - publishStart)).toFixed(2)} cores busy): p50 ${percentile(deliveries, 50)} ms, max ${Math.max(...deliveries).toFixed(0)} ms`);

    // Inbox POSTs at `rate` a second: signed Likes of the author's blogs by the crowd, with a reader beside them.
    const blogs = (await call(server.url, '/api/search-blogs', { author: (await call(server.url, '/api/get-profile', { username: author.username })).body._id, page: 1 })).body.blogs as { _id: string }[];
    const total = rate * seconds;
    /** `count` signed Likes, their ids under `name`, made before they are sent (the crowd's signing is not in the window). */
    const likes = async (name: string, count: number) => {
      const made: Request[] = [];
      for (let k = 0; k < count; k++) {
        const { i, j } = followers[k % followers.length];
        const me = crowd.ctxOf(i).getActorUri(`u${j}`);
        const body = JSON.stringify({ '@context': 'https://www.w3.org/ns/activitystreams', id: `${me.href}/likes/${tag}-${name}-${k}`, type: 'Like', actor: me.href, object: `${origin}/ap/blogs/${blogs[k % blogs.length]._id}` });
        made.push(await signRequest(new Request(`${origin}/ap/inbox`, { method: 'POST', headers: { 'content-type': 'application/activity+json' }, body }), crowd.keys[0].privateKey, new URL(`${me.href}#main-key`)));
      }
      return made;
    };
    /** Sends the requests at `rate` a second from now; calls `answered` with each one's latency and status. */
    const sendAtRate = (requests: Request[], answered: (ms: number, status: number) => void) => {
      const start = performance.now();
      return Promise.all(
        requests.map(async (req, k) => {
          const due = start + (k * 1000) / rate;
          const wait = due - performance.now();
          if (wait > 0) await sleep(wait);
          const t = performance.now();
          const res = await fetch(req);
          await res.arrayBuffer();
          answered(performance.now() - t, res.status);
        }),
      );
    };
    // One Like from every follower first, at the same rate, not measured (the bench's other loads warm
    // up too: bench/api.ts): the window is the server's steady state. The first Likes a server ever
    // takes run code not yet compiled, and an actor's first activity a minute after their last reads
    // their key from the database again (kept in memory a minute: server/federation/kv.ts) and parses
    // it once more. With a second of Likes only, the window's first 800 were such first ones (p50 7-8
    // ms against 5-6 ms).
    await sendAtRate(await likes('warm', followers.length), () => {});
    await sleep(1000);
    const prepared = await likes('measured', total);
    // This process's own garbage (the signing above) collected before the window, not in it: a pause
    // of the load's sender delays its requests and its reading of their answers alike.
    collectGarbage();
    await sleep(200);
    const inboxMs: number[] = [];
    const statuses = new Map<number, number>();
    const readerMs: number[] = [];
    let reading = true;
    const reader = (async () => {
      while (reading) {
        readerMs.push((await call(server.url, '/api/latest-blogs', { page: 1 })).ms);
        await sleep(20);
      }
    })();
    const cpuBefore = cpuTimeOf(server.pid);
    // This process's own CPU (the requests, signed before the window; the reader) and the machine's idle
    // time in the window: how much of the two cores the server's POSTs had.
    const benchBefore = process.cpuUsage();
    const idleBefore = machineIdleMs();
    const start = performance.now();
    await sendAtRate(prepared, (ms, status) => {
      inboxMs.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
    const elapsed = (performance.now() - start) / 1000;
    const cpu = (cpuTimeOf(server.pid) - cpuBefore) / 1000 / total;
    const benchUsage = process.cpuUsage(benchBefore);
    const benchCores = (benchUsage.user + benchUsage.system) / 1e6 / elapsed;
    const serverCores = (cpu * total) / 1000 / elapsed;
    const idleCores = (machineIdleMs() - idleBefore) / 1000 / elapsed;
    reading = false;
    await reader;
    // Work left after the answers (a queued activity is handled later) is the POSTs' too: the server's
    // CPU until it idles (under 5% of a core over half a second, at most a minute).
    let idleAt = cpuTimeOf(server.pid);
    for (let t = 0; t < 120; t++) {
      await sleep(500);
      const now = cpuTimeOf(server.pid);
      const busy = now - idleAt;
      idleAt = now;
      if (busy < 25_000) break;
    }
    const cpuAll = (idleAt - cpuBefore) / 1000 / total;
    log(`  ${total} signed inbox POSTs in ${elapsed.toFixed(1)} s (${(total / elapsed).toFixed(0)}/s): p50 ${percentile(inboxMs, 50)} ms, p99 ${percentile(inboxMs, 99)} ms, max ${Math.max(...inboxMs).toFixed(0)} ms; answers ${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')}; server CPU ${cpu.toFixed(2)} ms a POST while answering, ${cpuAll.toFixed(2)} ms until idle`);
    log(`  cores busy in the window: server ${serverCores.toFixed(2)}, this bench ${benchCores.toFixed(2)}, idle ${idleCores.toFixed(2)} of ${cpus().length}`);
    log(`  a reader meanwhile, latest-blogs: p50 ${percentile(readerMs, 50)} ms, p99 ${percentile(readerMs, 99)} ms (${readerMs.length} requests)`);
    log(`  machine load average: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    return {
      followers: counted,
      instances,
      publish: {
        followedP50: percentile(followed, 50),
        aloneP50: percentile(alone, 50),
        queuedP50: percentile(queued, 50),
        queuedMax: Math.round(Math.max(...queued)),
        sentMax: Math.round(Math.max(...sending)),
        handledP50: percentile(deliveries, 50),
        handledMax: Math.round(Math.max(...deliveries)),
      },
      inbox: { posts: total, perSecond: Math.round(total / elapsed), p50: percentile(inboxMs, 50), p99: percentile(inboxMs, 99), max: Math.round(Math.max(...inboxMs)), cpuMsPerPost: Math.round(cpu * 100) / 100, serverCores: Math.round(serverCores * 100) / 100, idleCores: Math.round(idleCores * 100) / 100 },
      reader: { p50: percentile(readerMs, 50), p99: percentile(readerMs, 99) },
    };
  } finally {
    await crowd.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  const run = await fediverseBench({ instances: arg('instances', 50), per: arg('per', 20), rate: arg('rate', 200), seconds: arg('seconds', 10), publishes: arg('publishes', 8) });
  if (!process.argv.includes('--no-save')) saveResults({ fediverse: run });
}
