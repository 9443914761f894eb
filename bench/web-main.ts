// Page weight and speed only: npm run bench:web (needs `npx vite build` first)
import { embeddedDataset, workingCopy } from './gen/dataset.ts';
import { ensureBuiltApp } from './api.ts';
import { startServer } from './lib/server.ts';
import { saveResults } from './lib/results.ts';
import { describePage, pageWeight, pagesToWeigh } from './web.ts';

ensureBuiltApp();
const ds = await embeddedDataset('1k');
const copy = workingCopy(ds.dir);
const server = await startServer({ dataDir: copy.dir });
try {
  const pages = await pageWeight(server.url, pagesToWeigh(ds.meta.blogIds[0]));
  for (const p of pages) console.log(describePage(p));
  saveResults({ pages });
} finally {
  await server.stop();
  copy.remove();
}
