import type { Meta } from './gen/dataset.ts';
import { BENCH_PASSWORD } from './gen/generate.ts';
import { call } from './lib/client.ts';
import type { RunningServer } from './lib/server.ts';
import { wrk, type WrkResult } from './lib/wrk.ts';

export interface WriteResult extends WrkResult {
  call: string;
}

export interface PacedWriteResult extends WriteResult {
  /** The rate asked for. */
  targetRps: number;
  /** Achieved at least 95% of it with p99 under PACED_P99_LIMIT_MS and no failure. */
  ok: boolean;
}

/** Writers (connections) of both loads, each signed in as a user of their own. */
const WRITERS = 50;
/** The issue's write target: this rate of each call, with p99 under the limit. */
export const PACED_RATE = 300;
export const PACED_P99_LIMIT_MS = 100;

/** The writers' tokens: every token belongs to a session row, so they sign in as the server's users do. */
async function writersOf(server: RunningServer): Promise<string[]> {
  const bearer: string[] = [];
  for (let i = 0; i < WRITERS; i++) {
    const res = await call(server.url, '/api/signin', { email: `user${i}@bench.test`, password: BENCH_PASSWORD });
    if (res.status !== 200) throw new Error(`bench sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
    bearer.push(res.body.access_token);
  }
  return bearer;
}

/** Sustained create-blog, like-blog and add-comment at 50 connections (as fast as the server answers), signed in as generated users. */
export async function writeLoad(server: RunningServer, meta: Meta, seconds: number, log: (m: string) => void = console.log, only?: string, connections?: number): Promise<WriteResult[]> {
  const bearer = await writersOf(server);
  const calls = writeCalls(meta, bearer);
  const out: WriteResult[] = [];
  for (const { call, target } of calls.filter((c) => !only || c.call === only)) {
    const r = await wrk(server.url, target, { seconds, connections, threads: connections === 1 ? 1 : undefined });
    log(`  ${call.padEnd(22)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms${r.non2xx || r.errors ? `  FAILURES ${r.non2xx}+${r.errors}` : ''}`);
    out.push({ call, ...r });
  }
  return out;
}

/**
 * Each write call at a set rate (PACED_RATE) rather than as fast as the server answers: 50 writers
 * sending on a schedule of `rate` requests a second (wrk.ts, Target.rate: an open load, so the rate
 * asked is the rate sent while the server keeps up). This is the issue's target as writers meet it
 * (p99 at that rate); at 50 connections without pauses p99 is the queue of 50 the load itself makes
 * (50 / req/s).
 */
export async function pacedWrites(server: RunningServer, meta: Meta, seconds: number, log: (m: string) => void = console.log, rate = PACED_RATE): Promise<PacedWriteResult[]> {
  const bearer = await writersOf(server);
  const out: PacedWriteResult[] = [];
  for (const { call, target } of writeCalls(meta, bearer)) {
    const r = await wrk(server.url, { ...target, rate }, { seconds, connections: WRITERS });
    const ok = r.rps >= rate * 0.95 && r.p99 < PACED_P99_LIMIT_MS && r.non2xx === 0 && r.errors === 0;
    log(`  ${call.padEnd(22)} at ${rate} req/s asked: ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms${r.non2xx || r.errors ? `  FAILURES ${r.non2xx}+${r.errors}` : ''} ${ok ? 'ok' : 'missed'}`);
    out.push({ call, targetRps: rate, ok, ...r });
  }
  return out;
}

function writeCalls(meta: Meta, bearer: string[]) {
  const blocks = Array.from({ length: 20 }, (_, i) => ({ type: 'paragraph', data: { text: `Paragraph ${i}: benchmark words about gardens, rivers and databases.` } }));
  const blogBodies = Array.from({ length: 20 }, (_, i) =>
    JSON.stringify({ title: `Benchmark blog number ${i}`, banner: 'https://images.example.test/banner.png', des: 'Written by the write benchmark', content: { time: 1, blocks, version: '2.31.7' }, tags: ['tech', 'bench'], draft: false }),
  );
  return [
    { call: 'create-blog', target: { path: '/api/create-blog', bodies: blogBodies, tokens: bearer } },
    {
      call: 'like-blog',
      target: { path: '/api/like-blog', method: 'POST' as const, tokens: bearer, luaLists: { blogs: meta.blogUuids }, luaBody: `'{"_id":"' .. pick(blogs) .. '","isLikedByUser":' .. (math.random(2) == 1 and 'false' or 'true') .. '}'` },
    },
    {
      call: 'add-comment',
      target: { path: '/api/add-comment', method: 'POST' as const, tokens: bearer, luaLists: { blogs: meta.blogUuids }, luaBody: `'{"_id":"' .. pick(blogs) .. '","comment":"A benchmark comment ' .. counter .. '"}'` },
    },
  ];
}
