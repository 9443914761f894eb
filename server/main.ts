import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { DatabaseInUseError } from './db/client.ts';
import { isClusterPrimary, runPrimary } from './cluster.ts';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

// WORKERS=N (N > 1): this process starts N server processes (server/cluster.ts); each of them serves.
if (isClusterPrimary(config)) {
  runPrimary(config);
} else {
  await serve(config);
}

/** One server process: the app on its database, listening until SIGINT/SIGTERM closes it cleanly. */
async function serve(config: Config) {
  // `npm run backup` while this server holds the embedded database asks it for a backup with this
  // signal (only the same user or root can send it) and waits on DATA_DIR/backups/last-backup.json.
  // Listened for before the database opens (and its lock names this process): unhandled, the signal
  // would end the process.
  let backupAskedEarly = false;
  let backupAsked = () => {
    backupAskedEarly = true;
  };
  process.on('SIGUSR2', () => backupAsked());
  let app: FastifyInstance;
  try {
    app = await buildApp({ config });
  } catch (err) {
    if (err instanceof DatabaseInUseError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  if (config.NODE_ENV === 'production' && !config.PUBLIC_URL) {
    app.log.warn('PUBLIC_URL is not set: pages, feeds and the sitemap link absolutely only for localhost, IP addresses and ALLOWED_HOSTS, relatively otherwise. Set PUBLIC_URL to where people reach this server.');
  }

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, async () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down: finishing requests in flight, then closing the database');
      // A request that never ends must not keep the database open forever.
      const timer = setTimeout(() => {
        app.log.error('shutdown took longer than 15 s; exiting');
        process.exit(1);
      }, 15_000);
      timer.unref();
      try {
        await app.close();
        app.log.info('closed cleanly');
        process.exit(0);
      } catch (err) {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      }
    });
  }

  backupAsked = () => {
    if (!app.backupNow()) app.log.warn('a backup was asked for (SIGUSR2), but this server uses PostgreSQL: use pg_dump');
  };
  if (backupAskedEarly) backupAsked();

  await app.listen({ port: config.PORT, host: config.HOST });
}
