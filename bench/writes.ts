import type { Meta } from './gen/dataset.ts';
import { BENCH_PASSWORD } from './gen/generate.ts';
import { call } from './lib/client.ts';
import type { RunningServer } from './lib/server.ts';
import { wrk, type WrkResult } from './lib/wrk.ts';

export interface WriteResult extends WrkResult {
  call: string;
}

/** Sustained create-blog, like-blog and add-comment at 50 connections, signed in as generated users. */
export async function writeLoad(server: RunningServer, meta: Meta, seconds: number, log: (m: string) => void = console.log): Promise<WriteResult[]> {
  // Every token belongs to a session row, so the writers sign in as the server's users do (50 of them).
  const bearer: string[] = [];
  for (let i = 0; i < 50; i++) {
    const res = await call(server.url, '/api/signin', { email: `user${i}@bench.test`, password: BENCH_PASSWORD });
    if (res.status !== 200) throw new Error(`bench sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
    bearer.push(res.body.access_token);
  }
  const blocks = Array.from({ length: 20 }, (_, i) => ({ type: 'paragraph', data: { text: `Paragraph ${i}: benchmark words about gardens, rivers and databases.` } }));
  const blogBodies = Array.from({ length: 20 }, (_, i) =>
    JSON.stringify({ title: `Benchmark blog number ${i}`, banner: 'https://images.example.test/banner.png', des: 'Written by the write benchmark', content: { time: 1, blocks, version: '2.31.7' }, tags: ['tech', 'bench'], draft: false }),
  );
  const calls = [
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
  const out: WriteResult[] = [];
  for (const { call, target } of calls) {
    const r = await wrk(server.url, target, { seconds });
    log(`  ${call.padEnd(22)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms${r.non2xx || r.errors ? `  FAILURES ${r.non2xx}+${r.errors}` : ''}`);
    out.push({ call, ...r });
  }
  return out;
}
