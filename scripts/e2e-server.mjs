// Starts the product for the e2e journeys: builds the app (when its build is missing or stale), seeds
// a fresh embedded database in a temporary DATA_DIR with the demo community, then serves it on
// E2E_PORT. A real SMTP server runs here too (smtp-server): the product sends its mail to it over
// SMTP, and the journeys read what arrived from http://127.0.0.1:E2E_MAIL_PORT/mails (e2e/mail.ts).
import { spawnSync, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = process.env.E2E_PORT ?? '3100';
const mailPort = Number(process.env.E2E_MAIL_PORT ?? Number(port) + 1);
const { startMailbox } = await import('./e2e-mailbox.mjs');
const smtpPort = await startMailbox(mailPort);
const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-e2e-'));
const env = { ...process.env, ADMIN_EMAILS: 'admin@e2e.inkwell.test', DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1', DATABASE_URL: '', AUTH_RATE_LIMIT: '10000', API_RATE_LIMIT: '100000', SAVE_RATE_LIMIT: '10000', PUBLIC_URL: `http://127.0.0.1:${port}`, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_POLL_MS: '250', FEDERATION: '1', FEDERATION_ALLOW_PRIVATE: '1' };
delete env.DATABASE_URL;
// The scheduler's clock: a journey moves it forward (e2e/fixtures.ts, moveServerClock, the same path)
// instead of waiting minutes for a scheduled blog. It starts at the real time; the scheduler checks
// every second, so a move takes effect within one.
const clockFile = join(tmpdir(), `inkwell-e2e-clock-${port}`);
writeFileSync(clockFile, '0');
Object.assign(env, { SCHEDULER_CLOCK_FILE: clockFile, SCHEDULER_MS: '1000' });

// The app as `npm start` builds it, and only when its build is missing or stale (scripts/app-build.mjs).
const { ensureAppBuild } = await import('./app-build.mjs');
if (!ensureAppBuild(env)) process.exit(1);
const seed = spawnSync('npx', ['tsx', 'server/seed/main.ts'], { stdio: 'inherit', env });
if (seed.status !== 0) process.exit(1);
// The server as `npm start` runs it (scripts/build-server.mjs).
const { buildServer, SERVER_NODE_ARGS, serverEnv } = await import('./build-server.mjs');
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, await buildServer()], { stdio: 'inherit', env: serverEnv(env) });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill('SIGTERM'));
server.on('exit', (code) => process.exit(code ?? 0));
