// `npm start`: build the app when the build is missing or older than its sources, then serve
// the whole product (app + API) on PORT (3000) with the embedded database.
import { spawn } from 'node:child_process';
import { ensureAppBuild } from './app-build.mjs';

const root = new URL('..', import.meta.url).pathname;

if (!ensureAppBuild()) process.exit(1);
// The server as one plain ES module (scripts/build-server.mjs): no TypeScript loader at run time.
const { buildServer, SERVER_NODE_ARGS, serverEnv } = await import('./build-server.mjs');
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, await buildServer()], { cwd: root, stdio: 'inherit', env: serverEnv() });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
