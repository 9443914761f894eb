// The workshop's notes call: npm run bench:workshop [-- --notes=200] [--requests=2000] [--pg] [--no-save]
//
// Starts the built server (as npm start runs it) on a fresh data directory, has an author share a
// draft of 40 blocks with 5 reviewers who write `notes` notes on it (a quarter of them replies), then
// asks POST /api/notes for the draft `requests` times, one request at a time (a reviewer's page asks
// it once; the figure is one request's latency, not a throughput), as the author and the reviewers in
// turn. Prints p50, p99 and max. The target: p99 under 20 ms with 200 notes.
// --pg runs on the PostgreSQL of DATABASE_URL (or a database of its own on 127.0.0.1) instead of the
// embedded database.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, percentile, signupUser, type Person } from './lib/client.ts';
import { cpuTimeOf, startServer } from './lib/server.ts';

const args = process.argv.slice(2);
const opt = (name: string, def: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? def;
const noteCount = Number(opt('notes', '200'));
const requests = Number(opt('requests', '2000'));
const usePg = args.includes('--pg');

const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-bench-workshop-'));
let databaseUrl: string | undefined;
let pgName: string | undefined;
if (usePg) {
  databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    pgName = `inkwell_bench_workshop_${process.pid}`;
    execFileSync('createdb', ['-h', '127.0.0.1', '-U', 'postgres', pgName], { stdio: 'ignore' });
    databaseUrl = `postgres://postgres@127.0.0.1:5432/${pgName}`;
  }
}
// The reviewers write their notes faster than a person may (NOTES_PER_MINUTE).
const server = await startServer({ dataDir, databaseUrl, env: { SERVE_APP: 'false', NOTES_PER_MINUTE: '100000' } });
const ask = async (path: string, body: unknown, who: Person) => {
  const res = await call(server.url, `/api${path}`, body, who.token);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
};
try {
  const tag = process.pid;
  const author = await signupUser(server.url, `wsauthor${tag}`);
  const reviewers: Person[] = [];
  for (let i = 0; i < 5; i++) reviewers.push(await signupUser(server.url, `wsrev${i}x${tag}`));
  const blocks = Array.from({ length: 40 }, (_, i) => ({ id: `b${i}`, type: 'paragraph', data: { text: `Paragraph ${i}: the quick brown fox jumps over the lazy dog, again and again.` } }));
  const created = await ask('/create-blog', { title: 'A draft under review', des: 'Benchmark', banner: '', tags: ['tech'], draft: true, content: { time: 1, blocks, version: '2.31.7' } }, author);
  const blogId = created.body.id as string;
  await ask('/share-draft', { blog_id: blogId, usernames: reviewers.map((r) => r.username), shared: true }, author);
  const tops: string[] = [];
  for (let i = 0; i < noteCount; i++) {
    const who = reviewers[i % reviewers.length];
    const reply = i % 4 === 3 && tops.length > 0;
    const body = reply
      ? { blog_id: blogId, block_id: 'b0', text: `Reply ${i}: agreed, with a sentence or two more of explanation.`, parent: tops[i % tops.length] }
      : { blog_id: blogId, block_id: `b${i % 40}`, text: `Note ${i}: this paragraph could be shorter, and the second clause says the same as the first.`, quote: 'the lazy dog' };
    const res = await ask('/add-note', body, who);
    if (!reply) tops.push(res.body._id as string);
  }
  const readers = [author, ...reviewers];
  for (let i = 0; i < 50; i++) await ask('/notes', { blog_id: blogId }, readers[i % readers.length]); // warm-up
  const ms: number[] = [];
  let size = 0;
  const started = performance.now();
  const cpuBefore = cpuTimeOf(server.pid);
  for (let i = 0; i < requests; i++) {
    const res = await ask('/notes', { blog_id: blogId }, readers[i % readers.length]);
    ms.push(res.ms);
    size = JSON.stringify(res.body).length;
  }
  const elapsed = (performance.now() - started) / 1000;
  // The server's CPU per request: what the figure is worth on a busy machine, where waiting for a core inflates the latency.
  const cpuMs = (cpuTimeOf(server.pid) - cpuBefore) / 1000 / requests;
  console.log(`POST /api/notes, ${noteCount} notes (${tops.length} notes, ${noteCount - tops.length} replies) on a draft of 40 blocks, ${usePg ? 'PostgreSQL' : 'embedded database'}, answer ${(size / 1024).toFixed(1)} KB`);
  console.log(`  ${requests} requests one at a time in ${elapsed.toFixed(1)} s: p50 ${percentile(ms, 50)} ms, p99 ${percentile(ms, 99)} ms, max ${Math.max(...ms).toFixed(2)} ms; server CPU ${cpuMs.toFixed(2)} ms a request`);
  // The same without compression (a client that asks for none): what the answer's size costs to compress.
  const plain: number[] = [];
  const plainCpu = cpuTimeOf(server.pid);
  for (let i = 0; i < 300; i++) {
    const t = performance.now();
    const res = await fetch(`${server.url}/api/notes`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'identity', authorization: `Bearer ${author.token}` }, body: JSON.stringify({ blog_id: blogId }) });
    await res.arrayBuffer();
    plain.push(performance.now() - t);
  }
  console.log(`  uncompressed, 300 times: p50 ${percentile(plain, 50)} ms, p99 ${percentile(plain, 99)} ms; server CPU ${((cpuTimeOf(server.pid) - plainCpu) / 1000 / 300).toFixed(2)} ms a request`);
  // Right after a note changed (the author resolves one and reopens it): the answer is made again, as
  // the first read after every write makes it; the figure the kept answer does not help.
  const fresh: number[] = [];
  const freshCpu = cpuTimeOf(server.pid);
  for (let i = 0; i < 300; i++) {
    await ask('/resolve-note', { note_id: tops[i % tops.length], resolved: i % 2 === 0 }, author);
    fresh.push((await ask('/notes', { blog_id: blogId }, readers[i % readers.length])).ms);
  }
  console.log(`  after a note changed, 300 times: p50 ${percentile(fresh, 50)} ms, p99 ${percentile(fresh, 99)} ms; server CPU ${((cpuTimeOf(server.pid) - freshCpu) / 1000 / 300).toFixed(2)} ms a change and a read`);
  // For scale: a small call of the same caller through the same server (auth, routing, one statement).
  const small: number[] = [];
  const smallCpu = cpuTimeOf(server.pid);
  for (let i = 0; i < 300; i++) small.push((await ask('/reviewers', { blog_id: blogId }, author)).ms);
  console.log(`  for scale, POST /api/reviewers (5 reviewers) 300 times: p50 ${percentile(small, 50)} ms, p99 ${percentile(small, 99)} ms; server CPU ${((cpuTimeOf(server.pid) - smallCpu) / 1000 / 300).toFixed(2)} ms a request`);
  console.log(`  machine load average while measured: ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (pgName) execFileSync('dropdb', ['-h', '127.0.0.1', '-U', 'postgres', pgName], { stdio: 'ignore' });
}
