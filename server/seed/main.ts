/**
 * npm run seed: fills the database the server uses (DATA_DIR or DATABASE_URL) with a demo community,
 * through the real API (signup, get-upload-url, PUT, create-blog, like-blog, add-comment ...).
 * Pictures are drawn locally. Dates are then spread over the last weeks so lists look lived in.
 *   --reset   empty the database first
 */
import type { FastifyInstance } from 'fastify';
import { CALLS, type AnswerOf, type CallName, type PayloadOf } from '../../src/contract/index.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { buildApp } from '../app.ts';
import { DatabaseInUseError, openDatabase, truncateAll, type Database } from '../db/client.ts';
import { AUTHORS, COMMENTS, DEMO_PASSWORD, REPLIES, TOPICS, YOUTUBE_IDS } from './data.ts';
import { picture, rng } from './images.ts';
import { backdateBlog, communityTotals, hasDemoCommunity, spreadDates, verifyDemoAccounts } from '../store/demo.ts';

const log = (...a: unknown[]) => console.log('[seed]', ...a);

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  config = { ...config, LOG_LEVEL: 'silent' as const, SERVE_APP: false, AUTH_RATE_LIMIT: 1_000_000, API_RATE_LIMIT: 10_000_000, SAVE_RATE_LIMIT: 1_000_000, COMMENTS_PER_MINUTE: 1_000_000, REPORTS_PER_HOUR: 1_000_000 };
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof DatabaseInUseError) {
      console.error(`[seed] ${err.message}`);
      console.error('[seed] Nothing was written. Stop the running server, run `npm run seed`, then start the server again.');
      process.exit(1);
    }
    throw err;
  }
  log(`database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded, in ${config.dataDir}`}`);
  const app = await buildApp({ config, database });
  try {
    if (process.argv.includes('--reset')) {
      await truncateAll(database.db);
      log('emptied the database (--reset)');
    }
    if (await hasDemoCommunity(database)) {
      log('the demo community is already there (use --reset to start over)');
      return;
    }
    await seed(app, database, config.STORAGE === 's3');
  } finally {
    await app.close();
    await database.close();
  }
}

/** Makes a call of the contract's table through the real server, as the app would. */
async function call<N extends CallName>(app: FastifyInstance, name: N, body?: PayloadOf<N>, token?: string): Promise<AnswerOf<N>> {
  const { method, path } = CALLS[name];
  const res = await app.inject({
    method,
    url: `/api${path}`,
    ...(body !== undefined ? { payload: body as object } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

async function upload(app: FastifyInstance, token: string, bytes: Buffer, toBucket: boolean): Promise<string> {
  const { uploadURL } = await call(app, 'getUploadUrl', undefined, token);
  // With STORAGE=s3 the address is the bucket's (presigned): the picture goes there as a browser
  // sends it, then finish-upload has the server read it and make its variants.
  if (toBucket) {
    const put = await fetch(uploadURL, { method: 'PUT', body: new Uint8Array(bytes) });
    if (!put.ok) throw new Error(`the bucket answered the upload ${put.status}: ${await put.text()}`);
    const key = new URL(uploadURL).pathname.split('/').pop()!;
    return (await call(app, 'finishUpload', { url: `/uploads/${key}` }, token)).url;
  }
  const res = await app.inject({ method: 'PUT', url: uploadURL, payload: bytes, headers: { 'content-type': 'image/png' } });
  if (res.statusCode !== 200) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return uploadURL.split('?')[0];
}

function content(r: () => number, title: string, category: string, images: string[]) {
  const pick = <T,>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  const yt = pick(YOUTUBE_IDS);
  return {
    time: Date.now(),
    version: '2.31.7',
    blocks: [
      {
        type: 'paragraph',
        data: {
          text: `Some ideas only click when you write them down. This post about <b>${category}</b> started as a note on my phone and grew into something I wanted to <i>share properly</i>. If you are new here, the <a href="https://en.wikipedia.org/wiki/Blog">history of blogging</a> is a fun detour.`,
        },
      },
      { type: 'header', data: { text: 'Where it started', level: 2 } },
      {
        type: 'paragraph',
        data: {
          text: `The first attempt was a mess. The second was better, and by the third I had a routine: <mark>start small, write it down, repeat</mark>. Even the tooling was simple — a notebook and a file called <code>notes.md</code>.`,
        },
      },
      { type: 'image', data: { file: { url: pick(images) }, caption: `A picture that sums up “${title}”`, withBorder: false, stretched: false, withBackground: false } },
      { type: 'header', data: { text: 'What worked', level: 3 } },
      { type: 'list', data: { style: 'unordered', items: ['Doing a little every day', 'Asking people who had done it before', 'Writing down what went <b>wrong</b>, not only what went right'] } },
      { type: 'header', data: { text: 'A simple plan you can steal', level: 3 } },
      { type: 'list', data: { style: 'ordered', items: ['Pick one thing to try this week', 'Give it twenty minutes a day', 'Look back on Sunday and adjust'] } },
      { type: 'quote', data: { text: 'The best time to start was yesterday. The second best time is now.', caption: 'Every coach I ever had', alignment: 'left' } },
      { type: 'paragraph', data: { text: 'Here is a short video that explains the idea better than I can:' } },
      { type: 'embed', data: { service: 'youtube', source: `https://www.youtube.com/watch?v=${yt}`, embed: `https://www.youtube.com/embed/${yt}`, width: 580, height: 320, caption: 'Worth the few minutes' } },
      { type: 'paragraph', data: { text: `Thanks for reading. Tell me in the comments what <i>you</i> would add — I read every one.` } },
    ],
  };
}

async function seed(app: FastifyInstance, database: Database, toBucket: boolean) {
  const r = rng(20240601);
  const t0 = Date.now();
  log('drawing pictures (locally, no network) ...');
  const bannerPngs = await Promise.all(Array.from({ length: 12 }, (_, i) => picture(100 + i, 1600, 900)));
  const inlinePngs = await Promise.all(Array.from({ length: 6 }, (_, i) => picture(300 + i, 1000, 600)));

  log('creating authors ...');
  const users: { key: string; token: string; username: string; id: string }[] = [];
  for (const [i, a] of AUTHORS.entries()) {
    const s = await call(app, 'signup', { fullname: a.fullname, email: `${a.key}@demo.inkwell.test`, password: DEMO_PASSWORD });
    const avatar = await upload(app, s.access_token, await picture(500 + i, 256, 256, true), toBucket);
    await call(app, 'updateProfileImg', { url: avatar }, s.access_token);
    const social = { youtube: '', facebook: '', twitter: '', github: '', instagram: '', website: '', ...Object.fromEntries(Object.entries(a).filter(([k]) => !['key', 'fullname', 'bio'].includes(k))) };
    await call(app, 'updateProfile', { username: s.username, bio: a.bio, social_links: social }, s.access_token);
    const profile = await call(app, 'getProfile', { username: s.username });
    users.push({ key: a.key, token: s.access_token, username: s.username, id: profile._id });
  }
  const first = users[0];
  const banners: string[] = [];
  for (const png of bannerPngs) banners.push(await upload(app, first.token, png, toBucket));
  const images: string[] = [];
  for (const png of inlinePngs) images.push(await upload(app, first.token, png, toBucket));

  log('writing blogs ...');
  const categories = Object.keys(TOPICS);
  const published: { _id: string; blog_id: string; author: (typeof users)[number] }[] = [];
  let n = 0;
  for (let round = 0; published.length < 60; round++) {
    for (const cat of categories) {
      if (published.length >= 60) break;
      const title = TOPICS[cat].titles[round];
      if (!title) continue;
      const author = users[n++ % users.length];
      const tags = [cat, ...TOPICS[cat].extra.filter(() => r() < 0.5)].slice(0, 4);
      const { id } = await call(
        app,
        'createBlog',
        {
          title,
          banner: banners[Math.floor(r() * banners.length)],
          des: `${title}: a short read about ${cat}, with notes, a plan and a video.`.slice(0, 200),
          content: content(r, title, cat, images),
          tags,
          draft: false,
        },
        author.token,
      );
      const blog = await call(app, 'getBlog', { blog_id: id, mode: 'edit' }, author.token);
      published.push({ _id: blog.blog._id, blog_id: id, author });
    }
  }
  for (let i = 0; i < 5; i++) {
    const author = users[i];
    const cat = categories[i];
    await call(app, 'createBlog', { title: `Draft: more thoughts on ${cat}`, banner: banners[i], des: '', content: content(r, 'draft', cat, images), tags: [cat], draft: true }, author.token);
  }

  log('likes, comments, replies ...');
  for (const blog of published) {
    for (const u of users) if (u !== blog.author && r() < 0.35) await call(app, 'likeBlog', { _id: blog._id, isLikedByUser: false }, u.token);
    const commenters = users.filter((u) => u !== blog.author && r() < 0.2);
    for (const u of commenters) {
      const c = await call(app, 'addComment', { _id: blog._id, comment: COMMENTS[Math.floor(r() * COMMENTS.length)] }, u.token);
      if (r() < 0.5) await call(app, 'addComment', { _id: blog._id, comment: REPLIES[Math.floor(r() * REPLIES.length)], replying_to: c._id }, blog.author.token);
    }
  }

  // Spread dates over the last six weeks (newest blogs have the fewest hours), and reads to match.
  log('spreading dates over recent weeks ...');
  for (const [i, blog] of published.entries()) {
    const hoursAgo = Math.round(((published.length - i) / published.length) * 42 * 24 * (0.8 + r() * 0.2)) + 1;
    const reads = Math.floor(r() * 400) + 5;
    await backdateBlog(database, blog._id, hoursAgo, reads);
  }
  await spreadDates(database);
  await verifyDemoAccounts(database);

  const totals = await communityTotals(database);
  log(`done in ${Math.round((Date.now() - t0) / 1000)} s:`, totals);
  log(`sign in as any of ${AUTHORS.map((a) => `${a.key}@demo.inkwell.test`).join(', ')} with the password ${DEMO_PASSWORD}`);
}

await main();
