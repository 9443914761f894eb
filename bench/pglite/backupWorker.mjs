// @ts-check
// The embedded database's thread for bench/pglite/backupMethods.ts: the server's settings and
// extensions, one message at a time (as server/db/pgliteWorker.mjs), plus the backup candidates.
import { parentPort, workerData } from 'node:worker_threads';
import { cpSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const { location, postgresqlconf } = workerData;
const db = await PGlite.create(location, { extensions: { pg_trgm, unaccent }, postgresqlconf });
port.postMessage({ type: 'ready' });

let queue = Promise.resolve();
port.on('message', (/** @type {any} */ msg) => {
  queue = queue.then(async () => {
    const t0 = performance.now();
    try {
      if (msg.type === 'query') {
        const r = await db.query(msg.sql, msg.params);
        port.postMessage({ id: msg.id, rows: msg.want ? r.rows : r.rows.length });
      } else if (msg.type === 'pg_dump') {
        // Not a dependency: `npm i --no-save --legacy-peer-deps @electric-sql/pglite-tools@0.4.8`.
        const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
        const file = await pgDump({ pg: db });
        const bytes = new Uint8Array(await file.arrayBuffer());
        writeFileSync(msg.to, bytes);
        port.postMessage({ id: msg.id, ms: performance.now() - t0, bytes: bytes.length });
      } else if (msg.type === 'dumpDataDir') {
        const file = await db.dumpDataDir(msg.compression);
        const bytes = new Uint8Array(await file.arrayBuffer());
        writeFileSync(msg.to, bytes);
        port.postMessage({ id: msg.id, ms: performance.now() - t0, bytes: bytes.length });
      } else if (msg.type === 'copy') {
        await db.exec('CHECKPOINT');
        cpSync(location, msg.to, { recursive: true });
        port.postMessage({ id: msg.id, ms: performance.now() - t0 });
      } else if (msg.type === 'close') {
        await db.close();
        port.postMessage({ id: msg.id });
      }
    } catch (err) {
      port.postMessage({ id: msg.id, error: String(err) });
    }
  });
});
