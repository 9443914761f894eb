import { call, blogPayload, percentile, type Person } from '../lib/client.ts';
import { cpuTimeOf, probeLines, sleep, type RunningServer } from '../lib/server.ts';

/** The kind of the mixed load's `n`th request (what `mixed` sends), for latencies by kind. */
export function mixedKind(n: number): string {
  const k = n % 10;
  if (k <= 1) return 'latest';
  if (k <= 4) return 'get-blog';
  if (k === 5) return 'trending';
  if (k <= 7) return 'search-blogs';
  if (k === 8) return n % 20 < 10 ? 'like' : 'comment';
  return n % 50 === 9 ? 'create-blog' : 'search-users';
}

/** One request of the mixed load: four reads in five, the rest likes, comments and new blogs. */
export function mixed(server: RunningServer, people: Person[], blogs: { blog_id: string; _id: string }[], n: number) {
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
  /** p99 of the first and of the last third of the run, each over all of its requests (twice a slice's samples: steadier). */
  p99FirstThird: number;
  p99LastThird: number;
  /** The server's CPU (user + system, all its threads) per request sent in each slice, in ms: more work per request, or only waiting longer. */
  cpuMsPerRequestBySlice: number[];
  /**
   * With the server's probe (startServer's probeFile), per slice: the worst second's event-loop delay
   * p99, the longest garbage collection, and the full (major) collections and their time.
   */
  loopBySlice?: { delayP99Ms: number; gcLongestMs: number; majorGcs: number; majorGcMs: number }[];
  /** p99 of each kind of request (mixedKind) per slice: which one grows, when the whole does. */
  p99ByKind: Record<string, number[]>;
  rssStartMB: number;
  /** The largest of the samples taken every second. */
  rssPeakMB: number;
  rssEndMB: number;
  /** Resident memory at the end of each sixth of the run. */
  rssBySlice: number[];
}

/** `rate` requests per second, paced, for `seconds`; p99 per sixth of the run and memory at both ends. */
export async function soak(server: RunningServer, people: Person[], blogs: { blog_id: string; _id: string }[], rate: number, seconds: number, probeFile?: string): Promise<SoakResult> {
  const rssStart = server.memory().rss;
  const slices = 6;
  const lat: number[][] = Array.from({ length: slices }, () => []);
  const byKind: Record<string, number[][]> = {};
  const sentBySlice: number[] = new Array(slices).fill(0);
  const cpuAt: number[] = [cpuTimeOf(server.pid)];
  const statuses: Record<string, number> = {};
  const rssBySlice: number[] = [];
  let rssPeak = rssStart;
  let sampledAt = 0;
  let n = 0;
  const start = performance.now();
  const startedAt = Date.now();
  const inflight = new Set<Promise<void>>();
  for (;;) {
    const elapsed = (performance.now() - start) / 1000;
    if (elapsed >= seconds) break;
    if (elapsed - sampledAt >= 1) {
      sampledAt = elapsed;
      rssPeak = Math.max(rssPeak, server.memory().rss);
    }
    if (elapsed >= ((rssBySlice.length + 1) * seconds) / slices) {
      rssBySlice.push(server.memory().rss);
      cpuAt.push(cpuTimeOf(server.pid));
    }
    const due = Math.floor(elapsed * rate);
    while (n < due) {
      const k = n++;
      const slice = Math.min(slices - 1, Math.floor((elapsed / seconds) * slices));
      sentBySlice[slice]++;
      const p = mixed(server, people, blogs, k).then((r) => {
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
        lat[slice].push(r.ms);
        (byKind[mixedKind(k)] ??= Array.from({ length: slices }, () => []))[slice].push(r.ms);
      });
      inflight.add(p);
      void p.finally(() => inflight.delete(p));
    }
    await sleep(2);
  }
  await Promise.all(inflight);
  while (cpuAt.length <= slices) cpuAt.push(cpuTimeOf(server.pid));
  const third = Math.max(1, Math.floor(slices / 3));
  const sliceOf = (at: number) => Math.floor(((at - startedAt) / 1000 / seconds) * slices);
  const probe = probeFile ? probeLines(probeFile) : [];
  const loopBySlice = probeFile
    ? Array.from({ length: slices }, (_, i) => {
        // A line covers the second before it: it belongs to the slice that second ends in.
        const lines = probe.filter((l) => sliceOf(l.at - 1) === i);
        const max = (f: (l: (typeof lines)[number]) => number) => lines.reduce((m, l) => Math.max(m, f(l)), 0);
        return { delayP99Ms: max((l) => l.delayP99Ms), gcLongestMs: max((l) => l.gcLongestMs), majorGcs: lines.reduce((n, l) => n + l.majorGcs, 0), majorGcMs: Math.round(lines.reduce((n, l) => n + l.majorGcMs, 0)) };
      })
    : undefined;
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  return {
    seconds,
    targetRps: Math.round(rate),
    achievedRps: Math.round(total / seconds),
    errors: total - (statuses['200'] ?? 0),
    statuses,
    p99BySlice: lat.map((l) => percentile(l, 99)),
    p99FirstThird: percentile(lat.slice(0, third).flat(), 99),
    p99LastThird: percentile(lat.slice(-third).flat(), 99),
    loopBySlice,
    cpuMsPerRequestBySlice: sentBySlice.map((n, i) => Math.round((cpuAt[i + 1] - cpuAt[i]) / Math.max(1, n) / 10) / 100),
    p99ByKind: Object.fromEntries(Object.entries(byKind).map(([kind, l]) => [kind, l.map((x) => percentile(x, 99))])),
    rssStartMB: rssStart,
    rssPeakMB: Math.max(rssPeak, server.memory().rss),
    rssEndMB: server.memory().rss,
    rssBySlice: [...rssBySlice, server.memory().rss].slice(0, slices),
  };
}
