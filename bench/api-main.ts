// npm run bench:api -- [1k|10k|100k] [--postgres] [--no-cache] [--seconds=N] [--writes] [--mixed] [--only-mixed] [--only-writes] [--workers=N] [--soak=N] [--no-save]
// --no-save: print only; today's bench/results file (a full run's, perhaps) is left as it is.
import { SIZES, type Size } from './gen/generate.ts';
import { apiRun, measureCeiling } from './api.ts';
import { saveResults } from './lib/results.ts';

const args = process.argv.slice(2);
const size = (args.find((a) => a in SIZES) ?? '1k') as Size;
const seconds = Number(args.find((a) => a.startsWith('--seconds='))?.split('=')[1] ?? 10);
const ceiling = await measureCeiling(seconds);
console.log(`hello-world ceiling: ${ceiling.rps} req/s, p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms`);
const run = await apiRun(args.includes('--postgres') ? 'postgres' : 'embedded', size, {
  ceiling: ceiling.rps,
  seconds,
  cache: !args.includes('--no-cache'),
  writeSeconds: args.includes('--writes') || args.includes('--only-writes') ? seconds : undefined,
  mixedSeconds: args.includes('--mixed') || args.includes('--only-mixed') ? seconds : undefined,
  readCalls: !args.includes('--only-mixed') && !args.includes('--only-writes'),
  workers: Number(args.find((a) => a.startsWith('--workers='))?.split('=')[1] ?? 1),
  // The soak (seconds) after the other loads; with --only-writes or --only-mixed as its run-up.
  soakSeconds: Number(args.find((a) => a.startsWith('--soak='))?.split('=')[1] ?? 0) || undefined,
});
if (!args.includes('--no-save')) saveResults({ api: { ceiling, runs: [run] } });
