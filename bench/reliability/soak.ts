import { call, blogPayload, percentile, type Person } from '../lib/client.ts';
import { sleep, type RunningServer } from '../lib/server.ts';

/** One request of the mixed load: four reads in five, the rest likes, comments and new blogs. */
function mixed(server: RunningServer, people: Person[], blogs: { blog_id: string; _id: string }[], n: number) {
  const b = blogs[n % blogs.length];
  const me = people[n % people.length];
  switch (n % 10) {
    case 0:
    case 1:
      return call(server.url, '/api/latest-blogs', { page: 1 + (n % 3) });
    case 2:
    case 3:
    case 4:
      return call(server.url, '/api/get-blog', { blog_id: b.blog_id });
    case 5:
      return call(server.url, '/api/trending-blogs');
    case 6:
    case 7:
      return call(server.url, '/api/search-blogs', { query: ['quick', 'fox', 'paragraph', 'lazy do'][n % 4], page: 1 });
    case 8:
      return n % 20 < 10
        ? call(server.url, '/api/like-blog', { _id: b._id, isLikedByUser: n % 40 < 20 }, me.token)
        : call(server.url, '/api/add-comment', { _id: b._id, comment: `soak ${n}` }, me.token);
    default:
      return n % 50 === 9 ? call(server.url, '/api/create-blog', blogPayload(`Soak ${n}`, 10), me.token) : call(server.url, '/api/search-users', { query: me.username.slice(0, 4) });
  }
}

/** The most requests per second the mixed load gets at 32 concurrent clients. */
export async function measureMax(server: RunningServer, people: Person[], blogs: { blog_id: string; _id: string }[], seconds: number): Promise<number> {
  let n = 0;
  let ok = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (Date.now() < end) {
        const r = await mixed(server, people, blogs, n++);
        if (r.status === 200) ok++;
      }
    }),
  );
  return ok / seconds;
}

export interface SoakResult {
  seconds: number;
  targetRps: number;
  achievedRps: number;
  errors: number;
  statuses: Record<string, number>;
  p99BySlice: number[];
  rssStartMB: number;
  /** The largest of the samples taken every second. */
  rssPeakMB: number;
  rssEndMB: number;
  /** Resident memory at the end of each sixth of the run. */
  rssBySlice: number[];
}

/** `rate` requests per second, paced, for `seconds`; p99 per sixth of the run and memory at both ends. */
export async function soak(server: RunningServer, people: Person[], blogs: { blog_id: string; _id: string }[], rate: number, seconds: number): Promise<SoakResult> {
  const rssStart = server.memory().rss;
  const slices = 6;
  const lat: number[][] = Array.from({ length: slices }, () => []);
  const statuses: Record<string, number> = {};
  const rssBySlice: number[] = [];
  let rssPeak = rssStart;
  let sampledAt = 0;
  let n = 0;
  const start = performance.now();
  const inflight = new Set<Promise<void>>();
  for (;;) {
    const elapsed = (performance.now() - start) / 1000;
    if (elapsed >= seconds) break;
    if (elapsed - sampledAt >= 1) {
      sampledAt = elapsed;
      rssPeak = Math.max(rssPeak, server.memory().rss);
    }
    if (elapsed >= ((rssBySlice.length + 1) * seconds) / slices) rssBySlice.push(server.memory().rss);
    const due = Math.floor(elapsed * rate);
    while (n < due) {
      const k = n++;
      const slice = Math.min(slices - 1, Math.floor((elapsed / seconds) * slices));
      const p = mixed(server, people, blogs, k).then((r) => {
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
        lat[slice].push(r.ms);
      });
      inflight.add(p);
      void p.finally(() => inflight.delete(p));
    }
    await sleep(2);
  }
  await Promise.all(inflight);
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  return {
    seconds,
    targetRps: Math.round(rate),
    achievedRps: Math.round(total / seconds),
    errors: total - (statuses['200'] ?? 0),
    statuses,
    p99BySlice: lat.map((l) => percentile(l, 99)),
    rssStartMB: rssStart,
    rssPeakMB: Math.max(rssPeak, server.memory().rss),
    rssEndMB: server.memory().rss,
    rssBySlice: [...rssBySlice, server.memory().rss].slice(0, slices),
  };
}
