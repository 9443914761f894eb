// `npm start`: build the app when the build is missing or older than its sources, then serve
// the whole product (app + API) on PORT (3000) with the embedded database.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

const built = join(root, 'dist', 'index.html');
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) => join(root, p)).filter(existsSync);
// The server's render of the first screens is made by the same build (build/ssr, vite.config.ts).
const ssrStamp = join(root, 'build', 'ssr', 'stamp.json');
const needsBuild = !existsSync(built) || !existsSync(ssrStamp) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;
if (needsBuild) {
  console.log('Building the app (dist/ is missing or older than src/)...');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// The server as one plain ES module (scripts/build-server.mjs): no TypeScript loader at run time.
const { buildServer, SERVER_NODE_ARGS, serverEnv } = await import('./build-server.mjs');
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, await buildServer()], { cwd: root, stdio: 'inherit', env: serverEnv() });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
