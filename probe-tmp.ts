import { embeddedDataset, workingCopy } from './bench/gen/dataset.ts';
import { startServer } from './bench/lib/server.ts';
const size = (process.argv[2] ?? '10k') as any;
const { dir, meta } = await embeddedDataset(size);
const copy = workingCopy(dir);
const server = await startServer({ dataDir: copy.dir });
try {
  const ids = meta.blogIds.slice(0, 300);
  for (let pass = 0; pass < 4; pass++) {
    const t = performance.now();
    const times: number[] = [];
    await Promise.all(Array.from({ length: 10 }, async (_, w) => {
      for (let i = w; i < ids.length; i += 10) {
        const s = performance.now();
        const r = await fetch(`${server.url}/api/get-blog`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' }, body: JSON.stringify({ blog_id: ids[i] }) });
        await r.text();
        times.push(performance.now() - s);
      }
    }));
    times.sort((a, b) => a - b);
    console.log(`pass ${pass}: ${(performance.now() - t).toFixed(0)} ms, p50 ${times[150].toFixed(1)} p99 ${times[296].toFixed(1)}`);
  }
} finally {
  await server.stop();
  copy.remove();
}
