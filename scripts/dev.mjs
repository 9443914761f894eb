// `npm run dev`: the API server with reload (tsx watch), Vite with hot reload (it proxies /api to the
// server), and MailDev (npm maildev): the server sends its mail there over SMTP and you read it at
// http://localhost:1080/index.html. Set SMTP_URL to use another mail server, or MAILDEV=0 to write .eml files.
import { spawn } from 'node:child_process';

const useMailDev = !process.env.SMTP_URL && process.env.MAILDEV !== '0';
const smtpPort = process.env.MAILDEV_SMTP_PORT ?? '1025';
const webPort = process.env.MAILDEV_WEB_PORT ?? '1080';
const serverEnv = { ...process.env, SERVE_APP: 'false', ...(useMailDev ? { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } : {}) };

const children = [
  ...(useMailDev ? [spawn('npx', ['maildev', '--smtp', smtpPort, '--web', webPort, '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'], { stdio: 'inherit' })] : []),
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], { stdio: 'inherit', env: serverEnv }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
if (useMailDev) console.log(`Mail goes to MailDev: read it at http://localhost:${webPort}/index.html`);
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
