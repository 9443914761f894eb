import { embeddedDataset, workingCopy } from './bench/gen/dataset.ts';
import { startServer } from './bench/lib/server.ts';
const { dir, meta } = await embeddedDataset('10k' as any);
const copy = workingCopy(dir);
const server = await startServer({ dataDir: copy.dir, env: { LOG_LEVEL: 'warn' } });
const hit = async (path: string, body?: string) => {
  const s = performance.now();
  const r = await fetch(`${server.url}${path}`, { method: body ? 'POST' : 'GET', headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' }, body });
  await r.text();
  return performance.now() - s;
};
try {
  for (const [label, path, body] of [['latest', '/api/latest-blogs', '{"page":1}'], ['get-blog', '/api/get-blog', JSON.stringify({ blog_id: meta.blogIds[0] })], ['get-blog edit', '/api/get-blog', JSON.stringify({ blog_id: meta.blogIds[1], mode: 'edit' })], ['health', '/api/health', undefined]] as const) {
    const t: number[] = [];
    for (let i = 0; i < 50; i++) t.push(await hit(path, body));
    t.sort((a, b) => a - b);
    console.log(label, 'first', t.at(-1)!.toFixed(1), 'median', t[25].toFixed(2), 'p90', t[45].toFixed(2));
  }
} finally {
  await server.stop();
  copy.remove();
}
