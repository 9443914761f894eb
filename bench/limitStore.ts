// The rate-limit count the front door makes for each kept answer, two ways, in one process (no HTTP):
// through @fastify/rate-limit's own limiter (`app.createRateLimit()`, what the door would call) and
// straight in the plugin's in-memory store (server/limitStore.ts, what the door does). Prints the
// median cost of one count each way over alternating rounds, and the share of one core each would
// take at a given rate of cached answers. Usage: npm run bench:limit [-- --rate=20000]
import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { sharedLocalStore } from '../server/limitStore.ts';

const rate = Number(process.argv.find((a) => a.startsWith('--rate='))?.slice(7) ?? 20_000);
const ROUNDS = 15;
const PER_ROUND = 200_000;
const MAX = 1_000_000_000;
const WINDOW = 60_000;

const shared = sharedLocalStore();
const app = Fastify();
await app.register(rateLimit, { global: true, max: MAX, timeWindow: WINDOW, store: shared.Store });
await app.ready();
const limiter = app.createRateLimit() as unknown as (req: { ip: string; routeOptions: { config: object } }) => Promise<{ isExceeded?: boolean }>;
const store = shared.current()!;
// Clients as a busy site sees them: a few thousand addresses, in turn.
const ips = Array.from({ length: 4096 }, (_, i) => `10.0.${i >> 8}.${i & 255}`);

async function throughPlugin(): Promise<number> {
  const start = process.hrtime.bigint();
  for (let i = 0; i < PER_ROUND; i++) {
    const limit = await limiter({ ip: ips[i & 4095], routeOptions: { config: {} } });
    if (limit.isExceeded) throw new Error('over the limit');
  }
  return Number(process.hrtime.bigint() - start) / PER_ROUND;
}

function inStore(): number {
  const start = process.hrtime.bigint();
  for (let i = 0; i < PER_ROUND; i++) {
    let current = 0;
    store.incr(ips[i & 4095], (err, res) => (current = err ? -1 : res!.current), WINDOW, MAX);
    if (current < 0 || current > MAX) throw new Error('over the limit');
  }
  return Number(process.hrtime.bigint() - start) / PER_ROUND;
}

const plugin: number[] = [];
const direct: number[] = [];
// Alternating rounds: a busy machine slows both alike; the first two rounds warm the JIT and are dropped.
for (let round = 0; round < ROUNDS + 2; round++) {
  const p = await throughPlugin();
  const d = inStore();
  if (round >= 2) {
    plugin.push(p);
    direct.push(d);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const share = (ns: number) => ((ns * rate) / 1e9) * 100;
console.log(`rate-limit count per cached answer (median of ${ROUNDS} rounds of ${PER_ROUND}):`);
console.log(`  through the plugin's limiter: ${median(plugin).toFixed(0)} ns  (${share(median(plugin)).toFixed(1)}% of a core at ${rate} answers/s)`);
console.log(`  in the plugin's store:        ${median(direct).toFixed(0)} ns  (${share(median(direct)).toFixed(1)}% of a core at ${rate} answers/s)`);
console.log(`  saved per answer: ${(median(plugin) - median(direct)).toFixed(0)} ns`);
await app.close();
