// Loaded into a benchmark's server with `--import` (bench/lib/server.ts, `probe`): every second, one
// JSON line to LOOP_PROBE_FILE with the main thread's event-loop delay and its garbage collections in
// that second. A latency that climbs while the server's work per request stays the same is a queue or
// pauses: this says which pauses (a collection's, or something else holding the loop).
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver, constants } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const file = process.env.LOOP_PROBE_FILE;
if (isMainThread && file) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  let gc = { n: 0, ms: 0, longestMs: 0, major: 0, majorMs: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      gc.n++;
      gc.ms += e.duration;
      gc.longestMs = Math.max(gc.longestMs, e.duration);
      if (e.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
        gc.major++;
        gc.majorMs += e.duration;
      }
    }
  }).observe({ entryTypes: ['gc'] });
  const round = (x) => Math.round(x * 10) / 10;
  setInterval(() => {
    const line = {
      at: Date.now(),
      delayP99Ms: round(delay.percentile(99) / 1e6),
      delayMaxMs: round(delay.max / 1e6),
      gcs: gc.n,
      gcMs: round(gc.ms),
      gcLongestMs: round(gc.longestMs),
      majorGcs: gc.major,
      majorGcMs: round(gc.majorMs),
      heapMB: Math.round(process.memoryUsage().heapUsed / 1e6),
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
    delay.reset();
    gc = { n: 0, ms: 0, longestMs: 0, major: 0, majorMs: 0 };
  }, 1000).unref();
}
