import type pg from 'pg';
import { MAIN_TAGS } from '../../src/contract/index.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { rng, type Rng } from '../lib/rng.ts';
import { FIRST_NAMES, LAST_NAMES, TAGS, WORDS } from './words.ts';

export const SIZES = { '1k': 1_000, '10k': 10_000, '100k': 100_000 } as const;
export type Size = keyof typeof SIZES;
export const USERS = 5_000;
/** The password of every generated user. */
export const BENCH_PASSWORD = 'Bench1234';

export interface GenStats {
  blogs: number;
  drafts: number;
  users: number;
  likes: number;
  comments: number;
  notifications: number;
  seconds: number;
}

const DAY = 86_400_000;

function sentence(r: Rng, min: number, max: number, capital = true) {
  const n = r.int(min, max);
  const words: string[] = [];
  for (let i = 0; i < n; i++) words.push(r.pick(WORDS));
  const s = words.join(' ');
  return capital ? s[0].toUpperCase() + s.slice(1) : s;
}

/** Editor.js blocks of real words: paragraphs (75%), lists, headers and quotes (also used by bench/editor.ts). */
export function blocks(r: Rng, count: number) {
  const out: unknown[] = [];
  for (let i = 0; i < count; i++) {
    const k = r.next();
    const id = Math.floor(r.next() * 2 ** 40).toString(36);
    if (i > 0 && k < 0.12) out.push({ id, type: 'header', data: { text: sentence(r, 3, 7), level: r.next() < 0.7 ? 2 : 3 } });
    else if (k < 0.2) out.push({ id, type: 'list', data: { style: r.next() < 0.5 ? 'ordered' : 'unordered', items: [1, 2, 3].map(() => sentence(r, 3, 8)) } });
    else if (k < 0.25) out.push({ id, type: 'quote', data: { text: sentence(r, 8, 16) + '.', caption: sentence(r, 2, 3), alignment: 'left' } });
    else out.push({ id, type: 'paragraph', data: { text: `${sentence(r, 12, 30)}. ${sentence(r, 8, 25)} <b>${r.pick(WORDS)}</b>.` } });
  }
  return out;
}

/** Inserts rows column-wise through unnest: one statement and a handful of parameters per batch. */
async function insert(pool: pg.PoolClient, table: string, columns: [string, string][], rows: unknown[][], batch: number) {
  for (let i = 0; i < rows.length; i += batch) {
    const chunk = rows.slice(i, i + batch);
    const cols = columns.map((_, c) => chunk.map((row) => row[c]));
    const select = columns.map(([, type], c) => (type.endsWith('[]#') ? `$${c + 1}::text[]` : `$${c + 1}::${type}[]`)).join(', ');
    const casts = columns.map(([, type], c) => (type.endsWith('[]#') ? `c${c}::${type.slice(0, -1)}` : `c${c}`)).join(', ');
    const names = columns.map(([name]) => name).join(', ');
    const aliases = columns.map((_, c) => `c${c}`).join(', ');
    await pool.query(`INSERT INTO ${table} (${names}) SELECT ${casts} FROM unnest(${select}) AS t(${aliases})`, cols);
  }
}

/**
 * Fills an empty, migrated database with a community: `blogs` published blogs (about 20 blocks each,
 * 1 to 5 tags, real words), 2% more drafts, 5,000 users, likes and comments in proportion (about 3
 * likes and 1.5 comments per blog, a quarter of them replies) with their notifications, and exact
 * counters. Seeded: the same size gives the same data.
 */
export async function generate(db: pg.Pool, blogCount: number, log: (m: string) => void = () => {}): Promise<GenStats> {
  const pool = await db.connect();
  try {
    return await fill(pool, blogCount, log);
  } finally {
    await pool.query('RESET session_replication_role').catch(() => {});
    pool.release();
  }
}

const TABLES = ['users', 'blogs', 'blog_search', 'likes', 'comments', 'notifications'];

async function fill(pool: pg.PoolClient, blogCount: number, log: (m: string) => void): Promise<GenStats> {
  const started = Date.now();
  // Bulk load: secondary indexes are built once at the end (a GIN index builds far faster in bulk),
  // and foreign-key triggers are off for this session (the generator's keys are right by construction).
  const indexes = (
    await pool.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = ANY($1)
         AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
      [TABLES],
    )
  ).rows;
  for (const i of indexes) await pool.query(`DROP INDEX ${i.indexname}`);
  await pool.query('SET session_replication_role = replica');
  const r = rng(blogCount * 7 + 1);
  const existing = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM blogs')).rows[0].n;
  if (existing > 0) throw new Error('The database is not empty; the generator fills a fresh one');
  const now = Date.now();
  const hash = await hashPassword(BENCH_PASSWORD);

  // Users
  const users: { id: string; username: string }[] = [];
  const userRows: unknown[][] = [];
  for (let i = 0; i < USERS; i++) {
    const first = r.pick(FIRST_NAMES);
    const last = r.pick(LAST_NAMES);
    const username = `${first}${last}`.normalize('NFKD').replace(/[^A-Za-z]/g, '').toLowerCase().slice(0, 20) + i;
    const id = r.uuid();
    users.push({ id, username });
    userRows.push([id, `${first} ${last}`, `user${i}@bench.test`, hash, username, `/api/avatar/bench${i}.svg`, r.pick(['', sentence(r, 5, 12)]), new Date(now - r.int(400, 900) * DAY).toISOString()]);
  }
  await insert(pool, 'users', [['id', 'uuid'], ['fullname', 'text'], ['email', 'text'], ['password_hash', 'text'], ['username', 'text'], ['profile_img', 'text'], ['bio', 'text'], ['joined_at', 'timestamptz']], userRows, 2500);
  log(`users ${USERS} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  // Blogs, oldest first so that seq follows publishing order like real use.
  const drafts = Math.round(blogCount * 0.02);
  const total = blogCount + drafts;
  const span = 730 * DAY;
  const times = Array.from({ length: total }, () => now - Math.floor(r.next() * span)).sort((a, b) => a - b);
  const blogs: { id: string; author: string; draft: boolean; at: number }[] = [];
  let batch: unknown[][] = [];
  const flushBlogs = async () => {
    await insert(
      pool,
      'blogs',
      [['id', 'uuid'], ['blog_id', 'text'], ['title', 'text'], ['banner', 'text'], ['des', 'text'], ['content', 'jsonb'], ['tags', 'text[]#'], ['author', 'uuid'], ['draft', 'boolean'], ['total_reads', 'int8'], ['published_at', 'timestamptz'], ['updated_at', 'timestamptz']],
      batch,
      batch.length,
    );
    batch = [];
  };
  for (let i = 0; i < total; i++) {
    const id = r.uuid();
    const author = r.skewed(users).id;
    const draft = r.next() < drafts / total;
    const title = sentence(r, 3, 8);
    const slug = title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
    const tags = [r.pick(MAIN_TAGS)];
    const extra = r.int(0, 4);
    while (tags.length < 1 + extra) {
      const t = r.pick(TAGS);
      if (!tags.includes(t)) tags.push(t);
    }
    const des = sentence(r, 12, 24).slice(0, 200);
    const content = { time: times[i], blocks: blocks(r, r.int(16, 24)), version: '2.31.7' };
    const at = times[i];
    blogs.push({ id, author, draft, at });
    batch.push([id, `${slug}-b${i.toString(36)}`, title, `/favicon.svg`, des, JSON.stringify(content), `{${tags.map((t) => `"${t}"`).join(',')}}`, author, draft, draft ? 0 : Math.floor(r.next() ** 3 * 2000), new Date(at).toISOString(), new Date(at).toISOString()]);
    if (batch.length === 250) await flushBlogs();
    if ((i + 1) % 20_000 === 0) log(`blogs ${i + 1}/${total} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  if (batch.length) await flushBlogs();
  log(`blogs ${total} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const published = blogs.filter((b) => !b.draft);

  // Likes: about 3 per blog, popular blogs get more; one per user and blog.
  const likeRows: unknown[][] = [];
  const notifRows: unknown[][] = [];
  const seen = new Set<string>();
  for (let i = 0; i < published.length * 3; i++) {
    const b = r.skewed(published);
    const u = r.pick(users).id;
    const key = b.id + u;
    if (seen.has(key)) continue;
    seen.add(key);
    const at = new Date(Math.min(now, b.at + r.int(1, 30 * 24) * 3_600_000)).toISOString();
    likeRows.push([u, b.id, at]);
    if (u !== b.author) notifRows.push([r.uuid(), 'like', b.id, b.author, u, null, null, r.next() < 0.7, at]);
  }
  seen.clear();
  await insert(pool, 'likes', [['user_id', 'uuid'], ['blog', 'uuid'], ['created_at', 'timestamptz']], likeRows, 10_000);
  log(`likes ${likeRows.length} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  // Comments: about 1.5 per blog, a quarter of them replies to an earlier comment on the same blog.
  const commentRows: unknown[][] = [];
  const byBlog = new Map<string, { id: string; by: string; at: number }[]>();
  for (let i = 0; i < Math.round(published.length * 1.5); i++) {
    const b = r.skewed(published);
    const by = r.pick(users).id;
    const id = r.uuid();
    const list = byBlog.get(b.id) ?? [];
    const parent = list.length && r.next() < 0.25 ? r.pick(list) : null;
    const at = Math.min(now, (parent?.at ?? b.at) + r.int(1, 10 * 24) * 3_600_000);
    commentRows.push([id, b.id, sentence(r, 4, 30) + '.', by, !!parent, parent?.id ?? null, new Date(at).toISOString()]);
    if (!parent) list.push({ id, by, at });
    byBlog.set(b.id, list);
    const target = parent ? parent.by : b.author;
    if (target !== by) notifRows.push([r.uuid(), parent ? 'reply' : 'comment', b.id, target, by, id, parent?.id ?? null, r.next() < 0.7, new Date(at).toISOString()]);
  }
  // Parents are inserted before their replies (seq order = time order within a blog is not needed).
  commentRows.sort((a, b) => Number(a[4]) - Number(b[4]));
  await insert(pool, 'comments', [['id', 'uuid'], ['blog', 'uuid'], ['comment', 'text'], ['commented_by', 'uuid'], ['is_reply', 'boolean'], ['parent', 'uuid'], ['commented_at', 'timestamptz']], commentRows, 5_000);
  log(`comments ${commentRows.length} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  await insert(pool, 'notifications', [['id', 'uuid'], ['type', 'text'], ['blog', 'uuid'], ['notification_for', 'uuid'], ['user_id', 'uuid'], ['comment', 'uuid'], ['replied_on_comment', 'uuid'], ['seen', 'boolean'], ['created_at', 'timestamptz']], notifRows, 5_000);
  log(`notifications ${notifRows.length} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  // The search words: the trigger that keeps them is one of the triggers this session turned off.
  // `unlisted`: drafts and hidden blogs (migration 0006's trigger computes the same).
  await pool.query(`INSERT INTO blog_search (blog, unlisted, published_at, seq, search, body)
    SELECT id, draft OR hidden, published_at, seq, inkwell_blog_vector(title, tags, des), inkwell_body_vector(content) FROM blogs`);
  log(`search words (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  await pool.query('RESET session_replication_role');
  for (const i of indexes) await pool.query(i.indexdef);
  log(`indexes rebuilt (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  // Exact counters, as the API keeps them.
  await pool.query(`UPDATE blogs b SET total_likes = l.n FROM (SELECT blog, count(*)::int n FROM likes GROUP BY blog) l WHERE b.id = l.blog`);
  await pool.query(`UPDATE blogs b SET total_comments = c.n, total_parent_comments = c.p
    FROM (SELECT blog, count(*)::int n, count(*) FILTER (WHERE NOT is_reply)::int p FROM comments GROUP BY blog) c WHERE b.id = c.blog`);
  await pool.query(`UPDATE users u SET total_posts = s.posts, total_reads = s.reads
    FROM (SELECT author, count(*) FILTER (WHERE NOT draft)::int posts, sum(total_reads)::int8 reads FROM blogs GROUP BY author) s WHERE u.id = s.author`);
  await pool.query('VACUUM ANALYZE');
  log(`counters and analyze (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return {
    blogs: published.length,
    drafts: total - published.length,
    users: USERS,
    likes: likeRows.length,
    comments: commentRows.length,
    notifications: notifRows.length,
    seconds: (Date.now() - started) / 1000,
  };
}

/** Counters recomputed from the rows: what the API must keep equal to the stored ones. */
export async function counterMismatches(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(`SELECT (
    (SELECT count(*) FROM blogs b WHERE total_likes <> (SELECT count(*) FROM likes l WHERE l.blog = b.id))
  + (SELECT count(*) FROM blogs b WHERE total_comments <> (SELECT count(*) FROM comments c WHERE c.blog = b.id))
  + (SELECT count(*) FROM blogs b WHERE total_parent_comments <> (SELECT count(*) FROM comments c WHERE c.blog = b.id AND NOT c.is_reply))
  + (SELECT count(*) FROM users u WHERE total_posts <> (SELECT count(*) FROM blogs b WHERE b.author = u.id AND NOT b.draft))
  + (SELECT count(*) FROM users u WHERE total_reads <> coalesce((SELECT sum(total_reads) FROM blogs b WHERE b.author = u.id), 0))
  )::int AS n`);
  return rows[0].n;
}
