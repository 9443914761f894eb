import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import type { Config } from './config.ts';
import { PrettyLog, logFormatFor } from './logOutput.ts';

/** A worker that dies this soon after it started counts as a failed start. */
const EARLY_EXIT_MS = 10_000;
/** Failed starts in a row after which the primary gives up (a configuration or database problem). */
const MAX_FAILED_STARTS = 5;

/**
 * The primary of `WORKERS=N` (N > 1): forks N server processes that share the port (node:cluster
 * hands each new connection to one of them in turn), replaces one that dies, and on SIGINT/SIGTERM
 * lets each finish its requests and close (server/main.ts's shutdown), then exits. The processes
 * share what matters through PostgreSQL: the data, the answer cache's invalidations (LISTEN/NOTIFY,
 * server/cache/bus.ts), scheduled publishing, the mail outbox and the job table (each row taken once: server/store/claim.ts); rate limits and
 * sign-in lockouts through Redis when REDIS_URL is set.
 */
export function runPrimary(config: Config) {
  const level = config.LOG_LEVEL === 'silent' ? 'silent' : config.LOG_LEVEL;
  // The same lines as the workers': readable at a terminal, JSON otherwise (server/logOutput.ts).
  const log = logFormatFor(config.LOG_FORMAT, process.stdout.isTTY) === 'pretty' ? pino({ level }, new PrettyLog(process.stdout.fd, Boolean(process.stdout.isTTY))) : pino({ level });
  if (!config.REDIS_URL) log.warn({ workers: config.WORKERS }, 'WORKERS without REDIS_URL: each process keeps its own rate limits and sign-in lockouts');
  const startedAt = new Map<Worker, number>();
  let failedStarts = 0;
  let stopping = false;

  const fork = () => startedAt.set(cluster.fork(), Date.now());
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) {
        log.info('all workers closed');
        process.exit(0);
      }
      return;
    }
    failedStarts = lived < EARLY_EXIT_MS ? failedStarts + 1 : 0;
    if (failedStarts >= MAX_FAILED_STARTS) {
      log.fatal({ code, signal }, `workers keep exiting within ${EARLY_EXIT_MS / 1000} s of starting; stopping`);
      stopping = true;
      for (const w of startedAt.keys()) w.process.kill('SIGTERM');
      if (startedAt.size === 0) process.exit(1);
      return;
    }
    log.error({ worker: worker.process.pid, code, signal }, 'a worker exited; starting another');
    fork();
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log.info({ signal, workers: startedAt.size }, 'shutting down the workers');
      for (const w of startedAt.keys()) w.process.kill('SIGTERM');
      // Each worker gives itself 15 s (server/main.ts); past that, the primary stops waiting.
      setTimeout(() => process.exit(1), 20_000).unref();
    });
  }

  log.info({ workers: config.WORKERS, port: config.PORT }, 'starting the workers');
  for (let i = 0; i < config.WORKERS; i++) fork();
}

export const isClusterPrimary = (config: Config) => config.WORKERS > 1 && cluster.isPrimary;
