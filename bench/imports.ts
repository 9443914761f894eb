// A large WordPress import: npm run bench:imports [-- --posts=10000] [--mb=100]
// [--postgres] [--no-save]. Also part of `npm run bench`.
// A generated WXR of N posts and about M MB (WordPress's block markup: paragraphs, headings, lists,
// code, tables, quotes, images elsewhere) in a temporary folder, sent to the built server as one
// upload, imported by its job while readers ask /api/health and /api/latest-blogs back to back: the
// wall time from the upload's first byte to `done`, the server's peak resident memory, and readers'
// p50/p99 meanwhile. Targets: under 2 minutes, under 400 MB, p99 under 50 ms.
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { postgresDatabase } from './gen/dataset.ts';
import { call, percentile, signupUser } from './lib/client.ts';
import { rng } from './lib/rng.ts';
import { sleep, startServer } from './lib/server.ts';
import { saveResults } from './lib/results.ts';

export interface ImportRun {
  database: 'embedded' | 'postgres';
  posts: number;
  fileMB: number;
  /** From the upload's first byte to the import's `done`. */
  wallSeconds: number;
  uploadSeconds: number;
  created: number;
  skipped: number;
  /** The server's resident memory, sampled every 250 ms from the upload to `done`. */
  rssPeakMB: number;
  /** Readers during the import, four at a time: /api/health and /api/latest-blogs in turn. */
  readerP50Ms: number;
  readerP99Ms: number;
  healthP99Ms: number;
  latestP99Ms: number;
  readerRequests: number;
  readerErrors: number;
}

const WORDS = (
  'gear wheel anchor pallet escapement pendulum spring balance tooth pinion arbor bridge plate mainspring ' +
  'the a of and to in that it with as for on was by at from this have be which or one time clock hand ' +
  'café naïve façade über señor crème jalapeño déjà vu smörgåsbord résumé piñata coöperate'
).split(' ');

/** A WordPress post's body in the block editor's markup, of about `bytes` characters. */
function postBody(r: ReturnType<typeof rng>, n: number, bytes: number): string {
  const sentence = () => {
    const w = Array.from({ length: r.int(8, 18) }, () => r.pick(WORDS));
    w[0] = w[0]!.charAt(0).toUpperCase() + w[0]!.slice(1);
    return `${w.join(' ')}.`;
  };
  const para = () => `<!-- wp:paragraph -->\n<p>${Array.from({ length: r.int(3, 6) }, sentence).join(' ').replace(/ (\w+) /, ' <strong>$1</strong> ')}</p>\n<!-- /wp:paragraph -->\n\n`;
  const parts: string[] = [];
  let size = 0;
  let i = 0;
  while (size < bytes) {
    let part: string;
    switch (i++ % 9) {
      case 2:
        part = `<!-- wp:heading -->\n<h2 class="wp-block-heading">Part ${i} of post ${n}</h2>\n<!-- /wp:heading -->\n\n`;
        break;
      case 4:
        part = `<!-- wp:list -->\n<ul><li>${sentence()}</li><li>${sentence()}<ul><li>${sentence()}</li></ul></li><li>${sentence()}</li></ul>\n<!-- /wp:list -->\n\n`;
        break;
      case 5:
        part = `<!-- wp:code -->\n<pre class="wp-block-code"><code class="language-python">def tick_${i}(n):\n    return n + ${i} if n &lt; 60 else 0\n</code></pre>\n<!-- /wp:code -->\n\n`;
        break;
      case 6:
        part = `<!-- wp:table -->\n<figure class="wp-block-table"><table><thead><tr><th>Part</th><th>Teeth</th></tr></thead><tbody><tr><td>Escape wheel</td><td>${r.int(10, 60)}</td></tr><tr><td>Pinion</td><td>${r.int(6, 12)}</td></tr></tbody></table></figure>\n<!-- /wp:table -->\n\n`;
        break;
      case 7:
        part = `<!-- wp:image {"id":${n * 10 + i}} -->\n<figure class="wp-block-image size-large"><img src="https://old.example.org/wp-content/uploads/2019/05/p${n}-${i}.jpg" alt="${r.pick(WORDS)}"/><figcaption class="wp-element-caption">${sentence()}</figcaption></figure>\n<!-- /wp:image -->\n\n`;
        break;
      case 8:
        part = `<!-- wp:quote -->\n<blockquote class="wp-block-quote"><p>${sentence()}</p><cite>A clockmaker</cite></blockquote>\n<!-- /wp:quote -->\n\n`;
        break;
      default:
        part = para();
    }
    parts.push(part);
    size += part.length;
  }
  return parts.join('');
}

/** Writes a WXR of `posts` published posts of about `mb` MB in all to `path`; its size in bytes. */
export async function writeWxr(path: string, posts: number, mb: number): Promise<number> {
  const r = rng(37);
  const out = createWriteStream(path);
  const write = async (s: string) => {
    if (!out.write(s)) await once(out, 'drain');
  };
  await write(`<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Gears and Cogs</title>
  <link>https://old.example.org</link>
  <description>Notes on small machines</description>
  <language>en-US</language>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>https://old.example.org</wp:base_site_url>
  <wp:base_blog_url>https://old.example.org</wp:base_blog_url>
  <wp:author><wp:author_id>1</wp:author_id><wp:author_login><![CDATA[ada]]></wp:author_login><wp:author_email><![CDATA[ada@old.example.org]]></wp:author_email><wp:author_display_name><![CDATA[Ada]]></wp:author_display_name></wp:author>
`);
  // Each item's markup around its body is about 1 KB.
  const bodyBytes = Math.max(500, Math.round((mb * 1024 * 1024) / posts) - 1100);
  for (let n = 1; n <= posts; n++) {
    const day = new Date(Date.UTC(2010, 0, 1) + n * 6 * 3600_000);
    const ymd = day.toISOString().slice(0, 10);
    const slug = `post-${n}-${r.pick(WORDS).replace(/[^a-z]/g, '') || 'x'}`;
    await write(`  <item>
    <title><![CDATA[Post ${n}: ${r.pick(WORDS)} ${r.pick(WORDS)} and the ${r.pick(WORDS)}]]></title>
    <link>https://old.example.org/${ymd.slice(0, 4)}/${ymd.slice(5, 7)}/${slug}/</link>
    <pubDate>${day.toUTCString().replace('GMT', '+0000')}</pubDate>
    <dc:creator><![CDATA[ada]]></dc:creator>
    <guid isPermaLink="false">https://old.example.org/?p=${n}</guid>
    <description></description>
    <content:encoded><![CDATA[${postBody(r, n, bodyBytes)}]]></content:encoded>
    <excerpt:encoded><![CDATA[${n % 3 === 0 ? `What post ${n} is about, in a sentence.` : ''}]]></excerpt:encoded>
    <wp:post_id>${n}</wp:post_id>
    <wp:post_date><![CDATA[${ymd} 10:00:00]]></wp:post_date>
    <wp:post_date_gmt><![CDATA[${ymd} 10:00:00]]></wp:post_date_gmt>
    <wp:comment_status><![CDATA[open]]></wp:comment_status>
    <wp:post_name><![CDATA[${slug}]]></wp:post_name>
    <wp:status><![CDATA[publish]]></wp:status>
    <wp:post_type><![CDATA[post]]></wp:post_type>
    <category domain="category" nicename="clocks"><![CDATA[Clocks]]></category>
    <category domain="post_tag" nicename="tag${n % 40}"><![CDATA[tag${n % 40}]]></category>
  </item>
`);
  }
  await write('</channel>\n</rss>\n');
  out.end();
  await once(out, 'finish');
  return statSync(path).size;
}

/** One run: a fresh server, one member, the file uploaded and imported while readers ask. */
export async function importRun(database: 'embedded' | 'postgres', databaseUrl: string | undefined, file: string, posts: number, log: (m: string) => void = console.log): Promise<ImportRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-import-bench-'));
  // The file's images are on a made-up host: kept as addresses (copying them would reach the internet).
  const server = await startServer({ dataDir, databaseUrl, env: { JOBS_POLL_MS: '500', IMPORT_REMOTE_IMAGES: 'keep' } });
  try {
    const member = await signupUser(server.url, `importer${database}`);
    log(`  ${database}: server up, RSS ${server.memory().rss} MB (peak so far ${server.memory().peak} MB)`);
    const readerMs: number[] = [];
    const healthMs: number[] = [];
    const latestMs: number[] = [];
    let readerErrors = 0;
    let reading = true;
    let rssPeak = 0;
    // Sampled during the import: the process's own high-water mark (VmHWM) is its start's, where a
    // fresh embedded database runs its migrations.
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, server.memory().rss)), 250);
    const readers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = w; reading; i++) {
        const health = i % 2 === 0;
        const r = health ? await call(server.url, '/api/health') : await call(server.url, '/api/latest-blogs', { page: 1 });
        if (r.status !== 200) {
          readerErrors++;
          continue;
        }
        readerMs.push(r.ms);
        (health ? healthMs : latestMs).push(r.ms);
      }
    });

    const started = performance.now();
    const res = await fetch(`${server.url}/api/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'text/xml' },
      body: Readable.toWeb(createReadStream(file)) as unknown as BodyInit,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    const answer = (await res.json()) as { import_id?: string };
    const uploadSeconds = (performance.now() - started) / 1000;
    if (res.status !== 202 || !answer.import_id) throw new Error(`import: ${res.status} ${JSON.stringify(answer)}`);
    log(`  ${database}: uploaded in ${uploadSeconds.toFixed(1)} s`);
    let status;
    let lastLog = 0;
    for (;;) {
      await sleep(500);
      const s = await call(server.url, '/api/import-status', { import_id: answer.import_id }, member.token);
      if (s.status !== 200) continue;
      status = s.body as { state: string; done: number; total: number; created: string[]; skipped: unknown[] };
      if (status.state === 'done' || status.state === 'failed') break;
      if (performance.now() - lastLog > 15_000) {
        lastLog = performance.now();
        log(`    ${status.state} ${status.done}/${status.total} at ${Math.round((performance.now() - started) / 1000)} s, RSS ${server.memory().rss} MB`);
      }
      if (performance.now() - started > 20 * 60_000) throw new Error('the import did not finish in 20 minutes');
    }
    const wallSeconds = (performance.now() - started) / 1000;
    reading = false;
    await Promise.all(readers);
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, server.memory().rss);
    if (status.state !== 'done') throw new Error(`import ${status.state}: ${JSON.stringify(status.skipped.slice(-3))}`);
    const run: ImportRun = {
      database,
      posts,
      fileMB: Math.round(statSync(file).size / 1024 / 1024),
      wallSeconds: Math.round(wallSeconds * 10) / 10,
      uploadSeconds: Math.round(uploadSeconds * 10) / 10,
      created: status.created.length,
      skipped: status.skipped.length,
      rssPeakMB: rssPeak,
      readerP50Ms: percentile(readerMs, 50),
      readerP99Ms: percentile(readerMs, 99),
      healthP99Ms: percentile(healthMs, 99),
      latestP99Ms: percentile(latestMs, 99),
      readerRequests: readerMs.length,
      readerErrors,
    };
    log(`  ${describeImport(run)}`);
    return run;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function describeImport(r: ImportRun): string {
  return (
    `import ${r.database}, WXR of ${r.fileMB} MB and ${r.posts} posts: done in ${r.wallSeconds} s (upload ${r.uploadSeconds} s), ${r.created} created, ${r.skipped} skipped; ` +
    `server RSS peak ${r.rssPeakMB} MB; readers p50 ${r.readerP50Ms} ms, p99 ${r.readerP99Ms} ms (health ${r.healthP99Ms}, latest-blogs ${r.latestP99Ms}; ${r.readerRequests} requests, ${r.readerErrors} errors)`
  );
}

/** The file once, then the embedded database (and PostgreSQL in a database of its own, dropped after, when asked). */
export async function importBench(opts: { posts: number; mb: number; postgres?: boolean }, log: (m: string) => void = console.log): Promise<ImportRun[]> {
  const dir = mkdtempSync(join(tmpdir(), 'inkwell-wxr-'));
  try {
    const file = join(dir, 'export.xml');
    const t = performance.now();
    const bytes = await writeWxr(file, opts.posts, opts.mb);
    log(`  WXR written: ${(bytes / 1024 / 1024).toFixed(1)} MB, ${opts.posts} posts, in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const runs = [await importRun('embedded', undefined, file, opts.posts, log)];
    if (opts.postgres) {
      const pg = await postgresDatabase(`inkwell_import_${process.pid}`);
      try {
        runs.push(await importRun('postgres', pg.url, file, opts.posts, log));
      } finally {
        pg.drop();
      }
    }
    return runs;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  const runs = await importBench({ posts: arg('posts', 10_000), mb: arg('mb', 100), postgres: process.argv.includes('--postgres') });
  if (!process.argv.includes('--no-save')) saveResults({ imports: runs });
}
