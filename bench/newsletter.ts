// The newsletter's 10,000 subscribers (the newsletter's speed goals): npm run bench:newsletter [-- --subscribers=10000]
// [--mail-rate=6000] [--seconds=20] [--embedded-only] [--pool] [--no-save]. Also part of `npm run bench`.
// A published blog to N confirmed subscribers over a real SMTP server in this process (bench/lib/smtpSink.ts):
// the publish request's time beside one without subscribers, the time until every mail is queued,
// the send rate against MAIL_RATE, readers' p99 and the server's memory while it sends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../server/db/client.ts';
import { postgresDatabase } from './gen/dataset.ts';
import { blogPayload, call, percentile, signupUser } from './lib/client.ts';
import { startSmtpSink } from './lib/smtpSink.ts';
import { sleep, startServer } from './lib/server.ts';
import { saveResults } from './lib/results.ts';

export interface NewsletterRun {
  database: 'embedded' | 'postgres';
  subscribers: number;
  mailRatePerMinute: number;
  /** create-blog, first publish: median of 5 authors' first, without subscribers, and the one to N. */
  publishMsWithout: number;
  publishMsWith: number;
  /** From the publish transaction to the last outbox row of the blog committed. */
  queuedAllMs: number;
  queued: number;
  /** Mails the SMTP server received in the window, and their rate (the window starts at the first). */
  sentInWindow: number;
  windowSeconds: number;
  sentPerMinute: number;
  /** Readers' calls (latest-blogs, get-profile, get-blog) during the window, four at a time. */
  readerP50Ms: number;
  readerP99Ms: number;
  readerRequests: number;
  /** The server's high-water mark since it started (VmHWM): the database's creation counts in it. */
  rssPeakMB: number;
  /** The largest resident memory sampled while it queued and sent (what the bound is about). */
  rssWhileSendingMB: number;
  /**
   * Resident memory just before the publish, after the subscribers' import: what the sending adds is
   * the difference (the embedded database's WebAssembly memory never shrinks, so the import's peak
   * stays in every later sample).
   */
  rssBeforePublishMB: number;
  /** The send rate in the window's last five seconds (queuing done). */
  lastFiveSecondsPerMinute: number;
}

/** One run: a fresh server (embedded, or PostgreSQL at `databaseUrl`), N subscribers, one publish. */
export async function newsletterRun(database: 'embedded' | 'postgres', databaseUrl: string | undefined, opts: { subscribers: number; mailRate: number; seconds: number; pool?: boolean }, log: (m: string) => void = console.log): Promise<NewsletterRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-newsletter-bench-'));
  const sink = await startSmtpSink();
  const server = await startServer({ dataDir, databaseUrl, env: { SMTP_URL: opts.pool ? `${sink.url}?pool=true` : sink.url, MAIL_RATE: String(opts.mailRate), MAIL_POLL_MS: '200', JOBS_POLL_MS: '200', PUBLIC_URL: 'http://bench.inkwell.test' } });
  let stopped = false;
  try {
    const author = await signupUser(server.url, `writer${database}`);
    // Each quiet author publishes once: the publish measured with subscribers is its author's first
    // too, and an author's first publish does work a later one does not.
    const quiet = await Promise.all(Array.from({ length: 6 }, (_, i) => signupUser(server.url, `quiet${i}${database}`)));
    const csv = ['email', ...Array.from({ length: opts.subscribers }, (_, i) => `reader${i}@subscribers.test`)].join('\n');
    const imported = await call(server.url, '/api/import-subscribers', { csv, consent: true }, author.token);
    if (imported.status !== 200 || imported.body.added !== opts.subscribers) throw new Error(`import: ${imported.status} ${JSON.stringify(imported.body)}`);
    log(`  ${database}: ${opts.subscribers} confirmed subscribers imported in ${Math.round(imported.ms)} ms`);

    // The publish request answers as fast with subscribers as without: it only inserts one job row.
    const without: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await call(server.url, '/api/create-blog', blogPayload(`Quiet blog ${i}`), quiet[i]!.token);
      if (r.status !== 200) throw new Error(`create-blog: ${r.status}`);
      if (i > 0) without.push(r.ms); // the first warms the path
    }
    await sleep(500);
    const rssBeforePublish = server.memory().rss;
    const sentBefore = sink.total();
    const published = await call(server.url, '/api/create-blog', blogPayload('The newsletter blog'), author.token);
    if (published.status !== 200) throw new Error(`create-blog: ${published.status}`);
    const blogId = published.body.id as string;

    // Readers while it queues and sends: four at a time, back to back, for the window.
    const readerMs: number[] = [];
    let rssPeak = 0;
    let rssSending = 0;
    let reading = true;
    const paths: [string, unknown][] = [
      ['/api/latest-blogs', { page: 1 }],
      ['/api/get-profile', { username: author.username }],
      ['/api/get-blog', { blog_id: blogId }],
    ];
    const readers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = w; reading; i++) {
        const [path, body] = paths[i % paths.length]!;
        const r = await call(server.url, path, body);
        if (r.status === 200) readerMs.push(r.ms);
      }
    });
    const trace = process.env.BENCH_RSS_TRACE ? [] as string[] : null;
    const sampler = setInterval(() => {
      const m = server.memory();
      trace?.push(`${sink.total() - sentBefore}:${m.rss}`);
      rssPeak = Math.max(rssPeak, m.peak);
      rssSending = Math.max(rssSending, m.rss);
    }, 250);
    // The window starts with the first newsletter mail.
    const firstBy = Date.now() + 30_000;
    while (sink.total() === sentBefore && Date.now() < firstBy) await sleep(20);
    const windowStart = Date.now();
    const atStart = sink.total();
    await sleep(opts.seconds * 1000);
    const sentInWindow = sink.total() - atStart;
    reading = false;
    await Promise.all(readers);
    clearInterval(sampler);
    if (trace) log(`  RSS (mails sent:MB) every 250 ms: ${trace.join(' ')}`);
    rssPeak = Math.max(rssPeak, server.memory().peak);
    // The rate once every mail is queued: the window's last five seconds.
    const lastFive = sink.times.filter((t) => t > Date.now() - 5000).length;
    const windowSeconds = (Date.now() - windowStart) / 1000;

    // How long queuing took, read from the rows once the server has stopped (the embedded database has one process).
    await server.stop();
    stopped = true;
    const db = await openDatabase({ dataDir, databaseUrl });
    let queued = 0;
    let queuedAllMs = 0;
    try {
      const { rows } = await db.pool.query(
        `SELECT count(*)::int AS n, extract(epoch FROM max(o.created_at) - b.published_at)::float8 * 1000 AS ms
         FROM outbox o JOIN blogs b ON o.event_key LIKE 'newsletter:' || b.id || ':%' WHERE b.blog_id = $1 GROUP BY b.published_at`,
        [blogId],
      );
      queued = rows[0]?.n ?? 0;
      queuedAllMs = Math.round(rows[0]?.ms ?? -1);
    } finally {
      await db.close();
    }
    const run: NewsletterRun = {
      database,
      subscribers: opts.subscribers,
      mailRatePerMinute: opts.mailRate,
      publishMsWithout: percentile(without, 50),
      publishMsWith: Math.round(published.ms * 100) / 100,
      queuedAllMs,
      queued,
      sentInWindow,
      windowSeconds: Math.round(windowSeconds * 10) / 10,
      sentPerMinute: Math.round((sentInWindow / windowSeconds) * 60),
      readerP50Ms: percentile(readerMs, 50),
      readerP99Ms: percentile(readerMs, 99),
      readerRequests: readerMs.length,
      rssPeakMB: rssPeak,
      rssWhileSendingMB: rssSending,
      rssBeforePublishMB: rssBeforePublish,
      lastFiveSecondsPerMinute: lastFive * 12,
    };
    log(`  ${describeNewsletter(run)}`);
    return run;
  } finally {
    if (!stopped) await server.stop();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function describeNewsletter(r: NewsletterRun): string {
  return (
    `newsletter ${r.database}, ${r.subscribers} subscribers: publish ${r.publishMsWith} ms (without subscribers ${r.publishMsWithout} ms); ` +
    `${r.queued} mails queued ${r.queuedAllMs} ms after publishing; sent ${r.sentInWindow} in ${r.windowSeconds} s = ${r.sentPerMinute}/min (last 5 s: ${r.lastFiveSecondsPerMinute}/min) at MAIL_RATE ${r.mailRatePerMinute}; ` +
    `readers p50 ${r.readerP50Ms} ms, p99 ${r.readerP99Ms} ms (${r.readerRequests} requests); server RSS before publishing ${r.rssBeforePublishMB} MB, while sending ${r.rssWhileSendingMB} MB (high-water mark since start ${r.rssPeakMB} MB)`
  );
}

/** Both databases (PostgreSQL in a database of its own, dropped after). */
export async function newsletterBench(opts: { subscribers: number; mailRate: number; seconds: number; embeddedOnly?: boolean; pool?: boolean }, log: (m: string) => void = console.log): Promise<NewsletterRun[]> {
  const runs = [await newsletterRun('embedded', undefined, opts, log)];
  if (!opts.embeddedOnly) {
    const pg = await postgresDatabase(`inkwell_newsletter_${process.pid}`);
    try {
      runs.push(await newsletterRun('postgres', pg.url, opts, log));
    } finally {
      pg.drop();
    }
  }
  return runs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  const runs = await newsletterBench({
    subscribers: arg('subscribers', 10_000),
    mailRate: arg('mail-rate', 6000),
    seconds: arg('seconds', 20),
    embeddedOnly: process.argv.includes('--embedded-only'),
    // nodemailer's pooled SMTP connections (SMTP_URL ...?pool=true) instead of one connection a mail.
    pool: process.argv.includes('--pool'),
  });
  if (!process.argv.includes('--no-save')) saveResults({ newsletter: runs });
}
