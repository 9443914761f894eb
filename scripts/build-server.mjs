// Builds the server for `npm start`: server/main.ts and what it imports (src/contract included) as
// one ES module in build/server/ (and the save worker's, saveWorker.mjs, and the first start's createEmbedded.mjs), with the files it reads beside itself (SQL migrations, the embedded
// database's worker). Packages stay in node_modules (PGlite and argon2 load files of their own).
//
// Why not run the TypeScript with tsx, as `npm run server` does: tsx's loader and its in-memory
// source maps cost about 40 MB of resident memory and a slower start, for nothing in production.
// It takes well under a second, so `npm start` runs it every time.
import { build } from 'esbuild';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
export const SERVER_BUNDLE = join(root, 'build', 'server', 'main.mjs');

/**
 * Node's flags for the server process, used by every launcher (npm start, the e2e server, the
 * benchmarks; WORKERS' processes inherit them). They keep its resident memory down; measured at
 * 100,000 blogs on the embedded database (bench/README.md, "Server memory settings"): 374 MB after the
 * read load (peak 446) -> 278 MB (peak 290), the same req/s within the run-to-run noise.
 * - --max-semi-space-size=4 (MB): V8's young generation grows to three 16 MB semi-spaces under load.
 *   A request's garbage dies young whatever the size, so a smaller one scavenges more often for the
 *   same work per live object.
 * - --v8-pool-size=1: V8's background threads compile PGlite's WebAssembly (the hot functions again
 *   with the optimising compiler). Four of them compiling at once each grew a malloc arena that kept
 *   the compilers' freed memory: 60-90 MB, never given back.
 * - --heap-growing-percent=50: after a full collection V8 lets the old generation grow to up to 4x
 *   what survived before collecting again (its factor on a machine with memory to spare). About 40 MB
 *   survive here, so garbage promoted under load (cache misses, the database's answers) could pile up
 *   to 110-170 MB of heap before a collection: the same read load ended anywhere from 283 to 383 MB
 *   resident. 1.5x bounds the heap near 60-80 MB; a full collection of 40 MB takes 2-6 ms and is then
 *   needed every few seconds under load, not every minute.
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=4', '--v8-pool-size=1', '--heap-growing-percent=50'];

/**
 * The server's environment: `env` with glibc's malloc limited to two arenas (MALLOC_ARENA_MAX), for
 * the reason above: each thread that allocates otherwise gets an arena of its own. And a fixed mmap
 * threshold (MALLOC_MMAP_THRESHOLD_, 128 KB, glibc's starting value): by default glibc raises it each
 * time a large block is freed, up to 32 MB, after which large blocks (compression's and the database
 * thread's buffers) come from the arenas, whose freed memory stays resident. Fixed, a block of 128 KB
 * or more is mapped and given back to the system when freed: 10-12 MB less resident after the read
 * load at 100,000 blogs. Either is kept if the environment sets it.
 */
export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', ...env };
}

/** Builds into build/server/ (`out` elsewhere: the test that reads what the bundle loads at start). */
export async function buildServer(out = join(root, 'build', 'server')) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await build({
    // The worker threads that sanitise and highlight saves load a module of their own
    // (server/content/savePool.ts finds build/server/saveWorker.mjs beside main.mjs).
    // A first start makes the embedded database in a process of its own, from createEmbedded.mjs
    // (server/db/client.ts, createInOwnProcess).
    entryPoints: {
      main: join(root, 'server', 'main.ts'),
      saveWorker: join(root, 'server', 'content', 'saveWorker.ts'),
      createEmbedded: join(root, 'server', 'db', 'createEmbedded.ts'),
    },
    outdir: out,
    outExtension: { '.js': '.mjs' },
    // A module the server imports only when an install needs it (the fediverse's, with Fedify and
    // jsonld; object storage's AWS SDK) stays out of the start: in one file, esbuild would hoist its
    // packages' imports to the top, and every server would load them (16 MB of heap for Fedify
    // alone). Chunks lie beside main.mjs, so paths found from import.meta.url are unchanged.
    splitting: true,
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    // Paths resolved from import.meta.url (server/db/client.ts, server/db/workerConnection.ts) now
    // resolve from build/server/: the files they name are copied there.
  });
  cpSync(join(root, 'server', 'db', 'migrations'), join(out, 'migrations'), { recursive: true });
  cpSync(join(root, 'server', 'db', 'pgliteWorker.mjs'), join(out, 'pgliteWorker.mjs'));
  return join(out, 'main.mjs');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer();
  console.log(`server built: ${SERVER_BUNDLE}`);
}
