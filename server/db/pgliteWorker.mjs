// @ts-check
/**
 * The embedded database's own thread. PGlite is PostgreSQL compiled to WebAssembly: a query runs
 * synchronously on the thread that owns it. Here it owns this worker, so the server's event loop keeps
 * answering (cached answers, static files, health) while a query runs.
 *
 * The thread speaks the PostgreSQL wire protocol: it receives frontend messages as bytes, runs them
 * through PGlite and posts the backend messages back as bytes (server/db/workerConnection.ts is the
 * other end). Plain JavaScript on purpose: a worker has no TypeScript loader under every runner we
 * use (tsx, Vitest, plain node), and this file only calls PGlite.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
// The WebAssembly modules come compiled from the process (workerConnection.ts, compiledPglite).
const { location, postgresqlconf, pgliteWasmModule, initdbWasmModule } =
  /** @type {{ location: string, postgresqlconf: string[], pgliteWasmModule: WebAssembly.Module, initdbWasmModule: WebAssembly.Module }} */ (workerData);

/** @type {PGlite} */
let db;
try {
  db = await PGlite.create(location, { extensions: { pg_trgm, unaccent }, postgresqlconf, pgliteWasmModule, initdbWasmModule });
  port.postMessage({ type: 'ready' });
} catch (err) {
  port.postMessage({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
  process.exit(1);
}

// One message at a time, in the order they came: the protocol is a conversation on one connection.
let queue = Promise.resolve();
port.on('message', (/** @type {{ type: string, id?: number, bytes?: Uint8Array }} */ msg) => {
  queue = queue.then(async () => {
    if (msg.type === 'exec') {
      try {
        // The answer arrives in chunks that are views of WebAssembly memory: each is copied as it comes
        // and the copies joined once (execProtocolRaw grows one buffer chunk by chunk, which costs 3 to 4
        // times as much for a 200 KB answer: bench/pglite/connection.ts), then handed over without a copy.
        /** @type {Uint8Array[]} */
        const chunks = [];
        let size = 0;
        await db.execProtocolRawStream(/** @type {Uint8Array} */ (msg.bytes), {
          onRawData: (/** @type {Uint8Array} */ chunk) => {
            chunks.push(chunk.slice());
            size += chunk.length;
          },
        });
        const out = chunks.length === 1 ? chunks[0] : new Uint8Array(size);
        if (chunks.length > 1) {
          let at = 0;
          for (const chunk of chunks) {
            out.set(chunk, at);
            at += chunk.length;
          }
        }
        port.postMessage({ type: 'data', id: msg.id, bytes: out }, [out.buffer]);
      } catch (err) {
        port.postMessage({ type: 'error', id: msg.id, message: err instanceof Error ? err.message : String(err) });
      }
    } else if (msg.type === 'close') {
      await db.close().catch(() => {});
      port.postMessage({ type: 'closed' });
      port.close();
    }
  });
});
