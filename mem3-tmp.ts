import { embeddedDataset, workingCopy } from './bench/gen/dataset.ts';
import { startServer } from './bench/lib/server.ts';
import { wrk } from './bench/lib/wrk.ts';
import { readCalls } from './bench/api.ts';
const { dir, meta } = await embeddedDataset('100k' as any);
const copy = workingCopy(dir);
const server = await startServer({ dataDir: copy.dir, env: process.env.EXTRA ? Object.fromEntries(process.env.EXTRA.split(',').map((kv) => kv.split('='))) : {} });
try {
  console.log('idle', server.memory());
  for (const { call, target } of readCalls(meta).filter((c) => ["latest-blogs p1", "get-blog", "trending-blogs"].includes(c.call))) {
    const r = await wrk(server.url, target, { seconds: 4 });
    console.log(call, r.rps, 'p99', r.p99, server.memory());
  }
} finally { await server.stop(); copy.remove(); }
