// The app's build (dist/, and the server render in build/ssr): made by `vite build` when missing or
// older than its sources. `npm start` and the e2e server share it: a build takes a minute of a small
// machine's two cores, and one already made from the same sources is the same build.
import { spawnSync } from 'node:child_process';
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

/** True when dist/ and the server render are there and newer than every source they are built from. */
export function appBuildIsFresh() {
  const built = join(root, 'dist', 'index.html');
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'scripts/precompress.ts', 'package-lock.json'].map((p) => join(root, p)).filter(existsSync);
  // The server's render of the first screens is made by the same build (build/ssr, vite.config.ts).
  const ssrStamp = join(root, 'build', 'ssr', 'stamp.json');
  return existsSync(built) && existsSync(ssrStamp) && Math.max(...sources.map(newestMtime)) <= statSync(built).mtimeMs;
}

/** Builds the app unless the build is fresh; false when the build failed. */
export function ensureAppBuild(env = process.env) {
  if (appBuildIsFresh()) return true;
  console.log('Building the app (dist/ is missing or older than src/)...');
  return spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env }).status === 0;
}
