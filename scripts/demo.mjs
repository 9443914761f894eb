// `npm run demo`: a fresh demo data directory (DEMO_DATA_DIR, default .data-demo), seeded with the
// demo community, then the whole product served on it (npm start). The embedded database only;
// DATABASE_URL is ignored here so a demo never writes into a real database.
import { spawnSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dataDir = resolve(root, process.env.DEMO_DATA_DIR ?? '.data-demo');
const env = { ...process.env, DATA_DIR: dataDir };
delete env.DATABASE_URL;

console.log(`Demo data directory: ${dataDir} (recreated)`);
rmSync(dataDir, { recursive: true, force: true });
const seeded = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'server', 'seed', 'main.ts')], { cwd: root, env, stdio: 'inherit' });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const server = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], { cwd: root, env, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
