import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/client.ts';
import { counterMismatches } from '../gen/generate.ts';
import { startServer, sleep, type RunningServer } from '../lib/server.ts';
import { blogPayload, call, signupUser, type Person } from '../lib/client.ts';

interface Acked {
  blogs: string[];
  likes: [string, string][];
  comments: string[];
}

/** Writes from `workers` clients until stopped; records every write answered 200. */
function writeLoad(server: RunningServer, people: Person[], blogs: { _id: string }[], workers = 8) {
  const acked: Acked = { blogs: [], likes: [], comments: [] };
  let stop = false;
  let n = 0;
  const worker = async (w: number) => {
    while (!stop) {
      const me = people[(w + n++) % people.length];
      const k = n % 3;
      if (k === 0) {
        const res = await call(server.url, '/api/create-blog', blogPayload(`Crash test ${w} ${n}`, 5), me.token);
        if (res.status === 200) acked.blogs.push(res.body.id);
      } else if (k === 1) {
        const b = blogs[Math.floor(Math.random() * blogs.length)];
        const res = await call(server.url, '/api/like-blog', { _id: b._id, isLikedByUser: false }, me.token);
        if (res.status === 200) acked.likes.push([b._id, me.id]);
      } else {
        const b = blogs[Math.floor(Math.random() * blogs.length)];
        const res = await call(server.url, '/api/add-comment', { _id: b._id, comment: `comment ${n}` }, me.token);
        if (res.status === 200) acked.comments.push(res.body._id);
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, i) => worker(i)));
  return {
    acked,
    stop: async () => {
      stop = true;
      await done;
    },
  };
}

async function missing(pool: pg.Pool, acked: Acked): Promise<string[]> {
  const problems: string[] = [];
  const blogs = (await pool.query('SELECT count(*)::int n FROM blogs WHERE blog_id = ANY($1)', [acked.blogs])).rows[0].n;
  if (blogs !== new Set(acked.blogs).size) problems.push(`${new Set(acked.blogs).size - blogs} acknowledged blogs missing`);
  const pairs = [...new Set(acked.likes.map((l) => l.join()))].map((p) => p.split(','));
  const likes = (await pool.query('SELECT count(*)::int n FROM likes l JOIN unnest($1::uuid[], $2::uuid[]) AS a(blog, u) ON l.blog = a.blog AND l.user_id = a.u', [pairs.map((l) => l[0]), pairs.map((l) => l[1])])).rows[0].n;
  const distinctLikes = pairs.length;
  if (likes !== distinctLikes) problems.push(`${distinctLikes - likes} acknowledged likes missing`);
  const comments = (await pool.query('SELECT count(*)::int n FROM comments WHERE id = ANY($1::uuid[])', [acked.comments])).rows[0].n;
  if (comments !== acked.comments.length) problems.push(`${acked.comments.length - comments} acknowledged comments missing`);
  const bad = await counterMismatches(pool);
  if (bad) problems.push(`${bad} counters differ from the rows`);
  return problems;
}

export interface CrashResult {
  round: number;
  ok: boolean;
  detail: string;
}

/**
 * kill -9 under write load, `rounds` times on the same data: after each restart every write that was
 * answered 200 is there, the counters equal the rows, and the database opens.
 */
export async function crashSuite(kind: 'embedded' | 'postgres', databaseUrl: string | undefined, rounds: number, log: (m: string) => void): Promise<CrashResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), `inkwell-crash-${kind}-`));
  const results: CrashResult[] = [];
  try {
    let server = await startServer({ dataDir, databaseUrl });
    const people: Person[] = [];
    for (let i = 0; i < 4; i++) people.push(await signupUser(server.url, `crash${kind}${i}${Date.now() % 100000}`));
    const blogs: { _id: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await call(server.url, '/api/create-blog', blogPayload(`Seed ${i}`), people[i % 4].token);
      const got = await call(server.url, '/api/get-blog', { blog_id: res.body.id, mode: 'edit' }, people[i % 4].token);
      blogs.push({ _id: got.body.blog._id });
    }
    for (let round = 1; round <= rounds; round++) {
      const load = writeLoad(server, people, blogs);
      await sleep(1000 + Math.random() * 1000);
      await server.kill9();
      await load.stop();
      const acked = load.acked;
      let problems: string[];
      try {
        server = await startServer({ dataDir, databaseUrl });
      } catch (err) {
        results.push({ round, ok: false, detail: `the server did not start again: ${String(err).slice(0, 300)}` });
        return results;
      }
      if (kind === 'postgres') {
        const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
        problems = await missing(pool, acked);
        await pool.end();
      } else {
        // PGlite admits one process: check the files with the server stopped, then start it again.
        await server.stop();
        const db = await openDatabase({ dataDir });
        problems = await missing(db.pool, acked);
        await db.close();
        server = await startServer({ dataDir, databaseUrl });
      }
      const health = await call(server.url, '/api/health');
      if (health.status !== 200) problems.push(`health ${health.status}`);
      const detail = `${acked.blogs.length} blogs, ${acked.likes.length} likes, ${acked.comments.length} comments acknowledged before kill -9`;
      results.push({ round, ok: problems.length === 0, detail: problems.length ? `${problems.join('; ')} (${detail})` : detail });
      log(`  ${kind} round ${round}: ${problems.length ? 'FAIL ' + problems.join('; ') : 'ok'} (${detail})`);
    }
    await server.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
