import type { Meta } from './gen/dataset.ts';
import { BENCH_PASSWORD } from './gen/generate.ts';
import { call } from './lib/client.ts';
import type { RunningServer } from './lib/server.ts';
import { wrk, type WrkResult } from './lib/wrk.ts';

/** Simulated members, one connection each. */
export const MEMBERS = 200;
/** The p99 a rate must keep to count. */
export const P99_LIMIT_MS = 50;
/**
 * Requests a step must complete to be a result. At a low rate each member pauses for seconds between
 * requests (200 members at 25 req/s: 8 s each), so a step lasts until about this many are due: a
 * fixed 6 s step had completed a few dozen, mostly each member's first, and measured nothing.
 */
export const MIN_REQUESTS = 600;
/** The longest a step may last. */
const MAX_STEP_SECONDS = 60;

export interface MixedStep extends WrkResult {
  /** The rate asked for (requests a second over all members). */
  targetRps: number;
}

export interface MixedResult {
  members: number;
  p99LimitMs: number;
  /** The highest rate whose p99 stayed under the limit (its achieved req/s), null when none did. */
  best: MixedStep | null;
  steps: MixedStep[];
}

/** The blogs the members read and write to. */
const DAY_BLOGS = 2000;

const lua = (s: string) => JSON.stringify(s);
const list = (name: string, values: string[]) => `local ${name} = {${values.map(lua).join(',')}}`;

/**
 * A community's day as wrk Lua: each of MEMBERS connections is a member who, between requests,
 * waits long enough for the whole to come to `rate` requests a second. 90% reads: the home page
 * (its HTML, latest and trending), blog pages (HTML and get-blog), search and profiles; 10% writes as
 * a signed-in member: likes, comments and drafts.
 */
function script(meta: Meta, usernames: string[], tokens: string[], rate: number): string {
  const perMemberDelayMs = Math.max(0, Math.round((MEMBERS * 1000) / rate));
  return [
    list('blogIds', meta.blogIds.slice(0, DAY_BLOGS)),
    list('blogUuids', meta.blogUuids.slice(0, DAY_BLOGS)),
    list('terms', meta.searchTerms),
    list('users', usernames),
    list('tokens', tokens),
    'local function pick(t) return t[math.random(#t)] end',
    'local json = {["Content-Type"] = "application/json"}',
    'local counter = 0',
    'function setup(thread) thread:set("id", math.random(100000)) end',
    'function init(args) math.randomseed(os.time() + id) end',
    `function delay() return math.random(${Math.round(perMemberDelayMs * 0.5)}, ${Math.round(perMemberDelayMs * 1.5)}) end`,
    'local function post(path, body, token)',
    '  local h = {["Content-Type"] = "application/json"}',
    '  if token then h["Authorization"] = "Bearer " .. token end',
    '  return wrk.format("POST", path, h, body)',
    'end',
    'function request()',
    '  counter = counter + 1',
    '  local r = math.random(100)',
    // Reads (90): home 30, blog pages 35, search 15, profiles 10.
    '  if r <= 10 then return wrk.format("GET", "/") end',
    '  if r <= 20 then return post("/api/latest-blogs", \'{"page":\' .. math.random(3) .. \'}\') end',
    '  if r <= 30 then return wrk.format("GET", "/api/trending-blogs") end',
    '  if r <= 45 then return wrk.format("GET", "/blogs/" .. pick(blogIds)) end',
    '  if r <= 65 then return post("/api/get-blog", \'{"blog_id":"\' .. pick(blogIds) .. \'"}\') end',
    '  if r <= 80 then return post("/api/search-blogs", \'{"page":1,"query":"\' .. pick(terms) .. \'"}\') end',
    '  if r <= 90 then return post("/api/get-profile", \'{"username":"\' .. pick(users) .. \'"}\') end',
    // Writes (10): likes 5, comments 3, drafts 2.
    '  local token = pick(tokens)',
    '  if r <= 95 then return post("/api/like-blog", \'{"_id":"\' .. pick(blogUuids) .. \'","isLikedByUser":\' .. (math.random(2) == 1 and "false" or "true") .. \'}\', token) end',
    '  if r <= 98 then return post("/api/add-comment", \'{"_id":"\' .. pick(blogUuids) .. \'","comment":"A comment from the mixed load \' .. counter .. \'"}\', token) end',
    '  return post("/api/create-blog", \'{"title":"A draft of the mixed load \' .. counter .. \'","draft":true}\', token)',
    'end',
  ].join('\n');
}

/** The members who write (40 signed in) and the authors whose profiles are read (of the first five pages). */
async function membersOf(server: RunningServer): Promise<{ tokens: string[]; usernames: string[] }> {
  const tokens: string[] = [];
  for (let i = 0; i < 40; i++) {
    const res = await call(server.url, '/api/signin', { email: `user${i}@bench.test`, password: BENCH_PASSWORD });
    if (res.status !== 200) throw new Error(`bench sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
    tokens.push(res.body.access_token);
  }
  const usernames = new Set<string>();
  for (let page = 1; page <= 5; page++) {
    for (const b of (await call(server.url, '/api/latest-blogs', { page })).body.blogs ?? []) usernames.add(b.author.personal_info.username);
  }
  return { tokens, usernames: [...usernames] };
}

/**
 * Every read of the day's script once before its first step, as the read calls are measured (bench/api.ts
 * askEachOnce): the day is a community's steady state, not its first minute. Asked cold, the 83 search
 * terms' first pages alone (30-90 ms each at 100,000 blogs on the embedded database, 15% of the calls)
 * put the first step's p99 over the limit at 25 req/s, where every term is still new, and the search
 * for the highest rate stopped there (a full run's "none"), while the same server passed 383 req/s
 * on a run whose first step happened to pass. What a cold search costs is its own target (the slowest
 * term cold, EXPLAIN ANALYZE).
 */
async function askEachRead(server: RunningServer, meta: Meta, usernames: string[]) {
  const asks: (() => Promise<unknown>)[] = [
    () => fetch(`${server.url}/`).then((r) => r.text()),
    () => fetch(`${server.url}/api/trending-blogs`).then((r) => r.text()),
    ...[1, 2, 3].map((page) => () => call(server.url, '/api/latest-blogs', { page })),
    ...meta.searchTerms.map((query) => () => call(server.url, '/api/search-blogs', { page: 1, query })),
    ...usernames.map((username) => () => call(server.url, '/api/get-profile', { username })),
    ...meta.blogIds.slice(0, DAY_BLOGS).flatMap((id) => [
      () => fetch(`${server.url}/blogs/${id}`).then((r) => r.text()),
      () => call(server.url, '/api/get-blog', { blog_id: id }),
    ]),
  ];
  let next = 0;
  const asker = async () => {
    while (next < asks.length) await asks[next++]();
  };
  await Promise.all(Array.from({ length: 8 }, asker));
}

/** The health call's time (it asks the database) that means nothing is queued any more. */
const DRAINED_MS = 20;
const MAX_DRAIN_MS = 60_000;

/**
 * Waits until the server has worked off what an overloaded step left queued (writes and cold reads
 * waiting for the database): health, which asks the database, answers within DRAINED_MS twice in a
 * row, or MAX_DRAIN_MS passes. Returns the wait (ms). Without it the steps after an overloaded one
 * measured its backlog (1,200 and 1,000 asked after 1,600: 296 and 219 req/s, p99 about 2 s).
 */
async function drained(url: string): Promise<number> {
  const start = performance.now();
  let quick = 0;
  while (quick < 2 && performance.now() - start < MAX_DRAIN_MS) {
    const asked = performance.now();
    const answered = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    quick = answered && performance.now() - asked < DRAINED_MS ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 250));
  }
  return Math.round(performance.now() - start);
}

/**
 * The highest rate of the mixed load at which p99 stays under P99_LIMIT_MS: rates doubled until one
 * fails, then halved towards the edge. Each step runs `seconds` after a short warm-up, and after an
 * overloaded step the next waits for the server to drain its queue.
 */
export async function mixedLoad(server: RunningServer, meta: Meta, seconds: number, log: (m: string) => void = console.log): Promise<MixedResult> {
  const { tokens, usernames } = await membersOf(server);
  const warm = performance.now();
  await askEachRead(server, meta, usernames);
  log(`  every read of the day asked once first (${Math.round((performance.now() - warm) / 1000)} s)`);
  const steps: MixedStep[] = [];
  const run = async (rate: number) => {
    const target = { path: '/', script: script(meta, usernames, tokens, rate) };
    const stepSeconds = Math.min(MAX_STEP_SECONDS, Math.max(seconds, Math.ceil(MIN_REQUESTS / rate)));
    await wrk(server.url, target, { seconds: 2, connections: MEMBERS });
    const r = await wrk(server.url, target, { seconds: stepSeconds, connections: MEMBERS });
    const step = { targetRps: rate, ...r };
    steps.push(step);
    // A run that completed too few requests for a p99 is no result.
    const ok = r.requests >= MIN_REQUESTS / 2 && r.p99 < P99_LIMIT_MS && r.non2xx === 0 && r.errors === 0;
    log(`  mixed at ${String(rate).padStart(6)} req/s asked (${stepSeconds} s): ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.non2xx || r.errors ? `, FAILURES ${r.non2xx}+${r.errors}` : ''} ${ok ? 'ok' : 'over'}`);
    if (!ok) log(`    drained in ${await drained(server.url)} ms`);
    return ok;
  };
  let good = 0;
  let bad = 0;
  for (let rate = 25; rate <= 64_000; rate *= 2) {
    if (await run(rate)) good = rate;
    else {
      bad = rate;
      break;
    }
  }
  // Not even the first rate: lower ones, down to a few requests a second.
  for (let rate = Math.round(bad / 2); !good && rate >= 10; rate = Math.round(rate / 2)) {
    if (await run(rate)) good = rate;
    else bad = rate;
  }
  // Two halvings between the last good rate and the first bad one.
  for (let i = 0; i < 2 && good && bad && bad - good > good / 8; i++) {
    const mid = Math.round((good + bad) / 2);
    if (await run(mid)) good = mid;
    else bad = mid;
  }
  const passing = steps.filter((s) => s.requests >= MIN_REQUESTS / 2 && s.p99 < P99_LIMIT_MS && s.non2xx === 0 && s.errors === 0);
  const best = passing.length ? passing.reduce((a, b) => (b.rps > a.rps ? b : a)) : null;
  return { members: MEMBERS, p99LimitMs: P99_LIMIT_MS, best, steps };
}

export interface SoakMinute extends WrkResult {
  /** Resident memory at the end of the minute (MB). */
  rssMB: number;
}

export interface SoakResult {
  members: number;
  /** The rate asked for, requests a second. */
  targetRps: number;
  seconds: number;
  rssStartMB: number;
  /** The largest of the samples taken every 5 s. */
  rssPeakMB: number;
  rssEndMB: number;
  /** Each minute of the soak: its wrk figures and the memory after it. */
  minutes: SoakMinute[];
}

/**
 * The memory target's soak: the community's day at one steady `rate` for `seconds` (a wrk run per
 * minute), resident memory sampled every 5 s. Growth shows as a rising rssMB from minute to minute.
 */
export async function soakLoad(server: RunningServer, meta: Meta, rate: number, seconds: number, log: (m: string) => void = console.log): Promise<SoakResult> {
  const { tokens, usernames } = await membersOf(server);
  const target = { path: '/', script: script(meta, usernames, tokens, rate) };
  const rssStart = server.memory().rss;
  let rssPeak = rssStart;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, server.memory().rss)), 5_000);
  const minutes: SoakMinute[] = [];
  try {
    for (let left = seconds; left > 0; left -= 60) {
      const r = await wrk(server.url, target, { seconds: Math.min(60, left), connections: MEMBERS });
      const rssMB = server.memory().rss;
      rssPeak = Math.max(rssPeak, rssMB);
      minutes.push({ ...r, rssMB });
      log(`  soak minute ${minutes.length}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.non2xx || r.errors ? `, FAILURES ${r.non2xx}+${r.errors}` : ''}, RSS ${rssMB} MB`);
    }
  } finally {
    clearInterval(sampler);
  }
  return { members: MEMBERS, targetRps: rate, seconds, rssStartMB: rssStart, rssPeakMB: rssPeak, rssEndMB: server.memory().rss, minutes };
}
