// Starts the product for the e2e journeys: builds the app (when its build is missing or stale), seeds
// a fresh embedded database in a temporary DATA_DIR with the demo community, then serves it on
// E2E_PORT. A real SMTP server runs here too (smtp-server): the product sends its mail to it over
// SMTP, and the journeys read what arrived from http://127.0.0.1:E2E_MAIL_PORT/mails (e2e/mail.ts).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Where the e2e layer's CPU goes outside Chromium: the build, the seed and the server are this
// process's children, waited for, so the kernel adds their CPU to this process's "children" counters
// (/proc/self/stat, cutime + cstime, in clock ticks); this process's own (the mailbox) is
// process.cpuUsage(). Written to test-results/e2e-server-cpu.json once the seed is done, and again
// when the server exits (Playwright stops it with SIGTERM, playwright.config.ts gracefulShutdown).
const TICKS = 100;
const childrenCpu = () => {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / TICKS;
};
const cpu = {};
const started = Date.now();
function writeCpu() {
  try {
    const own = process.cpuUsage();
    cpu.mailboxAndLauncher = (own.user + own.system) / 1e6;
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/e2e-server-cpu.json', JSON.stringify({ ...cpu, wallSeconds: (Date.now() - started) / 1000 }));
    console.error(`e2e server CPU s: ${Object.entries(cpu).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`);
  } catch {
    // The figures are for reading only: the server never fails on them.
  }
}

const port = process.env.E2E_PORT ?? '3100';
const mailPort = Number(process.env.E2E_MAIL_PORT ?? Number(port) + 1);
const { startMailbox } = await import('./e2e-mailbox.mjs');
const smtpPort = await startMailbox(mailPort);
const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-e2e-'));
const env = { ...process.env, ADMIN_EMAILS: 'admin@e2e.inkwell.test', DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1', DATABASE_URL: '', AUTH_RATE_LIMIT: '10000', API_RATE_LIMIT: '100000', SAVE_RATE_LIMIT: '10000', PUBLIC_URL: `http://127.0.0.1:${port}`, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_POLL_MS: '250', FEDERATION: '1', FEDERATION_ALLOW_PRIVATE: '1' };
delete env.DATABASE_URL;
// E2E_STORAGE=s3: uploads go to an S3 server in this process (s3rver, a bucket on disk), as an install
// with object storage runs: the browser PUTs to the bucket's presigned address, the server reads it
// back and writes the variants beside it. .ci/run runs the upload journeys (tag @upload) this way too.
if (process.env.E2E_STORAGE === 's3') {
  const { default: S3rver } = await import('s3rver');
  const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>http://127.0.0.1:${port}</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedHeader>*</AllowedHeader></CORSRule></CORSConfiguration>`;
  const bucket = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: mkdtempSync(join(tmpdir(), 'inkwell-e2e-s3-')), configureBuckets: [{ name: 'inkwell', configs: [cors] }] });
  const { port: s3Port } = await bucket.run();
  const endpoint = `http://127.0.0.1:${s3Port}`;
  Object.assign(env, { STORAGE: 's3', S3_BUCKET: 'inkwell', S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true', S3_PUBLIC_URL: `${endpoint}/inkwell` });
  console.error(`e2e server: uploads in the S3 bucket at ${endpoint}/inkwell`);
}

// The scheduler's clock: a journey moves it forward (e2e/fixtures.ts, moveServerClock, the same path)
// instead of waiting minutes for a scheduled blog. It starts at the real time; the scheduler checks
// every second, so a move takes effect within one.
const clockFile = join(tmpdir(), `inkwell-e2e-clock-${port}`);
writeFileSync(clockFile, '0');
Object.assign(env, { SCHEDULER_CLOCK_FILE: clockFile, SCHEDULER_MS: '1000' });

// The app as `npm start` builds it, and only when its build is missing or stale (scripts/app-build.mjs).
const { ensureAppBuild } = await import('./app-build.mjs');
if (!ensureAppBuild(env)) process.exit(1);
cpu.build = childrenCpu();
// Not spawnSync: the seed uploads its pictures to the S3 server of this
// process (E2E_STORAGE=s3), which must keep answering while the seed runs.
const seed = spawn('npx', ['tsx', 'server/seed/main.ts'], { stdio: 'inherit', env });
const [seedCode] = await once(seed, 'exit');
if (seedCode !== 0) process.exit(1);
cpu.seed = childrenCpu() - cpu.build;
writeCpu();
// The server as `npm start` runs it (scripts/build-server.mjs).
const { buildServer, SERVER_NODE_ARGS, serverEnv } = await import('./build-server.mjs');
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, await buildServer()], { stdio: 'inherit', env: serverEnv(env) });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill('SIGTERM'));
server.on('exit', (code) => {
  cpu.server = childrenCpu() - cpu.build - cpu.seed;
  writeCpu();
  process.exit(code ?? 0);
});
