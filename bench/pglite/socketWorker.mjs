// @ts-check
/**
 * The alternative under evaluation (bench/pglite/connection.ts): PGlite in a worker thread behind
 * PGlite's own wire-protocol server (@electric-sql/pglite-socket) on a Unix socket, so node-postgres
 * connects to it as to any PostgreSQL. Not used by the product; see bench/README.md for the verdict.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const db = await PGlite.create('memory://', { postgresqlconf: workerData.postgresqlconf });
const server = new PGLiteSocketServer({ db, path: workerData.path, maxConnections: 1 });
await server.start();
port.postMessage({ type: 'ready' });
port.on('message', async (msg) => {
  if (msg === 'close') {
    await server.stop();
    await db.close();
    port.postMessage({ type: 'closed' });
    port.close();
  }
});
