// Builds the server for `npm start`: server/main.ts and what it imports (src/contract included) as
// one ES module in build/server/, with the files it reads beside itself (SQL migrations, the embedded
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

export async function buildServer() {
  const out = join(root, 'build', 'server');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await build({
    entryPoints: [join(root, 'server', 'main.ts')],
    outfile: SERVER_BUNDLE,
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
  return SERVER_BUNDLE;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer();
  console.log(`server built: ${SERVER_BUNDLE}`);
}
