// Runs one of the server's command-line tools from its TypeScript (`node scripts/server-tool.mjs
// server/transfer/cli.ts --mode public out.zip`) with the Node flags and environment of the server
// itself (scripts/build-server.mjs): a tool that reads the whole community holds the same embedded
// database and makes the same kind of garbage as the server. Measured on the 10,000-blog data set's
// public archive (docs/decisions/0023-archive.md): 595-625 MB of peak resident memory under plain
// tsx, 401-403 MB with these flags, a few seconds slower; its re-import (`npm run import-site`) 823 MB
// under plain tsx, 482 MB with them, as fast.
import { spawn } from 'node:child_process';
import { SERVER_NODE_ARGS, serverEnv } from './build-server.mjs';

const [file, ...args] = process.argv.slice(2);
const child = spawn(process.execPath, [...SERVER_NODE_ARGS, '--import', 'tsx', file, ...args], { stdio: 'inherit', env: serverEnv() });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
