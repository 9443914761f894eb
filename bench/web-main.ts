// Page weight and speed only: npm run bench:web (needs `npx vite build` first)
import { embeddedDataset, workingCopy } from './gen/dataset.ts';
import { ensureBuiltApp } from './api.ts';
import { startServer } from './lib/server.ts';
import { saveResults } from './lib/results.ts';
import { pageWeight } from './web.ts';

ensureBuiltApp();
const ds = await embeddedDataset('1k');
const copy = workingCopy(ds.dir);
const server = await startServer({ dataDir: copy.dir });
try {
  const pages = await pageWeight(server.url, [
    { page: 'home', path: '/' },
    { page: 'blog', path: `/blogs/${ds.meta.blogIds[0]}` },
    { page: 'editor', path: '/editor' },
  ]);
  for (const p of pages) console.log(`${p.page.padEnd(7)} JS ${p.jsKB} KB + CSS ${p.cssKB} KB = ${p.totalKB} KB (${p.encodings.join(',')}; headers ${p.headersKB} KB more), LCP ${p.lcpMs} ms, TBT ${p.tbtMs} ms`);
  saveResults({ pages });
} finally {
  await server.stop();
  copy.remove();
}
