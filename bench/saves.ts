// What heavy saves cost everyone else: npm run bench:saves [-- --seconds=20] [--members=4] [--kind=code|mixed|both] [--pg] [--port=3210]
//
// Starts the built server (scripts/build-server.mjs, as npm start runs it) on a fresh data directory,
// signs up several members, each with a draft, and has them save heavy content back to back (no pause:
// far beyond the per-member limit, which the benchmark lifts) while one client asks GET /api/health
// over and over. Prints the health latency (p50, p99, max) before and during the saves, and the saves'
// throughput and latency. The target: health p99 under 50 ms while the saves run.
//
// Kinds of save:
// - code:  two code blocks of 100,000 characters of JavaScript (the total a blog may hold), 0.2 MB;
// - mixed: 190,000 characters of code and 2,500 paragraphs of inline HTML, 1.5 MB.
// --pg runs on the PostgreSQL of DATABASE_URL (or postgres://postgres@127.0.0.1:5432/<a database of
// its own>) instead of the embedded database, whose one session makes a health check wait for a save's
// transaction whatever the event loop does.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, percentile, signupUser, type Person } from './lib/client.ts';
import { cpuTimeOf, sleep, startServer, type RunningServer } from './lib/server.ts';

const args = process.argv.slice(2);
const opt = (name: string, def: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? def;
const seconds = Number(opt('seconds', '20'));
const members = Number(opt('members', '4'));
const kinds = (opt('kind', 'both') === 'both' ? ['code', 'mixed'] : [opt('kind', 'code')]) as Kind[];
const port = Number(opt('port', '3210'));
const usePg = args.includes('--pg');

type Kind = 'code' | 'mixed';

/**
 * CPU time (ms) of the process's main thread: its task id is the process id (proc(5)). Unlike the
 * wall-clock figures it does not grow when other processes take the cores.
 */
function mainThreadCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** Ordinary JavaScript of `n` characters: keywords, strings, numbers, regexps and comments to colour. */
function js(n: number, seed: number): string {
  let s = '';
  for (let i = 0; s.length < n; i++) s += `function f${seed}_${i}(a, b) { const x = "s${i}" + a * ${i}; return /re${i}/.test(b) ? x : [a, b, { k: ${i} }]; } // c${i}\n`;
  return s.slice(0, n);
}
const richParagraph = (i: number) => ({
  type: 'paragraph',
  data: { text: `Some <b>bold ${i}</b> and <i>italic</i> with <a href="https://example.com/${i}" onclick="x()">a link</a> and <span style="color:red">span</span> <code>code()</code> `.repeat(3) },
});

/** The body of one save-edit; `n` makes each save differ (an unchanged save is not written). */
function saveBody(kind: Kind, blogId: string, n: number): string {
  const blocks =
    kind === 'code'
      ? [
          { type: 'code', data: { language: 'javascript', code: js(100_000, n) } },
          { type: 'code', data: { language: 'typescript', code: js(100_000, n + 1) } },
        ]
      : [{ type: 'code', data: { language: 'javascript', code: js(95_000, n) } }, { type: 'code', data: { language: 'javascript', code: js(95_000, n + 1) } }, ...Array.from({ length: 2500 }, (_, i) => richParagraph(i + n))];
  return JSON.stringify({ id: blogId, title: `Heavy ${n}`, banner: '', des: '', tags: [], content: { time: 1, blocks, version: '2.31.7' } });
}

interface HealthRun {
  samples: number[];
  failures: number;
}

/**
 * GET `path` one after another (10 ms apart) until `stop` says so. /api/health pings the database;
 * an unknown API path is answered 404 by Fastify alone, so its time is the event loop's.
 */
async function probe(base: string, stop: () => boolean, path = '/api/health', expected = 200): Promise<HealthRun> {
  const samples: number[] = [];
  let failures = 0;
  while (!stop()) {
    const t = performance.now();
    try {
      const res = await fetch(`${base}${path}`);
      await res.arrayBuffer();
      if (res.status === expected) samples.push(performance.now() - t);
      else failures++;
    } catch {
      failures++;
    }
    await sleep(10);
  }
  return { samples, failures };
}

const fmt = (values: number[]) => `p50 ${percentile(values, 50)} ms, p99 ${percentile(values, 99)} ms, max ${Math.round(Math.max(0, ...values))} ms (${values.length} samples)`;

async function runKind(server: RunningServer, people: { person: Person; blogId: string }[], kind: Kind) {
  const bodies = people.map(({ blogId }, i) => [saveBody(kind, blogId, i * 2), saveBody(kind, blogId, i * 2 + 1000)]);
  // One save each first: the worker thread starts and the drafts hold content of this size.
  await Promise.all(people.map(({ person }, i) => call(server.url, '/api/save-edit', undefined, person.token, { body: bodies[i]![1]! })));

  let stopped = false;
  const deadline = Date.now() + seconds * 1000;
  const cpuBefore = cpuTimeOf(server.pid);
  const mainBefore = mainThreadCpuMs(server.pid);
  const health = probe(server.url, () => stopped);
  const loop = probe(server.url, () => stopped, '/api/no-such-call', 404);
  const saveMs: number[] = [];
  const statuses: Record<number, number> = {};
  const started = performance.now();
  await Promise.all(
    people.map(async ({ person }, i) => {
      for (let n = 0; Date.now() < deadline; n++) {
        const res = await call(server.url, '/api/save-edit', undefined, person.token, { body: bodies[i]![n % 2]! });
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status === 200) saveMs.push(res.ms);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  stopped = true;
  const h = await health;
  const l = await loop;
  const cpu = (cpuTimeOf(server.pid) - cpuBefore) / 1e6;
  const mainCpu = mainThreadCpuMs(server.pid) - mainBefore;
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  const mb = Buffer.byteLength(bodies[0]![0]!) / 1e6;
  console.log(`${kind} saves (${mb.toFixed(2)} MB each), ${members} members back to back for ${seconds} s:`);
  console.log(`  health during the saves: ${fmt(h.samples)}${h.failures ? `, ${h.failures} failed` : ''}`);
  console.log(`  a 404 (no database) during the saves: ${fmt(l.samples)}`);
  console.log(`  saves: ${saveMs.length} answered 200 in ${elapsed.toFixed(1)} s = ${(saveMs.length / elapsed).toFixed(2)} saves/s; latency ${fmt(saveMs)}; statuses ${JSON.stringify(statuses)}`);
  console.log(`  server process CPU: ${cpu.toFixed(1)} s in ${elapsed.toFixed(1)} s (all its threads); its main thread ${(mainCpu / 1000).toFixed(1)} s = ${Math.round(mainCpu / Math.max(1, answered))} ms a save (health and 404 probes included)`);
  return { kind, mb, health: { p50: percentile(h.samples, 50), p99: percentile(h.samples, 99), max: Math.max(0, ...h.samples), samples: h.samples.length, failures: h.failures }, notFound: { p50: percentile(l.samples, 50), p99: percentile(l.samples, 99) }, saves: { ok: saveMs.length, perSecond: saveMs.length / elapsed, p50: percentile(saveMs, 50), p99: percentile(saveMs, 99), statuses }, cpuSeconds: cpu, mainThreadCpuMsPerSave: mainCpu / Math.max(1, answered) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-bench-saves-'));
let databaseUrl: string | undefined;
let pgName: string | undefined;
if (usePg) {
  databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    pgName = `inkwell_bench_saves_${process.pid}`;
    execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'test', '-c', `CREATE DATABASE ${pgName}`], { stdio: 'ignore' });
    databaseUrl = `postgres://postgres@127.0.0.1:5432/${pgName}`;
  }
}
const server = await startServer({ dataDir, databaseUrl, port, env: { SERVE_APP: 'false', SAVE_RATE_LIMIT: '100000' } });
try {
  console.log(`server: build/server/main.mjs on ${server.url}, ${usePg ? 'PostgreSQL' : 'embedded database'}`);
  const people: { person: Person; blogId: string }[] = [];
  for (let i = 0; i < members; i++) {
    const person = await signupUser(server.url, `saver${i}x${process.pid}`);
    const created = await call(server.url, '/api/create-blog', { title: `Draft of saver ${i}`, draft: true }, person.token);
    if (created.status !== 200) throw new Error(`create-blog: ${created.status} ${JSON.stringify(created.body)}`);
    people.push({ person, blogId: created.body.id });
  }
  let idleStop = false;
  const idleRun = probe(server.url, () => idleStop);
  await sleep(3000);
  idleStop = true;
  const idle = await idleRun;
  console.log(`health with no saves: ${fmt(idle.samples)}`);
  for (const kind of kinds) await runKind(server, people, kind);
  console.log('(a shared 2-core machine: wall-clock figures move with the other processes on it)');
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (pgName) execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'test', '-c', `DROP DATABASE IF EXISTS ${pgName}`], { stdio: 'ignore' });
}
